import type { AssessmentReport } from '../../../contract/workflow';
import { buildDraftReport, type SessionFacts } from './workflow.report';
import type { ConsentRepository } from '../consent/consent.repository';
import type { WorkflowRepository } from './workflow.repository';

/** The report of a session as it stands: the frozen final report, or the draft built from the saved steps. */
export async function currentReport(
  repo: WorkflowRepository,
  consents: ConsentRepository,
  session: SessionFacts,
  clinicianName: string,
  now: Date,
): Promise<AssessmentReport | null> {
  const assessment = await repo.assessment(session.id);
  if (assessment?.status === 'final') return assessment.report;
  const [note, diagnoses, plan, consent] = await Promise.all([
    repo.currentNote(session.id),
    repo.getDiagnosisStep(session.id),
    repo.getPlanStep(session.id),
    consents.latest(session.id),
  ]);
  return buildDraftReport({
    session,
    clinicianName,
    note,
    diagnoses: diagnoses?.value ?? null,
    plan: plan?.value ?? null,
    assessment: assessment?.draft ?? null,
    consent,
    now,
  });
}
