import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const TRANSCRIPT = [
  'Therapist: What brings you in today?',
  "Client: I can't stop worrying. Work, money, my kids, everything. I can't switch my mind off at night.",
  'Therapist: How long has it been like this?',
  "Client: For about seven months now. I'm restless, my shoulders are always tight, and I'm exhausted.",
  "Client: I can't concentrate at work and I snap at my husband over nothing.",
  'Therapist: Have you had any thoughts of harming yourself?',
  'Client: No, nothing like that. My kids keep me going.',
].join('\n');

type Span = { start: number; end: number; text: string };

describe.each(TEST_DATABASES)('generation API on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => t.close());

  it('writes a grounded note: spec fields, a verbatim client quote and valid evidence spans', async () => {
    const response = await agent.post('/api/generate-session-note', { dictationText: TRANSCRIPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const note = response.json<{
      presentingProblem: string;
      duration: string;
      clientQuote: string;
      evidence: Record<string, Span[]>;
      provider: string;
    }>();
    expect(note.presentingProblem).toMatch(/worry/i);
    expect(note.duration).toContain('For about seven months');
    expect(TRANSCRIPT).toContain(note.clientQuote);
    expect(note.provider).toBe('local-engine');
    for (const spans of Object.values(note.evidence))
      for (const s of spans) expect(TRANSCRIPT.slice(s.start, s.end)).toBe(s.text);
  });

  it('fills the template sections when a template is given', async () => {
    const templates = (await agent.get('/api/templates')).json<{
      templates: { id: string; name: string; sections: string[] }[];
    }>().templates;
    const soap = templates.find((tpl) => tpl.name === 'SOAP Note');
    const note = (
      await agent.post('/api/generate-session-note', { dictationText: TRANSCRIPT, templateId: soap?.id })
    ).json<{ sections: { title: string; content: string }[] }>();
    expect(note.sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(note.sections.find((s) => s.title === 'Assessment')?.content).toContain(
      'Generalized anxiety disorder',
    );
  });

  it('summarises with a risk block that reports a denial only where there was one', async () => {
    const summary = (
      await agent.post('/api/generate-session-summary', { transcription: TRANSCRIPT, clientName: 'Dana R.' })
    ).json<{
      risk: { suicidal: string; selfHarm: string; harmToOthers: string; protectiveFactors: string[] };
      executiveSummary: string;
    }>();
    expect(summary.risk).toMatchObject({
      selfHarm: 'denied',
      suicidal: 'not_assessed',
      harmToOthers: 'not_assessed',
    });
    expect(summary.executiveSummary).toContain('Dana R.');
  });

  it('ranks diagnoses with codes, confidence and criteria', async () => {
    const result = (await agent.post('/api/generate-diagnosis', { clinicalNote: TRANSCRIPT })).json<{
      diagnoses: { id: string; code: string; confidence: number; criteriaMet: unknown[] }[];
    }>();
    expect(result.diagnoses[0]).toMatchObject({ id: 'generalized-anxiety-disorder', code: 'F41.1' });
    expect(result.diagnoses[0]?.confidence).toBeGreaterThan(0.5);
  });

  it.each([
    ['/api/generate-session-note', { dictationText: '   ' }, 'No transcription text available'],
    ['/api/generate-session-note', {}, 'No transcription text available'],
    ['/api/generate-session-summary', { transcription: '' }, 'No session content available for summary'],
    ['/api/generate-diagnosis', { clinicalNote: ' ' }, 'A clinical note is required'],
    ['/api/generate-session-note', { dictationText: 'x'.repeat(200_001) }, 'at most 200,000 characters'],
  ])('%s rejects %j with 400', async (url, body, message) => {
    const response = await agent.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });
});
