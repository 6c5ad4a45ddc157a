import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { percentile } from './lib';

/** The CPU slowdown Chromium applies, as a mid-range phone's against this machine. */
const CPU_SLOWDOWN = 4;
const RUNS = 7;
export const APP_READY_TARGET = 1.3;

const BASELINE_DIST = path.resolve('dist/bench-baseline');

export type AppReadyFigures = { app: number[]; baseline: number[]; ratio: number };

/** Builds the baseline app (bench/baseline-app) into dist/bench-baseline. */
function buildBaseline(): void {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/baseline-app/vite.config.ts'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('building the baseline app failed');
}

/**
 * The baseline's server: its built files gzipped (as the product's are sent compressed) and one JSON list, the
 * size of a dashboard's answer.
 */
async function serveBaseline(): Promise<{ url: string; server: Server }> {
  const files = new Map<string, { type: string; body: Buffer }>();
  const add = (file: string, urlPath: string) => {
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    files.set(urlPath, { type, body: gzipSync(readFileSync(file)) });
  };
  add(path.join(BASELINE_DIST, 'index.html'), '/');
  for (const name of readdirSync(path.join(BASELINE_DIST, 'assets')))
    add(path.join(BASELINE_DIST, 'assets', name), `/assets/${name}`);
  const items = gzipSync(
    JSON.stringify({
      items: Array.from({ length: 10 }, (_, i) => ({ id: String(i), name: `Session ${String(i + 1)}` })),
    }),
  );
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/api/items') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(items);
      return;
    }
    const file = files.get(pathname) ?? files.get('/');
    response.writeHead(200, { 'content-type': file?.type ?? 'text/html', 'content-encoding': 'gzip' });
    response.end(file?.body);
  });
  await new Promise<void>((resolve) => server.listen(4394, '127.0.0.1', resolve));
  return { url: 'http://127.0.0.1:4394', server };
}

/**
 * Milliseconds from navigation to the first moment `selector` is in the page, with the CPU slowed, in a new
 * browser context each run (nothing cached), signed in when given a context's `storageState`.
 */
async function timeToSelector(
  browser: Browser,
  url: string,
  selector: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<number> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    await page.addInitScript((wanted: string) => {
      const w = window as unknown as { readyAt?: number };
      const observer = new MutationObserver(() => {
        if (w.readyAt === undefined && document.querySelector(wanted)) {
          w.readyAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true });
    }, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForSelector(selector, { timeout: 60_000 });
    return await page.evaluate(() => (window as unknown as { readyAt?: number }).readyAt ?? NaN);
  } finally {
    await context.close();
  }
}

/**
 * The workspace's first screen (/app, the dashboard with its data, for a clinician already signed in) against a
 * React + router + query app that renders one fetched list, both with the CPU slowed 4×: medians of 7 cold loads.
 */
export async function measureAppReady(productUrl: string): Promise<AppReadyFigures> {
  buildBaseline();
  const baselineServer = await serveBaseline();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The first visit starts the demo workspace; the runs measure a returning clinician on an empty cache.
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${productUrl}/app`);
    await page.waitForSelector('#recent-sessions-heading', { timeout: 60_000 });
    const signedIn = await first.storageState();
    await first.close();

    const app: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await timeToSelector(browser, `${productUrl}/app`, '#recent-sessions-heading', signedIn));
      baseline.push(await timeToSelector(browser, `${baselineServer.url}/`, 'ul[aria-label="Baseline ready"]'));
    }
    app.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    return { app, baseline, ratio: percentile(app, 50) / percentile(baseline, 50) };
  } finally {
    await browser.close();
    baselineServer.server.close();
  }
}

export function printAppReady(figures: AppReadyFigures): boolean {
  const ok = figures.ratio <= APP_READY_TARGET;
  console.log(
    `  /app (dashboard with its data): p50 ${percentile(figures.app, 50).toFixed(0)} ms, max ${percentile(figures.app, 100).toFixed(0)} ms`,
  );
  console.log(
    `  baseline (React + router + query, one fetched list): p50 ${percentile(figures.baseline, 50).toFixed(0)} ms, max ${percentile(figures.baseline, 100).toFixed(0)} ms`,
  );
  console.log(
    `  ratio ${figures.ratio.toFixed(2)}× (target ≤ ${APP_READY_TARGET.toFixed(1)}×) ${ok ? 'OK' : 'NOT MET'}`,
  );
  return ok;
}
