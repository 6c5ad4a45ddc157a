import type { AssessmentReport } from '#contract/workflow';
import type { Database } from '../../db/client';
import type { PhiCipher } from '../../security/phi-cipher';
import { createConsentRepository } from '../consent/consent.repository';
import { createNotesRepository } from '../notes/notes.repository';
import type { SessionFacts } from '../sessions/session-facts';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import { buildDraftReport } from './assessment-report';
import { createAssessmentsRepository } from './assessments.repository';

/** The report of a session as it stands: the frozen final report, or the draft built from the saved steps. */
export async function currentReport(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  report: { session: SessionFacts; clinicianName: string; now: Date },
): Promise<AssessmentReport | null> {
  const { session } = report;
  const assessment = await createAssessmentsRepository(db, cipher, clinicianId).get(session.id);
  if (assessment?.status === 'final') return assessment.report;
  const steps = createWorkflowRepository(db, cipher, clinicianId);
  const [note, diagnoses, plan, consent] = await Promise.all([
    createNotesRepository(db, cipher, clinicianId).current(session.id),
    steps.getDiagnosisStep(session.id),
    steps.getPlanStep(session.id),
    createConsentRepository(db, cipher, clinicianId).latest(session.id),
  ]);
  return buildDraftReport({
    ...report,
    note,
    diagnoses: diagnoses?.value ?? null,
    plan: plan?.value ?? null,
    assessment: assessment?.draft ?? null,
    consent,
  });
}
