import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '#contract/clients';
import type { ClientPlanItem } from '#contract/workflow';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import {
  TEST_DATABASES,
  TestAgent,
  createTestApp,
  createTestDatabase,
  type TestApp,
} from '../../testing/harness';
import type { PhiCipher } from '../../security/phi-cipher';
import { planTherapyIndex } from './client-identity';
import { encryptPlaintextIdentity } from './encrypt-plaintext-identity';

const NOTE = {
  presentingProblem: 'Pulls out hair when anxious',
  duration: 'About a year',
  clinicalObservations: 'Calm, good rapport',
  clientQuote: 'I do it without noticing',
  summary: 'Intake',
  sections: [],
};

const recommendation = (therapy: string) => ({
  id: `rec-${therapy}`,
  type: 'primary',
  therapy,
  description: `${therapy}, weekly`,
  reasoning: 'Matches the presenting problem',
  evidenceLevel: 'high',
  duration: '12 weeks',
  frequency: 'Weekly',
  expectedOutcomes: ['Fewer episodes'],
  confidenceScore: 80,
  priority: 'high',
});

/** Every public table, each row as text, and the markers any of them contains (case-insensitive). */
async function tablesHolding(database: DatabaseHandle, markers: string[]): Promise<string[]> {
  const tables = await database.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await database.query(`SELECT t::text AS row FROM "${String(table)}" t`);
    const text = rows
      .map((row) => String(row.row))
      .join('\n')
      .toLowerCase();
    for (const marker of markers)
      if (text.includes(marker.toLowerCase())) found.push(`${String(table)}: ${marker}`);
  }
  return found;
}

type ClientRowState = {
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  primary_concerns: unknown;
  first_name_enc: string | null;
  last_name_enc: string | null;
  gender_enc: string | null;
  primary_concerns_enc: string | null;
};
const clientColumns =
  'first_name, last_name, gender, primary_concerns, first_name_enc, last_name_enc, gender_enc, primary_concerns_enc';

describe.each(TEST_DATABASES)('client identity encrypted at rest on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
  }, 180_000);
  afterAll(async () => t.close());

  it(
    'stores no name, gender, concern or plan therapy in plaintext, and every screen still shows them',
    { timeout: 180_000 },
    async () => {
      const created = await alice.post('/api/clients', {
        firstName: 'Zephyrine',
        lastName: 'Oldmarker',
        age: 31,
        gender: 'Agender-qv',
        primaryDiagnosis: ['Trichotillomania-qv', 'Insomnia-qv'],
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ client: Client }>().client.id;
      // A rename leaves neither the old nor the new name readable in the database.
      const renamed = await alice.patch(`/api/clients/${id}`, { lastName: 'Quillfeather' });
      expect(renamed.json<{ client: Client }>().client).toMatchObject({
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        gender: 'Agender-qv',
        primaryDiagnosis: ['Trichotillomania-qv', 'Insomnia-qv'],
      });

      const templateId = (await alice.get('/api/templates')).json<{ templates: { id: string }[] }>()
        .templates[0]?.id;
      const sessionId = (await alice.post('/api/sessions', { clientId: id, templateId })).json<{
        session: { id: string; clientName: string };
      }>().session.id;
      await alice.put(`/api/sessions/${sessionId}/note`, { content: NOTE });
      expect((await alice.post(`/api/sessions/${sessionId}/complete`)).statusCode).toBe(200);
      const plan = `/api/clients/${id}/treatment-plan`;
      expect(
        (await alice.post(plan, { recommendation: recommendation('Habit Reversal Qv') })).statusCode,
      ).toBe(201);
      // Saving the same therapy again updates the one item: the blind index finds it.
      expect(
        (await alice.post(plan, { recommendation: recommendation('Habit Reversal Qv'), status: 'active' }))
          .statusCode,
      ).toBe(200);

      expect((await alice.get(`/api/clients/${id}`)).json<{ client: Client }>().client).toMatchObject({
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        gender: 'Agender-qv',
        primaryDiagnosis: ['Trichotillomania-qv', 'Insomnia-qv'],
        totalSessions: 1,
      });
      const list = (await alice.get('/api/clients')).json<{ clients: Client[] }>().clients;
      expect(list.find((c) => c.id === id)?.lastName).toBe('Quillfeather');
      expect(list.find((c) => c.firstName === 'Sarah')).toMatchObject({
        lastName: 'M.',
        gender: 'Female',
        primaryDiagnosis: ['Anxiety', 'Sleep Issues', 'Work Stress'],
      });
      const sessions = (await alice.get(`/api/sessions?clientId=${id}`)).json<{
        sessions: { clientName: string }[];
      }>().sessions;
      expect(sessions.map((s) => s.clientName)).toEqual(['Zephyrine Quillfeather']);
      const dashboard = (await alice.get('/api/dashboard')).json<{
        recentSessions: { clientName: string }[];
      }>();
      expect(dashboard.recentSessions.map((s) => s.clientName)).toContain('Zephyrine Quillfeather');
      const reports = (await alice.get('/api/reports')).json<{
        reports: { clientFirstName: string; clientLastName: string }[];
      }>().reports;
      expect(reports).toContainEqual(
        expect.objectContaining({ clientFirstName: 'Zephyrine', clientLastName: 'Quillfeather' }),
      );
      expect((await alice.get(plan)).json<{ items: ClientPlanItem[] }>().items).toEqual([
        expect.objectContaining({ therapy: 'Habit Reversal Qv', status: 'active' }),
      ]);
      const exported = (await alice.get('/api/export')).json<{
        clients: Client[];
        clientTreatmentPlans: { clientId: string; therapy: string }[];
      }>();
      expect(exported.clients.find((c) => c.id === id)).toMatchObject({
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        primaryDiagnosis: ['Trichotillomania-qv', 'Insomnia-qv'],
      });
      expect(exported.clientTreatmentPlans).toContainEqual(
        expect.objectContaining({ clientId: id, therapy: 'Habit Reversal Qv' }),
      );

      expect(
        await tablesHolding(t.database, [
          'Zephyrine',
          'Oldmarker',
          'Quillfeather',
          'Agender-qv',
          'Trichotillomania-qv',
          'Insomnia-qv',
          'Habit Reversal Qv',
        ]),
      ).toEqual([]);
      // The demo sample clients are stored the same way.
      const clientTables = (await t.database.query('SELECT c::text AS row FROM clients c'))
        .map((row) => String(row.row))
        .join('\n');
      expect(clientTables).not.toMatch(/Sarah|Anxiety|Female/);
      const [stored] = (await t.database.query(`SELECT ${clientColumns} FROM clients WHERE id = $1`, [
        id,
      ])) as ClientRowState[];
      expect(stored).toMatchObject({
        first_name: null,
        last_name: null,
        gender: null,
        primary_concerns: null,
      });
      expect(t.cipher.decrypt(String(stored?.last_name_enc))).toBe('Quillfeather');
    },
  );

  it('answers 404 to another clinician for the client and its plan, and shows it in no other list', async () => {
    const id = (
      await alice.post('/api/clients', { firstName: 'Privatequil', lastName: 'Personquil', age: 40 })
    ).json<{ client: Client }>().client.id;
    const bob = new TestAgent(t.app);
    expect((await bob.get(`/api/clients/${id}`)).statusCode).toBe(404);
    expect((await bob.patch(`/api/clients/${id}`, { lastName: 'Changed' })).statusCode).toBe(404);
    expect((await bob.get(`/api/clients/${id}/treatment-plan`)).statusCode).toBe(404);
    expect(
      (await bob.post(`/api/clients/${id}/treatment-plan`, { recommendation: recommendation('CBT') }))
        .statusCode,
    ).toBe(404);
    expect((await bob.get('/api/clients?includeArchived=true')).body).not.toContain(id);
    expect((await bob.get('/api/export')).body).not.toContain('Privatequil');
    expect((await alice.get(`/api/clients/${id}`)).json<{ client: Client }>().client.lastName).toBe(
      'Personquil',
    );
  });

  it('lists clients by last name, then first name, then the newest first, as before encryption', async () => {
    const carol = new TestAgent(t.app);
    const ids: Record<string, string> = {};
    for (const [key, firstName, lastName] of [
      ['zed', 'Amy', 'Zed'],
      ['adams', 'Bo', 'adams'],
      ['emile', 'Cy', 'Émile'],
      ['baker-old', 'Al', 'Baker'],
      ['baker-bea', 'Bea', 'Baker'],
      ['baker-new', 'Al', 'Baker'],
    ] as const) {
      t.clock.advance(1_000);
      const response = await carol.post('/api/clients', { firstName, lastName, age: 30 });
      ids[key] = response.json<{ client: Client }>().client.id;
    }
    const mine = new Set(Object.values(ids));
    const order = (await carol.get('/api/clients'))
      .json<{ clients: Client[] }>()
      .clients.filter((c) => mine.has(c.id))
      .map((c) => c.id);
    // Code-point order, as the database's C collation sorted the plaintext columns: capitals before lower case.
    expect(order).toEqual([
      ids['baker-new'],
      ids['baker-old'],
      ids['baker-bea'],
      ids.zed,
      ids.adams,
      ids.emile,
    ]);
  });
});

describe.each(TEST_DATABASES)('start-up encryption of plaintext client rows on %s', (kind) => {
  let database: DatabaseHandle;
  let t: TestApp;
  let agent: TestAgent;
  let clinicianId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await createTestApp(kind, {}, database);
    agent = new TestAgent(t.app);
    await agent.get('/api/clients');
    const [row] = await database.query('SELECT id FROM clinicians');
    clinicianId = String(row?.id);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  /** Rows as the code before encryption wrote them: plaintext columns, no ciphertext. */
  const insertPlaintextClient = async (firstName: string, lastName: string, concerns: string[]) => {
    const [row] = await database.query(
      `INSERT INTO clients (clinician_id, first_name, last_name, age, gender, primary_concerns)
       VALUES ($1, $2, $3, 52, 'Woman-pt', $4::jsonb) RETURNING id`,
      [clinicianId, firstName, lastName, JSON.stringify(concerns)],
    );
    return String(row?.id);
  };
  const restart = async () => {
    const cookie = agent.cookie;
    await t.close();
    t = await createTestApp(kind, {}, database);
    agent = new TestAgent(t.app);
    agent.cookie = cookie;
  };
  const clientState = async (id: string) =>
    (await database.query(`SELECT ${clientColumns} FROM clients WHERE id = $1`, [id])) as ClientRowState[];

  it(
    'encrypts rows written before encryption at start-up, empties the plaintext, and serves the same data',
    { timeout: 180_000 },
    async () => {
      const first = await insertPlaintextClient('Hortensia', 'Legacyrow', ['Kleptomania-pt', 'Grief-pt']);
      const second = await insertPlaintextClient('Barnaby', 'Legacyrow', []);
      await database.query(
        `INSERT INTO therapy_recommendations (clinician_id, client_id, therapy, status, body)
       VALUES ($1, $2, 'Legacy Therapy-pt', 'active', $3)`,
        [clinicianId, first, t.cipher.encrypt(JSON.stringify(recommendation('Legacy Therapy-pt')))],
      );
      const markers = [
        'Hortensia',
        'Barnaby',
        'Legacyrow',
        'Kleptomania-pt',
        'Grief-pt',
        'Woman-pt',
        'Legacy Therapy-pt',
      ];
      expect((await tablesHolding(database, markers)).length).toBeGreaterThan(0);

      await restart();

      expect(await tablesHolding(database, markers)).toEqual([]);
      for (const id of [first, second]) {
        const [state] = await clientState(id);
        expect(state).toMatchObject({
          first_name: null,
          last_name: null,
          gender: null,
          primary_concerns: null,
        });
        expect(state?.first_name_enc).toMatch(/^v1\./);
      }
      const [plan] = await database.query(
        'SELECT therapy, therapy_enc, therapy_index FROM therapy_recommendations WHERE client_id = $1',
        [first],
      );
      expect(plan).toMatchObject({
        therapy: null,
        therapy_index: planTherapyIndex(t.cipher, first, 'Legacy Therapy-pt'),
      });

      const clients = (await agent.get('/api/clients')).json<{ clients: Client[] }>().clients;
      const legacy = clients.filter((c) => c.lastName === 'Legacyrow');
      // Same last name: Barnaby before Hortensia.
      expect(legacy.map((c) => [c.id, c.firstName, c.gender, c.primaryDiagnosis])).toEqual([
        [second, 'Barnaby', 'Woman-pt', []],
        [first, 'Hortensia', 'Woman-pt', ['Kleptomania-pt', 'Grief-pt']],
      ]);
      const items = (await agent.get(`/api/clients/${first}/treatment-plan`)).json<{
        items: ClientPlanItem[];
      }>().items;
      expect(items).toEqual([expect.objectContaining({ therapy: 'Legacy Therapy-pt', status: 'active' })]);
      // The converted item is found again by its blind index: saving the therapy updates it.
      const saved = await agent.post(`/api/clients/${first}/treatment-plan`, {
        recommendation: recommendation('Legacy Therapy-pt'),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ item: ClientPlanItem }>().item).toMatchObject({
        id: items[0]?.id,
        status: 'active',
      });

      // Running again changes nothing: the stored ciphertext is left as it is.
      const before = await clientState(first);
      await restart();
      expect(await clientState(first)).toEqual(before);
      expect((await agent.get(`/api/clients/${first}`)).json<{ client: Client }>().client).toMatchObject({
        firstName: 'Hortensia',
        lastName: 'Legacyrow',
        primaryDiagnosis: ['Kleptomania-pt', 'Grief-pt'],
      });
    },
  );

  it(
    'leaves every row whole when stopped half-way, serves both kinds meanwhile, and finishes on the next run',
    { timeout: 180_000 },
    async () => {
      const ids = [];
      for (let i = 0; i < 5; i++)
        ids.push(await insertPlaintextClient(`Halfwayqz${i}`, 'Stoppedqz', [`Concernqz${i}`]));
      // A cipher that fails part-way through the second batch stands in for a process killed mid-run.
      let calls = 0;
      const failing: PhiCipher = {
        ...t.cipher,
        encrypt: (plaintext) => {
          calls += 1;
          if (calls > 10) throw new Error('stopped');
          return t.cipher.encrypt(plaintext);
        },
      };
      await expect(encryptPlaintextIdentity(database.db, failing, 2)).rejects.toThrow('stopped');

      const states = (await Promise.all(ids.map(clientState))).map(([state]) => state);
      const converted = states.filter((s) => s?.first_name === null);
      expect(converted).toHaveLength(2);
      for (const state of converted) {
        expect(state).toMatchObject({ last_name: null, gender: null, primary_concerns: null });
        expect(state?.primary_concerns_enc).toMatch(/^v1\./);
      }
      for (const state of states.filter((s) => s?.first_name !== null)) {
        expect(state).toMatchObject({
          first_name_enc: null,
          last_name_enc: null,
          primary_concerns_enc: null,
        });
      }
      const expected = ids.map((id, i) => ({
        id,
        firstName: `Halfwayqz${i}`,
        primaryDiagnosis: [`Concernqz${i}`],
      }));
      const listed = async () =>
        (await agent.get('/api/clients'))
          .json<{ clients: Client[] }>()
          .clients.filter((c) => c.lastName === 'Stoppedqz');
      const sameData = expected.map((client): unknown => expect.objectContaining(client));
      expect(await listed()).toEqual(sameData);

      expect(await encryptPlaintextIdentity(database.db, t.cipher, 2)).toEqual({ clients: 3, planItems: 0 });
      expect(await tablesHolding(database, ['Halfwayqz', 'Stoppedqz', 'Concernqz0'])).toEqual([]);
      expect(await listed()).toEqual(sameData);
      expect(await encryptPlaintextIdentity(database.db, t.cipher, 2)).toEqual({ clients: 0, planItems: 0 });
    },
  );
});

describe('start-up encryption in the database files', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-identity-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves no copy of a converted plaintext name in the table files', { timeout: 180_000 }, async () => {
    const marker = `Wilhelmina${String(Date.now())}`;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    let t = await createTestApp('pglite', {}, database);
    await new TestAgent(t.app).get('/api/clients');
    await database.query(
      `INSERT INTO clients (clinician_id, first_name, last_name, age, gender, primary_concerns)
       SELECT id, $1, 'Filescan', 40, '', '[]'::jsonb FROM clinicians`,
      [marker],
    );
    await t.close();
    t = await createTestApp('pglite', {}, database);
    expect(await database.query('SELECT id FROM clients WHERE first_name IS NOT NULL')).toEqual([]);
    await t.close();
    await database.query('CHECKPOINT');
    await database.close();

    // The write-ahead log keeps the original insert until its segment is recycled; the tables must not.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (entry === 'pg_wal') continue;
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(dataDir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file).includes(Buffer.from(marker)), file).toBe(false);
  });
});
