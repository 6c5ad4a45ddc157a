import { and, asc, desc, eq } from 'drizzle-orm';
import {
  noteContentSchema,
  type ClientDocuments,
  type NoteContent,
  type NoteVersion,
} from '#contract/workflow';
import type { Database } from '../../db/client';
import { sessionNotes, therapySessions } from '../../db/schema';
import type { Outcome } from '../../http/errors';
import type { PhiCipher } from '../../security/phi-cipher';
import { openJson, sealJson } from '../../security/sealed-json';
import { lockSession } from '../sessions/session-facts';

type NoteRow = typeof sessionNotes.$inferSelect;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The session notes of one clinician: each session's versions, signing and amendments. Every query is bound to
 * `clinicianId`, and a note is encrypted here before it reaches the database and decrypted here only.
 */
export function createNotesRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const toNote = (row: NoteRow): NoteVersion => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    status: row.status,
    content: openJson(cipher, noteContentSchema, row.body),
    amendmentReason: cipher.decryptNullable(row.amendmentReason),
    signedBy: row.signedBy,
    signedAt: isoOrNull(row.signedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });

  const myNotes = (sessionId: string) =>
    and(eq(sessionNotes.sessionId, sessionId), eq(sessionNotes.clinicianId, clinicianId));

  const currentRow = async (tx: Database, sessionId: string): Promise<NoteRow | undefined> => {
    const [row] = await tx
      .select()
      .from(sessionNotes)
      .where(myNotes(sessionId))
      .orderBy(desc(sessionNotes.version))
      .limit(1);
    return row;
  };

  return {
    /** Every version of the session's note, newest first. */
    async versions(sessionId: string): Promise<NoteVersion[]> {
      const rows = await db
        .select()
        .from(sessionNotes)
        .where(myNotes(sessionId))
        .orderBy(desc(sessionNotes.version));
      return rows.map(toNote);
    },

    async current(sessionId: string): Promise<NoteVersion | null> {
      const row = await currentRow(db, sessionId);
      return row ? toNote(row) : null;
    },

    /**
     * A draft is replaced in place. Once the current version is signed, the save appends an amendment
     * (version n+1, a new draft), so the signed text is never changed.
     */
    async save(
      sessionId: string,
      content: NoteContent,
      amendmentReason: string | undefined,
      now: Date,
    ): Promise<NoteVersion | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockSession(tx, clinicianId, sessionId))) return undefined;
        const current = await currentRow(tx, sessionId);
        const body = sealJson(cipher, content);
        if (current?.status === 'draft') {
          const reason =
            current.kind === 'amendment' && amendmentReason !== undefined
              ? cipher.encrypt(amendmentReason)
              : current.amendmentReason;
          const [row] = await tx
            .update(sessionNotes)
            .set({ body, amendmentReason: reason, updatedAt: now })
            .where(and(eq(sessionNotes.id, current.id), eq(sessionNotes.status, 'draft')))
            .returning();
          return row ? toNote(row) : undefined;
        }
        const [row] = await tx
          .insert(sessionNotes)
          .values({
            clinicianId,
            sessionId,
            version: (current?.version ?? 0) + 1,
            kind: current ? 'amendment' : 'original',
            status: 'draft',
            body,
            amendmentReason: current ? cipher.encryptNullable(amendmentReason) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return row ? toNote(row) : undefined;
      });
    },

    /** Signs the current draft; a signed note stays exactly as it was signed. */
    async sign(
      sessionId: string,
      signedBy: string,
      now: Date,
    ): Promise<Outcome<NoteVersion, 'no-note' | 'already-signed'>> {
      return db.transaction(async (tx) => {
        await lockSession(tx, clinicianId, sessionId);
        const current = await currentRow(tx, sessionId);
        if (!current) return { ok: false, reason: 'no-note' };
        if (current.status === 'signed') return { ok: false, reason: 'already-signed' };
        const [row] = await tx
          .update(sessionNotes)
          .set({ status: 'signed', signedBy, signedAt: now, updatedAt: now })
          .where(and(eq(sessionNotes.id, current.id), eq(sessionNotes.status, 'draft')))
          .returning();
        return row ? { ok: true, value: toNote(row) } : { ok: false, reason: 'already-signed' };
      });
    },

    /**
     * The current note of each of the client's sessions for the Client Notes dialog (its version, whether it is
     * signed, by whom and when; not what it says), the latest session first.
     */
    async ofClient(clientId: string): Promise<ClientDocuments['notes']> {
      const rows = await db
        .selectDistinctOn([sessionNotes.sessionId], {
          sessionId: sessionNotes.sessionId,
          startedAt: therapySessions.startedAt,
          version: sessionNotes.version,
          status: sessionNotes.status,
          signedBy: sessionNotes.signedBy,
          signedAt: sessionNotes.signedAt,
          updatedAt: sessionNotes.updatedAt,
        })
        .from(sessionNotes)
        .innerJoin(therapySessions, eq(therapySessions.id, sessionNotes.sessionId))
        .where(
          and(
            eq(sessionNotes.clinicianId, clinicianId),
            eq(therapySessions.clinicianId, clinicianId),
            eq(therapySessions.clientId, clientId),
          ),
        )
        .orderBy(sessionNotes.sessionId, desc(sessionNotes.version));
      return rows
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .map((row) => ({
          ...row,
          startedAt: iso(row.startedAt),
          signedAt: isoOrNull(row.signedAt),
          updatedAt: iso(row.updatedAt),
        }));
    },

    /** Every version of every note, decrypted, for the workspace export. */
    async exportAll() {
      const rows = await db
        .select()
        .from(sessionNotes)
        .where(eq(sessionNotes.clinicianId, clinicianId))
        .orderBy(asc(sessionNotes.sessionId), asc(sessionNotes.version));
      return { sessionNotes: rows.map((row) => ({ sessionId: row.sessionId, ...toNote(row) })) };
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
