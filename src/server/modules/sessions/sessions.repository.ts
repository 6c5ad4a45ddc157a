import { and, count, desc, eq, exists, gte, ilike, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DateSort } from '#contract/paging';
import { sessionMinutes } from '#contract/session-times';
import type { SessionPage, SessionTimes, TherapySession } from '#contract/sessions';
import type { Database } from '../../db/client';
import { containsPattern, exactText } from '../../db/paging-sql';
import {
  assessmentReports,
  clients,
  diagnosisSuggestions,
  sessionNotes,
  sessionSummaries,
  templates,
  therapySessions,
  treatmentPlans,
} from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { timeAndIdPaging } from '../../http/page-cursor';
import { clientNameColumns } from '../clients/client-identity';
import { createClientsRepository } from '../clients/clients.repository';
import { createConsentRepository } from '../consent/consent.repository';
import { clientFullName, readDashboard, type Dashboard } from './session-dashboard';

/** What a session answer shows: never the transcript, which only the session's own screen reads. */
const sessionColumns = {
  id: therapySessions.id,
  clientId: therapySessions.clientId,
  templateId: therapySessions.templateId,
  setting: therapySessions.setting,
  language: therapySessions.language,
  startedAt: therapySessions.startedAt,
  endedAt: therapySessions.endedAt,
  durationMinutes: therapySessions.durationMinutes,
  timeSource: therapySessions.timeSource,
  status: therapySessions.status,
  notes: therapySessions.notes,
  isSample: therapySessions.isSample,
};

/**
 * Sessions as the API shows them: read with their client's and template's names, and each with its latest consent
 * to recording (one query for all of them).
 */
function sessionRows(db: Database, cipher: PhiCipher, clinicianId: string) {
  const consents = createConsentRepository(db, cipher, clinicianId);
  const select = () =>
    db
      .select({
        session: sessionColumns,
        client: clientNameColumns,
        templateName: templates.name,
        cursorAt: exactText(therapySessions.startedAt),
      })
      .from(therapySessions)
      .leftJoin(clients, and(eq(clients.id, therapySessions.clientId), eq(clients.clinicianId, clinicianId)))
      .leftJoin(
        templates,
        and(eq(templates.id, therapySessions.templateId), eq(templates.clinicianId, clinicianId)),
      );

  type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  /** The rows as sessions, each with its latest consent to recording (one query for all of them). */
  const withConsent = async (rows: Joined[]): Promise<TherapySession[]> => {
    const latest = await consents.latestFor(rows.map((row) => row.session.id));
    return rows.map((row) => toSession(row, latest.get(row.session.id) ?? null));
  };
  const toSession = (
    { session, client, templateName }: Joined,
    consent: TherapySession['consent'],
  ): TherapySession => ({
    id: session.id,
    clientId: session.clientId,
    clientName: session.clientId === null ? null : clientFullName(cipher, client),
    templateId: session.templateId,
    templateName: templateName ?? null,
    setting: session.setting,
    language: session.language,
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    durationMinutes: session.durationMinutes,
    timeSource: session.timeSource,
    status: session.status,
    notes: cipher.decryptNullable(session.notes) ?? '',
    isSample: session.isSample,
    consent,
  });
  return { select, withConsent };
}

/** Therapy sessions of one clinician; every query is bound to `clinicianId`, and notes are decrypted here only. */
export function createSessionsRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const mine = eq(therapySessions.clinicianId, clinicianId);
  const { select, withConsent } = sessionRows(db, cipher, clinicianId);

  /** Sessions whose client's name or whose template's name holds the search text. */
  const matching = async (q: string) => {
    if (q === '') return undefined;
    const clientIds = await createClientsRepository(db, cipher, clinicianId).idsMatching(q);
    return or(
      clientIds.length > 0 ? inArray(therapySessions.clientId, clientIds) : undefined,
      ilike(templates.name, containsPattern(q)),
    );
  };

  return {
    /**
     * A page of the clinician's sessions (of one client, when given), newest first unless asked otherwise: keyset
     * pagination on (started_at, id), read from the index on those columns; only the page's notes are decrypted.
     */
    async list(options: {
      clientId?: string | undefined;
      q: string;
      sort: DateSort;
      limit: number;
      cursor?: string | undefined;
    }): Promise<SessionPage> {
      const scope = {
        list: 'sessions',
        clinicianId,
        sort: options.sort,
        filter: JSON.stringify([options.clientId ?? null, options.q]),
      };
      const paging = timeAndIdPaging(
        cipher,
        scope,
        options.cursor,
        therapySessions.startedAt,
        therapySessions.id,
      );
      const where = and(
        mine,
        options.clientId ? eq(therapySessions.clientId, options.clientId) : undefined,
        await matching(options.q),
      );
      const [rows, [counted]] = await Promise.all([
        select()
          .where(and(where, paging.after))
          .orderBy(...paging.orderBy)
          .limit(options.limit + 1),
        db
          .select({ n: count() })
          .from(therapySessions)
          .leftJoin(
            templates,
            and(eq(templates.id, therapySessions.templateId), eq(templates.clinicianId, clinicianId)),
          )
          .where(where),
      ]);
      const { page, nextCursor } = paging.page(rows, options.limit, (row) => [row.cursorAt, row.session.id]);
      return { sessions: await withConsent(page), total: counted?.n ?? 0, nextCursor };
    },

    /** Every session, newest first: for the workspace export. */
    async all(): Promise<TherapySession[]> {
      return withConsent(
        await select().where(mine).orderBy(desc(therapySessions.startedAt), desc(therapySessions.id)),
      );
    },

    async getDetail(id: string): Promise<(TherapySession & { transcript: string }) | undefined> {
      const [row] = await select()
        .where(and(mine, eq(therapySessions.id, id)))
        .limit(1);
      if (!row) return undefined;
      const [[stored], [session]] = await Promise.all([
        db
          .select({ transcript: therapySessions.transcript })
          .from(therapySessions)
          .where(and(mine, eq(therapySessions.id, id))),
        withConsent([row]),
      ]);
      return session && { ...session, transcript: cipher.decryptNullable(stored?.transcript) ?? '' };
    },

    async get(id: string): Promise<TherapySession | undefined> {
      const [row] = await select()
        .where(and(mine, eq(therapySessions.id, id)))
        .limit(1);
      if (!row) return undefined;
      return (await withConsent([row]))[0];
    },

    /** The client's stored transcripts since `since`, decrypted, oldest first (for the 4-week emotion heatmap). */
    async transcriptsSince(
      clientId: string,
      since: Date,
    ): Promise<{ startedAt: Date; transcript: string }[]> {
      const rows = await db
        .select({ startedAt: therapySessions.startedAt, transcript: therapySessions.transcript })
        .from(therapySessions)
        .where(and(mine, eq(therapySessions.clientId, clientId), gte(therapySessions.startedAt, since)))
        .orderBy(therapySessions.startedAt);
      return rows.flatMap((row) =>
        row.transcript ? [{ startedAt: row.startedAt, transcript: cipher.decrypt(row.transcript) }] : [],
      );
    },

    /**
     * Saves what the session screens send; text is encrypted before it reaches the database. The session's times
     * follow what really happened (see `updateSession`).
     */
    update: (id: string, patch: SessionPatch, now: Date): Promise<boolean> =>
      updateSession(db, cipher, clinicianId, id, patch, now),

    /**
     * The newest draft nothing has been done with yet: opening the recording screen again reuses it instead of
     * piling up empty drafts.
     */
    untouchedDraft: (): Promise<string | null> => findUntouchedDraft(db, clinicianId),

    async start(values: {
      clientId: string | null;
      templateId: string | null;
      setting: 'in-person' | 'telehealth';
      language: string;
      now: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(therapySessions)
        .values({
          clinicianId,
          clientId: values.clientId,
          templateId: values.templateId,
          setting: values.setting,
          language: values.language,
          startedAt: values.now,
          status: 'in_progress',
        })
        .returning({ id: therapySessions.id });
      if (!row) throw new Error('inserting a session returned no row');
      return row.id;
    },

    dashboard: (dayStart: Date, dayEnd: Date): Promise<Dashboard> =>
      readDashboard(db, cipher, clinicianId, dayStart, dayEnd),

    /** Removes the sample clients (with their sessions) and sample templates the demo workspace started with. */
    async clearSampleData(): Promise<void> {
      await db.delete(therapySessions).where(and(mine, eq(therapySessions.isSample, true)));
      await db.delete(clients).where(and(eq(clients.clinicianId, clinicianId), eq(clients.isSample, true)));
      await db
        .delete(templates)
        .where(and(eq(templates.clinicianId, clinicianId), eq(templates.isSample, true)));
    },
  };
}

export type SessionPatch = {
  transcript?: string | undefined;
  notes?: string | undefined;
  status?: 'in_progress' | 'needs_review' | 'completed' | undefined;
  end?: true | undefined;
  language?: string | undefined;
  clientId?: string | null | undefined;
  templateId?: string | null | undefined;
  times?: SessionTimes | undefined;
  recording?: 'started' | 'stopped' | undefined;
};

/**
 * Saves a patch to one of the clinician's sessions. The session's times follow what really happened: entered times
 * are taken as they are; the first Start Recording sets the start and each Stop Recording the end; End Session sets
 * the end only when neither a recording nor the clinician has set one.
 */
async function updateSession(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  id: string,
  patch: SessionPatch,
  now: Date,
): Promise<boolean> {
  const mine = and(eq(therapySessions.clinicianId, clinicianId), eq(therapySessions.id, id));
  const values: Partial<typeof therapySessions.$inferInsert> = { updatedAt: now };
  if (patch.clientId !== undefined) values.clientId = patch.clientId;
  if (patch.templateId !== undefined) values.templateId = patch.templateId;
  if (patch.transcript !== undefined) values.transcript = cipher.encrypt(patch.transcript);
  if (patch.notes !== undefined) values.notes = cipher.encrypt(patch.notes);
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.language !== undefined) values.language = patch.language;
  const setTimes = (startedAt: Date, endedAt: Date | null) => {
    values.startedAt = startedAt;
    values.endedAt = endedAt;
    values.durationMinutes = endedAt ? sessionMinutes(startedAt, endedAt) : null;
  };
  if (patch.times) {
    setTimes(new Date(patch.times.startedAt), new Date(patch.times.endedAt));
    values.timeSource = 'entered';
  }
  if (patch.end || patch.recording) {
    const [row] = await db
      .select({
        startedAt: therapySessions.startedAt,
        endedAt: therapySessions.endedAt,
        timeSource: therapySessions.timeSource,
      })
      .from(therapySessions)
      .where(mine);
    if (!row) return false;
    if (patch.recording === 'started' && row.timeSource !== 'recorded') {
      setTimes(now, null);
      values.timeSource = 'recorded';
    } else if (patch.recording === 'stopped' && row.timeSource === 'recorded') {
      setTimes(row.startedAt, now);
    }
    if (patch.end) {
      const hasOwnEnd = row.timeSource !== 'opened' && (row.endedAt !== null || values.endedAt);
      if (!hasOwnEnd && !patch.times) setTimes(values.startedAt ?? row.startedAt, now);
      values.status = patch.status ?? 'needs_review';
    }
  }
  const updated = await db
    .update(therapySessions)
    .set(values)
    .where(mine)
    .returning({ id: therapySessions.id });
  return updated.length > 0;
}

/**
 * The newest draft nothing has been done with yet: no client, template, transcript, notes or saved step, never
 * changed since it was started.
 */
async function findUntouchedDraft(db: Database, clinicianId: string): Promise<string | null> {
  const nothingIn = (table: PgTable, sessionId: AnyPgColumn) =>
    not(
      exists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(eq(sessionId, therapySessions.id)),
      ),
    );
  const [row] = await db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.clinicianId, clinicianId),
        isNull(therapySessions.clientId),
        isNull(therapySessions.templateId),
        isNull(therapySessions.transcript),
        isNull(therapySessions.notes),
        isNull(therapySessions.endedAt),
        eq(therapySessions.status, 'in_progress'),
        eq(therapySessions.isSample, false),
        eq(therapySessions.updatedAt, therapySessions.createdAt),
        nothingIn(sessionNotes, sessionNotes.sessionId),
        nothingIn(sessionSummaries, sessionSummaries.sessionId),
        nothingIn(diagnosisSuggestions, diagnosisSuggestions.sessionId),
        nothingIn(treatmentPlans, treatmentPlans.sessionId),
        nothingIn(assessmentReports, assessmentReports.sessionId),
      ),
    )
    .orderBy(desc(therapySessions.startedAt))
    .limit(1);
  return row?.id ?? null;
}
