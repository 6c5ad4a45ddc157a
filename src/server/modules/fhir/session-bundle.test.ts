import type {
  Bundle,
  Composition,
  Condition,
  Consent,
  Encounter,
  Observation,
  Resource,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { NoteVersion } from '#contract/workflow';
import { bundleErrors, fhirErrors } from '../../testing/fhir-validator';
import {
  ICD10CM,
  LOINC,
  administrativeGender,
  buildSessionBundle,
  derivedId,
  narrative,
  type SessionBundleInput,
} from './session-bundle';

const SESSION_ID = '4a0e2f0c-6b7d-4c55-9a3e-1f2a3b4c5d6e';
const CLIENT_ID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const CLINICIAN_ID = '9f8e7d6c-5b4a-4392-8180-7f6e5d4c3b2a';
const NOTE_ID = '11111111-2222-4333-8444-555555555555';

const SIGNED_NOTE: NoteVersion = {
  id: NOTE_ID,
  version: 1,
  kind: 'original',
  status: 'signed',
  content: {
    presentingProblem: 'Worry about work that keeps her awake most nights.',
    duration: 'About seven months, since a change of manager.',
    clinicalObservations: 'Restless; tearful when describing deadlines.',
    recordingConsent: '',
    clientQuote: 'I cannot switch my mind off at night.',
    summary: '',
    sections: [
      { title: 'Subjective', content: 'Reports poor sleep & worry < 5 h a day.', evidence: [] },
      { title: 'Objective', content: 'Fidgeting.\nSpeech rapid.', evidence: [] },
      { title: 'Assessment', content: 'Consistent with GAD.', evidence: [] },
      { title: 'Plan', content: 'Worry log; review in one week.', evidence: [] },
    ],
    evidence: { presentingProblem: [], duration: [], clinicalObservations: [], clientQuote: [], summary: [] },
    provider: 'local-engine',
  },
  amendmentReason: null,
  signedBy: 'Dr. Jane Smith',
  signedAt: '2026-03-10T10:05:00.000Z',
  createdAt: '2026-03-10T09:55:00.000Z',
  updatedAt: '2026-03-10T10:05:00.000Z',
};

const CONSENT: NonNullable<SessionBundleInput['consent']> = {
  id: '22222222-3333-4444-8555-666666666666',
  method: 'verbal',
  givenBy: 'Sarah M. (client)',
  givenAt: '2026-03-10T08:59:00.000Z',
  note: 'Agreed after the purpose of the recording was explained.',
};

const FULL_INPUT: SessionBundleInput = {
  session: {
    id: SESSION_ID,
    setting: 'telehealth',
    startedAt: '2026-03-10T09:00:00.000Z',
    endedAt: '2026-03-10T09:53:00.000Z',
  },
  client: { id: CLIENT_ID, firstName: 'Sarah', lastName: 'M.', gender: 'Female' },
  clinician: {
    id: CLINICIAN_ID,
    title: 'Dr.',
    firstName: 'Jane',
    lastName: 'Smith',
    licenseNumber: 'PSY-12345',
  },
  note: SIGNED_NOTE,
  diagnoses: [
    { code: 'F41.1', diagnosis: 'Generalized anxiety disorder' },
    { code: 'F32.1', diagnosis: 'Major depressive disorder, single episode, moderate' },
  ],
  report: {
    url: `https://clinic.example/api/sessions/${SESSION_ID}/assessment/pdf`,
    title: 'assessment-sarah-m-2026-03-10.pdf',
    isFinal: true,
    date: '2026-03-10T10:10:00.000Z',
  },
  consent: CONSENT,
  measurements: [
    {
      id: '33333333-4444-4555-8666-777777777777',
      instrument: 'PHQ-9',
      score: 18,
      measuredAt: '2026-03-10T09:10:00.000Z',
      severity: 'Moderately severe',
      isConfirmed: true,
    },
    {
      id: '44444444-5555-4666-8777-888888888888',
      instrument: 'GAD-7',
      score: 12,
      measuredAt: '2026-03-10T09:12:00.000Z',
      severity: 'Moderate',
      isConfirmed: false,
    },
  ],
  generatedAt: '2026-03-10T11:00:00.000Z',
};

const resourcesOf = <T extends Resource>(bundle: Bundle, type: T['resourceType']): T[] =>
  (bundle.entry ?? []).flatMap((entry) =>
    entry.resource?.resourceType === type ? [entry.resource as T] : [],
  );

describe('buildSessionBundle', () => {
  it('validates against the FHIR R4 structure definitions with consent and measurements passed in', () => {
    const bundle = buildSessionBundle(FULL_INPUT);
    expect(bundleErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: FULL_INPUT.generatedAt,
    });
    expect((bundle.entry ?? []).map((entry) => entry.resource?.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'Encounter',
      'Composition',
      'Condition',
      'Condition',
      'Observation',
      'Observation',
      'Consent',
      'DocumentReference',
    ]);
  });

  it('resolves every reference to an entry of the same Bundle', () => {
    const bundle = buildSessionBundle(FULL_INPUT);
    const fullUrls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(15);
    for (const reference of references) expect(fullUrls).toContain(reference.slice(13, -1));
    expect(new Set(fullUrls).size).toBe(bundle.entry?.length);
  });

  it('takes the Encounter period and length from the session times', () => {
    const [encounter] = resourcesOf<Encounter>(buildSessionBundle(FULL_INPUT), 'Encounter');
    expect(encounter).toMatchObject({
      status: 'finished',
      class: { code: 'VR' },
      period: { start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T09:53:00.000Z' },
      length: { value: 53, code: 'min' },
    });
    const ongoing = buildSessionBundle({
      ...FULL_INPUT,
      session: { ...FULL_INPUT.session, setting: 'in-person', endedAt: null },
    });
    const [open] = resourcesOf<Encounter>(ongoing, 'Encounter');
    expect(open).toMatchObject({
      status: 'in-progress',
      class: { code: 'AMB' },
      period: { start: '2026-03-10T09:00:00.000Z' },
    });
    expect(open?.period?.end).toBeUndefined();
    expect(open?.length).toBeUndefined();
    expect(bundleErrors(ongoing)).toEqual([]);
  });

  it('writes the signed note as a final Composition, a section per note section in order, with LOINC codes', () => {
    const [composition] = resourcesOf<Composition>(buildSessionBundle(FULL_INPUT), 'Composition');
    expect(composition).toMatchObject({
      status: 'final',
      date: SIGNED_NOTE.signedAt,
      attester: [{ mode: 'legal', time: SIGNED_NOTE.signedAt }],
    });
    const sections = composition?.section ?? [];
    expect(sections.map((section) => section.title)).toEqual([
      'Presenting Problem',
      'Duration & Timeline',
      'Clinical Observations',
      'Client Quote',
      'Session Summary',
      'Subjective',
      'Objective',
      'Assessment',
      'Plan',
    ]);
    const codeOf = (title: string) => sections.find((s) => s.title === title)?.code?.coding?.[0];
    expect(codeOf('Presenting Problem')).toEqual({
      system: LOINC,
      code: '10154-3',
      display: 'Chief complaint Narrative - Reported',
    });
    expect(codeOf('Subjective')?.code).toBe('61150-9');
    expect(codeOf('Objective')?.code).toBe('61149-1');
    expect(codeOf('Assessment')?.code).toBe('51848-0');
    expect(codeOf('Plan')?.code).toBe('18776-5');
    expect(codeOf('Client Quote')).toBeUndefined();
    const subjective = sections.find((s) => s.title === 'Subjective');
    expect(subjective?.text?.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>Reports poor sleep &amp; worry &lt; 5 h a day.</p></div>',
    );
    expect(sections.find((s) => s.title === 'Session Summary')?.text?.div).toContain('Not recorded');
  });

  it('marks a draft note preliminary, and a signed amendment amended', () => {
    const draft = buildSessionBundle({
      ...FULL_INPUT,
      note: { ...SIGNED_NOTE, status: 'draft', signedAt: null, signedBy: null },
    });
    const [preliminary] = resourcesOf<Composition>(draft, 'Composition');
    expect(preliminary?.status).toBe('preliminary');
    expect(preliminary?.attester).toBeUndefined();
    expect(bundleErrors(draft)).toEqual([]);
    const amended = buildSessionBundle({
      ...FULL_INPUT,
      note: { ...SIGNED_NOTE, kind: 'amendment', version: 2 },
    });
    expect(resourcesOf<Composition>(amended, 'Composition')[0]?.status).toBe('amended');
  });

  it('codes accepted diagnoses in ICD-10-CM, once per code', () => {
    const bundle = buildSessionBundle({
      ...FULL_INPUT,
      diagnoses: [...FULL_INPUT.diagnoses, { code: 'F41.1', diagnosis: 'Generalized anxiety disorder' }],
    });
    const conditions = resourcesOf<Condition>(bundle, 'Condition');
    expect(conditions.map((c) => c.code?.coding?.[0])).toEqual([
      { system: ICD10CM, code: 'F41.1', display: 'Generalized anxiety disorder' },
      { system: ICD10CM, code: 'F32.1', display: 'Major depressive disorder, single episode, moderate' },
    ]);
    expect(conditions[0]).toMatchObject({
      subject: { reference: `urn:uuid:${CLIENT_ID}` },
      encounter: { reference: `urn:uuid:${SESSION_ID}` },
      verificationStatus: { coding: [{ code: 'confirmed' }] },
    });
  });

  it('records PHQ-9 and GAD-7 scores with their LOINC codes, a captured score left preliminary', () => {
    const observations = resourcesOf<Observation>(buildSessionBundle(FULL_INPUT), 'Observation');
    expect(observations.map((o) => [o.code.coding?.[0]?.code, o.valueInteger, o.status])).toEqual([
      ['44261-6', 18, 'final'],
      ['70274-6', 12, 'preliminary'],
    ]);
    expect(observations[0]?.interpretation).toEqual([{ text: 'Moderately severe' }]);
  });

  it('records the consent, and a withdrawn consent as inactive with the end of its permission', () => {
    const [consent] = resourcesOf<Consent>(buildSessionBundle(FULL_INPUT), 'Consent');
    expect(consent).toMatchObject({
      status: 'active',
      dateTime: '2026-03-10T08:59:00.000Z',
      performer: [{ display: 'Sarah M. (client)' }],
      patient: { reference: `urn:uuid:${CLIENT_ID}` },
    });
    expect(consent?.policyRule?.text).toBe(
      'Verbal consent to recording and transcription of the session. Agreed after the purpose of the recording was explained.',
    );
    const withdrawn = buildSessionBundle({
      ...FULL_INPUT,
      consent: { ...CONSENT, method: 'written', withdrawnAt: '2026-03-10T09:30:00.000Z' },
    });
    const [inactive] = resourcesOf<Consent>(withdrawn, 'Consent');
    expect(inactive).toMatchObject({
      status: 'inactive',
      provision: { period: { end: '2026-03-10T09:30:00.000Z' } },
    });
    expect(bundleErrors(withdrawn)).toEqual([]);
  });

  it('points the DocumentReference at the report PDF', () => {
    const bundle = buildSessionBundle(FULL_INPUT);
    const documentReference = bundle.entry?.at(-1)?.resource;
    expect(documentReference).toMatchObject({
      resourceType: 'DocumentReference',
      docStatus: 'final',
      content: [{ attachment: { contentType: 'application/pdf', url: FULL_INPUT.report?.url } }],
      context: { encounter: [{ reference: `urn:uuid:${SESSION_ID}` }] },
    });
  });

  it('exports a session with no client, note or report as Practitioner and Encounter alone', () => {
    const bare = buildSessionBundle({
      ...FULL_INPUT,
      client: null,
      note: null,
      report: null,
      diagnoses: FULL_INPUT.diagnoses,
      consent: FULL_INPUT.consent,
      generatedAt: undefined,
    });
    expect(bare.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['Practitioner', 'Encounter']);
    expect(bare.timestamp).toBeUndefined();
    expect(bundleErrors(bare)).toEqual([]);
  });

  it('reads the same each time it is built from the same session', () => {
    expect(JSON.stringify(buildSessionBundle(FULL_INPUT))).toBe(
      JSON.stringify(buildSessionBundle(FULL_INPUT)),
    );
    expect(derivedId('a', 'b')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(derivedId('a', 'b')).not.toBe(derivedId('a', 'c'));
  });
});

describe('the validation itself', () => {
  it('finds the errors of a resource that breaks R4', () => {
    const bundle = buildSessionBundle(FULL_INPUT);
    const broken = structuredClone(bundle);
    const encounter = broken.entry?.[2]?.resource as Partial<Encounter>;
    delete encounter.class;
    expect(bundleErrors(broken).map((result) => result.where)).toEqual(['Bundle', 'entry[2] Encounter']);
    expect(
      fhirErrors({ resourceType: 'Observation', status: 'final' } as Observation).length,
    ).toBeGreaterThan(0);
  });
});

describe('narrative and gender', () => {
  it('escapes text and keeps its paragraphs and line breaks', () => {
    expect(narrative('A & B\nC\n\n<D>').div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml"><p>A &amp; B<br/>C</p><p>&lt;D&gt;</p></div>',
    );
  });
  it.each([
    ['Female', 'female'],
    ['male', 'male'],
    ['Non-binary', 'other'],
    ['', undefined],
  ])('maps %s to %s', (gender, expected) => {
    expect(administrativeGender(gender)).toBe(expected);
  });
});
