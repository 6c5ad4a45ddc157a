import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUMMARY_CONTENT, NO_TRANSCRIPTION_TEXT, type SessionSummary } from '#contract/generation';
import { SIGNED_NOTE_NEEDS_REASON, type NoteVersion, type SummaryVersion } from '#contract/workflow';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

type NoteResponse = { note: NoteVersion | null; versions: NoteVersion[] };
type SummaryResponse = {
  summary: { summary: SessionSummary; savedAt: string; source: 'generated' | 'saved' } | null;
  versions: SummaryVersion[];
};

const TRANSCRIPT = [
  'Therapist: What brings you in today?',
  "Client: I've been feeling really low for about three months, since my partner left. I don't enjoy anything any more.",
  "Client: I wake at four every morning and can't get back to sleep, and I'm exhausted all day at work.",
  'Therapist: Have you had any thoughts of ending your life?',
  "Client: Sometimes I think everyone would be better off without me, but I haven't made any plan.",
  "Therapist: Let's make a safety plan together and see you again next week.",
].join('\n');

describe.each(TEST_DATABASES)('generation for a stored session on %s', (kind) => {
  let t: TestApp;
  let alice: TestAgent;
  let bob: TestAgent;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    await bob.get('/api/auth/me');
    const clients = (await alice.get('/api/clients')).json<{ clients: { id: string }[] }>().clients;
    clientId = clients[0]?.id ?? '';
  });
  afterAll(async () => t.close());

  /** A new session of the first client with `transcript` stored on the server. */
  async function sessionWith(transcript: string): Promise<string> {
    const created = await alice.post('/api/sessions', { clientId });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ session: { id: string } }>().session.id;
    if (transcript) expect((await alice.patch(`/api/sessions/${id}`, { transcript })).statusCode).toBe(200);
    return id;
  }
  const noteOf = async (id: string) => (await alice.get(`/api/sessions/${id}/note`)).json<NoteResponse>();
  const summaryOf = async (id: string) =>
    (await alice.get(`/api/sessions/${id}/summary`)).json<SummaryResponse>();

  it('writes the note from the stored transcript and saves it as the current draft', async () => {
    const id = await sessionWith(TRANSCRIPT);
    const response = await alice.post(`/api/sessions/${id}/note/generate`, {});
    expect(response.statusCode).toBe(200);
    const body = response.json<NoteResponse>();
    expect(body.versions).toHaveLength(1);
    expect(body.note).toMatchObject({ version: 1, kind: 'original', status: 'draft' });
    // Drawn from what was said: the quote is the client's own words, the duration the three months.
    expect(TRANSCRIPT).toContain(body.note?.content.clientQuote.replace(/^"|"$/g, '') ?? '<none>');
    expect(body.note?.content.duration.toLowerCase()).toContain('three months');
    expect(body.note?.content.provider).not.toBe('clinician');
    expect(await noteOf(id)).toEqual(body);

    // Generating again replaces the draft in place: still one version.
    const again = (await alice.post(`/api/sessions/${id}/note/generate`)).json<NoteResponse>();
    expect(again.versions).toHaveLength(1);
  });

  it('never overwrites a signed note: without a reason it answers 409, with one it adds an amendment', async () => {
    const id = await sessionWith(TRANSCRIPT);
    await alice.post(`/api/sessions/${id}/note/generate`, {});
    expect((await alice.post(`/api/sessions/${id}/note/sign`)).statusCode).toBe(200);
    const signed = await noteOf(id);

    const refused = await alice.post(`/api/sessions/${id}/note/generate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: SIGNED_NOTE_NEEDS_REASON, code: 'conflict' });
    expect(await noteOf(id)).toEqual(signed);

    const amended = await alice.post(`/api/sessions/${id}/note/generate`, {
      amendmentReason: 'Regenerated from the corrected transcript',
    });
    expect(amended.statusCode).toBe(200);
    const after = amended.json<NoteResponse>();
    expect(after.versions.map((v) => [v.version, v.kind, v.status])).toEqual([
      [2, 'amendment', 'draft'],
      [1, 'original', 'signed'],
    ]);
    expect(after.note?.amendmentReason).toBe('Regenerated from the corrected transcript');
    expect(after.versions[1]).toEqual(signed.versions[0]);
  });

  it('saves a generated summary at once, and every later generation or edit as a new version', async () => {
    const id = await sessionWith(TRANSCRIPT);
    const generated = await alice.post(`/api/sessions/${id}/summary/generate`, {});
    expect(generated.statusCode).toBe(200);
    const first = generated.json<SummaryResponse>();
    // Read from the session: the disclosed passive suicidal thought is present, never denied.
    expect(first.summary?.summary.risk.suicidal).toBe('present');
    expect(first.versions.map((v) => [v.version, v.source])).toEqual([[1, 'generated']]);
    expect(await summaryOf(id)).toEqual(first);

    if (!first.summary) throw new Error('no summary was saved');
    const edited = {
      ...first.summary.summary,
      executiveSummary: 'Three months of low mood after a separation; passive suicidal thoughts, no plan.',
      provider: 'clinician',
    };
    expect((await alice.put(`/api/sessions/${id}/summary`, { summary: edited })).statusCode).toBe(200);
    await alice.post(`/api/sessions/${id}/summary/generate`);
    const read = await summaryOf(id);
    expect(read.versions.map((v) => [v.version, v.source])).toEqual([
      [3, 'generated'],
      [2, 'saved'],
      [1, 'generated'],
    ]);
    // The clinician's edit is kept as it was saved, though a later generation is current.
    expect(read.versions[1]?.summary.executiveSummary).toBe(edited.executiveSummary);
    expect(read.summary?.summary).toEqual(read.versions[0]?.summary);

    const exported = (await alice.get('/api/export')).json<{
      sessionSummaryVersions: { sessionId: string; version: number }[];
    }>();
    expect(exported.sessionSummaryVersions.filter((v) => v.sessionId === id).map((v) => v.version)).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps a summary generated by the spec route for a named session at once, until the clinician saves it', async () => {
    const id = await sessionWith(TRANSCRIPT);
    const generated = await alice.post('/api/generate-session-summary', {
      transcription: TRANSCRIPT,
      clientName: 'Sarah M.',
      sessionDate: '2026-11-29',
      sessionId: id,
    });
    expect(generated.statusCode).toBe(200);
    const kept = await summaryOf(id);
    expect(kept.summary?.source).toBe('generated');
    expect(kept.summary?.summary.executiveSummary).toBe(generated.json<SessionSummary>().executiveSummary);
    expect(
      (await alice.put(`/api/sessions/${id}/summary`, { summary: kept.summary?.summary })).statusCode,
    ).toBe(200);
    const saved = await summaryOf(id);
    expect(saved.summary?.source).toBe('saved');
    expect(saved.versions.map((v) => v.source)).toEqual(['saved', 'generated']);

    // Without a session named, nothing is stored anywhere.
    const before = (await alice.get('/api/export')).json<{ sessionSummaryVersions: unknown[] }>();
    await alice.post('/api/generate-session-summary', { transcription: TRANSCRIPT });
    const after = (await alice.get('/api/export')).json<{ sessionSummaryVersions: unknown[] }>();
    expect(after.sessionSummaryVersions).toHaveLength(before.sessionSummaryVersions.length);
  });

  it('answers insights from the stored transcript', async () => {
    const id = await sessionWith(TRANSCRIPT);
    const response = await alice.post(`/api/sessions/${id}/insights/generate`);
    expect(response.statusCode).toBe(200);
    const insights = response.json<{ emotions: { name: string }[]; heatmap: unknown[] }>();
    expect(insights.emotions.length).toBeGreaterThan(0);
    expect(insights.heatmap.length).toBeGreaterThan(0);
  });

  it('refuses a session without a transcript with the spec messages, and saves nothing', async () => {
    const id = await sessionWith('');
    const note = await alice.post(`/api/sessions/${id}/note/generate`, {});
    expect(note.statusCode).toBe(400);
    expect(note.json()).toMatchObject({ error: NO_TRANSCRIPTION_TEXT });
    const summary = await alice.post(`/api/sessions/${id}/summary/generate`, {});
    expect(summary.statusCode).toBe(400);
    expect(summary.json()).toMatchObject({ error: NO_SUMMARY_CONTENT });
    expect(await noteOf(id)).toEqual({ note: null, versions: [] });
    expect(await summaryOf(id)).toEqual({ summary: null, versions: [] });
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const id = await sessionWith(TRANSCRIPT);
    for (const body of [{ amendmentReason: '' }, { amendmentReason: 42 }, { transcript: 'Client: fine.' }]) {
      const response = await alice.post(`/api/sessions/${id}/note/generate`, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await alice.post(`/api/sessions/${id}/summary/generate`, { extra: true })).statusCode).toBe(400);
    expect((await alice.post('/api/sessions/not-a-uuid/note/generate', {})).statusCode).toBe(400);
    expect(await noteOf(id)).toEqual({ note: null, versions: [] });
    expect(await summaryOf(id)).toEqual({ summary: null, versions: [] });
  });

  it("gives another clinician 404 for the session's generation and its summary versions", async () => {
    const id = await sessionWith(TRANSCRIPT);
    await alice.post(`/api/sessions/${id}/summary/generate`, {});
    for (const path of ['note/generate', 'summary/generate', 'insights/generate'])
      expect((await bob.post(`/api/sessions/${id}/${path}`, {})).statusCode).toBe(404);
    expect((await bob.get(`/api/sessions/${id}/summary`)).statusCode).toBe(404);
    expect((await summaryOf(id)).versions).toHaveLength(1);
    expect(await noteOf(id)).toEqual({ note: null, versions: [] });
  });
});
