import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startServer } from './lib';

export const CLIENT_COUNT = 500;
export const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

type LoadFigures = { p50: number; p99: number; rps: number; errors: number; non2xx: number };

async function load(url: string, headers: Record<string, string>): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * GET /api/clients for a signed-in clinician with 500 clients under 50 concurrent connections, and the
 * same load on a bare Fastify route in this run, so the figure reads as a ratio to the framework's floor.
 */
export async function measureClientsList(
  serverEnv: Record<string, string>,
): Promise<{ api: LoadFigures; bare: LoadFigures }> {
  const server = await startServer({ ...serverEnv, PORT: '4393' });
  let api: LoadFigures;
  try {
    const me = await fetch(`${server.url}/api/auth/me`);
    const cookie = (me.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { cookie, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/sample-data`, { method: 'DELETE', headers: { cookie } });
    for (let i = 0; i < CLIENT_COUNT; i++) {
      const response = await fetch(`${server.url}/api/clients`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          firstName: `Client${i}`,
          lastName: `Bench${i}`,
          age: 20 + (i % 60),
          primaryDiagnosis: ['Anxiety', 'Sleep Issues'],
        }),
      });
      if (response.status !== 201) throw new Error(`creating client ${i} answered ${response.status}`);
    }
    const check = (await (await fetch(`${server.url}/api/clients`, { headers: { cookie } })).json()) as {
      total: number;
    };
    if (check.total !== CLIENT_COUNT)
      throw new Error(`expected ${CLIENT_COUNT} clients, found ${check.total}`);
    api = await load(`${server.url}/api/clients`, { cookie });
  } finally {
    await server.stop();
  }

  const bareProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '4392' },
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch('http://127.0.0.1:4392/bare')).ok) break;
      } catch {
        if (i > 500) throw new Error('the bare server did not start');
        await sleep(20);
      }
    }
    const bare = await load('http://127.0.0.1:4392/bare', {});
    return { api, bare };
  } finally {
    bareProcess.kill('SIGTERM');
  }
}

export function printClientsList(
  database: string,
  { api, bare }: { api: LoadFigures; bare: LoadFigures },
): void {
  const row = (label: string, f: LoadFigures) =>
    `  ${label.padEnd(34)} p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  ${f.rps.toFixed(0).padStart(6)} req/s  errors ${f.errors}, non-2xx ${f.non2xx}`;
  console.log(row(`GET /api/clients, ${database}`, api));
  console.log(row('bare Fastify route', bare));
  console.log(
    `  ratio to bare: p50 ×${(api.p50 / Math.max(bare.p50, 1)).toFixed(1)}, p99 ×${(api.p99 / Math.max(bare.p99, 1)).toFixed(1)}, throughput ${((api.rps / bare.rps) * 100).toFixed(1)}% of bare`,
  );
}
