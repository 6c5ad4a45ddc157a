import { eq, sql } from 'drizzle-orm';
import { customType, integer, jsonb, pgTable, text, timestamp, vector } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../modules/auth/auth.service';
import { openDatabase, type DatabaseHandle } from './client';
import { DatabaseThreadStoppedError, PgliteThread } from './pglite-thread';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const things = pgTable('thread_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  data: bytea('data'),
  at: timestamp('at', { withTimezone: true }),
  doc: jsonb('doc').$type<{ tags: string[]; n: number }>(),
  embedding: vector('embedding', { dimensions: 3 }),
});

/** A query that keeps PostgreSQL busy for a while (a few hundred milliseconds here). */
const SLOW_QUERY = 'select count(*)::int as n from generate_series(1, 2000000)';

describe('the embedded database on its own thread', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await database.query(`create table thread_things (
      id integer primary key, name text not null unique, data bytea, at timestamptz, doc jsonb, embedding vector(3))`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps a small buffer cache, so the server holds less memory for good', async () => {
    expect(await database.query('show shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('answers raw queries with their parameters', async () => {
    const rows = await database.query('select $1::int + $2::int as sum, $3::text as word', [2, 3, 'kept']);
    expect(rows).toEqual([{ sum: 5, word: 'kept' }]);
  });

  it('round-trips bytea, timestamps, json and vectors through drizzle', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    await database.db.insert(things).values({
      id: 1,
      name: 'round-trip',
      data: new Uint8Array([0, 1, 254, 255]),
      at,
      doc: { tags: ['a', 'b'], n: 3 },
      embedding: [0.5, -1, 2],
    });
    const [row] = await database.db.select().from(things).where(eq(things.id, 1));
    expect(row?.data).toEqual(new Uint8Array([0, 1, 254, 255]));
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at?.toISOString()).toBe(at.toISOString());
    expect(row?.doc).toEqual({ tags: ['a', 'b'], n: 3 });
    expect(row?.embedding).toEqual([0.5, -1, 2]);

    // drizzle asks for timestamps as PostgreSQL's text (its own parsers); a raw query gets PGlite's Date.
    const raw: unknown = await database.db.execute(sql`select at from thread_things where id = 1`);
    expect((raw as { rows: unknown[] }).rows[0]).toEqual({
      at: expect.stringMatching(/^2026-03-04 05:06:07\.089\+00/),
    });
    const [plain] = await database.query('select at from thread_things where id = 1');
    expect(plain?.at).toEqual(at);
  });

  it('searches with pgvector', async () => {
    await database.db.insert(things).values([
      { id: 2, name: 'near', embedding: [1, 0, 0] },
      { id: 3, name: 'far', embedding: [-1, 0, 0] },
    ]);
    const nearest = await database.db
      .select({ name: things.name })
      .from(things)
      .where(sql`${things.embedding} is not null`)
      .orderBy(sql`${things.embedding} <=> '[0.9,0.1,0]'`)
      .limit(1);
    expect(nearest).toEqual([{ name: 'near' }]);
  });

  it('commits a transaction, and leaves nothing of one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 10, name: 'committed' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 11, name: 'rolled back' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await database.db
      .select({ name: things.name })
      .from(things)
      .where(sql`${things.id} in (10, 11)`);
    expect(names).toEqual([{ name: 'committed' }]);
  });

  it('rolls back a nested transaction (a savepoint) alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 20, name: 'outer' });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(things).values({ id: 21, name: 'inner' });
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    const names = await database.db
      .select({ name: things.name })
      .from(things)
      .where(sql`${things.id} in (20, 21)`);
    expect(names).toEqual([{ name: 'outer' }]);
  });

  it('makes other queries wait for an open transaction', async () => {
    const events: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 30, name: 'in transaction' });
      outside = database
        .query('select name from thread_things where id = 30')
        .then((rows) => events.push(`outside saw ${rows.length}`));
      // A round trip to the database's thread sent after the outside query: that one has arrived and waits.
      await tx.execute(sql`select 1`);
      events.push('transaction ends');
    });
    await outside;
    expect(events).toEqual(['transaction ends', 'outside saw 1']);
  });

  it("keeps PostgreSQL's error code, message and fields", async () => {
    await database.db.insert(things).values({ id: 40, name: 'unique' });
    const error: unknown = await database.db
      .insert(things)
      .values({ id: 41, name: 'unique' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    const cause = (error as { cause: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'thread_things_name_key',
      table: 'thread_things',
      severity: 'ERROR',
      message: expect.stringContaining('duplicate key value violates unique constraint'),
    });
    await expect(database.query('select 1 / $1::int', [0])).rejects.toMatchObject({
      code: '22012',
      message: 'division by zero',
      params: [0],
    });
  });

  it('runs several statements with exec (migrations do)', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const tables = await handle.query(
        "select count(*)::int as n from information_schema.tables where table_name = 'clinicians'",
      );
      expect(tables).toEqual([{ n: 1 }]);
      const [setting] = await handle.query('show hnsw.ef_search');
      expect(setting).toEqual({ 'hnsw.ef_search': '100' });
    } finally {
      await handle.close();
    }
  });

  it('leaves the server thread free while a query runs', async () => {
    const events: string[] = [];
    const query = database.query(SLOW_QUERY).then(() => events.push('query'));
    setTimeout(() => events.push('timer'), 0);
    await query;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // On the server's thread the query would have run to its end before the timer could fire.
    expect(events).toEqual(['timer', 'query']);
  });
});

describe("the database thread's end", () => {
  it('refuses queries after close, and close ends the thread', async () => {
    const thread = await PgliteThread.start({ dataDir: undefined });
    const worker = thread['worker'];
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    await thread.close();
    await exited;
    await expect(thread.query('select 1')).rejects.toBeInstanceOf(DatabaseThreadStoppedError);
  });

  it('fails pending and later queries when the thread dies, and reports it', async () => {
    const reported: Error[] = [];
    const thread = await PgliteThread.start(
      { dataDir: undefined },
      { onStopped: (error) => reported.push(error) },
    );
    const pending = thread.query(SLOW_QUERY);
    await thread['worker'].terminate();
    await expect(pending).rejects.toBeInstanceOf(DatabaseThreadStoppedError);
    await expect(thread.query('select 1')).rejects.toThrow('the embedded database stopped');
    expect(reported).toHaveLength(1);
    await thread.close();
  });
});
