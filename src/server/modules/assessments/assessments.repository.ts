import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  assessmentReportSchema,
  type AssessmentReport,
  type ClientDocuments,
  type ReportPage,
} from '#contract/workflow';
import type { DateSort } from '#contract/paging';
import type { Database } from '../../db/client';
import { containsPattern, exactText } from '../../db/paging-sql';
import { assessmentReports, clients, therapySessions } from '../../db/schema';
import { timeAndIdPaging } from '../../http/page-cursor';
import type { Outcome } from '../../http/errors';
import type { PhiCipher } from '../../security/phi-cipher';
import { openJson, sealJson } from '../../security/sealed-json';
import { clientNameColumns, openClientName } from '../clients/client-identity';
import { createClientsRepository } from '../clients/clients.repository';
import type { SessionFacts } from '../sessions/session-facts';
import { draftAssessmentBodySchema, type DraftAssessment } from './assessment-report';

type ReportRow = typeof assessmentReports.$inferSelect;

type ReportListOptions = { q: string; sort: DateSort; limit: number; cursor?: string | undefined };

const iso = (date: Date) => date.toISOString();

/**
 * The assessment reports of one clinician: each session's draft (the clinician's summary and the report type)
 * until the session is completed, then the frozen final report. Every query is bound to `clinicianId`, and every
 * report is encrypted here before it reaches the database and decrypted here only.
 */
export function createAssessmentsRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const myReports = eq(assessmentReports.clinicianId, clinicianId);
  const toDraft = (row: ReportRow): DraftAssessment => ({
    id: row.id,
    reportType: row.reportType,
    summary: openJson(cipher, draftAssessmentBodySchema, row.body).summary,
    createdAt: row.createdAt,
  });

  return {
    /** The session's assessment: its draft (the saved summary), or the frozen final report. */
    async get(
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
        ? { status: 'final', report: openJson(cipher, assessmentReportSchema, row.body) }
        : { status: 'draft', draft: toDraft(row) };
    },

    /** Saves the draft assessment; a final report is never changed, so that save is refused. */
    async saveDraft(
      session: SessionFacts,
      values: { summary: string; reportType: string },
      now: Date,
    ): Promise<Outcome<DraftAssessment, 'final'>> {
      const body = sealJson(cipher, { summary: values.summary });
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
        const body = sealJson(cipher, report);
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
        await markSessionCompleted(tx, clinicianId, session.id, now);
        return { ok: true, value: report };
      });
    },

    list: (options: ReportListOptions): Promise<ReportPage> =>
      listFinalReports(db, cipher, clinicianId, options),

    async finalReport(id: string): Promise<AssessmentReport | undefined> {
      const [row] = await db
        .select({ body: assessmentReports.body })
        .from(assessmentReports)
        .where(and(myReports, eq(assessmentReports.id, id), eq(assessmentReports.status, 'final')))
        .limit(1);
      return row ? openJson(cipher, assessmentReportSchema, row.body) : undefined;
    },

    /** The client's final reports for the Client Notes dialog, newest first (listed by type and date). */
    async finalOfClient(clientId: string): Promise<ClientDocuments['reports']> {
      const rows = await db
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
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    /** Every report, draft or final, decrypted, for the workspace export. */
    async exportAll() {
      const rows = await db
        .select()
        .from(assessmentReports)
        .where(myReports)
        .orderBy(asc(assessmentReports.createdAt), asc(assessmentReports.id));
      return {
        assessmentReports: rows.map((row) =>
          row.status === 'final'
            ? openJson(cipher, assessmentReportSchema, row.body)
            : {
                id: row.id,
                sessionId: row.sessionId,
                clientId: row.clientId,
                status: row.status,
                reportType: row.reportType,
                summary: openJson(cipher, draftAssessmentBodySchema, row.body).summary,
                createdAt: iso(row.createdAt),
                updatedAt: iso(row.updatedAt),
              },
        ),
      };
    },
  };
}

/** Marks the session completed; a session completed while still running ends now, as ending it from the recording screen would. */
async function markSessionCompleted(tx: Database, clinicianId: string, sessionId: string, now: Date) {
  const mine = and(eq(therapySessions.id, sessionId), eq(therapySessions.clinicianId, clinicianId));
  const [timing] = await tx
    .select({ startedAt: therapySessions.startedAt, endedAt: therapySessions.endedAt })
    .from(therapySessions)
    .where(mine)
    .for('update');
  const values: Partial<typeof therapySessions.$inferInsert> = { status: 'completed', updatedAt: now };
  if (timing && !timing.endedAt) {
    values.endedAt = now;
    values.durationMinutes = Math.max(0, Math.round((now.getTime() - timing.startedAt.getTime()) / 60_000));
  }
  await tx.update(therapySessions).set(values).where(mine);
}

/**
 * A page of final reports, the most recently completed first (or the oldest first), with the client's name:
 * keyset pagination on (completed_at, id) over the index of final reports; only the page's names are decrypted.
 * The search finds reports by the client's name or the report type.
 */
async function listFinalReports(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  options: ReportListOptions,
): Promise<ReportPage> {
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
  const where = and(
    eq(assessmentReports.clinicianId, clinicianId),
    eq(assessmentReports.status, 'final'),
    search,
  );
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
}
