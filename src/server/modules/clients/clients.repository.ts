import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Client, CreateClientRequest, UpdateClientRequest } from '../../../contract/clients';
import type { Database } from '../../db/client';
import { clients, therapySessions } from '../../db/schema';

type ClientRow = typeof clients.$inferSelect;

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toClient(row: ClientRow & { lastSession: Date | string | null; totalSessions: number }): Client {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    gender: row.gender,
    status: row.status,
    riskLevel: row.riskLevel,
    primaryDiagnosis: row.primaryConcerns,
    lastSession: toIso(row.lastSession),
    nextSession: toIso(row.nextSession),
    totalSessions: row.totalSessions,
    isSample: row.isSample,
    archivedAt: toIso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Clients of one clinician. Every query carries `clinician_id = :clinicianId`, so a handler holding this
 * repository cannot read or change another clinician's client, whatever id it is given.
 */
export function createClientsRepository(db: Database, clinicianId: string) {
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
    toClient({ ...row.client, lastSession: row.lastSession, totalSessions: row.totalSessions });

  return {
    async list(options: { includeArchived: boolean }): Promise<Client[]> {
      const rows = await select()
        .where(options.includeArchived ? mine : and(mine, isNull(clients.archivedAt)))
        .orderBy(asc(clients.lastName), asc(clients.firstName), desc(clients.createdAt));
      return rows.map(flatten);
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
          firstName: input.firstName,
          lastName: input.lastName,
          age: input.age,
          gender: input.gender,
          status: input.status,
          riskLevel: input.riskLevel,
          primaryConcerns: input.primaryDiagnosis,
          nextSession: input.nextSession ? new Date(input.nextSession) : null,
        })
        .returning({ id: clients.id });
      const created = row ? await this.get(row.id) : undefined;
      if (!created) throw new Error('inserting a client returned no row');
      return created;
    },

    async update(id: string, patch: UpdateClientRequest, now: Date): Promise<Client | undefined> {
      const values: Partial<typeof clients.$inferInsert> = { updatedAt: now };
      if (patch.firstName !== undefined) values.firstName = patch.firstName;
      if (patch.lastName !== undefined) values.lastName = patch.lastName;
      if (patch.age !== undefined) values.age = patch.age;
      if (patch.gender !== undefined) values.gender = patch.gender;
      if (patch.status !== undefined) values.status = patch.status;
      if (patch.riskLevel !== undefined) values.riskLevel = patch.riskLevel;
      if (patch.primaryDiagnosis !== undefined) values.primaryConcerns = patch.primaryDiagnosis;
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
