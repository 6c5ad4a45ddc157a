// `npm test`: unit and API tests (Vitest, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL too),
// then the end-to-end tests in Chromium against a fresh production build. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const runUnit = only === undefined || only === 'unit';
const runE2e = only === undefined || only === 'e2e';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (runE2e && !existsSync(chromiumPath)) {
  console.error(
    `npm test: Chromium is missing at ${chromiumPath}; the end-to-end tests need it.\n` +
      'Install it with `apt-get install -y chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

rmSync('.test-output', { recursive: true, force: true });
mkdirSync('.test-output', { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const bin = (name) => `node_modules/.bin/${name}`;

let passed = 0;
let failed = 0;
let exitCode = 0;

if (runUnit) {
  const status = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.test-output/vitest.json',
  ]);
  if (existsSync('.test-output/vitest.json')) {
    const report = JSON.parse(readFileSync('.test-output/vitest.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (status !== 0) exitCode = status;
}

if (runE2e) {
  const buildStatus = run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (buildStatus !== 0) {
    console.error('npm test: the production build failed, so the end-to-end tests cannot run.');
    process.exit(buildStatus);
  }
  const serverStatus = run(process.execPath, ['scripts/build-server.mjs']);
  if (serverStatus !== 0) {
    console.error('npm test: the server build failed, so the end-to-end tests cannot run.');
    process.exit(serverStatus);
  }
  const status = run(bin('playwright'), ['test'], { CHROMIUM_PATH: chromiumPath });
  if (existsSync('.test-output/playwright.json')) {
    const report = JSON.parse(readFileSync('.test-output/playwright.json', 'utf8'));
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
  if (status !== 0) exitCode = status;
}

if (passed + failed === 0) {
  console.error('npm test: no test ran.');
  exitCode = exitCode || 1;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
