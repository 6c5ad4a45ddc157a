import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ConsentGiver, ConsentMethod, SessionConsent } from '#contract/consent';
import type { Database } from '../../db/client';
import { sessionConsents, therapySessions } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';

type ConsentRow = typeof sessionConsents.$inferSelect;

/** A stored consent as the contract shows it; the representative's name and the note are decrypted here only. */
export function openConsent(cipher: PhiCipher, row: ConsentRow): SessionConsent {
  return {
    id: row.id,
    method: row.method,
    givenBy: row.givenBy,
    givenByName: cipher.decryptNullable(row.givenByNameEnc),
    givenAt: row.givenAt.toISOString(),
    note: cipher.decryptNullable(row.noteEnc) ?? '',
    recordedBy: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: row.withdrawnByName,
    recordingsDeleted: row.recordingsDeleted,
  };
}

/**
 * Consents to recording of one clinician's sessions; every query is bound to `clinicianId`. The newest row of a
 * session is its consent; a withdrawal marks that row and never removes it.
 */
export function createConsentRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const mine = eq(sessionConsents.clinicianId, clinicianId);

  return {
    /** The newest consent of each of the given sessions (withdrawn or not); sessions without one are left out. */
    async latestFor(sessionIds: string[]): Promise<Map<string, SessionConsent>> {
      const latest = new Map<string, SessionConsent>();
      if (sessionIds.length === 0) return latest;
      const rows = await db
        .select()
        .from(sessionConsents)
        .where(and(mine, inArray(sessionConsents.sessionId, sessionIds)))
        .orderBy(desc(sessionConsents.recordedAt), desc(sessionConsents.id));
      for (const row of rows)
        if (!latest.has(row.sessionId)) latest.set(row.sessionId, openConsent(cipher, row));
      return latest;
    },

    async latest(sessionId: string): Promise<SessionConsent | null> {
      return (await this.latestFor([sessionId])).get(sessionId) ?? null;
    },

    /**
     * Records a consent for the session, unless one is current: one statement that inserts only when the session is
     * the clinician's and has no unwithdrawn consent, so two requests at once cannot both record one.
     */
    async record(
      sessionId: string,
      consent: {
        method: ConsentMethod;
        givenBy: ConsentGiver;
        givenByName: string | null;
        givenAt: Date;
        note: string | null;
        recordedById: string;
        recordedByName: string;
      },
      now: Date,
    ): Promise<'recorded' | 'already-current' | 'no-session'> {
      return db.transaction(async (tx) => {
        // Locks the session row, so a concurrent record for the same session waits for this one.
        const [session] = await tx
          .select({ id: therapySessions.id })
          .from(therapySessions)
          .where(and(eq(therapySessions.clinicianId, clinicianId), eq(therapySessions.id, sessionId)))
          .for('update');
        if (!session) return 'no-session';
        const [current] = await tx
          .select({ id: sessionConsents.id })
          .from(sessionConsents)
          .where(and(mine, eq(sessionConsents.sessionId, sessionId), isNull(sessionConsents.withdrawnAt)))
          .limit(1);
        if (current) return 'already-current';
        await tx.insert(sessionConsents).values({
          clinicianId,
          sessionId,
          method: consent.method,
          givenBy: consent.givenBy,
          givenByNameEnc: cipher.encryptNullable(consent.givenByName),
          givenAt: consent.givenAt,
          noteEnc: cipher.encryptNullable(consent.note),
          recordedById: consent.recordedById,
          recordedByName: consent.recordedByName,
          recordedAt: now,
        });
        // The session has changed: an untouched draft with consent is no longer reused for another visit.
        await tx
          .update(therapySessions)
          .set({ updatedAt: now })
          .where(and(eq(therapySessions.clinicianId, clinicianId), eq(therapySessions.id, sessionId)));
        return 'recorded';
      });
    },

    /**
     * Withdraws the session's current consent, and with `deleteTranscript` empties its transcript in the same
     * transaction. False when the session has no current consent (or is not the clinician's).
     */
    async withdraw(
      sessionId: string,
      withdrawal: { byName: string; deleteTranscript: boolean },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const withdrawn = await tx
          .update(sessionConsents)
          .set({
            withdrawnAt: now,
            withdrawnByName: withdrawal.byName,
            recordingsDeleted: withdrawal.deleteTranscript,
          })
          .where(and(mine, eq(sessionConsents.sessionId, sessionId), isNull(sessionConsents.withdrawnAt)))
          .returning({ id: sessionConsents.id });
        if (withdrawn.length === 0) return false;
        await tx
          .update(therapySessions)
          .set({ updatedAt: now, ...(withdrawal.deleteTranscript ? { transcript: null } : {}) })
          .where(and(eq(therapySessions.clinicianId, clinicianId), eq(therapySessions.id, sessionId)));
        return true;
      });
    },

    /** Every consent of the workspace, oldest first, for the workspace export. */
    async exportAll(): Promise<(SessionConsent & { sessionId: string })[]> {
      const rows = await db
        .select()
        .from(sessionConsents)
        .where(mine)
        .orderBy(asc(sessionConsents.recordedAt), asc(sessionConsents.id));
      return rows.map((row) => ({ sessionId: row.sessionId, ...openConsent(cipher, row) }));
    },
  };
}
