import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Client, ClientPage, CreateClientRequest, UpdateClientRequest } from '#contract/clients';
import type { ClientSort } from '#contract/paging';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { clientListVersions, clients, therapySessions } from '../../db/schema';
import { openCursor, sealCursor, type CursorScope } from '../../http/page-cursor';
import type { PhiCipher } from '../../security/phi-cipher';
import { openClientIdentity, sealClientIdentity } from './client-identity';
import {
  CURSOR_SHAPES,
  clientListIndex,
  cursorKeyOf,
  heldClientListIndex,
  pageOf,
  type ClientIndex,
} from './client-list-index';

/** `max(started_at)` arrives as text from a subquery on node-postgres and as a Date on PGlite. */
const toIso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** What a client answer is made of: the columns it shows (no legacy column unless it still holds a value). */
const clientColumns = {
  id: clients.id,
  age: clients.age,
  status: clients.status,
  riskLevel: clients.riskLevel,
  nextSession: clients.nextSession,
  isSample: clients.isSample,
  archivedAt: clients.archivedAt,
  createdAt: clients.createdAt,
  firstNameEnc: clients.firstNameEnc,
  lastNameEnc: clients.lastNameEnc,
  genderEnc: clients.genderEnc,
  primaryConcernsEnc: clients.primaryConcernsEnc,
  legacyFirstName: clients.legacyFirstName,
  legacyLastName: clients.legacyLastName,
  legacyGender: clients.legacyGender,
  legacyPrimaryConcerns: clients.legacyPrimaryConcerns,
};

type ClientSelection = {
  [K in keyof typeof clientColumns]: (typeof clientColumns)[K]['_']['notNull'] extends true
    ? (typeof clientColumns)[K]['_']['data']
    : (typeof clientColumns)[K]['_']['data'] | null;
} & { lastSession: Date | string | null; totalSessions: number };

/**
 * Clients of one clinician with their session count and latest session. Each client's sessions are read through
 * the (clinician, client, started) index by a lateral join, a plan that holds whatever the table's statistics say
 * (a grouped pass over the clinician's sessions took 3 ms on a fresh PostgreSQL table). `clinician` is the id, or
 * a placeholder in a prepared statement.
 */
function clientRows<Extra extends Record<string, SQL>>(
  db: Database,
  clinician: string | Placeholder,
  ids: SQL | undefined,
  extra: Extra = {} as Extra,
) {
  const sessionStats = db
    .select({
      lastSession: sql<Date | string | null>`max(${therapySessions.startedAt})`.as('last_session'),
      totalSessions: sql<number>`count(*)::int`.as('total_sessions'),
    })
    .from(therapySessions)
    .where(and(eq(therapySessions.clinicianId, clinician), eq(therapySessions.clientId, clients.id)))
    .as('session_stats');
  return db
    .select({
      ...clientColumns,
      lastSession: sessionStats.lastSession,
      totalSessions: sql<number>`coalesce(${sessionStats.totalSessions}, 0)`,
      ...extra,
    })
    .from(clients)
    .leftJoinLateral(sessionStats, sql`true`)
    .where(and(eq(clients.clinicianId, clinician), ids));
}

/**
 * One page's rows, the same statement for every request but for its clinician and ids: prepared once. Each row
 * also carries the clinician's list version, read in the same snapshot as the rows, so a page served from the
 * order held in memory is checked in the same round trip (see `list`).
 */
const pageQuery = perDatabase((db) => {
  const clinicianId = sql.placeholder('clinicianId');
  const listVersion = sql<number>`coalesce((select ${clientListVersions.version} from ${clientListVersions}
    where ${clientListVersions.clinicianId} = ${clinicianId}), 0)`.mapWith(Number);
  const ids = sql`${clients.id} = any(${sql.placeholder('ids')}::uuid[])`;
  return clientRows(db, clinicianId, ids, { listVersion }).prepare('clients_page');
});

function toClient(cipher: PhiCipher, row: ClientSelection): Client {
  const identity = openClientIdentity(cipher, row);
  return {
    id: row.id,
    firstName: identity.firstName,
    lastName: identity.lastName,
    age: row.age,
    gender: identity.gender,
    status: row.status,
    riskLevel: row.riskLevel,
    primaryDiagnosis: identity.primaryConcerns,
    lastSession: toIso(row.lastSession),
    nextSession: row.nextSession?.toISOString() ?? null,
    totalSessions: row.totalSessions,
    isSample: row.isSample,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Clients of one clinician. Every query carries `clinician_id = :clinicianId`, so a handler holding this
 * repository cannot read or change another clinician's client, whatever id it is given. Names, gender and
 * concerns are encrypted here before they reach the database and decrypted here only; the list is sorted after
 * decryption, as the database cannot order ciphertext (docs/decisions/006).
 */
export function createClientsRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const mine = eq(clients.clinicianId, clinicianId);
  /** The clients with these ids (every client without). */
  const select = (ids?: string[]) => clientRows(db, clinicianId, ids ? inArray(clients.id, ids) : undefined);

  return {
    /**
     * A page of the caseload (docs/decisions/014): the order and the search come from the clinician's names held
     * decrypted in memory, checked against the database's version first; only the page's rows are then read.
     */
    async list(options: {
      includeArchived: boolean;
      q: string;
      sort: ClientSort;
      limit: number;
      cursor?: string | undefined;
    }): Promise<ClientPage> {
      const scope: CursorScope = {
        list: 'clients',
        clinicianId,
        sort: options.sort,
        filter: JSON.stringify([options.includeArchived, options.q]),
      };
      const after = openCursor(cipher, options.cursor, scope, CURSOR_SHAPES[options.sort]);
      const readPage = async (index: ClientIndex) => {
        const page = pageOf(index, { ...options, after });
        const ids = page.entries.map((entry) => entry.id);
        return { page, rows: ids.length === 0 ? [] : await pageQuery(db).execute({ clinicianId, ids }) };
      };
      // The order held in memory is used first; the rows read for it say whether it is still current. Only when
      // it is not (or none is held, or the page is empty) is the version read on its own and the order rebuilt.
      const held = await heldClientListIndex(db, clinicianId);
      let attempt = held ? await readPage(held) : undefined;
      const readVersion = attempt?.rows[0]?.listVersion;
      if (!held || !attempt || readVersion !== held.version)
        attempt = await readPage(await clientListIndex(db, cipher, clinicianId, readVersion));
      const { page, rows } = attempt;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = page.entries.flatMap((entry) => {
        const row = byId.get(entry.id);
        return row ? [toClient(cipher, row)] : [];
      });
      const last = page.entries.at(-1);
      return {
        clients: found,
        total: page.total,
        nextCursor: page.hasMore && last ? sealCursor(cipher, scope, cursorKeyOf(options.sort, last)) : null,
      };
    },

    /** Every client, archived ones too, ordered by name: for the workspace export. */
    async all(): Promise<Client[]> {
      const index = await clientListIndex(db, cipher, clinicianId);
      const rows = new Map((await select()).map((row) => [row.id, row]));
      return index.byName.flatMap((entry) => {
        const row = rows.get(entry.id);
        return row ? [toClient(cipher, row)] : [];
      });
    },

    /** The ids of the clinician's clients whose name matches the search text (other lists search by it). */
    async idsMatching(q: string): Promise<string[]> {
      const index = await clientListIndex(db, cipher, clinicianId);
      return pageOf(index, {
        sort: 'name',
        includeArchived: true,
        q,
        after: undefined,
        limit: Infinity,
      }).entries.map((entry) => entry.id);
    },

    /** Whether the client is this clinician's, without decrypting anything. */
    async has(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(mine, eq(clients.id, id)))
        .limit(1);
      return row !== undefined;
    },

    async get(id: string): Promise<Client | undefined> {
      const [row] = await select([id]).limit(1);
      return row ? toClient(cipher, row) : undefined;
    },

    async create(input: CreateClientRequest): Promise<Client> {
      const [row] = await db
        .insert(clients)
        .values({
          clinicianId,
          ...sealClientIdentity(cipher, {
            firstName: input.firstName,
            lastName: input.lastName,
            gender: input.gender,
            primaryConcerns: input.primaryDiagnosis,
          }),
          age: input.age,
          status: input.status,
          riskLevel: input.riskLevel,
          nextSession: input.nextSession ? new Date(input.nextSession) : null,
        })
        .returning({ id: clients.id });
      const created = row ? await this.get(row.id) : undefined;
      if (!created) throw new Error('inserting a client returned no row');
      return created;
    },

    async update(id: string, patch: UpdateClientRequest, now: Date): Promise<Client | undefined> {
      const values: Partial<typeof clients.$inferInsert> = {
        updatedAt: now,
        ...sealClientIdentity(cipher, {
          firstName: patch.firstName,
          lastName: patch.lastName,
          gender: patch.gender,
          primaryConcerns: patch.primaryDiagnosis,
        }),
      };
      if (patch.age !== undefined) values.age = patch.age;
      if (patch.status !== undefined) values.status = patch.status;
      if (patch.riskLevel !== undefined) values.riskLevel = patch.riskLevel;
      if (patch.nextSession !== undefined)
        values.nextSession = patch.nextSession ? new Date(patch.nextSession) : null;
      if (patch.archived !== undefined) values.archivedAt = patch.archived ? now : null;
      const updated = await db
        .update(clients)
        .set(values)
        .where(and(mine, eq(clients.id, id)))
        .returning({ id: clients.id });
      return updated.length > 0 ? this.get(id) : undefined;
    },

    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(clients)
        .where(and(mine, eq(clients.id, id)))
        .returning({ id: clients.id });
      return removed.length > 0;
    },
  };
}
