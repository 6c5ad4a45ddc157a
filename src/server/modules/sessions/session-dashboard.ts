import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionSummaryRow } from '#contract/sessions';
import type { Database } from '../../db/client';
import { clinicians, clients, templates, therapySessions } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { clientNameColumns, openClientName } from '../clients/client-identity';

const RECENT_SESSIONS_LIMIT = 10;

export type Dashboard = {
  sessionsToday: number;
  activeClients: number;
  pendingNotes: number;
  recentSessions: SessionSummaryRow[];
  hasSampleData: boolean;
  hasOwnData: boolean;
};

/** "Sarah Miller"; null for a draft with no client chosen yet (a left join then finds no client row). */
export function clientFullName(
  cipher: PhiCipher,
  client: Parameters<typeof openClientName>[1] | null,
): string | null {
  if (!client) return null;
  const { firstName, lastName } = openClientName(cipher, client);
  return `${firstName} ${lastName}`;
}

/** The dashboard's figures and its recent sessions, for one clinician and the day between the two instants. */
export async function readDashboard(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  dayStart: Date,
  dayEnd: Date,
): Promise<Dashboard> {
  const myClients = sql`${clients.clinicianId} = ${clinicianId}`;
  const mySessions = sql`${therapySessions.clinicianId} = ${clinicianId}`;
  // The counters and flags in one round trip (each a scalar subquery over its own index), and the recent
  // sessions in a second: only the columns the rows show, the newest ten from the (clinician, started_at) index.
  const [[figures], recent] = await Promise.all([
    db
      .select({
        sessionsToday: sql<number>`(select count(*)::int from ${therapySessions} where ${mySessions}
          and ${therapySessions.startedAt} >= ${dayStart.toISOString()}::timestamptz
          and ${therapySessions.startedAt} < ${dayEnd.toISOString()}::timestamptz)`,
        activeClients: sql<number>`(select count(*)::int from ${clients} where ${myClients}
          and ${clients.status} = 'active' and ${clients.archivedAt} is null)`,
        pendingNotes: sql<number>`(select count(*)::int from ${therapySessions} where ${mySessions}
          and ${therapySessions.status} in ('needs_review', 'in_progress'))`,
        hasSampleData: sql<boolean>`(exists (select 1 from ${clients} where ${myClients}
          and ${clients.isSample}) or exists (select 1 from ${templates}
          where ${templates.clinicianId} = ${clinicianId} and ${templates.isSample}))`,
        hasOwnData: sql<boolean>`(exists (select 1 from ${clients} where ${myClients}
          and not ${clients.isSample}) or exists (select 1 from ${therapySessions}
          where ${mySessions} and not ${therapySessions.isSample}))`,
      })
      .from(clinicians)
      .where(eq(clinicians.id, clinicianId)),
    db
      .select({
        id: therapySessions.id,
        clientId: therapySessions.clientId,
        client: clientNameColumns,
        startedAt: therapySessions.startedAt,
        endedAt: therapySessions.endedAt,
        durationMinutes: therapySessions.durationMinutes,
        status: therapySessions.status,
        notes: therapySessions.notes,
      })
      .from(therapySessions)
      .leftJoin(clients, and(eq(clients.id, therapySessions.clientId), eq(clients.clinicianId, clinicianId)))
      .where(eq(therapySessions.clinicianId, clinicianId))
      .orderBy(desc(therapySessions.startedAt), desc(therapySessions.id))
      .limit(RECENT_SESSIONS_LIMIT),
  ]);
  return {
    sessionsToday: figures?.sessionsToday ?? 0,
    activeClients: figures?.activeClients ?? 0,
    pendingNotes: figures?.pendingNotes ?? 0,
    hasSampleData: figures?.hasSampleData ?? false,
    hasOwnData: figures?.hasOwnData ?? false,
    recentSessions: recent.map((row) => ({
      id: row.id,
      clientName: row.clientId === null ? null : clientFullName(cipher, row.client),
      date: row.startedAt.toISOString(),
      duration:
        row.durationMinutes ??
        (row.endedAt ? Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 60_000) : 0),
      status: row.status === 'completed' ? ('completed' as const) : ('needs_review' as const),
      notes: cipher.decryptNullable(row.notes) ?? '',
    })),
  };
}
