// The first page of the clients list for a clinician with 50 clients and for one with 5,000, on the embedded
// database (PGlite, in memory) through the whole app (fastify inject): the page must not cost much more for the
// longer caseload (target: at most 2x). Run alone with `npx tsx bench/list-pages.ts`.
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { clients } from '../src/server/db/schema';
import { sealClientIdentity } from '../src/server/modules/clients/client-identity';
import { createPhiCipher } from '../src/server/security/phi-cipher';
import { percentile } from './lib';

export const LIST_PAGE_TARGET_RATIO = 2;

export type ListPageFigures = {
  small: { clients: number; p50: number; p99: number; firstMs: number };
  large: { clients: number; p50: number; p99: number; firstMs: number };
  ratio: number;
  requests: number;
};

/**
 * Seeds `smallCount` and `largeCount` clients for two clinicians of one workspace server, then asks each for the
 * first page (50 clients) `requests` times. `firstMs` is the first request, which reads and decrypts the names;
 * p50 and p99 are over the rest, as a clinician paging and searching meets them.
 */
export async function measureListPages(
  options: { smallCount?: number; largeCount?: number; requests?: number } = {},
): Promise<ListPageFigures> {
  const smallCount = options.smallCount ?? 50;
  const largeCount = options.largeCount ?? 5_000;
  const requests = options.requests ?? 200;
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const cipher = createPhiCipher(Buffer.alloc(32, 9));
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build', LOG_LEVEL: 'warn' }),
    database,
    cipher,
    now: () => new Date(),
    backgroundJobs: false,
  });
  await app.ready();
  try {
    const signIn = async () => {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me' });
      const cookie = me.cookies.find((c) => c.name === 'cw_session')?.value ?? '';
      const clinicianId = me.json<{ clinician: { id: string } }>().clinician.id;
      await app.inject({ method: 'DELETE', url: '/api/sample-data', cookies: { cw_session: cookie } });
      return { cookie, clinicianId };
    };
    const seed = async (clinicianId: string, count: number) => {
      for (let start = 0; start < count; start += 500) {
        await database.db.insert(clients).values(
          Array.from({ length: Math.min(500, count - start) }, (_, k) => {
            const i = start + k;
            return {
              clinicianId,
              ...sealClientIdentity(cipher, {
                firstName: `First${(i * 7919) % count}`,
                lastName: `Last${(i * 104_729) % count}`,
                gender: 'Female',
                primaryConcerns: ['Anxiety', 'Sleep Issues'],
              }),
              age: 20 + (i % 60),
            };
          }),
        );
      }
    };
    const time = async (cookie: string, expected: number) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: '/api/clients',
        cookies: { cw_session: cookie },
      });
      const ms = performance.now() - started;
      const page = response.json<{ total: number; clients: unknown[] }>();
      if (
        response.statusCode !== 200 ||
        page.total !== expected ||
        page.clients.length !== Math.min(50, expected)
      )
        throw new Error(`unexpected answer: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return ms;
    };
    const measure = async (count: number) => {
      const { cookie, clinicianId } = await signIn();
      await seed(clinicianId, count);
      const firstMs = await time(cookie, count);
      for (let i = 0; i < 20; i++) await time(cookie, count);
      return { cookie, firstMs };
    };
    const small = await measure(smallCount);
    const large = await measure(largeCount);
    // Interleaved, so load from elsewhere on the machine falls on both alike.
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      smallTimes.push(await time(small.cookie, smallCount));
      largeTimes.push(await time(large.cookie, largeCount));
    }
    smallTimes.sort((a, b) => a - b);
    largeTimes.sort((a, b) => a - b);
    const figures = (times: number[], count: number, firstMs: number) => ({
      clients: count,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      firstMs,
    });
    const smallFigures = figures(smallTimes, smallCount, small.firstMs);
    const largeFigures = figures(largeTimes, largeCount, large.firstMs);
    return { small: smallFigures, large: largeFigures, ratio: largeFigures.p50 / smallFigures.p50, requests };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Prints the figures; true when the ratio is within the target. */
export function printListPages(figures: ListPageFigures): boolean {
  const line = (f: ListPageFigures['small']) =>
    `  ${f.clients.toLocaleString('en-US')} clients: p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms (first request, reading and decrypting the names: ${f.firstMs.toFixed(1)} ms)`;
  console.log(
    `First page of GET /api/clients (50 clients), embedded database, ${figures.requests} requests each:`,
  );
  console.log(line(figures.small));
  console.log(line(figures.large));
  const within = figures.ratio <= LIST_PAGE_TARGET_RATIO;
  console.log(
    `  ratio ${figures.ratio.toFixed(2)}x (target at most ${LIST_PAGE_TARGET_RATIO}x): ${within ? 'within target' : 'OVER TARGET'}`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printListPages(await measureListPages());
}
