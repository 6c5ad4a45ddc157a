import { createHash } from 'node:crypto';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Composition,
  CompositionSection,
  Condition,
  Consent,
  DocumentReference,
  Encounter,
  Observation,
  Patient,
  Practitioner,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { noteSections, sectionPlainText } from '#contract/note-text';
import { sessionMinutes } from '#contract/session-times';
import type { NoteVersion } from '#contract/workflow';

/**
 * A session as a FHIR R4 Bundle for a record system: the client (Patient), the clinician (Practitioner), the
 * session (Encounter, its period from the session's real times), the note (Composition, a section per note
 * section), the accepted diagnoses (Condition, ICD-10-CM), PHQ-9 and GAD-7 scores (Observation), the client's
 * consent to recording (Consent) and the report PDF (DocumentReference).
 *
 * The Bundle is a `collection`, not a `document`: a document Bundle is one attested, immutable Composition with
 * everything it references, and it needs that Composition first. A session is exported before its note is
 * signed, or before there is a note at all, and carries resources the note does not reference (the consent, the
 * scores, the PDF), so a collection says honestly what it is; the signed note inside it is still a Composition
 * with its attester, which a receiving system can file as the document.
 */

export const LOINC = 'http://loinc.org';
export const ICD10CM = 'http://hl7.org/fhir/sid/icd-10-cm';
const UCUM = 'http://unitsofmeasure.org';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

/** LOINC codes of the two instruments' total scores. */
export const INSTRUMENT_CODES = {
  'PHQ-9': { code: '44261-6', display: 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]' },
  'GAD-7': {
    code: '70274-6',
    display: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]',
  },
} as const;
export type Instrument = keyof typeof INSTRUMENT_CODES;

/**
 * LOINC section codes for the note sections that have one (the C-CDA section codes where a section means the
 * same); other sections go with their title alone.
 */
const SECTION_CODES: Record<string, { code: string; display: string }> = {
  'presenting problem': { code: '10154-3', display: 'Chief complaint Narrative - Reported' },
  'duration & timeline': { code: '10164-2', display: 'History of Present illness Narrative' },
  'history of presenting problem': { code: '10164-2', display: 'History of Present illness Narrative' },
  'current mood/affect': { code: '10190-7', display: 'Mental status Narrative' },
  'mental status examination': { code: '10190-7', display: 'Mental status Narrative' },
  'medication review': { code: '10160-0', display: 'History of Medication use Narrative' },
  'medical history': { code: '11348-0', display: 'History of Past illness Narrative' },
  'social & family history': { code: '29762-2', display: 'Social history Narrative' },
  subjective: { code: '61150-9', display: 'Subjective Narrative' },
  objective: { code: '61149-1', display: 'Objective Narrative' },
  assessment: { code: '51848-0', display: 'Evaluation note' },
  'diagnostic impression': { code: '29548-5', display: 'Diagnosis Narrative' },
  plan: { code: '18776-5', display: 'Plan of care note' },
  'treatment plan': { code: '18776-5', display: 'Plan of care note' },
  'next steps': { code: '18776-5', display: 'Plan of care note' },
  'therapeutic interventions': { code: '62387-6', display: 'Interventions Narrative' },
  intervention: { code: '62387-6', display: 'Interventions Narrative' },
  goals: { code: '61146-7', display: 'Goals Narrative' },
  'goals & progress': { code: '61146-7', display: 'Goals Narrative' },
};

export function sectionCode(title: string): { code: string; display: string } | undefined {
  return SECTION_CODES[title.trim().toLowerCase()];
}

/** The client's recorded consent to recording and transcription of the session. */
export type ConsentInput = {
  id: string;
  method: 'verbal' | 'written';
  /** Who gave it: the client, or e.g. a parent or guardian by name. */
  givenBy: string;
  givenAt: string;
  note?: string | null;
  /** Set once the consent is withdrawn. */
  withdrawnAt?: string | null;
};

/** A PHQ-9 or GAD-7 total score taken with the client or stated in the session and confirmed. */
export type MeasurementInput = {
  id: string;
  instrument: Instrument;
  score: number;
  measuredAt: string;
  /** The published severity band, e.g. "Moderately severe". */
  severity?: string | null;
  /** A score captured from the transcript stays preliminary until the clinician confirms it. */
  isConfirmed: boolean;
};

export type SessionBundleInput = {
  session: {
    id: string;
    setting: 'in-person' | 'telehealth';
    startedAt: string;
    endedAt: string | null;
  };
  client: { id: string; firstName: string; lastName: string; gender: string } | null;
  clinician: { id: string; title: string; firstName: string; lastName: string; licenseNumber: string };
  /** The note's current version; signed or not, the Composition's status says which. */
  note: NoteVersion | null;
  /** The diagnoses the clinician accepted, with their ICD-10-CM codes. */
  diagnoses: { code: string; diagnosis: string }[];
  /** The report's PDF, where one exists. */
  report: { url: string; title: string; isFinal: boolean; date: string } | null;
  consent?: ConsentInput | undefined;
  measurements: MeasurementInput[];
  /** When the export was made; left out where the same export must read the same each time. */
  generatedAt?: string | undefined;
};

/** A stable id for a resource the workspace keeps no row for, so the same export always reads the same. */
export function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const urn = (id: string) => `urn:uuid:${id}`;
const ref = <T extends Resource>(id: string, display?: string): Reference<T> =>
  display ? { reference: urn(id), display } : { reference: urn(id) };
type PatientRef = Reference<Patient>;
type PractitionerRef = Reference<Practitioner>;
type EncounterRef = Reference<Encounter>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as FHIR narrative: one paragraph per blank-line-separated block, line breaks kept. */
export function narrative(text: string): { status: 'generated'; div: string } {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeXml).join('<br/>')}</p>`)
    .join('');
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${paragraphs}</div>` };
}

/** FHIR's administrative gender from how the clinician wrote the client's gender. */
export function administrativeGender(gender: string): Patient['gender'] {
  const value = gender.trim().toLowerCase();
  if (value === '') return undefined;
  if (['female', 'woman', 'f', 'girl'].includes(value)) return 'female';
  if (['male', 'man', 'm', 'boy'].includes(value)) return 'male';
  if (['unknown', 'not stated', 'prefer not to say'].includes(value)) return 'unknown';
  return 'other';
}

const personName = (first: string, last: string) => ({
  ...(last.trim() ? { family: last.trim() } : {}),
  ...(first.trim() ? { given: [first.trim()] } : {}),
  text: `${first} ${last}`.trim(),
});

function patientOf(client: NonNullable<SessionBundleInput['client']>): Patient {
  const gender = administrativeGender(client.gender);
  return {
    resourceType: 'Patient',
    id: client.id,
    name: [personName(client.firstName, client.lastName)],
    ...(gender ? { gender } : {}),
  };
}

function practitionerOf(clinician: SessionBundleInput['clinician']): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: clinician.id,
    name: [
      {
        ...personName(clinician.firstName, clinician.lastName),
        ...(clinician.title.trim() ? { prefix: [clinician.title.trim()] } : {}),
        text: [clinician.title, clinician.firstName, clinician.lastName].filter((p) => p.trim()).join(' '),
      },
    ],
    ...(clinician.licenseNumber.trim()
      ? { identifier: [{ type: { text: 'License number' }, value: clinician.licenseNumber.trim() }] }
      : {}),
  };
}

function encounterOf(
  input: SessionBundleInput,
  patient: PatientRef | undefined,
  practitioner: PractitionerRef,
): Encounter {
  const { session } = input;
  const minutes = session.endedAt ? sessionMinutes(session.startedAt, session.endedAt) : null;
  return {
    resourceType: 'Encounter',
    id: session.id,
    status: session.endedAt ? 'finished' : 'in-progress',
    class:
      session.setting === 'telehealth'
        ? { system: ACT_CODE, code: 'VR', display: 'virtual' }
        : { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    type: [{ text: 'Psychotherapy session' }],
    ...(patient ? { subject: patient } : {}),
    participant: [{ individual: practitioner }],
    period: { start: session.startedAt, ...(session.endedAt ? { end: session.endedAt } : {}) },
    ...(minutes !== null ? { length: { value: minutes, unit: 'min', system: UCUM, code: 'min' } } : {}),
  };
}

function compositionOf(
  note: NoteVersion,
  encounter: EncounterRef,
  patient: PatientRef | undefined,
  practitioner: PractitionerRef,
): Composition {
  const isSigned = note.status === 'signed' && note.signedAt !== null;
  const status: Composition['status'] = !isSigned
    ? 'preliminary'
    : note.kind === 'amendment'
      ? 'amended'
      : 'final';
  const sections: CompositionSection[] = noteSections(note.content).map((section) => {
    const code = sectionCode(section.title);
    return {
      title: section.title,
      ...(code ? { code: { coding: [{ system: LOINC, ...code }], text: section.title } } : {}),
      text: narrative(sectionPlainText(section.content)),
    };
  });
  return {
    resourceType: 'Composition',
    id: note.id,
    status,
    type: { coding: [{ system: LOINC, code: '11506-3', display: 'Progress note' }], text: 'Session note' },
    ...(patient ? { subject: patient } : {}),
    encounter,
    date: note.signedAt ?? note.updatedAt,
    author: [practitioner],
    title: 'Session Note',
    ...(isSigned && note.signedAt
      ? { attester: [{ mode: 'legal' as const, time: note.signedAt, party: practitioner }] }
      : {}),
    section: sections,
  };
}

function conditionOf(
  sessionId: string,
  diagnosis: { code: string; diagnosis: string },
  patient: PatientRef,
  encounter: EncounterRef,
  practitioner: PractitionerRef,
  recordedDate: string,
): Condition {
  return {
    resourceType: 'Condition',
    id: derivedId(sessionId, 'condition', diagnosis.code),
    clinicalStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
    },
    // Accepted by the clinician from the ranked suggestions: a confirmed working diagnosis.
    verificationStatus: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' }],
    },
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-category',
            code: 'encounter-diagnosis',
            display: 'Encounter Diagnosis',
          },
        ],
      },
    ],
    code: {
      coding: [{ system: ICD10CM, code: diagnosis.code, display: diagnosis.diagnosis }],
      text: diagnosis.diagnosis,
    },
    subject: patient,
    encounter,
    recordedDate,
    recorder: practitioner,
  };
}

function observationOf(
  measurement: MeasurementInput,
  patient: PatientRef,
  encounter: EncounterRef,
  practitioner: PractitionerRef,
): Observation {
  const code = INSTRUMENT_CODES[measurement.instrument];
  const interpretation: CodeableConcept[] = measurement.severity ? [{ text: measurement.severity }] : [];
  return {
    resourceType: 'Observation',
    id: measurement.id,
    status: measurement.isConfirmed ? 'final' : 'preliminary',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'survey',
            display: 'Survey',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, ...code }], text: `${measurement.instrument} total score` },
    subject: patient,
    encounter,
    effectiveDateTime: measurement.measuredAt,
    performer: [practitioner],
    valueInteger: measurement.score,
    ...(interpretation.length > 0 ? { interpretation } : {}),
  };
}

function consentOf(consent: ConsentInput, patient: PatientRef, encounter: Reference): Consent {
  const how = consent.method === 'written' ? 'Written' : 'Verbal';
  const note = consent.note?.trim();
  return {
    resourceType: 'Consent',
    id: consent.id,
    status: consent.withdrawnAt ? 'inactive' : 'active',
    scope: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/consentscope',
          code: 'patient-privacy',
          display: 'Privacy Consent',
        },
      ],
    },
    category: [
      { coding: [{ system: LOINC, code: '59284-0', display: 'Patient Consent' }] },
      { text: `${how} consent` },
    ],
    patient,
    dateTime: consent.givenAt,
    performer: [{ display: consent.givenBy }],
    policyRule: {
      coding: [{ system: ACT_CODE, code: 'OPTIN', display: 'opt-in' }],
      text: `${how} consent to recording and transcription of the session${note ? `. ${note}` : ''}`,
    },
    provision: {
      type: 'permit',
      period: { start: consent.givenAt, ...(consent.withdrawnAt ? { end: consent.withdrawnAt } : {}) },
      action: [{ text: 'Audio recording and transcription of the session' }],
      data: [{ meaning: 'related', reference: encounter }],
    },
  };
}

function documentReferenceOf(
  sessionId: string,
  report: NonNullable<SessionBundleInput['report']>,
  patient: PatientRef | undefined,
  encounter: EncounterRef,
  practitioner: PractitionerRef,
  period: Encounter['period'],
): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: derivedId(sessionId, 'report-pdf'),
    status: 'current',
    docStatus: report.isFinal ? 'final' : 'preliminary',
    type: {
      coding: [{ system: LOINC, code: '51848-0', display: 'Evaluation note' }],
      text: 'Assessment report',
    },
    ...(patient ? { subject: patient } : {}),
    date: report.date,
    author: [practitioner],
    description: report.title,
    content: [{ attachment: { contentType: 'application/pdf', url: report.url, title: report.title } }],
    context: { encounter: [encounter], ...(period ? { period } : {}) },
  };
}

/** The Bundle of one session; every reference points at an entry of the same Bundle by its `urn:uuid:`. */
export function buildSessionBundle(input: SessionBundleInput): Bundle {
  const resources: Resource[] = [];
  const patient = input.client ? patientOf(input.client) : undefined;
  const practitioner = practitionerOf(input.clinician);
  const patientRef = patient?.id ? ref<Patient>(patient.id, patient.name?.[0]?.text) : undefined;
  const practitionerRef = ref<Practitioner>(input.clinician.id, practitioner.name?.[0]?.text);
  const encounter = encounterOf(input, patientRef, practitionerRef);
  const encounterRef = ref<Encounter>(input.session.id);
  if (patient) resources.push(patient);
  resources.push(practitioner, encounter);
  if (input.note) resources.push(compositionOf(input.note, encounterRef, patientRef, practitionerRef));
  // Conditions, scores and consent are about the client: without a client chosen there is no one to file them under.
  if (patientRef) {
    const recordedDate = input.note?.signedAt ?? input.session.endedAt ?? input.session.startedAt;
    const seen = new Set<string>();
    for (const diagnosis of input.diagnoses) {
      if (seen.has(diagnosis.code)) continue;
      seen.add(diagnosis.code);
      resources.push(
        conditionOf(input.session.id, diagnosis, patientRef, encounterRef, practitionerRef, recordedDate),
      );
    }
    for (const measurement of input.measurements)
      resources.push(observationOf(measurement, patientRef, encounterRef, practitionerRef));
    if (input.consent) resources.push(consentOf(input.consent, patientRef, encounterRef));
  }
  if (input.report)
    resources.push(
      documentReferenceOf(
        input.session.id,
        input.report,
        patientRef,
        encounterRef,
        practitionerRef,
        encounter.period,
      ),
    );
  const entry: BundleEntry[] = resources.map((resource) => ({ fullUrl: urn(resource.id ?? ''), resource }));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    ...(input.generatedAt ? { timestamp: input.generatedAt } : {}),
    entry,
  };
}
