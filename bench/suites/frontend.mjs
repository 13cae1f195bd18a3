// Front end: gzip JS per route from the Vite manifest (entry + the route's lazy chunk + their static
// imports), a check that public routes load no admin chunk, and Lighthouse (mobile preset) scores
// for /, /arena and a battle page against the built server, driving the system Chromium.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../lib/server.mjs';

const PUBLIC_TARGET_KB = 100;
const PUBLIC_ROUTES = ['/', '/arena', '/battle/:idOrSlug'];
// Five runs and their median, as Lighthouse's own guidance on variability recommends.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Route path -> page module, read from the router's extension points. */
function routesFrom(root, file, prefix) {
  const source = readFileSync(path.join(root, 'src/web/app/routes', file), 'utf8');
  const pattern =
    /(index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;
  const routes = [];
  for (const m of source.matchAll(pattern)) {
    const route = m[1].startsWith('index') ? prefix || '/' : `${prefix}/${m[2]}`.replace(/\/+/g, '/');
    const src = path.relative(root, path.resolve(root, 'src/web/app/routes', m[3]));
    routes.push({ route, src });
  }
  return routes;
}

function bundleReport(root, log) {
  const webDir = path.join(root, 'dist/web');
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    const note = 'no dist/web/.vite/manifest.json: run `npm run build` (vite.config.ts sets build.manifest)';
    log(note);
    return [`- ${note}`];
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(webDir, file))).length);
    return gz.get(file);
  };
  // Static closure of a manifest key: what the browser must fetch before that chunk runs.
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const k of keys) {
      js.add(manifest[k].file);
      for (const c of manifest[k].css ?? []) css.add(c);
    }
    return { js, css };
  };
  const isAdmin = (key) =>
    key.includes('src/web/features/admin/') || /(^|\/)admin[-.]/.test(path.basename(manifest[key].file));

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const routes = [
    ...routesFrom(root, 'public-routes.tsx', ''),
    ...routesFrom(root, 'admin-routes.tsx', '/admin'),
  ];
  const lines = [
    '| route | JS gzip (entry + route) | CSS gzip | admin chunks loaded |',
    '|---|---:|---:|---|',
  ];
  const publicJs = new Set();
  let worstPublic = 0;
  for (const { route, src } of routes) {
    if (!manifest[src]) continue;
    const keys = closure(src, new Set(entry));
    const { js, css } = filesOf(keys);
    const jsBytes = [...js].reduce((n, f) => n + gzipOf(f), 0);
    const cssBytes = [...css].reduce((n, f) => n + gzipOf(f), 0);
    const admin = [...keys].filter(isAdmin);
    const isPublic = !route.startsWith('/admin');
    if (PUBLIC_ROUTES.includes(route)) {
      for (const f of js) publicJs.add(f);
      worstPublic = Math.max(worstPublic, jsBytes);
    }
    const adminNote =
      admin.length === 0 ? 'none' : isPublic ? `**${admin.length} (LEAK)**` : String(admin.length);
    lines.push(`| ${route} | ${kb(jsBytes)} | ${kb(cssBytes)} | ${adminNote} |`);
  }
  const union = [...publicJs].reduce((n, f) => n + gzipOf(f), 0);
  lines.push(
    '',
    `Public JS (/, /arena, /battle/…): largest single route ${kb(worstPublic)}, all three together ${kb(union)} gzip; target <= ${PUBLIC_TARGET_KB} KB: ${union <= PUBLIC_TARGET_KB * 1024 ? 'met' : 'NOT met'}.`,
  );
  for (const l of lines) log(l);
  return lines;
}

async function lighthouseReport(root, log) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (err) {
    const note = `Lighthouse skipped: ${err.message}`;
    log(note);
    return [`- ${note}`];
  }
  if (!existsSync(CHROME_PATH)) return [`- Lighthouse skipped: no Chromium at ${CHROME_PATH}`];
  const server = await startServer(root);
  const lines = [
    '| page | performance (runs) | accessibility | best-practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const pages = ['/', '/arena'];
    const list = await fetch(`${server.url}/api/battles`).catch(() => null);
    const battles = list?.ok ? ((await list.json()).battles ?? []) : [];
    // A battle people vote in (fighters, counts, vote buttons), not an empty scheduled one.
    const battle = battles.find((b) => b.participantsCount?.current > 0) ?? battles[0];
    if (battle) pages.push(`/battle/${encodeURIComponent(battle.slug ?? battle.id)}`);
    else log('no battle found via GET /api/battles: battle page skipped');
    const audit = (result, id) => result.lhr.audits[id]?.displayValue ?? 'n/a';
    for (const page of pages) {
      // Lighthouse's default config is the mobile preset (emulated phone, simulated slow 4G). The
      // machine is shared, so each page is measured until RUNS runs have a score and the run with
      // the median performance score is reported (as Lighthouse CI does), every run beside it. A
      // run Lighthouse cannot finish (e.g. NO_NAVSTART, a trace it could not read) is listed as
      // failed and measured again, up to RUNS more attempts; it never counts as a 0.
      const perf = (result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
      const failed = (result) =>
        Boolean(result.lhr.runtimeError) || result.lhr.categories.performance?.score == null;
      const runs = [];
      for (let attempt = 0; attempt < RUNS * 2 && runs.filter((r) => !failed(r)).length < RUNS; attempt++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (failed(result)) {
          log(`${page}: a Lighthouse run failed: ${result.lhr.runtimeError?.code ?? 'no performance score'}`);
        }
        runs.push(result);
      }
      const scored = runs.filter((result) => !failed(result)).sort((a, b) => perf(a) - perf(b));
      if (scored.length === 0) {
        lines.push(`| ${page} | every run failed | | | | | | | | |`);
        continue;
      }
      // With an even count, the lower of the two middle runs.
      const median = scored[Math.floor((scored.length - 1) / 2)];
      const c = median.lhr.categories;
      const score = (cat) => (cat?.score == null ? 'n/a' : Math.round(cat.score * 100));
      // The metrics behind the performance score, so a low score says what to work on.
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((id) => audit(median, id))
        .join(' | ');
      const all = runs.map((result) => (failed(result) ? 'failed' : perf(result))).join(', ');
      const row = `| ${page} | ${score(c.performance)} (${all}) | ${score(c.accessibility)} | ${score(c['best-practices'])} | ${score(c.seo)} | ${metrics} |`;
      log(row);
      lines.push(row);
    }
    if (!battle) lines.push('', 'Battle page skipped: GET /api/battles returned no battle.');
  } finally {
    await chrome.kill();
    await server.stop();
  }
  lines.push('', 'Targets: performance >= 95 (mobile).');
  return lines;
}

export async function run({ root, log }) {
  log('Bundle sizes (gzip) per route:');
  const bundles = bundleReport(root, log);
  log('\nLighthouse (mobile):');
  const scores = await lighthouseReport(root, log);
  return ['Bundle sizes per route (gzip):', '', ...bundles, '', 'Lighthouse (mobile preset):', '', ...scores];
}
