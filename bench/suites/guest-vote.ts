// The guest vote on a cheap phone: a battle page in Chromium at 360x740 with touch, the CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate) and the network of the field report (150 ms, 1.6 Mbit/s),
// timed from the tap on 'Votar' to 'Voto Anônimo Registrado!' on the page. Three ways a fan meets
// it: tapping as soon as the button works (the proof of work may still be running), tapping after
// reading the page for a few seconds (solved while idle), and a page without Web Crypto (plain
// http on a LAN address: the plain-JavaScript solver). Each sample is another phone: the server
// trusts X-Forwarded-For here, so every page comes from an address of its own and the
// one-guest-vote-per-network rule lets it vote (docs/decisions/0021-guest-vote-and-coin-state.md).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type BenchServer, startServer } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.GUEST_VOTE_RUNS ?? 5);
const READING_MS = 4_000;
const CPU_RATE = 4;
// 1.6 Mbit/s down, 750 kbit/s up, 150 ms: the field report's cheap-phone profile.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

type Scenario = { name: string; waitMs: number; webCrypto: boolean };
const scenarios: Scenario[] = [
  { name: 'tap as soon as the button works', waitMs: 0, webCrypto: true },
  {
    name: `tap after ${READING_MS / 1000} s on the page (solved while idle)`,
    waitMs: READING_MS,
    webCrypto: true,
  },
  { name: 'no Web Crypto (plain http on a LAN), tap at once', waitMs: 0, webCrypto: false },
  { name: `no Web Crypto, tap after ${READING_MS / 1000} s`, waitMs: READING_MS, webCrypto: false },
];

/** A battle open for votes with a fighter, from the demo data. */
async function openBattle(base: string): Promise<{ path: string; fighter: string }> {
  const list = (await (await fetch(`${base}/api/battles`)).json()) as {
    battles: {
      id: string;
      slug: string | null;
      displayStatus: string;
      participantsCount: { current: number };
    }[];
  };
  const battle = list.battles.find(
    (b) => (b.displayStatus === 'active' || b.displayStatus === 'waiting') && b.participantsCount.current > 0,
  );
  if (!battle) throw new Error('no open battle with fighters in the demo data');
  const id = battle.slug ?? battle.id;
  const detail = (await (await fetch(`${base}/api/battles/${encodeURIComponent(id)}`)).json()) as {
    battle: { participants: { username: string }[] };
  };
  const fighter = detail.battle.participants[0]?.username;
  if (!fighter) throw new Error('the open battle has no fighter');
  return { path: `/battle/${encodeURIComponent(id)}`, fighter };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? Number.NaN;
};

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  let chromium: typeof import('@playwright/test').chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return ['- skipped: @playwright/test is not installed'];
  }
  const dataDir = path.join(root, 'data', 'bench-guest-vote');
  rmSync(dataDir, { recursive: true, force: true });
  let server: BenchServer | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const lines = [
    `Battle page at 360x740 (touch), CPU x${CPU_RATE}, network ${NETWORK.latency} ms / 1.6 Mbit/s; tap on 'Votar' to 'Voto Anônimo Registrado!', ${RUNS} phones each:`,
    '',
    '| scenario | median tap → confirmation | slowest | median landing → confirmation |',
    '| --- | ---: | ---: | ---: |',
  ];
  let phone = 1;
  try {
    server = await startServer(root, { dataDir, env: { TRUST_PROXY: '1', SEED_DEMO: 'auto' } });
    const target = await openBattle(server.url);
    log(`battle ${target.path}, fighter ${target.fighter}`);
    for (const scenario of scenarios) {
      const taps: number[] = [];
      const landings: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        phone += 1;
        const context = await browser.newContext({
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          extraHTTPHeaders: { 'x-forwarded-for': `10.21.${Math.floor(phone / 250)}.${phone % 250}` },
        });
        const page = await context.newPage();
        if (!scenario.webCrypto) {
          await page.addInitScript(() => {
            // What a page on http://192.168.x.x has: no crypto.subtle (not a secure context).
            Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined });
          });
        }
        await page.addInitScript(() => {
          const marks = { tap: 0, done: 0 };
          Object.assign(window, { __guestVote: marks });
          document.addEventListener('pointerdown', () => (marks.tap ||= performance.now()), true);
          new MutationObserver(() => {
            if (!marks.done && document.body?.textContent?.includes('Voto Anônimo Registrado!')) {
              marks.done = performance.now();
            }
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        await page.goto(`${server.url}${target.path}`, { waitUntil: 'commit', timeout: 120_000 });
        const button = page.getByRole('button', { name: `Votar em ${target.fighter}` });
        await button.waitFor({ state: 'visible', timeout: 120_000 });
        await page.waitForFunction(
          (name) => {
            const b = document.querySelector<HTMLButtonElement>(`[data-testid="vote-${name}"]`);
            return b !== null && !b.disabled && b.getAttribute('aria-label') === `Votar em ${name}`;
          },
          target.fighter,
          { timeout: 120_000 },
        );
        if (scenario.waitMs > 0) await page.waitForTimeout(scenario.waitMs);
        await button.tap();
        await page.waitForFunction(
          () => (window as unknown as { __guestVote: { done: number } }).__guestVote.done > 0,
          undefined,
          { timeout: 120_000, polling: 100 },
        );
        const marks = await page.evaluate(
          () => (window as unknown as { __guestVote: { tap: number; done: number } }).__guestVote,
        );
        taps.push(marks.done - marks.tap);
        landings.push(marks.done);
        await context.close();
      }
      const row = `| ${scenario.name} | ${(median(taps) / 1000).toFixed(2)} s | ${(Math.max(...taps) / 1000).toFixed(2)} s | ${(median(landings) / 1000).toFixed(2)} s |`;
      log(row);
      lines.push(row);
    }
  } finally {
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
