import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { kb } from './lib';

const WEB_DIST = path.resolve('dist/web');

type PageBudget = { path: string; budgetKb: number };
export const PAGE_BUDGETS: PageBudget[] = [
  { path: '/', budgetKb: 100 },
  { path: '/app', budgetKb: 150 },
];

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

export type BundleFigures = {
  path: string;
  beforePaint: { file: string; gzip: number }[];
  afterPaint: { file: string; gzip: number }[];
  totalBeforePaint: number;
  /** Bytes the server actually sent for the scripts before first paint (compressed as served). */
  wireBeforePaint: number;
  budgetKb: number;
};

/**
 * For each page: which JavaScript files the browser requested before its first contentful paint, and
 * their gzipped size as built. Files requested later (charts, WebGL) are listed as lazy.
 */
export async function measureBundles(baseUrl: string): Promise<BundleFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: BundleFigures[] = [];
    for (const { path: pagePath, budgetKb } of PAGE_BUDGETS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // What the server sent for each script, compressed as served (the browser's own count of body bytes).
      const wireBytes = new Map<string, Promise<number>>();
      page.on('requestfinished', (request) => {
        const pathname = new URL(request.url()).pathname;
        if (pathname.endsWith('.js'))
          wireBytes.set(
            pathname,
            request.sizes().then((sizes) => sizes.responseBodySize),
          );
      });
      await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(2_000);
      const entries = await page.evaluate(() => {
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            pathname: new URL(entry.name).pathname,
            beforePaint: entry.startTime < fcp,
          }));
      });
      const mainScript = await page.evaluate(() => {
        const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
        return script ? new URL(script.src).pathname : undefined;
      });
      const all = [...entries];
      // The entry script may be fetched before the resource timeline starts recording; count it always.
      if (mainScript && !all.some((e) => e.pathname === mainScript))
        all.push({ pathname: mainScript, beforePaint: true });
      const sized = all.map((e) => ({
        file: e.pathname,
        gzip: gzipSize(path.join(WEB_DIST, e.pathname)),
        beforePaint: e.beforePaint,
      }));
      const beforePaint = sized.filter((e) => e.beforePaint).map(({ file, gzip }) => ({ file, gzip }));
      const afterPaint = sized.filter((e) => !e.beforePaint).map(({ file, gzip }) => ({ file, gzip }));
      results.push({
        path: pagePath,
        beforePaint,
        afterPaint,
        totalBeforePaint: beforePaint.reduce((s, e) => s + e.gzip, 0),
        wireBeforePaint: (
          await Promise.all(
            all.filter((e) => e.beforePaint).map((e) => wireBytes.get(e.pathname) ?? Promise.resolve(NaN)),
          )
        ).reduce((s, n) => s + n, 0),
        budgetKb,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function printBundles(figures: BundleFigures[]): boolean {
  let withinBudget = true;
  for (const f of figures) {
    const ok = f.totalBeforePaint <= f.budgetKb * 1024;
    withinBudget &&= ok;
    console.log(
      `  ${f.path.padEnd(5)} JS before first paint: ${kb(f.totalBeforePaint)} gzip (budget ${f.budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    const wire = Number.isNaN(f.wireBeforePaint) ? 'not reported by the browser' : kb(f.wireBeforePaint);
    console.log(
      `        bytes on the wire for it: ${wire} (${(f.wireBeforePaint / f.totalBeforePaint).toFixed(2)}× the gzipped size)`,
    );
    for (const e of f.beforePaint) console.log(`          ${e.file} ${kb(e.gzip)}`);
    for (const e of f.afterPaint) console.log(`          lazy, after first paint: ${e.file} ${kb(e.gzip)}`);
  }
  return withinBudget;
}
