import { z } from 'zod';
import type { SessionConsent } from '#contract/consent';
import type { AssessmentReport, DiagnosisStep, NoteVersion, PlanStep } from '#contract/workflow';
import type { SessionFacts } from '../sessions/session-facts';

export const DEFAULT_REPORT_TYPE = 'Initial Assessment';

/** What a draft assessment row holds while the wizard runs: the clinician's summary text. */
export const draftAssessmentBodySchema = z.object({ summary: z.string() });

export type DraftAssessment = { id: string; reportType: string; summary: string; createdAt: Date };

export type ReportInputs = {
  session: SessionFacts;
  clinicianName: string;
  note: NoteVersion | null;
  diagnoses: DiagnosisStep | null;
  plan: PlanStep | null;
  assessment: DraftAssessment | null;
  /** The session's latest consent to recording (current or withdrawn), null when none was recorded. */
  consent: SessionConsent | null;
  now: Date;
};

/** The listed items the clinician selected, in the order they are listed. */
function selected<T extends { id: string }>(items: T[], selectedIds: string[]): T[] {
  const chosen = new Set(selectedIds);
  return items.filter((item) => chosen.has(item.id));
}

/**
 * The report as it stands, built from the saved steps: the current note version, the selected diagnoses and
 * plan items, and the saved assessment summary. Null while none of those has been saved, so an untouched
 * session has no report rather than an empty one. The id is the draft row's once the assessment is saved,
 * and empty before.
 */
export function buildDraftReport(inputs: ReportInputs): AssessmentReport | null {
  const { session, note, diagnoses, plan, assessment } = inputs;
  if (!note && !diagnoses && !plan && !assessment) return null;
  return {
    id: assessment?.id ?? '',
    sessionId: session.id,
    clientId: session.clientId,
    clientFirstName: session.clientFirstName,
    clientLastName: session.clientLastName,
    clinicianName: inputs.clinicianName,
    sessionDate: session.startedAt.toISOString(),
    reportType: assessment?.reportType ?? DEFAULT_REPORT_TYPE,
    status: 'draft',
    presentingProblem: note?.content.presentingProblem ?? '',
    note: note?.content ?? null,
    noteVersion: note?.version ?? null,
    noteSignedBy: note?.signedBy ?? null,
    noteSignedAt: note?.signedAt ?? null,
    diagnoses: selected(diagnoses?.diagnoses ?? [], diagnoses?.selectedIds ?? []).map((d) => ({
      diagnosis: d.diagnosis,
      code: d.code,
      confidence: d.confidence,
    })),
    plan: selected(plan?.treatments ?? [], plan?.selectedIds ?? []).map((t) => ({
      treatment: t.treatment,
      type: t.type,
      evidenceLevel: t.evidenceLevel,
      description: t.description,
    })),
    summary: assessment?.summary ?? '',
    consent: inputs.consent,
    createdAt: (assessment?.createdAt ?? inputs.now).toISOString(),
    completedAt: null,
  };
}

/** The report frozen at completion: final, with the completion time. */
export function finalise(report: AssessmentReport, id: string, now: Date): AssessmentReport {
  return {
    ...report,
    id,
    status: 'final',
    createdAt: report.id ? report.createdAt : now.toISOString(),
    completedAt: now.toISOString(),
  };
}

/** `assessment-sarah-m-2026-03-10.pdf`: only letters, digits and hyphens, so the header stays well-formed. */
export function reportFileName(
  report: Pick<AssessmentReport, 'clientFirstName' | 'clientLastName' | 'sessionDate'>,
) {
  const client = `${report.clientFirstName} ${report.clientLastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `assessment-${client || 'client'}-${report.sessionDate.slice(0, 10)}.pdf`;
}
