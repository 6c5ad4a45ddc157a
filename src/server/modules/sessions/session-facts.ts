import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, therapySessions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PhiCipher } from '../../security/phi-cipher';
import { clientNameColumns, openClientName } from '../clients/client-identity';

export const SESSION_NOT_FOUND = 'Session not found';

/** The session a note, a wizard step or a report is about, with its client's name. */
export type SessionFacts = {
  id: string;
  /** Null for a draft session whose client has not been chosen yet (its names are then empty). */
  clientId: string | null;
  startedAt: Date;
  clientFirstName: string;
  clientLastName: string;
};

/** The session with its client's name, or undefined when it is not this clinician's. */
export async function findSessionFacts(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  id: string,
): Promise<SessionFacts | undefined> {
  const [row] = await db
    .select({
      id: therapySessions.id,
      clientId: therapySessions.clientId,
      startedAt: therapySessions.startedAt,
      client: clientNameColumns,
    })
    .from(therapySessions)
    .leftJoin(clients, and(eq(clients.id, therapySessions.clientId), eq(clients.clinicianId, clinicianId)))
    .where(and(eq(therapySessions.id, id), eq(therapySessions.clinicianId, clinicianId)))
    .limit(1);
  if (!row) return undefined;
  const { client, ...session } = row;
  if (!client || session.clientId === null)
    return { ...session, clientId: null, clientFirstName: '', clientLastName: '' };
  const name = openClientName(cipher, client);
  return { ...session, clientFirstName: name.firstName, clientLastName: name.lastName };
}

/** The session, which must be this clinician's: a route answers 404 for any other. */
export async function requireSessionFacts(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  id: string,
): Promise<SessionFacts> {
  const session = await findSessionFacts(db, cipher, clinicianId, id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/**
 * Locks the session row so concurrent writes of one session's documents run one after the other; false when the
 * session is not this clinician's.
 */
export async function lockSession(tx: Database, clinicianId: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(and(eq(therapySessions.id, sessionId), eq(therapySessions.clinicianId, clinicianId)))
    .for('update');
  return rows.length > 0;
}
