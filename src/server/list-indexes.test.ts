import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import * as schema from './db/schema';
import { assessmentReports, clients, clinicians, kbDocuments, templates, therapySessions } from './db/schema';
import { sealClientIdentity } from './modules/clients/client-identity';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createAssessmentsRepository } from './modules/assessments/assessments.repository';
import { createPhiCipher } from './security/phi-cipher';
import { TEST_PHI_KEY } from './testing/harness';
import { createScratchDatabase } from './testing/scratch-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const cipher = createPhiCipher(TEST_PHI_KEY);

/**
 * Every list's page query, as the repositories send it, explained by PostgreSQL with sequential scans switched
 * off: a plan that still scans a table whole has no index to serve the list's filter and order.
 */
describe.skipIf(!serverUrl)('list queries use their indexes (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;
  let client: pg.Client;
  let logged: { sql: string; params: unknown[] }[] = [];
  let db: Database;
  let clinicianId: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    db = drizzle(client, {
      schema,
      logger: { logQuery: (sql, params) => void logged.push({ sql, params }) },
    });
    const [clinician] = await db
      .insert(clinicians)
      .values([
        { firstName: 'Ana', lastName: 'Reyes' },
        { firstName: 'Ben', lastName: 'Other' },
      ])
      .returning({ id: clinicians.id });
    clinicianId = clinician?.id ?? '';
    const [template] = await db
      .insert(templates)
      .values({ clinicianId, name: 'Intake', sessionType: 'individual', duration: 50, sections: [] })
      .returning({ id: templates.id });
    const rows = await db
      .insert(clients)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          clinicianId,
          ...sealClientIdentity(cipher, {
            firstName: `C${i}`,
            lastName: 'Doe',
            gender: '',
            primaryConcerns: [],
          }),
          age: 30,
        })),
      )
      .returning({ id: clients.id });
    const sessions = await db
      .insert(therapySessions)
      .values(
        rows.map((row, i) => ({
          clinicianId,
          clientId: row.id,
          templateId: template?.id ?? null,
          setting: 'in-person' as const,
          startedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
        })),
      )
      .returning({ id: therapySessions.id, clientId: therapySessions.clientId });
    await db.insert(assessmentReports).values(
      sessions.map((session) => ({
        clinicianId,
        sessionId: session.id,
        clientId: session.clientId,
        reportType: 'Initial Assessment',
        status: 'final' as const,
        body: cipher.encrypt('{}'),
        completedAt: new Date(),
      })),
    );
    await db
      .insert(kbDocuments)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ clinicianId, title: `Handout ${i}`, kind: 'text' as const })),
      );
    await client.query('analyze');
    await client.query('set enable_seqscan = off');
  });

  afterAll(async () => {
    await client.end();
    await handle.close();
    await scratch.drop();
  });

  /** Runs the reads and returns the plan of each statement they sent. */
  async function plansOf(read: () => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
    logged = [];
    await read();
    const statements = logged;
    const plans = [];
    for (const statement of statements) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${statement.sql}`,
        statement.params,
      );
      plans.push({ sql: statement.sql, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return plans;
  }

  const expectIndexed = (plans: { sql: string; plan: string }[], indexes: string[]) => {
    for (const { sql, plan } of plans) expect(plan, `${sql}\n${plan}`).not.toMatch(/Seq Scan/);
    const all = plans.map((entry) => entry.plan).join('\n');
    for (const index of indexes) expect(all, all).toContain(index);
  };

  it('the clients list: the name order from the clinician index, the page by primary key', async () => {
    const repo = createClientsRepository(db, cipher, clinicianId);
    const plans = await plansOf(() => repo.list({ includeArchived: false, q: '', sort: 'name', limit: 10 }));
    expectIndexed(plans, ['client_list_versions_pkey', 'clients_clinician_idx']);
  });

  it('the session list, of the clinician and of one client, on (started_at, id)', async () => {
    const repo = createSessionsRepository(db, cipher, clinicianId);
    const first = await repo.list({ q: '', sort: 'newest', limit: 10 });
    const plans = await plansOf(() =>
      repo.list({ q: '', sort: 'newest', limit: 10, cursor: first.nextCursor ?? '' }),
    );
    expectIndexed(plans, ['therapy_sessions_clinician_started_idx']);
    const clientId = first.sessions[0]?.clientId ?? '';
    expectIndexed(await plansOf(() => repo.list({ clientId, q: '', sort: 'oldest', limit: 10 })), [
      'therapy_sessions_clinician_client_started_idx',
    ]);
    expectIndexed(await plansOf(() => repo.dashboard(new Date(0), new Date())), [
      'therapy_sessions_clinician_started_idx',
    ]);
  });

  it('the report list on the index of final reports', async () => {
    const repo = createAssessmentsRepository(db, cipher, clinicianId);
    const first = await repo.list({ q: '', sort: 'newest', limit: 10 });
    const plans = await plansOf(() =>
      repo.list({ q: '', sort: 'newest', limit: 10, cursor: first.nextCursor ?? '' }),
    );
    expectIndexed(plans, ['assessment_reports_final_idx']);
  });

  it('the reference documents, newest first and by title', async () => {
    const repo = createReferenceRepository(db, clinicianId);
    // Built-in or own: the planner joins two index lookups on clinician_id (either index serves) and sorts the
    // few rows they find, a workspace's own imports being tens, not thousands.
    expectIndexed(await plansOf(() => repo.listDocuments(cipher, { q: '', sort: 'newest', limit: 5 })), [
      'Index Cond: (clinician_id IS NULL)',
    ]);
    const first = await repo.listDocuments(cipher, { q: '', sort: 'title', limit: 5 });
    expectIndexed(
      await plansOf(() =>
        repo.listDocuments(cipher, { q: '', sort: 'title', limit: 5, cursor: first.nextCursor ?? '' }),
      ),
      ['kb_documents_clinician_title_idx'],
    );
  });
});
