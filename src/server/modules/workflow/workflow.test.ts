import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_CONFIRMATION_STATEMENT,
  NOTE_ALREADY_SIGNED,
  NO_NOTE_TO_SIGN,
  SELECTION_NOT_IN_LIST,
  type AssessmentReport,
  type ClientPlanItem,
  type NoteVersion,
} from '#contract/workflow';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import {
  CLIENT_NEEDED_TO_COMPLETE,
  NOTE_NEEDED_TO_COMPLETE,
  NOTHING_TO_EXPORT,
  REPORT_IS_FINAL,
  SESSION_ALREADY_COMPLETED,
} from '../assessments/assessments.routes';

const NOTE = {
  presentingProblem: 'Constant worry about losing her job since the spring restructuring',
  duration: 'About seven months',
  clinicalObservations: 'Restless; wrung her hands while describing work meetings',
  clientQuote: 'I lie awake going over every email I sent',
  summary: 'Intake: worry, poor sleep, no prior treatment',
  sections: [{ title: 'Next Steps', content: 'Keep a worry log for one week', evidence: [] }],
};

const diagnosis = (id: string, name: string, code: string, confidence: number) => ({
  id,
  diagnosis: name,
  code,
  confidence,
  reasoning: `${name} criteria were discussed`,
  criteriaMet: [],
  criteriaUnmet: [],
  evidence: [],
});
const DIAGNOSES = [
  diagnosis('gad', 'Generalized anxiety disorder', 'F41.1', 0.82),
  diagnosis('mdd', 'Major depressive disorder, single episode', 'F32.9', 0.4),
];

const treatment = (id: string, name: string) => ({
  id,
  treatment: name,
  type: 'therapy',
  description: `${name}, weekly`,
  evidenceLevel: 'high',
  rationale: 'First-line for the selected diagnosis',
  source: 'Practice guideline',
});
const TREATMENTS = [
  treatment('cbt', 'Cognitive behavioral therapy'),
  treatment('act', 'Acceptance and commitment therapy'),
];

const SUMMARY = {
  executiveSummary: 'Seven months of work-related worry with broken sleep',
  keyThemes: ['Job insecurity', 'Sleep'],
  therapeuticProgress: 'Engaged and open',
  riskAssessment: 'Suicide risk was not assessed in this session',
  nextSessionGoals: ['Review the worry log'],
  clinicalRecommendations: ['Begin CBT for worry'],
  risk: {
    level: 'not_assessed',
    suicidal: 'not_assessed',
    selfHarm: 'not_assessed',
    harmToOthers: 'not_assessed',
    factors: [],
    protectiveFactors: ['Supportive partner'],
    review: [],
  },
  evidence: { executiveSummary: [], keyThemes: [], riskAssessment: [] },
  provider: 'clinician',
};

const recommendation = (therapy: string) => ({
  id: `rec-${therapy}`,
  type: 'primary',
  therapy,
  description: `${therapy} for generalized anxiety`,
  reasoning: 'Matches the primary diagnosis',
  evidenceLevel: 'high',
  duration: '12-16 weeks',
  frequency: 'Weekly',
  expectedOutcomes: ['Less worry'],
  confidenceScore: 88,
  priority: 'high',
});

type NoteResponse = { note: NoteVersion | null; versions: NoteVersion[] };

describe.each(TEST_DATABASES)('session workflow API on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  let clientId: string;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
    // The signer's name comes from the clinician's own profile.
    await alice.patch('/api/settings', { profile: { title: 'Dr.', firstName: 'Jane', lastName: 'Okafor' } });
    const clients = (await alice.get('/api/clients')).json<{ clients: { id: string; firstName: string }[] }>()
      .clients;
    clientId = clients.find((c) => c.firstName === 'Sarah')?.id ?? '';
    templateId =
      (await alice.get('/api/templates')).json<{ templates: { id: string }[] }>().templates[0]?.id ?? '';
  });
  afterAll(async () => t.close());

  /** A fresh, running session of Sarah M., so each test starts with an empty workflow. */
  const newSession = async (agent = alice) => {
    const response = await agent.post('/api/sessions', { clientId, templateId });
    expect(response.statusCode).toBe(201);
    return response.json<{ session: { id: string } }>().session.id;
  };
  const note = async (sessionId: string) =>
    (await alice.get(`/api/sessions/${sessionId}/note`)).json<NoteResponse>();
  const raw = (sql: string, params: unknown[]) => t.database.query(sql, params);

  it('keeps note versions: a draft is replaced, signing locks it, a later save appends an amendment', async () => {
    const id = await newSession();
    expect(await note(id)).toEqual({ note: null, versions: [] });
    expect((await alice.post(`/api/sessions/${id}/note/sign`)).json()).toMatchObject({
      error: NO_NOTE_TO_SIGN,
      code: 'conflict',
    });

    const first = await alice.put(`/api/sessions/${id}/note`, {
      content: { ...NOTE, summary: 'first draft' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<NoteResponse>().note).toMatchObject({ version: 1, kind: 'original', status: 'draft' });
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    const draft = await note(id);
    expect(draft.versions).toHaveLength(1);
    expect(draft.note?.content).toMatchObject({ ...NOTE, provider: 'clinician' });

    t.clock.advance(60_000);
    const signedAt = t.clock.now().toISOString();
    const signed = await alice.post(`/api/sessions/${id}/note/sign`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<NoteResponse>().note).toMatchObject({
      version: 1,
      status: 'signed',
      signedBy: 'Dr. Jane Okafor',
      signedAt,
    });
    const again = await alice.post(`/api/sessions/${id}/note/sign`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: NOTE_ALREADY_SIGNED, code: 'conflict' });

    const amended = { ...NOTE, duration: 'About eight months' };
    await alice.put(`/api/sessions/${id}/note`, {
      content: amended,
      amendmentReason: 'Corrected the timeline',
    });
    await alice.put(`/api/sessions/${id}/note`, {
      content: { ...amended, clientQuote: 'I lie awake every night' },
    });
    const after = await note(id);
    expect(after.versions.map((v) => [v.version, v.kind, v.status])).toEqual([
      [2, 'amendment', 'draft'],
      [1, 'original', 'signed'],
    ]);
    expect(after.note).toMatchObject({
      version: 2,
      amendmentReason: 'Corrected the timeline',
      content: { duration: 'About eight months', clientQuote: 'I lie awake every night' },
      signedBy: null,
    });
    // The signed text is exactly what was signed.
    expect(after.versions[1]).toEqual(signed.json<NoteResponse>().note);

    const secondSignature = await alice.post(`/api/sessions/${id}/note/sign`);
    expect(secondSignature.json<NoteResponse>().note).toMatchObject({ version: 2, status: 'signed' });
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE, amendmentReason: 'Reverted' });
    expect((await note(id)).versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('rejects a malformed note with 400 and saves nothing', async () => {
    const id = await newSession();
    for (const body of [
      {},
      { content: { ...NOTE, presentingProblem: 42 } },
      { content: { ...NOTE, presentingProblem: 'x'.repeat(20_001) } },
      { content: NOTE, extra: true },
    ]) {
      const response = await alice.put(`/api/sessions/${id}/note`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await note(id)).versions).toHaveLength(0);
  });

  it('stores notes and every workflow document as ciphertext', async () => {
    const id = await newSession();
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.post(`/api/sessions/${id}/note/sign`);
    await alice.put(`/api/sessions/${id}/note`, {
      content: NOTE,
      amendmentReason: 'Secret amendment reason',
    });
    await alice.put(`/api/sessions/${id}/summary`, { summary: SUMMARY });
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad'] });
    await alice.put(`/api/sessions/${id}/plan`, { treatments: TREATMENTS, selectedIds: ['cbt'] });
    await alice.put(`/api/sessions/${id}/assessment`, {
      summary: 'Worry-dominant presentation, CBT advised',
    });
    await alice.post(`/api/clients/${clientId}/treatment-plan`, {
      recommendation: recommendation('Exposure Therapy'),
    });

    const rows = [
      ...(await raw('SELECT body, amendment_reason FROM session_notes WHERE session_id = $1', [id])),
      ...(await raw('SELECT body FROM session_summaries WHERE session_id = $1', [id])),
      ...(await raw('SELECT body FROM diagnosis_suggestions WHERE session_id = $1', [id])),
      ...(await raw('SELECT body FROM treatment_plans WHERE session_id = $1', [id])),
      ...(await raw('SELECT body FROM assessment_reports WHERE session_id = $1', [id])),
      ...(await raw('SELECT body FROM therapy_recommendations WHERE client_id = $1', [clientId])),
    ];
    // Two note versions (signed, then the amendment) and one row for each other document.
    expect(rows).toHaveLength(7);
    const stored = JSON.stringify(rows);
    for (const plaintext of [
      'Constant worry',
      'Secret amendment reason',
      'work-related worry',
      'Generalized anxiety',
      'Cognitive behavioral',
      'Worry-dominant',
      'generalized anxiety',
    ]) {
      expect(stored).not.toContain(plaintext);
    }
    for (const row of rows) expect(String(row.body)).toMatch(/^v1\./);
    expect(rows.map((row) => row.amendment_reason)).toContainEqual(expect.stringMatching(/^v1\./));
  });

  it("lists the client's notes, signed or draft, and final reports for the Client Notes dialog", async () => {
    const signedId = await newSession();
    await alice.put(`/api/sessions/${signedId}/note`, { content: NOTE });
    await alice.post(`/api/sessions/${signedId}/note/sign`);
    const completed = await alice.post(`/api/sessions/${signedId}/complete`);
    expect(completed.statusCode).toBe(200);
    const reportId = completed.json<{ report: { id: string } }>().report.id;
    const draftId = await newSession();
    await alice.put(`/api/sessions/${draftId}/note`, { content: NOTE });

    const response = await alice.get(`/api/clients/${clientId}/notes`);
    expect(response.statusCode).toBe(200);
    const documents = response.json<{
      notes: { sessionId: string; version: number; status: string; signedBy: string | null }[];
      reports: { id: string; sessionId: string }[];
    }>();
    expect(documents.notes.find((n) => n.sessionId === signedId)).toMatchObject({
      version: 1,
      status: 'signed',
      signedBy: 'Dr. Jane Okafor',
    });
    expect(documents.notes.find((n) => n.sessionId === draftId)).toMatchObject({ status: 'draft' });
    expect(documents.reports).toContainEqual(expect.objectContaining({ id: reportId, sessionId: signedId }));

    const bob = new TestAgent(t.app);
    expect((await bob.get(`/api/clients/${clientId}/notes`)).statusCode).toBe(404);
    expect((await alice.get('/api/clients/not-a-client/notes')).statusCode).toBe(400);
  });

  it('saves the session summary', async () => {
    const id = await newSession();
    expect((await alice.get(`/api/sessions/${id}/summary`)).json()).toEqual({ summary: null, versions: [] });
    const saved = await alice.put(`/api/sessions/${id}/summary`, { summary: SUMMARY });
    expect(saved.statusCode).toBe(200);
    const read = (await alice.get(`/api/sessions/${id}/summary`)).json<{
      summary: { summary: unknown; savedAt: string };
    }>();
    expect(read.summary.summary).toEqual(SUMMARY);
    expect(read.summary.savedAt).toBe(t.clock.now().toISOString());
    const bad = await alice.put(`/api/sessions/${id}/summary`, {
      summary: { ...SUMMARY, keyThemes: 'Sleep' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await alice.get(`/api/sessions/${id}/summary`)).json()).toEqual(read);
  });

  it.each([
    [
      'diagnoses',
      { diagnoses: DIAGNOSES, selectedIds: ['gad'], notes: 'Rule out MDD next time', accepted: true },
    ],
    ['plan', { treatments: TREATMENTS, selectedIds: ['cbt', 'act'], accepted: false }],
  ])(
    'saves the %s step and its selection, and refuses a selection that is not listed',
    async (path, step) => {
      const id = await newSession();
      expect((await alice.get(`/api/sessions/${id}/${path}`)).json()).toEqual({ step: null });
      const refused = await alice.put(`/api/sessions/${id}/${path}`, {
        ...step,
        selectedIds: ['gad', 'unknown'],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: SELECTION_NOT_IN_LIST, code: 'validation_failed' });
      expect((await alice.get(`/api/sessions/${id}/${path}`)).json()).toEqual({ step: null });

      expect((await alice.put(`/api/sessions/${id}/${path}`, step)).statusCode).toBe(200);
      expect((await alice.get(`/api/sessions/${id}/${path}`)).json()).toEqual({
        step: { ...step, updatedAt: t.clock.now().toISOString() },
      });
      const cleared = { ...step, selectedIds: [] };
      await alice.put(`/api/sessions/${id}/${path}`, cleared);
      expect((await alice.get(`/api/sessions/${id}/${path}`)).json<{ step: unknown }>().step).toMatchObject(
        cleared,
      );
    },
  );

  it('builds the draft assessment from the saved steps, with only the selected items', async () => {
    const id = await newSession();
    expect((await alice.get(`/api/sessions/${id}/assessment`)).json()).toEqual({ report: null });

    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad'] });
    await alice.put(`/api/sessions/${id}/plan`, { treatments: TREATMENTS, selectedIds: ['act'] });
    const beforeSummary = (await alice.get(`/api/sessions/${id}/assessment`)).json<{
      report: AssessmentReport;
    }>().report;
    expect(beforeSummary).toMatchObject({
      id: '',
      sessionId: id,
      clientId,
      clientFirstName: 'Sarah',
      clientLastName: 'M.',
      clinicianName: 'Dr. Jane Okafor',
      status: 'draft',
      reportType: 'Initial Assessment',
      presentingProblem: NOTE.presentingProblem,
      noteVersion: 1,
      noteSignedBy: null,
      diagnoses: [{ diagnosis: 'Generalized anxiety disorder', code: 'F41.1', confidence: 0.82 }],
      plan: [
        {
          treatment: 'Acceptance and commitment therapy',
          type: 'therapy',
          evidenceLevel: 'high',
          description: 'Acceptance and commitment therapy, weekly',
        },
      ],
      summary: '',
      completedAt: null,
    });

    const saved = await alice.put(`/api/sessions/${id}/assessment`, {
      summary: 'Worry-dominant presentation; CBT-based plan',
      reportType: 'Diagnostic Assessment',
    });
    expect(saved.statusCode).toBe(200);
    const report = saved.json<{ report: AssessmentReport }>().report;
    expect(report).toMatchObject({
      summary: 'Worry-dominant presentation; CBT-based plan',
      reportType: 'Diagnostic Assessment',
    });
    expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
    // Saving the summary again keeps the report type chosen before.
    await alice.put(`/api/sessions/${id}/assessment`, { summary: 'Revised' });
    expect((await alice.get(`/api/sessions/${id}/assessment`)).json()).toMatchObject({
      report: { id: report.id, summary: 'Revised', reportType: 'Diagnostic Assessment' },
    });
    expect(
      (await alice.put(`/api/sessions/${id}/assessment`, { summary: 'x', reportType: 'Other' })).statusCode,
    ).toBe(400);
  });

  it('runs the wizard on a draft with no client yet, and completes it only once its client is chosen', async () => {
    const id = (await alice.post('/api/sessions', {})).json<{ session: { id: string } }>().session.id;
    expect((await alice.put(`/api/sessions/${id}/note`, { content: NOTE })).statusCode).toBe(200);
    expect(
      (await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad'] }))
        .statusCode,
    ).toBe(200);
    const draft = await alice.put(`/api/sessions/${id}/assessment`, { summary: 'Draft summary' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      report: { clientId: null, clientFirstName: '', status: 'draft', summary: 'Draft summary' },
    });

    const refused = await alice.post(`/api/sessions/${id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: CLIENT_NEEDED_TO_COMPLETE, code: 'conflict' });

    await alice.patch(`/api/sessions/${id}`, { clientId });
    const completed = await alice.post(`/api/sessions/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      report: { clientId, clientFirstName: 'Sarah', status: 'final', summary: 'Draft summary' },
    });
  });

  it('completes a session: the report is frozen as final and listed, and the session is completed', async () => {
    const id = await newSession();
    const noNote = await alice.post(`/api/sessions/${id}/complete`);
    expect(noNote.statusCode).toBe(409);
    expect(noNote.json()).toMatchObject({ error: NOTE_NEEDED_TO_COMPLETE, code: 'conflict' });

    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.post(`/api/sessions/${id}/note/sign`);
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad', 'mdd'] });
    await alice.put(`/api/sessions/${id}/assessment`, {
      summary: 'Final summary',
      reportType: 'Progress Assessment',
    });
    t.clock.advance(50 * 60_000);
    const completedAt = t.clock.now().toISOString();
    const completed = await alice.post(`/api/sessions/${id}/complete`);
    expect(completed.statusCode).toBe(200);
    const report = completed.json<{ report: AssessmentReport }>().report;
    expect(report).toMatchObject({
      status: 'final',
      completedAt,
      reportType: 'Progress Assessment',
      summary: 'Final summary',
      noteSignedBy: 'Dr. Jane Okafor',
      diagnoses: [{ code: 'F41.1' }, { code: 'F32.9' }],
    });

    const session = (await alice.get(`/api/sessions/${id}`)).json<{
      session: { status: string; endedAt: string | null; durationMinutes: number | null };
    }>().session;
    expect(session).toMatchObject({ status: 'completed', endedAt: completedAt, durationMinutes: 50 });

    expect((await alice.get(`/api/reports/${report.id}`)).json()).toEqual({ report });
    expect((await alice.get(`/api/sessions/${id}/assessment`)).json()).toEqual({ report });

    // The final report does not follow later changes to the working steps.
    await alice.put(`/api/sessions/${id}/note`, { content: { ...NOTE, presentingProblem: 'Amended' } });
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: [] });
    expect((await alice.get(`/api/reports/${report.id}`)).json()).toEqual({ report });
    const again = await alice.post(`/api/sessions/${id}/complete`);
    expect(again.json()).toMatchObject({ error: SESSION_ALREADY_COMPLETED, code: 'conflict' });
    const edit = await alice.put(`/api/sessions/${id}/assessment`, { summary: 'Too late' });
    expect(edit.json()).toMatchObject({ error: REPORT_IS_FINAL, code: 'conflict' });

    // A second completed session lists first: newest first, with the client's name.
    const second = await newSession();
    await alice.put(`/api/sessions/${second}/note`, { content: NOTE });
    t.clock.advance(60_000);
    const secondReport = (await alice.post(`/api/sessions/${second}/complete`)).json<{
      report: AssessmentReport;
    }>().report;
    expect(secondReport).toMatchObject({ status: 'final', reportType: 'Initial Assessment', summary: '' });
    const list = (await alice.get('/api/reports')).json<{ reports: { id: string }[] }>().reports;
    expect(list.slice(0, 2)).toEqual([
      {
        id: secondReport.id,
        sessionId: second,
        reportType: 'Initial Assessment',
        clientFirstName: 'Sarah',
        clientLastName: 'M.',
        createdAt: secondReport.createdAt,
      },
      expect.objectContaining({ id: report.id, sessionId: id, reportType: 'Progress Assessment' }),
    ]);
  });

  it('exports the assessment as a real PDF with the note, the codes and the confirmation, audited as an export', async () => {
    const id = await newSession();
    const empty = await alice.get(`/api/sessions/${id}/assessment/pdf`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ error: NOTHING_TO_EXPORT, code: 'conflict' });

    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.post(`/api/sessions/${id}/note/sign`);
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad'] });
    await alice.put(`/api/sessions/${id}/plan`, { treatments: TREATMENTS, selectedIds: ['cbt'] });
    await alice.put(`/api/sessions/${id}/assessment`, { summary: 'Worry-dominant presentation' });

    const response = await alice.get(`/api/sessions/${id}/assessment/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="assessment-sarah-m-${day}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      NOTE.presentingProblem,
      NOTE.clientQuote,
      'Keep a worry log for one week',
      'F41.1',
      'Generalized anxiety disorder',
      'Cognitive behavioral therapy',
      'Worry-dominant presentation',
      'Sarah M.',
      'Dr. Jane Okafor',
      'signed by Dr. Jane Okafor',
      AI_CONFIRMATION_STATEMENT,
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('F32.9');

    const [audit] = await raw(
      'SELECT action, record_type, record_id, outcome FROM audit_events ORDER BY id DESC LIMIT 1',
      [],
    );
    expect(audit).toEqual({
      action: 'export',
      record_type: 'assessment-report',
      record_id: id,
      outcome: 'success',
    });

    const report = (await alice.post(`/api/sessions/${id}/complete`)).json<{ report: AssessmentReport }>()
      .report;
    const final = await alice.get(`/api/reports/${report.id}/pdf`);
    expect(final.headers['content-type']).toBe('application/pdf');
    const finalText = (
      await extractText(new Uint8Array(final.rawPayload), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(finalText).toContain('Final, completed');
    expect(finalText).toContain(NOTE.presentingProblem);
    const [finalAudit] = await raw('SELECT action, record_id FROM audit_events ORDER BY id DESC LIMIT 1', []);
    expect(finalAudit).toEqual({ action: 'export', record_id: report.id });
  });

  it('prints text outside the PDF font as placeholders instead of failing', async () => {
    const id = await newSession();
    await alice.put(`/api/sessions/${id}/note`, { content: { ...NOTE, clientQuote: 'Score ≥ 12, 心配 😟' } });
    const response = await alice.get(`/api/sessions/${id}/assessment/pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Score ? 12');
  });

  it("keeps a client's treatment plan: saved items are planned, implemented ones active", async () => {
    const url = `/api/clients/${clientId}/treatment-plan`;
    const before = (await alice.get(url)).json<{ items: ClientPlanItem[] }>().items;

    const saved = await alice.post(url, {
      recommendation: recommendation('Mindfulness-Based Stress Reduction'),
    });
    expect(saved.statusCode).toBe(201);
    const item = saved.json<{ item: ClientPlanItem }>().item;
    expect(item).toMatchObject({ therapy: 'Mindfulness-Based Stress Reduction', status: 'planned' });

    t.clock.advance(1_000);
    const implemented = await alice.post(url, {
      recommendation: { ...recommendation('Mindfulness-Based Stress Reduction'), frequency: 'Twice weekly' },
      status: 'active',
    });
    expect(implemented.statusCode).toBe(200);
    expect(implemented.json<{ item: ClientPlanItem }>().item).toMatchObject({
      id: item.id,
      status: 'active',
      recommendation: { frequency: 'Twice weekly' },
    });
    // Saving an implemented recommendation again does not take it back to planned.
    await alice.post(url, { recommendation: recommendation('Mindfulness-Based Stress Reduction') });
    const other = (await alice.post(url, { recommendation: recommendation('Behavioral Activation') })).json<{
      item: ClientPlanItem;
    }>().item;

    const items = (await alice.get(url)).json<{ items: ClientPlanItem[] }>().items;
    expect(items.length).toBe(before.length + 2);
    expect(items.find((i) => i.id === item.id)).toMatchObject({ status: 'active' });

    expect((await alice.post(url, { recommendation: recommendation('  ') })).statusCode).toBe(400);
    expect(
      (await alice.post(url, { recommendation: recommendation('X'), status: 'done' })).json(),
    ).toMatchObject({
      error: 'Status must be planned or active',
    });
    const wrongClient = (await alice.get('/api/clients'))
      .json<{ clients: { id: string }[] }>()
      .clients.find((c) => c.id !== clientId)?.id;
    expect((await alice.delete(`/api/clients/${wrongClient}/treatment-plan/${other.id}`)).statusCode).toBe(
      404,
    );
    expect((await alice.delete(`${url}/${other.id}`)).statusCode).toBe(204);
    expect((await alice.delete(`${url}/${other.id}`)).statusCode).toBe(404);
    expect((await alice.get(url)).json<{ items: ClientPlanItem[] }>().items.map((i) => i.id)).not.toContain(
      other.id,
    );
    expect(
      (
        await alice.post('/api/clients/00000000-0000-4000-8000-000000000000/treatment-plan', {
          recommendation: recommendation('CBT'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 to another clinician for every workflow route, and changes nothing', async () => {
    const id = await newSession();
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.put(`/api/sessions/${id}/diagnoses`, { diagnoses: DIAGNOSES, selectedIds: ['gad'] });
    const report = (await alice.post(`/api/sessions/${id}/complete`)).json<{ report: AssessmentReport }>()
      .report;
    const item = (
      await alice.post(`/api/clients/${clientId}/treatment-plan`, {
        recommendation: recommendation('Schema Therapy'),
      })
    ).json<{ item: ClientPlanItem }>().item;
    const before = (await alice.get('/api/export')).body.replace(/"exportedAt":"[^"]+"/, '');

    const bob = new TestAgent(t.app);
    const calls: [string, 'GET' | 'PUT' | 'POST' | 'DELETE', unknown?][] = [
      [`/api/sessions/${id}/note`, 'GET'],
      [`/api/sessions/${id}/note`, 'PUT', { content: NOTE }],
      [`/api/sessions/${id}/note/sign`, 'POST'],
      [`/api/sessions/${id}/summary`, 'GET'],
      [`/api/sessions/${id}/summary`, 'PUT', { summary: SUMMARY }],
      [`/api/sessions/${id}/diagnoses`, 'GET'],
      [`/api/sessions/${id}/diagnoses`, 'PUT', { diagnoses: DIAGNOSES, selectedIds: [] }],
      [`/api/sessions/${id}/plan`, 'GET'],
      [`/api/sessions/${id}/plan`, 'PUT', { treatments: TREATMENTS, selectedIds: [] }],
      [`/api/sessions/${id}/assessment`, 'GET'],
      [`/api/sessions/${id}/assessment`, 'PUT', { summary: 'Intruder' }],
      [`/api/sessions/${id}/assessment/pdf`, 'GET'],
      [`/api/sessions/${id}/complete`, 'POST'],
      [`/api/reports/${report.id}`, 'GET'],
      [`/api/reports/${report.id}/pdf`, 'GET'],
      [`/api/clients/${clientId}/treatment-plan`, 'GET'],
      [
        `/api/clients/${clientId}/treatment-plan`,
        'POST',
        { recommendation: recommendation('Schema Therapy') },
      ],
      [`/api/clients/${clientId}/treatment-plan/${item.id}`, 'DELETE'],
    ];
    for (const [url, method, payload] of calls) {
      const response = await bob.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'not_found' });
    }
    expect((await bob.get('/api/reports')).json()).toEqual({ reports: [], total: 0, nextCursor: null });
    expect((await bob.get('/api/export')).body).not.toContain(report.id);
    expect((await alice.get('/api/export')).body.replace(/"exportedAt":"[^"]+"/, '')).toBe(before);
  });

  it('exports the workflow documents decrypted with the workspace', async () => {
    const id = await newSession();
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    await alice.put(`/api/sessions/${id}/summary`, { summary: SUMMARY });
    await alice.put(`/api/sessions/${id}/plan`, { treatments: TREATMENTS, selectedIds: ['cbt'] });
    await alice.put(`/api/sessions/${id}/assessment`, { summary: 'Exported summary' });
    const exported = (await alice.get('/api/export')).json<{
      sessionNotes: { sessionId: string; content: { presentingProblem: string } }[];
      sessionSummaries: { sessionId: string; summary: { executiveSummary: string } }[];
      planSteps: { sessionId: string; selectedIds: string[] }[];
      assessmentReports: { sessionId: string; summary: string; status: string }[];
      clientTreatmentPlans: { clientId: string; therapy: string }[];
    }>();
    expect(exported.sessionNotes.find((n) => n.sessionId === id)?.content.presentingProblem).toBe(
      NOTE.presentingProblem,
    );
    expect(exported.sessionSummaries.find((s) => s.sessionId === id)?.summary.executiveSummary).toBe(
      SUMMARY.executiveSummary,
    );
    expect(exported.planSteps.find((s) => s.sessionId === id)?.selectedIds).toEqual(['cbt']);
    expect(exported.assessmentReports.find((r) => r.sessionId === id)).toMatchObject({
      status: 'draft',
      summary: 'Exported summary',
    });
    expect(exported.assessmentReports.some((r) => r.status === 'final')).toBe(true);
    expect(exported.clientTreatmentPlans.some((p) => p.clientId === clientId)).toBe(true);
  });
});
