import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Client, CreateClientRequest, UpdateClientRequest } from '../../../contract/clients';
import type { Database } from '../../db/client';
import { clients, therapySessions } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { compareCodePoints, openClientIdentity, sealClientIdentity } from './client-identity';

type ClientRow = typeof clients.$inferSelect;

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toClient(
  cipher: PhiCipher,
  row: ClientRow & { lastSession: Date | string | null; totalSessions: number },
): Client {
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
    nextSession: toIso(row.nextSession),
    totalSessions: row.totalSessions,
    isSample: row.isSample,
    archivedAt: toIso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Last name, then first name, then the newest first: the list's order since it was first written. */
const byName = (a: Client, b: Client) =>
  compareCodePoints(a.lastName, b.lastName) ||
  compareCodePoints(a.firstName, b.firstName) ||
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * Clients of one clinician. Every query carries `clinician_id = :clinicianId`, so a handler holding this
 * repository cannot read or change another clinician's client, whatever id it is given. Names, gender and
 * concerns are encrypted here before they reach the database and decrypted here only; the list is sorted after
 * decryption, as the database cannot order ciphertext (docs/decisions/006).
 */
export function createClientsRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const mine = eq(clients.clinicianId, clinicianId);
  // One grouped pass over the clinician's sessions gives every client's count and latest date.
  const sessionStats = db
    .select({
      clientId: therapySessions.clientId,
      lastSession: sql<Date | string | null>`max(${therapySessions.startedAt})`.as('last_session'),
      totalSessions: sql<number>`count(*)::int`.as('total_sessions'),
    })
    .from(therapySessions)
    .where(eq(therapySessions.clinicianId, clinicianId))
    .groupBy(therapySessions.clientId)
    .as('session_stats');
  const select = () =>
    db
      .select({
        client: clients,
        lastSession: sessionStats.lastSession,
        totalSessions: sql<number>`coalesce(${sessionStats.totalSessions}, 0)`,
      })
      .from(clients)
      .leftJoin(sessionStats, eq(sessionStats.clientId, clients.id));
  const flatten = (row: { client: ClientRow; lastSession: Date | string | null; totalSessions: number }) =>
    toClient(cipher, { ...row.client, lastSession: row.lastSession, totalSessions: row.totalSessions });

  return {
    async list(options: { includeArchived: boolean }): Promise<Client[]> {
      const rows = await select().where(
        options.includeArchived ? mine : and(mine, isNull(clients.archivedAt)),
      );
      return rows.map(flatten).sort(byName);
    },

    async get(id: string): Promise<Client | undefined> {
      const [row] = await select()
        .where(and(mine, eq(clients.id, id)))
        .limit(1);
      return row ? flatten(row) : undefined;
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
export type ClientsRepository = ReturnType<typeof createClientsRepository>;
