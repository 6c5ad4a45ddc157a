// `npm run bench`: performance figures from the production build, printed as sizes, ratios and percentiles.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import {
  CLIENT_COUNT,
  CONNECTIONS,
  SESSION_COUNT,
  measureBaselines,
  measureHotPaths,
  printHotPath,
  printHotPaths,
  rssMb,
} from './api-load';
import { measureBundles, printBundles, type BundleFigures } from './bundle';
import { measureEngine } from './engine';
import { measureNoteLatency, printNoteLatency } from './note-latency';
import { kb, percentile, startServer } from './lib';
import { measureAppReady, printAppReady } from './app-ready';
import { measureLighthouse, printLighthouse } from './lighthouse';
import { measureListPages, printListPages } from './list-pages';
import { measureReference, printReference } from './reference';
import { createScratchDatabase } from '../src/server/testing/scratch-database';

async function main(): Promise<void> {
  const engine = measureEngine(10_000, 50);
  console.log(
    `Clinical engine, full pipeline (analysis with the classifiers, risk screen, diagnosis, note, summary) on a ${engine.actualWords}-word transcript that never repeats a sentence, 50 runs on one core:`,
  );
  console.log(
    `  p50 ${engine.p50.toFixed(1)} ms (target 100), p99 ${engine.p99.toFixed(1)} ms, ${Math.round(engine.wordsPerSecond).toLocaleString('en-US')} words/s\n`,
  );
  const referenceWithinTarget = printReference(await measureReference());
  console.log('');

  console.log('Building the production web app…');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  console.log('Building the server…');
  const serverBuild = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (serverBuild.status !== 0) throw new Error('the server build failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-'));
  try {
    console.log(
      '\nServer start to first response (GET /test, embedded database, the built server as npm start runs it):',
    );
    const fresh = await startServer({ DATA_DIR: dataDir, PORT: '4391' });
    await fresh.stop();
    const reopenTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const again = await startServer({ DATA_DIR: dataDir, PORT: '4391' });
      reopenTimes.push(again.startMs);
      await again.stop();
    }
    reopenTimes.sort((a, b) => a - b);
    console.log(`  new database (created and migrated): ${fresh.startMs.toFixed(0)} ms`);
    console.log(
      `  existing database, 5 starts: p50 ${percentile(reopenTimes, 50).toFixed(0)} ms, max ${percentile(reopenTimes, 100).toFixed(0)} ms`,
    );
    // Memory after a restart, as a practice's server runs most of its life (the load test below measures it after
    // the database's first start, which builds the reference's index and leaves the embedded database larger).
    const restarted = await startServer({ DATA_DIR: dataDir, PORT: '4391' });
    try {
      const me = await fetch(`${restarted.url}/api/auth/me`);
      const cookie = (me.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      await (await fetch(`${restarted.url}/api/dsm/status`, { headers: { cookie } })).text();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      console.log(
        `  server memory (RSS) idle after a restart on an existing database, first visitor's workspace open: ${rssMb(restarted.process.pid).toFixed(0)} MB (target ≤ 400)`,
      );
    } finally {
      await restarted.stop();
    }

    console.log('\nJavaScript loaded before first paint (gzip, from dist/web):');
    const server = await startServer({ DATA_DIR: dataDir, PORT: '4391' });
    let withinBudget = true;
    let bundles: BundleFigures[] = [];
    try {
      bundles = await measureBundles(server.url);
      withinBudget = printBundles(bundles);
      console.log(
        `\nThe workspace's first screen ready, CPU slowed 4× (medians of 7 loads on an empty cache, signed in):`,
      );
      withinBudget = printAppReady(await measureAppReady(server.url)) && withinBudget;
      console.log('\nLighthouse 12 (medians of 3 runs, Debian Chromium; mobile and desktop presets):');
      withinBudget = printLighthouse(await measureLighthouse(server.url)) && withinBudget;
      console.log(
        '\nGenerate Session Note → note card shown (recording screen in Chromium, ≈9,000-word transcript from ACI-Bench):',
      );
      printNoteLatency(await measureNoteLatency(server.url));
    } finally {
      await server.stop();
    }

    console.log(
      `\nHot paths under ${CONNECTIONS} connections for 20 s each (${CLIENT_COUNT} clients, ${SESSION_COUNT} sessions, one audit row per request), embedded PGlite:`,
    );
    const loadDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-load-'));
    let loadWithinTarget = true;
    try {
      const hot = await measureHotPaths({ DATA_DIR: loadDir }, printHotPath);
      // Each figure is measured and printed even when an earlier one missed its target.
      const embeddedOk = printHotPaths(
        'embedded PGlite',
        hot,
        await measureBaselines({ DATA_DIR: loadDir }, hot.clinicianId),
        25,
      );
      loadWithinTarget = embeddedOk && loadWithinTarget;
    } finally {
      rmSync(loadDir, { recursive: true, force: true });
    }
    console.log('');
    const listPagesOk = printListPages(await measureListPages());
    loadWithinTarget = listPagesOk && loadWithinTarget;
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      console.log('\nThe same on a PostgreSQL server:');
      const database = await createScratchDatabase(serverUrl);
      try {
        const hot = await measureHotPaths({ DATA_DIR: dataDir, DATABASE_URL: database.url }, printHotPath);
        const postgresOk = printHotPaths(
          'PostgreSQL',
          hot,
          await measureBaselines({ DATABASE_URL: database.url }, hot.clinicianId),
          50,
        );
        loadWithinTarget = postgresOk && loadWithinTarget;
      } finally {
        await database.drop();
      }
    } else {
      console.log(
        '  (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure against a PostgreSQL server too)',
      );
    }

    console.log(
      '\nEvery JavaScript chunk in the build (gzip; lazy = not loaded before first paint of / or /app):',
    );
    const initial = new Set(bundles.flatMap((page) => page.beforePaint.map((e) => path.basename(e.file))));
    const assets = path.resolve('dist/web/assets');
    for (const file of readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .sort()) {
      console.log(
        `  ${file.padEnd(48)} ${kb(gzipSync(readFileSync(path.join(assets, file))).length).padStart(9)}  ${initial.has(file) ? 'initial' : 'lazy'}`,
      );
    }
    if (!withinBudget || !referenceWithinTarget || !loadWithinTarget) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
