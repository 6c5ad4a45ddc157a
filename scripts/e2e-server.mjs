// Starts the production server for the end-to-end tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverArgs } from './build-server.mjs';

const dataDir = path.resolve(`.test-output/e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });

// The built server when `npm test` has just built it, as `npm start` runs it; otherwise the sources.
const child = spawn(process.execPath, serverArgs(), {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The suite signs many addresses up from one machine; the limit itself is tested against the API.
    WAITLIST_RATE_LIMIT: process.env.WAITLIST_RATE_LIMIT ?? '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
