import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assessmentReportSchema,
  diagnosisStepSchema,
  noteContentSchema,
  planStepSchema,
  type AssessmentReport,
  type ClientPlanItem,
  type DiagnosisStep,
  type NoteContent,
  type NoteVersion,
  type PlanStep,
  type ClientDocuments,
  type ReportPage,
  type SummaryVersion,
} from '../../../contract/workflow';
import {
  sessionSummarySchema,
  therapyRecommendationSchema,
  type SessionSummary,
  type TherapyRecommendation,
} from '../../../contract/generation';
import type { DateSort } from '../../../contract/paging';
import type { Database } from '../../db/client';
import { containsPattern, exactText } from '../../db/paging-sql';
import { timeAndIdPaging } from '../../http/page-cursor';
import {
  assessmentReports,
  clients,
  diagnosisSuggestions,
  sessionNotes,
  sessionSummaries,
  sessionSummaryVersions,
  therapyRecommendations,
  therapySessions,
  treatmentPlans,
} from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import {
  clientNameColumns,
  compareCodePoints,
  openClientName,
  planTherapyIndex,
} from '../clients/client-identity';
import { createClientsRepository } from '../clients/clients.repository';
import { draftAssessmentBodySchema, type DraftAssessment, type SessionFacts } from './workflow.report';

type StepTable = typeof sessionSummaries;
type NoteRow = typeof sessionNotes.$inferSelect;
type PlanItemStatus = ClientPlanItem['status'];
type SummarySource = SummaryVersion['source'];

/** The outcome of a write that the current state may refuse; the route turns `reason` into a 409. */
export type Refusal<R extends string> = { ok: false; reason: R };
type Outcome<T, R extends string> = { ok: true; value: T } | Refusal<R>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The session workflow of one clinician: note versions, the summary, diagnosis and plan steps, assessment
 * reports and client treatment plans. Every query is bound to `clinicianId`, and every document is encrypted
 * here before it reaches the database and decrypted here only.
 */
export function createWorkflowRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const seal = (value: unknown) => cipher.encrypt(JSON.stringify(value));
  const open = <S extends z.ZodType>(schema: S, stored: string): z.output<S> =>
    schema.parse(JSON.parse(cipher.decrypt(stored)));

  const toNote = (row: NoteRow): NoteVersion => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    status: row.status,
    content: open(noteContentSchema, row.body),
    amendmentReason: cipher.decryptNullable(row.amendmentReason),
    signedBy: row.signedBy,
    signedAt: isoOrNull(row.signedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });

  const myNotes = (sessionId: string) =>
    and(eq(sessionNotes.sessionId, sessionId), eq(sessionNotes.clinicianId, clinicianId));

  /** Locks the session row so concurrent note writes of one session run one after the other. */
  const mySummaryVersions = (sessionId: string) =>
    and(eq(sessionSummaryVersions.sessionId, sessionId), eq(sessionSummaryVersions.clinicianId, clinicianId));

  const lockSession = async (tx: Database, sessionId: string) => {
    const rows = await tx
      .select({ id: therapySessions.id })
      .from(therapySessions)
      .where(and(eq(therapySessions.id, sessionId), eq(therapySessions.clinicianId, clinicianId)))
      .for('update');
    return rows.length > 0;
  };

  const currentNoteRow = async (tx: Database, sessionId: string): Promise<NoteRow | undefined> => {
    const [row] = await tx
      .select()
      .from(sessionNotes)
      .where(myNotes(sessionId))
      .orderBy(desc(sessionNotes.version))
      .limit(1);
    return row;
  };

  /** One encrypted JSON document per session and step (summary, diagnoses, plan). */
  const step = <S extends z.ZodType>(table: StepTable, schema: S) => {
    const where = (sessionId: string) =>
      and(eq(table.sessionId, sessionId), eq(table.clinicianId, clinicianId));
    return {
      async get(sessionId: string): Promise<{ value: z.output<S>; updatedAt: Date } | null> {
        const [row] = await db.select().from(table).where(where(sessionId)).limit(1);
        return row ? { value: open(schema, row.body), updatedAt: row.updatedAt } : null;
      },
      /** `executor` lets a caller's transaction include the save. */
      async save(sessionId: string, value: z.output<S>, now: Date, executor: Database = db): Promise<Date> {
        const body = seal(value);
        const [row] = await executor
          .insert(table)
          .values({ sessionId, clinicianId, body, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: table.sessionId,
            set: { body, updatedAt: now },
            setWhere: eq(table.clinicianId, clinicianId),
          })
          .returning({ updatedAt: table.updatedAt });
        if (!row) throw new Error('a session step was not saved');
        return row.updatedAt;
      },
      async all(): Promise<{ sessionId: string; value: z.output<S>; updatedAt: Date }[]> {
        const rows = await db
          .select()
          .from(table)
          .where(eq(table.clinicianId, clinicianId))
          .orderBy(asc(table.createdAt), asc(table.sessionId));
        return rows.map((row) => ({
          sessionId: row.sessionId,
          value: open(schema, row.body),
          updatedAt: row.updatedAt,
        }));
      },
    };
  };

  const summaries = step<typeof sessionSummarySchema>(sessionSummaries, sessionSummarySchema);
  const diagnoses = step<typeof diagnosisStepSchema>(diagnosisSuggestions, diagnosisStepSchema);
  const plans = step<typeof planStepSchema>(treatmentPlans, planStepSchema);

  const myReports = eq(assessmentReports.clinicianId, clinicianId);
  type ReportRow = typeof assessmentReports.$inferSelect;
  const toDraft = (row: ReportRow): DraftAssessment => ({
    id: row.id,
    reportType: row.reportType,
    summary: open(draftAssessmentBodySchema, row.body).summary,
    createdAt: row.createdAt,
  });

  type PlanRow = typeof therapyRecommendations.$inferSelect;
  const toPlanItem = (row: PlanRow): ClientPlanItem => ({
    id: row.id,
    // A plaintext name still present is a row written before encryption that start-up has not converted yet.
    therapy: row.legacyTherapy ?? cipher.decryptNullable(row.therapyEnc) ?? '',
    status: row.status,
    recommendation: open(therapyRecommendationSchema, row.body),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
  const myClient = async (clientId: string) => {
    const [row] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, clientId), eq(clients.clinicianId, clinicianId)))
      .limit(1);
    return row !== undefined;
  };

  return {
    /** The session with its client's name, or undefined when it is not this clinician's. */
    async session(id: string): Promise<SessionFacts | undefined> {
      const [row] = await db
        .select({
          id: therapySessions.id,
          clientId: therapySessions.clientId,
          startedAt: therapySessions.startedAt,
          client: clientNameColumns,
        })
        .from(therapySessions)
        .leftJoin(
          clients,
          and(eq(clients.id, therapySessions.clientId), eq(clients.clinicianId, clinicianId)),
        )
        .where(and(eq(therapySessions.id, id), eq(therapySessions.clinicianId, clinicianId)))
        .limit(1);
      if (!row) return undefined;
      const { client, ...session } = row;
      if (!client || session.clientId === null)
        return { ...session, clientId: null, clientFirstName: '', clientLastName: '' };
      const name = openClientName(cipher, client);
      return { ...session, clientFirstName: name.firstName, clientLastName: name.lastName };
    },

    /** Every version of the session's note, newest first. */
    async noteVersions(sessionId: string): Promise<NoteVersion[]> {
      const rows = await db
        .select()
        .from(sessionNotes)
        .where(myNotes(sessionId))
        .orderBy(desc(sessionNotes.version));
      return rows.map(toNote);
    },

    async currentNote(sessionId: string): Promise<NoteVersion | null> {
      const row = await currentNoteRow(db, sessionId);
      return row ? toNote(row) : null;
    },

    /**
     * A draft is replaced in place. Once the current version is signed, the save appends an amendment
     * (version n+1, a new draft), so the signed text is never changed.
     */
    async saveNote(
      sessionId: string,
      content: NoteContent,
      amendmentReason: string | undefined,
      now: Date,
    ): Promise<NoteVersion | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockSession(tx, sessionId))) return undefined;
        const current = await currentNoteRow(tx, sessionId);
        const body = seal(content);
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
    async signNote(
      sessionId: string,
      signedBy: string,
      now: Date,
    ): Promise<Outcome<NoteVersion, 'no-note' | 'already-signed'>> {
      return db.transaction(async (tx) => {
        await lockSession(tx, sessionId);
        const current = await currentNoteRow(tx, sessionId);
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

    getSummary: (sessionId: string) => summaries.get(sessionId),

    /**
     * Saves the summary as the session's current one and as a new version (n+1), so neither a later generation
     * nor an edit loses what was saved before. Undefined when the session is not this clinician's.
     */
    async saveSummary(
      sessionId: string,
      summary: SessionSummary,
      source: SummarySource,
      now: Date,
    ): Promise<Date | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockSession(tx, sessionId))) return undefined;
        const [latest] = await tx
          .select({ version: sql<number | string | null>`max(${sessionSummaryVersions.version})` })
          .from(sessionSummaryVersions)
          .where(mySummaryVersions(sessionId));
        await tx.insert(sessionSummaryVersions).values({
          clinicianId,
          sessionId,
          version: Number(latest?.version ?? 0) + 1,
          source,
          body: seal(summary),
          createdAt: now,
        });
        return summaries.save(sessionId, summary, now, tx);
      });
    },

    /** Every saved version of the session's summary, newest first. */
    async summaryVersions(sessionId: string): Promise<SummaryVersion[]> {
      const rows = await db
        .select()
        .from(sessionSummaryVersions)
        .where(mySummaryVersions(sessionId))
        .orderBy(desc(sessionSummaryVersions.version));
      return rows.map((row) => ({
        version: row.version,
        source: row.source,
        savedAt: iso(row.createdAt),
        summary: open(sessionSummarySchema, row.body),
      }));
    },
    getDiagnosisStep: (sessionId: string) => diagnoses.get(sessionId),
    saveDiagnosisStep: (sessionId: string, value: DiagnosisStep, now: Date) =>
      diagnoses.save(sessionId, value, now),
    getPlanStep: (sessionId: string) => plans.get(sessionId),
    savePlanStep: (sessionId: string, value: PlanStep, now: Date) => plans.save(sessionId, value, now),

    /** The session's assessment: its draft (the saved summary), or the frozen final report. */
    async assessment(
      sessionId: string,
    ): Promise<
      { status: 'draft'; draft: DraftAssessment } | { status: 'final'; report: AssessmentReport } | null
    > {
      const [row] = await db
        .select()
        .from(assessmentReports)
        .where(and(myReports, eq(assessmentReports.sessionId, sessionId)))
        .limit(1);
      if (!row) return null;
      return row.status === 'final'
        ? { status: 'final', report: open(assessmentReportSchema, row.body) }
        : { status: 'draft', draft: toDraft(row) };
    },

    /** Saves the draft assessment; a final report is never changed, so that save is refused. */
    async saveAssessment(
      session: SessionFacts,
      values: { summary: string; reportType: string },
      now: Date,
    ): Promise<Outcome<DraftAssessment, 'final'>> {
      const body = seal({ summary: values.summary });
      const [row] = await db
        .insert(assessmentReports)
        .values({
          clinicianId,
          sessionId: session.id,
          clientId: session.clientId,
          reportType: values.reportType,
          status: 'draft',
          body,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: assessmentReports.sessionId,
          set: { reportType: values.reportType, body, updatedAt: now },
          setWhere: and(myReports, eq(assessmentReports.status, 'draft')),
        })
        .returning();
      return row ? { ok: true, value: toDraft(row) } : { ok: false, reason: 'final' };
    },

    /**
     * Freezes the report and completes the session in one transaction: the report row becomes final with the
     * whole report as its body, and the session is marked completed (and ended now if it was still running).
     */
    async complete(
      session: SessionFacts,
      report: AssessmentReport,
      now: Date,
    ): Promise<Outcome<AssessmentReport, 'final'>> {
      return db.transaction(async (tx) => {
        const body = seal(report);
        const [row] = await tx
          .insert(assessmentReports)
          .values({
            id: report.id,
            clinicianId,
            sessionId: session.id,
            clientId: session.clientId,
            reportType: report.reportType,
            status: 'final',
            body,
            completedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: assessmentReports.sessionId,
            set: { reportType: report.reportType, status: 'final', body, completedAt: now, updatedAt: now },
            setWhere: and(myReports, eq(assessmentReports.status, 'draft')),
          })
          .returning({ id: assessmentReports.id });
        if (!row) return { ok: false, reason: 'final' };
        const mine = and(eq(therapySessions.id, session.id), eq(therapySessions.clinicianId, clinicianId));
        const [timing] = await tx
          .select({ startedAt: therapySessions.startedAt, endedAt: therapySessions.endedAt })
          .from(therapySessions)
          .where(mine)
          .for('update');
        const values: Partial<typeof therapySessions.$inferInsert> = { status: 'completed', updatedAt: now };
        // A session completed while still running ends now, as ending it from the recording screen would.
        if (timing && !timing.endedAt) {
          values.endedAt = now;
          values.durationMinutes = Math.max(
            0,
            Math.round((now.getTime() - timing.startedAt.getTime()) / 60_000),
          );
        }
        await tx.update(therapySessions).set(values).where(mine);
        return { ok: true, value: report };
      });
    },

    /**
     * A page of final reports, the most recently completed first (or the oldest first), with the client's name:
     * keyset pagination on (completed_at, id) over the index of final reports; only the page's names are
     * decrypted. The search finds reports by the client's name or the report type.
     */
    async listReports(options: {
      q: string;
      sort: DateSort;
      limit: number;
      cursor?: string | undefined;
    }): Promise<ReportPage> {
      const scope = { list: 'reports', clinicianId, sort: options.sort, filter: options.q };
      const paging = timeAndIdPaging(
        cipher,
        scope,
        options.cursor,
        assessmentReports.completedAt,
        assessmentReports.id,
      );
      let search: SQL | undefined;
      if (options.q !== '') {
        const clientIds = await createClientsRepository(db, cipher, clinicianId).idsMatching(options.q);
        search = or(
          clientIds.length > 0 ? inArray(assessmentReports.clientId, clientIds) : undefined,
          ilike(assessmentReports.reportType, containsPattern(options.q)),
        );
      }
      const where = and(myReports, eq(assessmentReports.status, 'final'), search);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: assessmentReports.id,
            sessionId: assessmentReports.sessionId,
            reportType: assessmentReports.reportType,
            createdAt: assessmentReports.createdAt,
            cursorAt: exactText(assessmentReports.completedAt),
            client: clientNameColumns,
          })
          .from(assessmentReports)
          .innerJoin(
            clients,
            and(eq(clients.id, assessmentReports.clientId), eq(clients.clinicianId, clinicianId)),
          )
          .where(and(where, paging.after))
          .orderBy(...paging.orderBy)
          .limit(options.limit + 1),
        db.select({ n: count() }).from(assessmentReports).where(where),
      ]);
      const { page, nextCursor } = paging.page(rows, options.limit, (row) => [row.cursorAt, row.id]);
      return {
        reports: page.map((row) => {
          const name = openClientName(cipher, row.client);
          return {
            id: row.id,
            sessionId: row.sessionId,
            reportType: row.reportType,
            clientFirstName: name.firstName,
            clientLastName: name.lastName,
            createdAt: iso(row.createdAt),
          };
        }),
        total: counted?.n ?? 0,
        nextCursor,
      };
    },

    async finalReport(id: string): Promise<AssessmentReport | undefined> {
      const [row] = await db
        .select({ body: assessmentReports.body })
        .from(assessmentReports)
        .where(and(myReports, eq(assessmentReports.id, id), eq(assessmentReports.status, 'final')))
        .limit(1);
      return row ? open(assessmentReportSchema, row.body) : undefined;
    },

    /**
     * The diagnoses the clinician accepted (Accept Selected) in this client's sessions, newest session first, each
     * as "Name (code)" and each once; undefined when the client is not this clinician's.
     */
    async acceptedDiagnoses(clientId: string): Promise<string[] | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const rows = await db
        .select({ body: diagnosisSuggestions.body })
        .from(diagnosisSuggestions)
        .innerJoin(therapySessions, eq(therapySessions.id, diagnosisSuggestions.sessionId))
        .where(
          and(
            eq(diagnosisSuggestions.clinicianId, clinicianId),
            eq(therapySessions.clinicianId, clinicianId),
            eq(therapySessions.clientId, clientId),
          ),
        )
        .orderBy(desc(therapySessions.startedAt), desc(diagnosisSuggestions.updatedAt));
      const labels: string[] = [];
      for (const row of rows) {
        const step = open(diagnosisStepSchema, row.body);
        if (!step.accepted) continue;
        const selected = new Set(step.selectedIds);
        for (const diagnosis of step.diagnoses.filter((d) => selected.has(d.id))) {
          const label = diagnosis.code ? `${diagnosis.diagnosis} (${diagnosis.code})` : diagnosis.diagnosis;
          if (!labels.includes(label)) labels.push(label);
        }
      }
      return labels;
    },

    /** The client's treatment plan, oldest first; undefined when the client is not this clinician's. */
    /**
     * The client's clinical documents for the Client Notes dialog: each session's current note (its version,
     * whether it is signed, by whom and when) and the final reports, newest first. Undefined for a client that
     * is not this clinician's.
     */
    async clientDocuments(clientId: string): Promise<ClientDocuments | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const ofClient = and(
        eq(therapySessions.clinicianId, clinicianId),
        eq(therapySessions.clientId, clientId),
      );
      const noteRows = await db
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
        .where(and(eq(sessionNotes.clinicianId, clinicianId), ofClient))
        .orderBy(sessionNotes.sessionId, desc(sessionNotes.version));
      const reportRows = await db
        .select({
          id: assessmentReports.id,
          sessionId: assessmentReports.sessionId,
          reportType: assessmentReports.reportType,
          createdAt: assessmentReports.createdAt,
        })
        .from(assessmentReports)
        .where(
          and(myReports, eq(assessmentReports.clientId, clientId), eq(assessmentReports.status, 'final')),
        )
        .orderBy(desc(assessmentReports.createdAt));
      return {
        notes: noteRows
          .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
          .map((row) => ({
            ...row,
            startedAt: iso(row.startedAt),
            signedAt: isoOrNull(row.signedAt),
            updatedAt: iso(row.updatedAt),
          })),
        reports: reportRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      };
    },

    async clientPlan(clientId: string): Promise<ClientPlanItem[] | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const rows = await db
        .select()
        .from(therapyRecommendations)
        .where(
          and(
            eq(therapyRecommendations.clinicianId, clinicianId),
            eq(therapyRecommendations.clientId, clientId),
          ),
        )
        .orderBy(asc(therapyRecommendations.createdAt));
      // Items saved at the same moment are ordered by therapy name, which only the decrypted item has.
      return rows
        .map(toPlanItem)
        .sort(
          (a, b) =>
            Date.parse(a.createdAt) - Date.parse(b.createdAt) || compareCodePoints(a.therapy, b.therapy),
        );
    },

    /**
     * Adds the recommendation to the client's plan, or updates the item with the same therapy. An item once
     * implemented (active) stays active when it is saved again; implementing a planned item makes it active.
     */
    async savePlanItem(
      clientId: string,
      recommendation: TherapyRecommendation,
      status: PlanItemStatus,
      now: Date,
    ): Promise<{ item: ClientPlanItem; created: boolean } | undefined> {
      if (!(await myClient(clientId))) return undefined;
      const therapy = recommendation.therapy.trim();
      const therapyIndex = planTherapyIndex(cipher, clientId, therapy);
      const sameTherapy = and(
        eq(therapyRecommendations.clinicianId, clinicianId),
        eq(therapyRecommendations.clientId, clientId),
        eq(therapyRecommendations.therapyIndex, therapyIndex),
      );
      const existing = await db
        .select({ id: therapyRecommendations.id })
        .from(therapyRecommendations)
        .where(sameTherapy);
      const body = seal(recommendation);
      const [row] = await db
        .insert(therapyRecommendations)
        .values({
          clinicianId,
          clientId,
          therapyEnc: cipher.encrypt(therapy),
          therapyIndex,
          status,
          body,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [therapyRecommendations.clientId, therapyRecommendations.therapyIndex],
          set: {
            body,
            updatedAt: now,
            status: sql`case when ${therapyRecommendations.status} = 'active' or ${status} = 'active' then 'active' else 'planned' end`,
          },
          setWhere: eq(therapyRecommendations.clinicianId, clinicianId),
        })
        .returning();
      return row ? { item: toPlanItem(row), created: existing.length === 0 } : undefined;
    },

    async removePlanItem(clientId: string, itemId: string): Promise<boolean> {
      const removed = await db
        .delete(therapyRecommendations)
        .where(
          and(
            eq(therapyRecommendations.id, itemId),
            eq(therapyRecommendations.clientId, clientId),
            eq(therapyRecommendations.clinicianId, clinicianId),
          ),
        )
        .returning({ id: therapyRecommendations.id });
      return removed.length > 0;
    },

    /** Everything above, decrypted, for the workspace export. */
    async exportAll() {
      const noteRows = await db
        .select()
        .from(sessionNotes)
        .where(eq(sessionNotes.clinicianId, clinicianId))
        .orderBy(asc(sessionNotes.sessionId), asc(sessionNotes.version));
      const reportRows = await db
        .select()
        .from(assessmentReports)
        .where(myReports)
        .orderBy(asc(assessmentReports.createdAt), asc(assessmentReports.id));
      const planRows = await db
        .select()
        .from(therapyRecommendations)
        .where(eq(therapyRecommendations.clinicianId, clinicianId))
        .orderBy(asc(therapyRecommendations.createdAt), asc(therapyRecommendations.id));
      const withDates = <T>(rows: { sessionId: string; value: T; updatedAt: Date }[]) =>
        rows.map(({ sessionId, value, updatedAt }) => ({ sessionId, ...value, updatedAt: iso(updatedAt) }));
      return {
        sessionNotes: noteRows.map((row) => ({ sessionId: row.sessionId, ...toNote(row) })),
        sessionSummaries: (await summaries.all()).map(({ sessionId, value, updatedAt }) => ({
          sessionId,
          summary: value,
          savedAt: iso(updatedAt),
        })),
        sessionSummaryVersions: (
          await db
            .select()
            .from(sessionSummaryVersions)
            .where(eq(sessionSummaryVersions.clinicianId, clinicianId))
            .orderBy(asc(sessionSummaryVersions.sessionId), asc(sessionSummaryVersions.version))
        ).map((row) => ({
          sessionId: row.sessionId,
          version: row.version,
          source: row.source,
          savedAt: iso(row.createdAt),
          summary: open(sessionSummarySchema, row.body),
        })),
        diagnosisSteps: withDates(await diagnoses.all()),
        planSteps: withDates(await plans.all()),
        assessmentReports: reportRows.map((row) =>
          row.status === 'final'
            ? open(assessmentReportSchema, row.body)
            : {
                id: row.id,
                sessionId: row.sessionId,
                clientId: row.clientId,
                status: row.status,
                reportType: row.reportType,
                summary: open(draftAssessmentBodySchema, row.body).summary,
                createdAt: iso(row.createdAt),
                updatedAt: iso(row.updatedAt),
              },
        ),
        clientTreatmentPlans: planRows.map((row) => ({ clientId: row.clientId, ...toPlanItem(row) })),
      };
    },
  };
}
export type WorkflowRepository = ReturnType<typeof createWorkflowRepository>;
