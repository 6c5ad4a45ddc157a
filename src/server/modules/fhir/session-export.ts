import type { Bundle } from '@medplum/fhirtypes';
import type { AppContext } from '../../context';
import type { ClinicianRow } from '../auth/auth.repository';
import { CONSENT_GIVER_LABELS } from '#contract/consent';
import { SEVERITY_LABELS } from '#contract/instruments';
import type { Measurement } from '#contract/measurements';
import type { SessionConsent } from '#contract/consent';
import { createClientsRepository } from '../clients/clients.repository';
import { createConsentRepository } from '../consent/consent.repository';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { reportFileName } from '../assessments/assessment-report';
import { currentReport } from '../assessments/current-report';
import { clinicianDisplayName } from '../auth/clinician-name';
import { createNotesRepository } from '../notes/notes.repository';
import { findSessionFacts } from '../sessions/session-facts';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import {
  buildSessionBundle,
  type ConsentInput,
  type MeasurementInput,
  type SessionBundleInput,
} from './session-bundle';

const INSTRUMENT_NAMES = { phq9: 'PHQ-9', gad7: 'GAD-7' } as const;

function consentInput(consent: SessionConsent): ConsentInput {
  return {
    id: consent.id,
    method: consent.method,
    givenBy: consent.givenByName
      ? `${consent.givenByName} (${CONSENT_GIVER_LABELS[consent.givenBy].toLowerCase()})`
      : CONSENT_GIVER_LABELS[consent.givenBy],
    givenAt: consent.givenAt,
    note: consent.note || null,
    withdrawnAt: consent.withdrawnAt,
  };
}

function measurementInput(measurement: Measurement): MeasurementInput {
  return {
    id: measurement.id,
    instrument: INSTRUMENT_NAMES[measurement.instrument],
    score: measurement.total,
    measuredAt: measurement.administeredAt,
    severity: SEVERITY_LABELS[measurement.severity],
    isConfirmed: measurement.status === 'confirmed',
  };
}

/** Where the report PDF of a session is served; the DocumentReference points there. */
export const reportPdfPath = (sessionId: string) =>
  `/api/sessions/${encodeURIComponent(sessionId)}/assessment/pdf`;

/**
 * The FHIR export of the signed-in clinician's sessions. Everything is read through the clinician's own
 * repositories, so another clinician's session is simply not found.
 */
export function createSessionExporter(ctx: AppContext, clinician: ClinicianRow) {
  const sessions = createSessionsRepository(ctx.db, ctx.cipher, clinician.id);
  const clients = createClientsRepository(ctx.db, ctx.cipher, clinician.id);
  const notes = createNotesRepository(ctx.db, ctx.cipher, clinician.id);
  const steps = createWorkflowRepository(ctx.db, ctx.cipher, clinician.id);
  const consents = createConsentRepository(ctx.db, ctx.cipher, clinician.id);
  const measurements = createMeasurementsRepository(ctx.db, ctx.cipher, clinician.id);

  /** What the workspace holds about the session, in the shape the Bundle is built from. */
  async function inputFor(sessionId: string, baseUrl: string): Promise<SessionBundleInput | undefined> {
    const [session, facts] = await Promise.all([
      sessions.get(sessionId),
      findSessionFacts(ctx.db, ctx.cipher, clinician.id, sessionId),
    ]);
    if (!session || !facts) return undefined;
    const [client, note, diagnosisStep, report, consent, scores] = await Promise.all([
      session.clientId ? clients.get(session.clientId) : undefined,
      notes.current(session.id),
      steps.getDiagnosisStep(session.id),
      currentReport(ctx.db, ctx.cipher, clinician.id, {
        session: facts,
        clinicianName: clinicianDisplayName(clinician),
        now: ctx.now(),
      }),
      consents.latest(session.id),
      measurements.listForSession(session.id),
    ]);
    const step = diagnosisStep?.value;
    const accepted = step?.accepted ? new Set(step.selectedIds) : new Set<string>();
    return {
      session: {
        id: session.id,
        setting: session.setting,
        startedAt: session.startedAt,
        endedAt: session.endedAt,
      },
      client: client
        ? { id: client.id, firstName: client.firstName, lastName: client.lastName, gender: client.gender }
        : null,
      clinician: {
        id: clinician.id,
        title: clinician.title,
        firstName: clinician.firstName,
        lastName: clinician.lastName,
        licenseNumber: clinician.licenseNumber,
      },
      note,
      diagnoses: (step?.diagnoses ?? [])
        .filter((diagnosis) => accepted.has(diagnosis.id))
        .map(({ code, diagnosis }) => ({ code, diagnosis })),
      report: report
        ? {
            url: `${baseUrl}${reportPdfPath(session.id)}`,
            title: reportFileName(report),
            isFinal: report.status === 'final',
            date: report.completedAt ?? note?.updatedAt ?? report.createdAt,
          }
        : null,
      consent: consent ? consentInput(consent) : undefined,
      // A proposal the clinician discarded is deleted; one not yet confirmed goes as preliminary.
      measurements: scores.map(measurementInput),
    };
  }

  return {
    /** The session's Bundle, or undefined when the session is not this clinician's. */
    async bundle(
      sessionId: string,
      options: { baseUrl: string; generatedAt?: Date },
    ): Promise<Bundle | undefined> {
      const input = await inputFor(sessionId, options.baseUrl);
      return input
        ? buildSessionBundle({ ...input, generatedAt: options.generatedAt?.toISOString() })
        : undefined;
    },

    /** Every session's Bundle, for the workspace export (without a timestamp, so the same data reads the same). */
    async allBundles(baseUrl: string): Promise<{ sessionId: string; bundle: Bundle }[]> {
      const all = await sessions.all();
      const bundles: { sessionId: string; bundle: Bundle }[] = [];
      for (const session of all) {
        const input = await inputFor(session.id, baseUrl);
        if (input) bundles.push({ sessionId: session.id, bundle: buildSessionBundle(input) });
      }
      return bundles;
    },
  };
}

/** `fhir-session-2026-03-10-4a0e2f0c.json`: the session's date and the start of its id, nothing about the client. */
export function fhirFileName(session: { id: string; startedAt: string }): string {
  return `fhir-session-${session.startedAt.slice(0, 10)}-${session.id.slice(0, 8)}.json`;
}
