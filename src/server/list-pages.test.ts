import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CURSOR_MESSAGE } from '../contract/paging';
import { sealClientIdentity } from './modules/clients/client-identity';
import { assessmentReports, clients, clinicians, kbDocuments, therapySessions } from './db/schema';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from './testing/harness';

type ClientRow = {
  id: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  archivedAt: string | null;
};
type Page<K extends string, T> = { [key in K]: T[] } & { total: number; nextCursor: string | null };
type SessionRow = { id: string; clientId: string | null; clientName: string | null; startedAt: string };
type ReportRow = { id: string; clientFirstName: string; clientLastName: string; reportType: string };
type DocumentRow = { id: string; title: string; deletable: boolean; createdAt: string };

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ALICE_CLIENTS = 120;

/** Every page of a list, following nextCursor from the first. */
async function allPages<K extends string, T>(
  agent: TestAgent,
  url: string,
  key: K,
  from: string | null = null,
): Promise<{ rows: T[]; pages: Page<K, T>[] }> {
  const pages: Page<K, T>[] = [];
  let cursor = from;
  const join = url.includes('?') ? '&' : '?';
  do {
    const response = await agent.get(cursor ? `${url}${join}cursor=${encodeURIComponent(cursor)}` : url);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page<K, T>>();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return { rows: pages.flatMap((page) => page[key]), pages };
}

describe.each(TEST_DATABASES)('paged lists on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  let bob: TestAgent;
  let aliceId: string;
  let bobId: string;
  /** Names, in the order the list must show them. */
  let aliceNames: { first: string; last: string }[];
  const aliceClientIds: string[] = [];

  const me = async (agent: TestAgent) =>
    (await agent.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;

  const seedClients = async (
    clinicianId: string,
    names: { first: string; last: string }[],
    start: number,
  ) => {
    const rows = await t.database.db
      .insert(clients)
      .values(
        names.map((name, i) => ({
          clinicianId,
          ...sealClientIdentity(t.cipher, {
            firstName: name.first,
            lastName: name.last,
            gender: '',
            primaryConcerns: [],
          }),
          age: 30,
          // Every third shares its creation time with the one before, so ties fall to the id.
          createdAt: new Date(start + Math.floor(i / 3) * 60_000),
        })),
      )
      .returning({ id: clients.id });
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    aliceId = await me(alice);
    bobId = await me(bob);
    expect((await alice.delete('/api/sample-data')).statusCode).toBe(204);
    expect((await bob.delete('/api/sample-data')).statusCode).toBe(204);
    // Upper and lower case, accents and shared last names: the order is code-point order of last, then first.
    const lasts = ['Adams', 'adams', 'Ávila', 'Baker', 'Zed', 'Nguyen', 'Okafor', "O'Brien"];
    aliceNames = Array.from({ length: ALICE_CLIENTS }, (_, i) => ({
      first: `Client${String(i % 17).padStart(2, '0')}`,
      last: lasts[i % lasts.length] ?? 'Adams',
    }));
    aliceClientIds.push(...(await seedClients(aliceId, aliceNames, Date.UTC(2026, 0, 1))));
    await seedClients(
      bobId,
      Array.from({ length: 30 }, (_, i) => ({ first: `Bobclient${i}`, last: 'Adams' })),
      Date.UTC(2026, 0, 1),
    );
  });
  afterAll(async () => t.close());

  describe('clients', () => {
    it('pages the caseload by last name, first name, newest first, with the total on every page', async () => {
      const { rows, pages } = await allPages<'clients', ClientRow>(alice, '/api/clients', 'clients');
      expect(pages.map((page) => page.clients.length)).toEqual([50, 50, 20]);
      expect(pages.every((page) => page.total === ALICE_CLIENTS)).toBe(true);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(new Set(rows.map((row) => row.id)).size).toBe(ALICE_CLIENTS);
      const expected = [...rows].sort(
        (a, b) =>
          byCodePoint(a.lastName, b.lastName) ||
          byCodePoint(a.firstName, b.firstName) ||
          Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
          byCodePoint(a.id, b.id),
      );
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      expect(rows[0]?.lastName).toBe('Adams');
      expect(rows.at(-1)?.lastName).toBe('Ávila');
      expect(JSON.stringify(rows)).not.toContain('Bobclient');
    });

    it('keeps the order, with no repeat and no gap, when clients are added and removed between pages', async () => {
      const first = (await alice.get('/api/clients?limit=30')).json<Page<'clients', ClientRow>>();
      const added = await alice.post('/api/clients', { firstName: 'Zelda', lastName: 'Zz', age: 40 });
      const addedEarly = await alice.post('/api/clients', { firstName: 'Aaron', lastName: 'Adams', age: 40 });
      expect(added.statusCode).toBe(201);
      const removedId = first.clients[0]?.id ?? '';
      const rest = await allPages<'clients', ClientRow>(
        alice,
        '/api/clients?limit=30',
        'clients',
        first.nextCursor,
      );
      const seen = [...first.clients, ...rest.rows].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      // Every client that was there is seen once; the one added after the position is seen; the one added
      // before it is not (it would need the list to be read again).
      for (const id of aliceClientIds) expect(seen).toContain(id);
      const addedId = added.json<{ client: { id: string } }>().client.id;
      const earlyId = addedEarly.json<{ client: { id: string } }>().client.id;
      expect(seen).toContain(addedId);
      expect(seen).not.toContain(earlyId);
      expect(rest.pages[0]?.total).toBe(ALICE_CLIENTS + 2);
      await alice.delete(`/api/clients/${addedId}`);
      await alice.delete(`/api/clients/${earlyId}`);
      expect((await alice.get('/api/clients?limit=1')).json<Page<'clients', ClientRow>>().total).toBe(
        ALICE_CLIENTS,
      );
      expect(removedId).not.toBe('');
    });

    it('finds a client beyond the first page by name, ignoring case and accents', async () => {
      // aliceNames[2] is Client02 Ávila; "avila client02" finds every client of that name.
      const search = await allPages<'clients', ClientRow>(
        alice,
        '/api/clients?q=avila%20CLIENT02',
        'clients',
      );
      const expected = aliceNames.filter((name) => name.last === 'Ávila' && name.first === 'Client02');
      expect(expected.length).toBeGreaterThan(0);
      expect(search.rows.length).toBe(expected.length);
      expect(search.pages[0]?.total).toBe(expected.length);
      expect(search.rows.every((row) => row.lastName === 'Ávila' && row.firstName === 'Client02')).toBe(true);
      // The first page without a search does not hold them.
      const firstPage = (await alice.get('/api/clients')).json<Page<'clients', ClientRow>>();
      expect(firstPage.clients.some((row) => row.lastName === 'Ávila')).toBe(false);
      // Another clinician's clients are never found.
      const bobs = (await alice.get('/api/clients?q=Bobclient')).json<Page<'clients', ClientRow>>();
      expect(bobs).toMatchObject({ clients: [], total: 0, nextCursor: null });
    });

    it('sorts by newest, and leaves archived clients out unless asked', async () => {
      const newest = await allPages<'clients', ClientRow>(
        alice,
        '/api/clients?sort=newest&limit=40',
        'clients',
      );
      const times = newest.rows.map((row) => Date.parse(row.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(newest.rows.length).toBe(ALICE_CLIENTS);

      const archivedId = aliceClientIds[5] ?? '';
      await alice.patch(`/api/clients/${archivedId}`, { archived: true });
      const active = await allPages<'clients', ClientRow>(alice, '/api/clients', 'clients');
      expect(active.pages[0]?.total).toBe(ALICE_CLIENTS - 1);
      expect(active.rows.map((row) => row.id)).not.toContain(archivedId);
      const withArchived = await allPages<'clients', ClientRow>(
        alice,
        '/api/clients?includeArchived=true',
        'clients',
      );
      expect(withArchived.rows.map((row) => row.id)).toContain(archivedId);
      await alice.patch(`/api/clients/${archivedId}`, { archived: false });
    });

    it('sees a rename another server instance wrote to the database', async () => {
      const target = aliceClientIds[7] ?? '';
      const renamed = aliceNames[7] ?? { first: '', last: '' };
      await alice.get('/api/clients');
      // Written straight to the database, as another instance would: this instance's held order is now stale.
      await t.database.db
        .update(clients)
        .set(sealClientIdentity(t.cipher, { lastName: 'Aardvark' }))
        .where(eq(clients.id, target));
      const first = (await alice.get('/api/clients?limit=1')).json<Page<'clients', ClientRow>>();
      expect(first.clients[0]).toMatchObject({ id: target, lastName: 'Aardvark' });
      await t.database.db
        .update(clients)
        .set(sealClientIdentity(t.cipher, { lastName: renamed.last }))
        .where(eq(clients.id, target));
      expect(
        (await alice.get('/api/clients?limit=1')).json<Page<'clients', ClientRow>>().clients[0]?.id,
      ).not.toBe(target);
    });

    it('leaves out, and no longer counts, a client another server instance archived', async () => {
      const before = (await alice.get('/api/clients?limit=5')).json<Page<'clients', ClientRow>>();
      const archived = before.clients[2]?.id;
      if (!archived) throw new Error('the first page has fewer than three clients');
      // Written straight to the database, as another instance would: this instance still holds it in its order.
      await t.database.db.update(clients).set({ archivedAt: new Date() }).where(eq(clients.id, archived));
      const after = (await alice.get('/api/clients?limit=5')).json<Page<'clients', ClientRow>>();
      expect(after.total).toBe(before.total - 1);
      expect(after.clients.map((row) => row.id)).not.toContain(archived);
      expect(after.clients).toHaveLength(5);
      await t.database.db.update(clients).set({ archivedAt: null }).where(eq(clients.id, archived));
      const restored = (await alice.get('/api/clients?limit=5')).json<Page<'clients', ClientRow>>();
      expect(restored.clients.map((row) => row.id)).toEqual(before.clients.map((row) => row.id));
    });

    it('keeps no list version for a clinician deleted with their clients', async () => {
      const [gone] = await t.database.db
        .insert(clinicians)
        .values({ firstName: 'Sandbox', lastName: 'Expired', isDemo: true })
        .returning({ id: clinicians.id });
      const goneId = gone?.id ?? '';
      await seedClients(goneId, [{ first: 'A', last: 'B' }], Date.UTC(2026, 0, 1));
      const versions = () =>
        t.database.query('select count(*)::int as n from client_list_versions where clinician_id = $1', [
          goneId,
        ]);
      expect((await versions())[0]?.n).toBe(1);
      await t.database.db.delete(clinicians).where(eq(clinicians.id, goneId));
      expect((await versions())[0]?.n).toBe(0);
    });

    it('refuses a malformed, edited or foreign cursor and bad paging parameters with a 400', async () => {
      const page = (await alice.get('/api/clients?limit=10')).json<Page<'clients', ClientRow>>();
      const cursor = page.nextCursor ?? '';
      const tampered = cursor.slice(0, -3) + (cursor.endsWith('AAA') ? 'BBB' : 'AAA');
      for (const bad of ['nonsense', tampered, 'v1.a.b.c', 'x'.repeat(2000)]) {
        const response = await alice.get(`/api/clients?cursor=${encodeURIComponent(bad)}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json<{ error: string }>().error).toBe(INVALID_CURSOR_MESSAGE);
      }
      // Alice's cursor is no key to Bob's list, nor to another search or order of her own.
      expect((await bob.get(`/api/clients?cursor=${encodeURIComponent(cursor)}`)).statusCode).toBe(400);
      expect((await alice.get(`/api/clients?q=a&cursor=${encodeURIComponent(cursor)}`)).statusCode).toBe(400);
      expect(
        (await alice.get(`/api/clients?sort=newest&cursor=${encodeURIComponent(cursor)}`)).statusCode,
      ).toBe(400);
      expect((await alice.get(`/api/sessions?cursor=${encodeURIComponent(cursor)}`)).statusCode).toBe(400);
      for (const query of ['limit=0', 'limit=101', 'limit=ten', 'sort=age', 'q=' + 'a'.repeat(101)]) {
        const response = await alice.get(`/api/clients?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ error: string }>().error).not.toBe('');
      }
      expect(
        (await alice.get('/api/clients?limit=100')).json<Page<'clients', ClientRow>>().clients.length,
      ).toBe(100);
    });
  });

  describe('sessions, reports and documents', () => {
    const sessionIds: string[] = [];
    beforeAll(async () => {
      // 25 sessions of Alice's first five clients, some started at the same instant (the id breaks the tie).
      const rows = await t.database.db
        .insert(therapySessions)
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            clinicianId: aliceId,
            clientId: aliceClientIds[i % 5] ?? null,
            setting: 'in-person' as const,
            startedAt: new Date(Date.UTC(2026, 1, 1) + Math.floor(i / 2) * 3_600_000),
            status: 'completed' as const,
            transcript: t.cipher.encrypt('transcript text never listed'),
          })),
        )
        .returning({ id: therapySessions.id, clientId: therapySessions.clientId });
      sessionIds.push(...rows.map((row) => row.id));
      const bobClient = (await alice.get('/api/clients?limit=1')).json<Page<'clients', ClientRow>>();
      expect(bobClient.total).toBe(ALICE_CLIENTS);
      const bobSessions = await t.database.db
        .insert(therapySessions)
        .values(
          Array.from({ length: 5 }, () => ({
            clinicianId: bobId,
            setting: 'telehealth' as const,
            status: 'completed' as const,
          })),
        )
        .returning({ id: therapySessions.id });
      // Final reports for the first 12 of Alice's sessions and every one of Bob's.
      await t.database.db.insert(assessmentReports).values([
        ...rows.slice(0, 12).map((row, i) => ({
          clinicianId: aliceId,
          sessionId: row.id,
          clientId: row.clientId,
          reportType: i % 2 ? 'Initial Assessment' : 'Progress Assessment',
          status: 'final' as const,
          body: t.cipher.encrypt('{}'),
          completedAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 2) * 60_000),
        })),
      ]);
      expect(bobSessions.length).toBe(5);
      await t.database.db.insert(kbDocuments).values([
        ...Array.from({ length: 7 }, (_, i) => ({
          clinicianId: aliceId,
          title: `Alice handout ${String.fromCharCode(71 - i)}`,
          kind: 'text' as const,
          fileName: `alice-${i}.txt`,
          createdAt: new Date(Date.UTC(2026, 3, 1) + i * 60_000),
        })),
        { clinicianId: bobId, title: 'Bob private handout', kind: 'text' as const },
      ]);
    });

    it('pages sessions newest first without transcripts, by client, and by client name', async () => {
      const { rows, pages } = await allPages<'sessions', SessionRow>(
        alice,
        '/api/sessions?limit=7',
        'sessions',
      );
      expect(pages.map((page) => page.sessions.length)).toEqual([7, 7, 7, 4]);
      expect(pages.every((page) => page.total === 25)).toBe(true);
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(sessionIds));
      const times = rows.map((row) => Date.parse(row.startedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(JSON.stringify(pages)).not.toContain('transcript');

      const oldest = await allPages<'sessions', SessionRow>(
        alice,
        '/api/sessions?limit=10&sort=oldest',
        'sessions',
      );
      expect(oldest.rows.map((row) => row.id)).toEqual([...rows].reverse().map((row) => row.id));

      const clientId = aliceClientIds[2] ?? '';
      const ofClient = await allPages<'sessions', SessionRow>(
        alice,
        `/api/sessions?clientId=${clientId}&limit=2`,
        'sessions',
      );
      expect(ofClient.rows.length).toBe(5);
      expect(ofClient.rows.every((row) => row.clientId === clientId)).toBe(true);

      const name = aliceNames[2];
      const byName = await allPages<'sessions', SessionRow>(
        alice,
        `/api/sessions?q=${encodeURIComponent(`${name?.first ?? ''} ${name?.last ?? ''}`)}`,
        'sessions',
      );
      expect(byName.rows.length).toBe(5);
      expect(byName.pages[0]?.total).toBe(5);

      const bobs = await allPages<'sessions', SessionRow>(bob, '/api/sessions?limit=2', 'sessions');
      expect(bobs.rows.length).toBe(5);
      expect(bobs.rows.some((row) => sessionIds.includes(row.id))).toBe(false);
      // Bob asking for Alice's client sees nothing of hers.
      const crafted = (await bob.get(`/api/sessions?clientId=${clientId}`)).json<
        Page<'sessions', SessionRow>
      >();
      expect(crafted).toMatchObject({ sessions: [], total: 0, nextCursor: null });
      const aliceCursor = pages[0]?.nextCursor ?? '';
      expect((await bob.get(`/api/sessions?cursor=${encodeURIComponent(aliceCursor)}`)).statusCode).toBe(400);
    });

    it('shows a session started between pages once, and none twice', async () => {
      const first = (await alice.get('/api/sessions?limit=10')).json<Page<'sessions', SessionRow>>();
      const started = await alice.post('/api/sessions', {});
      const rest = await allPages<'sessions', SessionRow>(
        alice,
        '/api/sessions?limit=10',
        'sessions',
        first.nextCursor,
      );
      const seen = [...first.sessions, ...rest.rows].map((row) => row.id);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of sessionIds) expect(seen).toContain(id);
      expect(started.statusCode).toBe(201);
    });

    it('pages final reports, most recently completed first, found by client name or type', async () => {
      const { rows, pages } = await allPages<'reports', ReportRow>(alice, '/api/reports?limit=5', 'reports');
      expect(pages.map((page) => page.reports.length)).toEqual([5, 5, 2]);
      expect(pages[0]?.total).toBe(12);
      expect(new Set(rows.map((row) => row.id)).size).toBe(12);
      const initial = (await alice.get('/api/reports?q=initial')).json<Page<'reports', ReportRow>>();
      expect(initial.total).toBe(6);
      expect(initial.reports.every((row) => row.reportType === 'Initial Assessment')).toBe(true);
      const name = aliceNames[1];
      const byName = (
        await alice.get(`/api/reports?q=${encodeURIComponent(name?.last ?? '')}%20${name?.first ?? ''}`)
      ).json<Page<'reports', ReportRow>>();
      expect(byName.reports.length).toBeGreaterThan(0);
      expect(byName.reports.every((row) => row.clientLastName === name?.last)).toBe(true);
      expect((await bob.get('/api/reports')).json<Page<'reports', ReportRow>>()).toMatchObject({
        reports: [],
        total: 0,
      });
      const cursor = pages[0]?.nextCursor ?? '';
      expect((await bob.get(`/api/reports?cursor=${encodeURIComponent(cursor)}`)).statusCode).toBe(400);
    });

    it('pages reference documents: the built-in first, then imports newest first, or by title', async () => {
      const { rows, pages } = await allPages<'documents', DocumentRow>(
        alice,
        '/api/dsm/documents?limit=3',
        'documents',
      );
      const own = rows.filter((row) => row.deletable);
      expect(own.map((row) => row.title)).toEqual(
        Array.from({ length: 7 }, (_, i) => `Alice handout ${String.fromCharCode(71 - (6 - i))}`),
      );
      const builtin = rows.filter((row) => !row.deletable);
      expect(rows.slice(0, builtin.length)).toEqual(builtin);
      expect(pages[0]?.total).toBe(rows.length);
      expect(JSON.stringify(rows)).not.toContain('Bob private');

      const byTitle = await allPages<'documents', DocumentRow>(
        alice,
        '/api/dsm/documents?limit=2&sort=title&q=handout',
        'documents',
      );
      expect(byTitle.rows.map((row) => row.title)).toEqual(
        ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => `Alice handout ${letter}`),
      );
      expect(byTitle.pages[0]?.total).toBe(7);
      const bobs = (await bob.get('/api/dsm/documents?q=handout')).json<Page<'documents', DocumentRow>>();
      expect(bobs.documents.map((row) => row.title)).toEqual(['Bob private handout']);
      const cursor = pages[0]?.nextCursor ?? '';
      expect(
        (await bob.get(`/api/dsm/documents?limit=3&cursor=${encodeURIComponent(cursor)}`)).statusCode,
      ).toBe(400);
    });
  });
});
