import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ACCOUNTS_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous limits: on a loaded two-core CI machine an axe-core scan of a full screen alone has taken 30 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-output/playwright.json' }]],
  outputDir: `.test-output/playwright-${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/test`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E_PORT) },
    },
    {
      // The same app in accounts mode, for the sign-in specs (they set their own baseURL).
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${E2E_ACCOUNTS_PORT}/test`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E_ACCOUNTS_PORT), AUTH_MODE: 'accounts' },
    },
  ],
});
