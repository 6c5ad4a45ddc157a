// Lighthouse on the landing page and the workspace's first screen, with its mobile preset (simulated mid-range
// phone on a slow 4G network) and its desktop preset, in Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { percentile } from './lib';

const DEBUGGING_PORT = 9333;
const RUNS = 3;
const PAGES = ['/', '/app'];
export const LIGHTHOUSE_TARGETS = { mobile: 90, desktop: 98, accessibility: 100 };

type Preset = 'mobile' | 'desktop';
export type LighthouseFigures = {
  page: string;
  preset: Preset;
  /** Medians over the runs, 0–100. */
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
};

async function launchChromium(): Promise<{ browser: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cw-lighthouse-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${String(DEBUGGING_PORT)}`, `--user-data-dir=${profile}`],
    // A process group of its own, so its helper processes can be stopped with it.
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(DEBUGGING_PORT)}/json/version`)).ok)
        return { browser, profile };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await stopChromium(browser);
  throw new Error('Chromium did not open its debugging port');
}

/** Stops Chromium and its helper processes (its process group), and waits until the browser has exited. */
async function stopChromium(browser: ChildProcess): Promise<void> {
  if (browser.exitCode !== null || browser.signalCode !== null || browser.pid === undefined) return;
  const exited = once(browser, 'exit');
  try {
    process.kill(-browser.pid, 'SIGTERM');
  } catch {
    browser.kill();
  }
  await exited;
}

type Run = { performance: number; accessibility: number; cls: number; lcpMs: number };

async function runOnce(url: string, preset: Preset): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
  };
}

/** Each page with each preset, the median of three runs (a new browser tab and an empty cache each time). */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const { browser, profile } = await launchChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runOnce(baseUrl + page, preset));
        const median = (pick: (run: Run) => number) =>
          percentile(
            runs.map(pick).sort((a, b) => a - b),
            50,
          );
        figures.push({
          page,
          preset,
          performance: median((r) => r.performance),
          accessibility: median((r) => r.accessibility),
          cls: median((r) => r.cls),
          lcpMs: median((r) => r.lcpMs),
        });
      }
    }
    return figures;
  } finally {
    await stopChromium(browser);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      // A leftover temporary profile is no reason to lose the figures.
      console.warn(`  (could not remove ${profile}: ${String(error)})`);
    }
  }
}

/** Prints the figures against the targets; returns false when one is missed. */
export function printLighthouse(figures: LighthouseFigures[]): boolean {
  let ok = true;
  for (const f of figures) {
    const target = LIGHTHOUSE_TARGETS[f.preset];
    const met = f.performance >= target && f.accessibility >= LIGHTHOUSE_TARGETS.accessibility;
    ok &&= met;
    console.log(
      `  ${f.preset.padEnd(7)} ${f.page.padEnd(5)} performance ${String(f.performance).padStart(3)} (target ≥ ${String(target)}), ` +
        `accessibility ${String(f.accessibility)} (target ${String(LIGHTHOUSE_TARGETS.accessibility)}), ` +
        `LCP ${(f.lcpMs / 1000).toFixed(1)} s, CLS ${f.cls.toFixed(3)}${met ? '' : '  NOT MET'}`,
    );
  }
  return ok;
}
