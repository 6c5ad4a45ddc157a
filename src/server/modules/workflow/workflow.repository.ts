import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  diagnosisStepSchema,
  planStepSchema,
  type DiagnosisStep,
  type PlanStep,
  type SummaryVersion,
} from '#contract/workflow';
import { sessionSummarySchema, type SessionSummary } from '#contract/generation';
import type { Database } from '../../db/client';
import {
  diagnosisSuggestions,
  sessionSummaries,
  sessionSummaryVersions,
  therapySessions,
  treatmentPlans,
} from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';
import { openJson, sealJson } from '../../security/sealed-json';
import { createClientsRepository } from '../clients/clients.repository';
import { lockSession } from '../sessions/session-facts';

type StepTable = typeof sessionSummaries;
type SummarySource = SummaryVersion['source'];

const iso = (date: Date) => date.toISOString();

/** One encrypted JSON document per session and step (summary, diagnoses, plan), bound to one clinician. */
function sessionStep<S extends z.ZodType>(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  table: StepTable,
  schema: S,
) {
  const where = (sessionId: string) =>
    and(eq(table.sessionId, sessionId), eq(table.clinicianId, clinicianId));
  return {
    async get(sessionId: string): Promise<{ value: z.output<S>; updatedAt: Date } | null> {
      const [row] = await db.select().from(table).where(where(sessionId)).limit(1);
      return row ? { value: openJson(cipher, schema, row.body), updatedAt: row.updatedAt } : null;
    },
    /** `executor` lets a caller's transaction include the save. */
    async save(sessionId: string, value: z.output<S>, now: Date, executor: Database = db): Promise<Date> {
      const body = sealJson(cipher, value);
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
        value: openJson(cipher, schema, row.body),
        updatedAt: row.updatedAt,
      }));
    },
  };
}

/**
 * The wizard's steps of one clinician's sessions: the summary (with every saved version), the diagnosis selection
 * and the plan selection. Every query is bound to `clinicianId`, and every step is encrypted here before it reaches
 * the database and decrypted here only.
 */
export function createWorkflowRepository(db: Database, cipher: PhiCipher, clinicianId: string) {
  const summaries = sessionStep(db, cipher, clinicianId, sessionSummaries, sessionSummarySchema);
  const diagnoses = sessionStep(db, cipher, clinicianId, diagnosisSuggestions, diagnosisStepSchema);
  const plans = sessionStep(db, cipher, clinicianId, treatmentPlans, planStepSchema);

  const mySummaryVersions = (sessionId: string) =>
    and(eq(sessionSummaryVersions.sessionId, sessionId), eq(sessionSummaryVersions.clinicianId, clinicianId));
  const toSummaryVersion = (row: typeof sessionSummaryVersions.$inferSelect): SummaryVersion => ({
    version: row.version,
    source: row.source,
    savedAt: iso(row.createdAt),
    summary: openJson(cipher, sessionSummarySchema, row.body),
  });

  return {
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
        if (!(await lockSession(tx, clinicianId, sessionId))) return undefined;
        const [latest] = await tx
          .select({ version: sql<number | string | null>`max(${sessionSummaryVersions.version})` })
          .from(sessionSummaryVersions)
          .where(mySummaryVersions(sessionId));
        await tx.insert(sessionSummaryVersions).values({
          clinicianId,
          sessionId,
          version: Number(latest?.version ?? 0) + 1,
          source,
          body: sealJson(cipher, summary),
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
      return rows.map(toSummaryVersion);
    },
    getDiagnosisStep: (sessionId: string) => diagnoses.get(sessionId),
    saveDiagnosisStep: (sessionId: string, value: DiagnosisStep, now: Date) =>
      diagnoses.save(sessionId, value, now),
    getPlanStep: (sessionId: string) => plans.get(sessionId),
    savePlanStep: (sessionId: string, value: PlanStep, now: Date) => plans.save(sessionId, value, now),

    /**
     * The diagnoses the clinician accepted (Accept Selected) in this client's sessions, newest session first, each
     * as "Name (code)" and each once; undefined when the client is not this clinician's.
     */
    async acceptedDiagnoses(clientId: string): Promise<string[] | undefined> {
      if (!(await createClientsRepository(db, cipher, clinicianId).has(clientId))) return undefined;
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
        const step = openJson(cipher, diagnosisStepSchema, row.body);
        if (!step.accepted) continue;
        const selected = new Set(step.selectedIds);
        for (const diagnosis of step.diagnoses.filter((d) => selected.has(d.id))) {
          const label = diagnosis.code ? `${diagnosis.diagnosis} (${diagnosis.code})` : diagnosis.diagnosis;
          if (!labels.includes(label)) labels.push(label);
        }
      }
      return labels;
    },

    /** Every step, decrypted, for the workspace export. */
    async exportAll() {
      const versionRows = await db
        .select()
        .from(sessionSummaryVersions)
        .where(eq(sessionSummaryVersions.clinicianId, clinicianId))
        .orderBy(asc(sessionSummaryVersions.sessionId), asc(sessionSummaryVersions.version));
      const withDates = <T>(rows: { sessionId: string; value: T; updatedAt: Date }[]) =>
        rows.map(({ sessionId, value, updatedAt }) => ({ sessionId, ...value, updatedAt: iso(updatedAt) }));
      return {
        sessionSummaries: (await summaries.all()).map(({ sessionId, value, updatedAt }) => ({
          sessionId,
          summary: value,
          savedAt: iso(updatedAt),
        })),
        sessionSummaryVersions: versionRows.map((row) => ({
          sessionId: row.sessionId,
          ...toSummaryVersion(row),
        })),
        diagnosisSteps: withDates(await diagnoses.all()),
        planSteps: withDates(await plans.all()),
      };
    },
  };
}
