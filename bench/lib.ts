import { existsSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the production server and resolves once `readyPath` answers 200, with the time that took. */
export async function startServer(
  env: Record<string, string>,
  readyPath = '/test',
): Promise<RunningServer & { startMs: number }> {
  const port = env.PORT ?? '4390';
  const started = performance.now();
  // The built server, as `npm start` runs it (`npm run bench` builds it first); the sources if there is no build.
  const args = existsSync('dist/server/main.mjs')
    ? ['dist/server/main.mjs']
    : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: port },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error('the server did not answer within 60 s');
    await sleep(10);
  }
  const startMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop, startMs };
}
