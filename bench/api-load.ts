import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { makeTranscript } from './engine';
import { startServer, type RunningServer } from './lib';

export const CLIENT_COUNT = 500;
export const SESSION_COUNT = 200;
export const CONNECTIONS = 50;
const DURATION_SECONDS = 20;
/** A request unanswered after this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;

export type LoadFigures = {
  p50: number;
  p99: number;
  rps: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  /** Answers by HTTP status, when any was not 2xx: says what went wrong (`503` overloaded, `401` signed out…). */
  statuses: Record<string, number>;
};

type Request = { method?: 'GET' | 'POST'; path: string; body?: unknown };

async function load(baseUrl: string, request: Request, cookie = ''): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl + request.path,
    method: request.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: TIMEOUT_SECONDS,
    headers: { cookie, 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, stat]) => [
        code,
        stat.count,
      ]),
    ),
  };
}

/** Resident memory of a process, in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function api(server: RunningServer, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A demo workspace with 500 clients and 200 sessions with transcripts, created through the API. */
async function seed(server: RunningServer): Promise<{ cookie: string; clinicianId: string }> {
  const me = await fetch(`${server.url}/api/auth/me`);
  const cookie = (me.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const clinicianId = ((await me.json()) as { clinician: { id: string } }).clinician.id;
  await fetch(`${server.url}/api/sample-data`, { method: 'DELETE', headers: { cookie } });
  const clientIds: string[] = [];
  for (let i = 0; i < CLIENT_COUNT; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        api(server, cookie, 'POST', '/api/clients', {
          firstName: `Client${i + j}`,
          lastName: `Bench${i + j}`,
          age: 20 + ((i + j) % 60),
          primaryDiagnosis: ['Anxiety', 'Sleep Issues'],
        }),
      ),
    );
    clientIds.push(...batch.map((b) => (b.client as { id: string }).id));
  }
  const transcript = makeTranscript(600);
  for (let i = 0; i < SESSION_COUNT; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, j) => {
        const started = await api(server, cookie, 'POST', '/api/sessions', { clientId: clientIds[i + j] });
        const id = (started.session as { id: string }).id;
        await api(server, cookie, 'PATCH', `/api/sessions/${id}`, { transcript });
      }),
    );
  }
  return { cookie, clinicianId };
}

/** Waits (up to a minute) while the server answers 503 to a cheap request, as after a load it could not keep up with. */
async function untilAdmitted(server: RunningServer, cookie: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const response = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    await response.text();
    if (response.status !== 503) return;
    await sleep(500);
  }
  throw new Error('the server still refused requests a minute after the load ended');
}

async function waitForReference(server: RunningServer, cookie: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const status = (await api(server, cookie, 'GET', '/api/dsm/status')) as { isReady?: boolean };
    if (status.isReady) return;
    await sleep(200);
  }
  throw new Error('the reference was not ready within 120 s');
}

export type HotPathFigures = {
  paths: { label: string; figures: LoadFigures }[];
  rss: { idle: number; peak: number };
  clinicianId: string;
};

/**
 * The product's hot paths, each under 50 connections for 20 s, on one server: the first page of the clients list,
 * the dashboard, Generate Session Note on a 9,000-word transcript, reference search and the chat assistant.
 */
export async function measureHotPaths(
  serverEnv: Record<string, string>,
  onPath?: (label: string, figures: LoadFigures) => void,
): Promise<HotPathFigures> {
  const server = await startServer({ ...serverEnv, PORT: '4393' });
  try {
    const me = await fetch(`${server.url}/api/auth/me`);
    await waitForReference(server, (me.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
    await sleep(2_000);
    // Started, the built-in reference loaded, nothing asked of it yet.
    const idle = rssMb(server.process.pid);
    const { cookie, clinicianId } = await seed(server);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.process.pid) || 0);
    }, 250);
    const requests: { label: string; request: Request }[] = [
      { label: 'GET /api/clients?limit=50', request: { path: '/api/clients?limit=50' } },
      { label: 'GET /api/dashboard', request: { path: '/api/dashboard' } },
      {
        label: 'POST /api/generate-session-note (9,000 words)',
        request: {
          method: 'POST',
          path: '/api/generate-session-note',
          body: { dictationText: makeTranscript(9_000) },
        },
      },
      {
        label: 'GET /api/dsm/search',
        request: {
          path: `/api/dsm/search?query=${encodeURIComponent('trouble sleeping and worry')}&limit=5`,
        },
      },
      {
        label: 'POST /api/chat-assistant',
        request: {
          method: 'POST',
          path: '/api/chat-assistant',
          body: {
            messages: [
              {
                id: 1,
                role: 'user',
                content: 'What are the diagnostic criteria for generalized anxiety disorder?',
                timestamp: new Date().toISOString(),
              },
            ],
          },
        },
      },
    ];
    const paths: HotPathFigures['paths'] = [];
    try {
      for (const { label, request } of requests) {
        // Requests a timed-out client gave up on are still served: wait until the server admits again, then send
        // one request first, so the figure is the path's steady state rather than its first call.
        await untilAdmitted(server, cookie);
        await api(server, cookie, request.method ?? 'GET', request.path, request.body);
        const figures = await load(server.url, request, cookie);
        paths.push({ label, figures });
        onPath?.(label, figures);
      }
    } finally {
      clearInterval(sampler);
    }
    return { paths, rss: { idle, peak }, clinicianId };
  } finally {
    await server.stop();
  }
}

/**
 * The minimal Fastify route serving the same clients page (bench/bare-server.ts), on the database the product
 * server used (`DATABASE_URL`, or the embedded database in `DATA_DIR` once the product server has stopped), and
 * the constant route.
 */
export async function measureBaselines(
  env: Record<string, string>,
  clinicianId: string,
): Promise<{ page: LoadFigures; bare: LoadFigures }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, PORT: '4392' },
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch('http://127.0.0.1:4392/bare')).ok) break;
      } catch {
        if (i > 1000) throw new Error('the baseline server did not start');
        await sleep(20);
      }
    }
    const page = await load('http://127.0.0.1:4392', { path: `/page?clinician=${clinicianId}` });
    const bare = await load('http://127.0.0.1:4392', { path: '/bare' });
    return { page, bare };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

const isWithinTarget = (f: LoadFigures) =>
  f.timeouts === 0 && f.errors === 0 && f.non2xx === 0 && f.p99 <= 1000;

/** One hot path's line, printed as soon as it is measured. */
export function printHotPath(label: string, figures: LoadFigures): void {
  console.log(
    `${row(label, figures)}  ${isWithinTarget(figures) ? '' : '(target: no timeouts or errors, p99 ≤ 1000 ms)'}`,
  );
}

function row(label: string, f: LoadFigures): string {
  return `  ${label.padEnd(46)} p50 ${String(f.p50).padStart(5)} ms  p99 ${String(f.p99).padStart(5)} ms  ${f.rps.toFixed(0).padStart(5)} req/s  timeouts ${f.timeouts}, errors ${f.errors}, non-2xx ${f.non2xx}${f.non2xx > 0 ? ` (by status: ${JSON.stringify(f.statuses)})` : ''}`;
}

/** Prints the figures and whether they meet the targets; returns false when one is missed. */
export function printHotPaths(
  database: string,
  hot: HotPathFigures,
  baselines: { page: LoadFigures; bare: LoadFigures },
  pageTarget: number,
): boolean {
  let ok = hot.paths.every(({ figures }) => isWithinTarget(figures));
  console.log(row(`minimal Fastify route, same page (${database})`, baselines.page));
  console.log(row('minimal Fastify route, constant', baselines.bare));
  const clients = hot.paths[0]?.figures;
  if (clients) {
    const share = (clients.rps / baselines.page.rps) * 100;
    const within = share >= pageTarget;
    ok &&= within;
    console.log(
      `  clients page throughput: ${share.toFixed(0)}% of the minimal route on the same database (target ≥ ${pageTarget}%)`,
    );
  }
  console.log(
    `  server memory (RSS): idle ${hot.rss.idle.toFixed(0)} MB (target ≤ 400 on the embedded database; after its first start), peak under load ${hot.rss.peak.toFixed(0)} MB`,
  );
  return ok;
}
