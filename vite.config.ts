import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` runs the Fastify API; the browser only ever talks to the Vite origin. */
const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/uploads': { target: API_TARGET, changeOrigin: false },
};

/**
 * Writes a max-quality .br and .gz twin of every text asset, which the server sends as is
 * (@fastify/static `preCompressed`): smallest transfer, no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'yod-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        // The file as written (with its sourceMappingURL line), not the in-memory chunk.
        const target = path.join(dir, file);
        const buffer = readFileSync(target);
        if (buffer.length < 1024) continue;
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(buffer, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
            },
          }),
        );
        writeFileSync(`${target}.gz`, gzipSync(buffer, { level: 9 }));
      }
    },
  };
}

/**
 * Writes .vite/route-preloads.json: for each public page path (read from the router's extension
 * point), the page chunk and its static imports beyond the entry's. The server turns them into
 * <link rel="modulepreload"> tags (src/server/web/spa.ts) so the page's code downloads alongside
 * the entry instead of after it has run.
 */
function routePreloads(): Plugin {
  const routesFile = path.resolve('src/web/app/routes/public-routes.tsx');
  const pattern =
    /(index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;
  return {
    name: 'yod-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? closure(entry.fileName, new Set()) : new Set<string>();
      const routes: { path: string; files: string[] }[] = [];
      for (const m of readFileSync(routesFile, 'utf8').matchAll(pattern)) {
        const moduleId = path.resolve(path.dirname(routesFile), m[3] ?? '');
        const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!page) continue;
        const files = [...closure(page.fileName, new Set())].filter((file) => !loaded.has(file));
        routes.push({ path: m[1]?.startsWith('index') ? '/' : `/${m[2]}`, files });
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: JSON.stringify({ routes }),
      });
    },
  };
}

/**
 * The entry script and its preloads download at low priority: the static shell in index.html
 * paints with the stylesheet alone, and on a slow phone link the stylesheet should not share the
 * bandwidth with ~90 KB of script (module scripts run after parsing whatever their priority).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'yod-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * React Router's package points every bundler at its development build; the production build
 * differs only in leaving out the dev warnings. `X.displayName = '...'` statements (React
 * DevTools labels) are side effects to the bundler, so they kept otherwise unused components
 * (Form, HistoryRouter, ScrollRestoration internals...) in every page: they are dropped.
 */
function reactRouterProduction(): Plugin {
  const dir = path.resolve('node_modules/react-router/dist/production');
  return {
    name: 'yod-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? path.join(dir, 'index.mjs') : null;
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return { code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null };
      },
    },
  };
}

/**
 * lucide-react's icon modules each call `createLucideIcon(data)`; in the build they get the app's
 * lighter one instead (src/web/components/icons/create-lucide-icon.ts says why). `npm run dev`
 * serves lucide pre-bundled, with its own factory: the markup is the same (the icon test).
 */
function lightLucideIcons(): Plugin {
  const replacement = path.resolve('src/web/components/icons/create-lucide-icon.ts');
  return {
    name: 'yod-light-lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer)) return null;
      return /(^|\/)createLucideIcon\.mjs$/.test(source) ? replacement : null;
    },
  };
}

/** The pages a visitor lands on (bench/suites/frontend.mjs measures them together). */
const HOT_PAGES = ['home/home-page.tsx', 'battles/arena-page.tsx', 'battles/battle-page.tsx'].map((page) =>
  path.resolve('src/web/features', page),
);
/** React, React Router, TanStack Query and lucide's icon factory (not its barrel, not the icons). */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|react-router|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react\.mjs)/;
const APP_SOURCE = /[\\/]src[\\/](web|domain)[\\/]/;
const MESSAGES_INDEX = /[\\/]src[\\/]domain[\\/]messages\.ts$/;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * Fills `shared` with the modules the hot pages import beyond the entry's, for one 'public' chunk.
 * Left to itself the bundler makes a chunk per distinct set of importers: two dozen files of a
 * few hundred bytes each (icons, small components), and over HTTP/1.1 each costs a round trip on
 * one of the browser's six connections. Icons are reached through lucide's barrel file, which
 * names every icon, so the ones actually used are read from the importers' `import {...}` lines.
 */
function publicChunkModules(shared: Set<string>): Plugin {
  return {
    name: 'yod-public-chunk',
    apply: 'build',
    buildEnd() {
      const iconFiles = new Map<string, string>();
      const iconsOf = (ids: Iterable<string>) => {
        const found = new Set<string>();
        for (const id of ids) {
          const code = this.getModuleInfo(id)?.code ?? '';
          for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
            for (const name of (m[1] ?? '').split(',')) {
              const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0] ?? '');
              if (file) found.add(file);
            }
          }
        }
        return found;
      };
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          // The catalogue's index spreads every area (admin texts too) into one object: pages take
          // their area's file; a bundled-but-unused index would still be kept by a manual group.
          if (MESSAGES_INDEX.test(id)) return;
          if (LUCIDE_BARREL.test(id)) {
            const code = this.getModuleInfo(id)?.code ?? '';
            for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g)) {
              const file = path.resolve(path.dirname(id), m[2] ?? '');
              for (const alias of (m[1] ?? '').matchAll(/as\s+(\w+)/g)) iconFiles.set(alias[1] ?? '', file);
            }
            return;
          }
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) walk(dep);
        };
        for (const root of roots) walk(root);
        return seen;
      };
      const entry = reach([path.resolve('src/web/main.tsx')]);
      const hot = reach(HOT_PAGES);
      const entryIcons = iconsOf(entry);
      shared.clear();
      for (const id of hot) {
        if (APP_SOURCE.test(id) && !MESSAGES_INDEX.test(id) && !entry.has(id) && !HOT_PAGES.includes(id)) {
          shared.add(id);
        }
      }
      for (const icon of iconsOf(hot)) if (!entryIcons.has(icon)) shared.add(icon);
    },
  };
}

const publicShared = new Set<string>();

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks every landing page runs at start-up
 * (entry, framework, shared public code): they are compiled eagerly while they stream in, on a
 * background thread, instead of function by function on the main thread at first call, which
 * made up much of the first render's long task. The comment must open the file, so it goes in
 * last (after Vite's preload helper), and the source map shifts by its line.
 */
function eagerCompileHint(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'yod-eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && chunk.name !== 'react-vendor' && chunk.name !== 'public') continue;
          chunk.code = HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          } else if (chunk.map) {
            chunk.map.mappings = `;${chunk.map.mappings}`;
          }
        }
      },
    },
  };
}

/**
 * The browser build runs the app's React code on Preact's compatibility layer (docs/decisions/
 * 0005-preact-runtime.md): react-dom alone is ~60 KB gzip, more than half the public budget.
 * `YOD_RUNTIME=react` builds with React itself (to compare, or to rule the runtime out).
 */
const PREACT = process.env.YOD_RUNTIME !== 'react';
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: '.',
  resolve: { alias: command === 'build' && PREACT ? preactAliases : [] },
  plugins: [
    publicChunkModules(publicShared),
    reactRouterProduction(),
    lightLucideIcons(),
    react(),
    tailwindcss(),
    lowPriorityScripts(),
    eagerCompileHint(),
    precompress(),
    routePreloads(),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic only when present (Preact has none): expected.
        if (PREACT && warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'))
          return;
        warn(warning);
      },
      treeshake: {
        // src/domain is pure rules without I/O (docs: ARCHITECTURE.md): importing one of its
        // modules for a single constant must not keep the rest (e.g. vote-eligibility.ts made
        // every page load the whole message catalogue, admin texts included). Other modules keep
        // the default (their package.json "sideEffects").
        moduleSideEffects: (id) => (/[\\/]src[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // Rarely-changing framework code (with TanStack Query and lucide's icon factory) in one
            // long-cached file.
            {
              name: 'react-vendor',
              test: VENDOR,
              priority: 2,
            },
            // What the landing pages share beyond the entry, as one file (publicChunkModules).
            {
              name: 'public',
              test: (id) => publicShared.has(id),
              // Their dependencies that the entry also uses stay in the entry's chunk.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
