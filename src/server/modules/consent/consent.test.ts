import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_ALREADY_RECORDED,
  CONSENT_NAME_REQUIRED,
  CONSENT_REQUIRED_FOR_AUDIO,
  CONSENT_TIME_IN_FUTURE,
  NO_CONSENT_TO_WITHDRAW,
  consentStatement,
  type SessionConsent,
} from '#contract/consent';
import type { TherapySessionDetail } from '#contract/sessions';
import type { AssessmentReport, NoteVersion } from '#contract/workflow';
import { startFakeWhisperServer, type FakeWhisperServer } from '../../testing/fake-whisper-server';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const AUDIO = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 0x5a)]);
const NOTE = {
  presentingProblem: 'Worry about work for months',
  duration: 'Six months',
  clinicalObservations: 'Restless',
  clientQuote: 'I cannot switch my mind off',
  summary: 'First session',
};

function postAudio(agent: TestAgent, sessionId: string, keep = false) {
  return agent.request({
    method: 'POST',
    url: `/api/transcriptions?sessionId=${sessionId}&keep=${String(keep)}`,
    payload: AUDIO,
    headers: { 'content-type': 'audio/webm' },
  });
}

async function files(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(TEST_DATABASES)('consent to recording API on %s', (kind) => {
  let whisper: FakeWhisperServer;
  let dataDir: string;
  let t: TestApp;
  let alice: TestAgent;
  let bob: TestAgent;
  let aliceId: string;

  beforeAll(async () => {
    whisper = await startFakeWhisperServer();
    whisper.answerWith(() => ({ body: JSON.stringify({ text: 'Client: I have not slept for weeks.' }) }));
    dataDir = await mkdtemp(path.join(tmpdir(), 'cw-consent-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir, TRANSCRIPTION_BASE_URL: whisper.baseUrl });
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    aliceId = (await alice.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    await bob.get('/api/auth/me');
  });
  afterAll(async () => {
    await t.close();
    await whisper.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function newSession(agent = alice): Promise<string> {
    const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
    const response = await agent.post('/api/sessions', { clientId });
    expect(response.statusCode).toBe(201);
    return response.json<{ session: { id: string } }>().session.id;
  }
  const givenAt = () => new Date(t.clock.now().getTime() - 60_000).toISOString();
  const verbal = () => ({ method: 'verbal', givenBy: 'client', givenAt: givenAt() });
  const session = async (id: string, agent = alice) =>
    (await agent.get(`/api/sessions/${id}`)).json<{ session: TherapySessionDetail }>().session;
  const lastAudit = async () =>
    (
      await t.database.query(
        'SELECT clinician_id, action, record_type, record_id, outcome FROM audit_events ORDER BY id DESC LIMIT 1',
      )
    )[0];

  it('records consent with the session, shows it on every read of the session, and audits it', async () => {
    const id = await newSession();
    expect((await session(id)).consent).toBeNull();

    const response = await alice.post(`/api/sessions/${id}/consent`, {
      method: 'written',
      givenBy: 'guardian',
      givenByName: '  Maria Alvarez ',
      givenAt: '2026-03-10T09:05:00.000Z',
      note: 'Signed form scanned to the client file',
    });
    expect(response.statusCode).toBe(201);
    const consent = response.json<{ session: TherapySessionDetail }>().session.consent;
    expect(consent).toEqual({
      id: expect.any(String),
      method: 'written',
      givenBy: 'guardian',
      givenByName: 'Maria Alvarez',
      givenAt: '2026-03-10T09:05:00.000Z',
      note: 'Signed form scanned to the client file',
      recordedBy: 'Dr. Alex Morgan',
      recordedAt: t.clock.now().toISOString(),
      withdrawnAt: null,
      withdrawnBy: null,
      recordingsDeleted: null,
    });
    expect(await lastAudit()).toEqual({
      clinician_id: aliceId,
      action: 'create',
      record_type: 'session-consent',
      record_id: id,
      outcome: 'success',
    });
    expect((await session(id)).consent).toEqual(consent);
    const listed = (await alice.get('/api/sessions')).json<{ sessions: TherapySessionDetail[] }>().sessions;
    expect(listed.find((s) => s.id === id)?.consent).toEqual(consent);

    // The representative's name and the note are not stored as plaintext.
    const rows = await t.database.query('SELECT * FROM session_consents');
    expect(JSON.stringify(rows)).not.toContain('Maria Alvarez');
    expect(JSON.stringify(rows)).not.toContain('scanned');

    const again = await alice.post(`/api/sessions/${id}/consent`, verbal());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: CONSENT_ALREADY_RECORDED, code: 'conflict' });
  });

  it.each([
    [
      { method: 'nodding', givenBy: 'client', givenAt: '2026-03-10T09:05:00Z' },
      'Consent must be verbal or written',
    ],
    [{ method: 'verbal', givenBy: 'neighbour', givenAt: '2026-03-10T09:05:00Z' }, 'Consent must be given by'],
    [{ method: 'verbal', givenBy: 'client', givenAt: 'yesterday' }, 'Use an ISO 8601 date and time'],
    [{ method: 'verbal', givenBy: 'client' }, 'Use an ISO 8601 date and time'],
    [{ method: 'verbal', givenBy: 'guardian', givenAt: '2026-03-10T09:05:00Z' }, CONSENT_NAME_REQUIRED],
    [
      { method: 'verbal', givenBy: 'representative', givenByName: '   ', givenAt: '2026-03-10T09:05:00Z' },
      CONSENT_NAME_REQUIRED,
    ],
    [
      { method: 'verbal', givenBy: 'client', givenByName: 'Someone', givenAt: '2026-03-10T09:05:00Z' },
      'A name is only given',
    ],
    [
      { method: 'verbal', givenBy: 'client', givenAt: '2026-03-10T09:05:00Z', note: 'x'.repeat(2001) },
      'at most 2,000',
    ],
    [{ method: 'verbal', givenBy: 'client', givenAt: '2026-03-10T09:05:00Z', extra: true }, ''],
    [['verbal', 'client'], ''],
  ])('answers 400 with a clear message for malformed consent %#', async (body, message) => {
    const id = await newSession();
    const response = await alice.post(`/api/sessions/${id}/consent`, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ error: string; code: string }>();
    expect(answer.code).toMatch(/validation_failed|bad_request/);
    expect(answer.error).toContain(message);
    expect((await session(id)).consent).toBeNull();
  });

  it('refuses a consent time in the future, and a malformed withdrawal, with 400', async () => {
    const id = await newSession();
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const response = await alice.post(`/api/sessions/${id}/consent`, { ...verbal(), givenAt: future });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CONSENT_TIME_IN_FUTURE, code: 'validation_failed' });

    await alice.post(`/api/sessions/${id}/consent`, verbal());
    for (const body of [{}, { deleteAudioAndTranscript: 'yes' }, undefined]) {
      const refused = await alice.post(`/api/sessions/${id}/consent/withdraw`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error.length).toBeGreaterThan(0);
    }
    expect((await session(id)).consent?.withdrawnAt).toBeNull();
  });

  it("answers 404 for another clinician's session and changes nothing", async () => {
    const id = await newSession();
    const recorded = await bob.post(`/api/sessions/${id}/consent`, verbal());
    expect(recorded.statusCode).toBe(404);
    expect(recorded.json()).toMatchObject({ code: 'not_found' });
    expect((await session(id)).consent).toBeNull();

    await alice.post(`/api/sessions/${id}/consent`, verbal());
    const withdrawn = await bob.post(`/api/sessions/${id}/consent/withdraw`, {
      deleteAudioAndTranscript: true,
    });
    expect(withdrawn.statusCode).toBe(404);
    expect((await session(id)).consent?.withdrawnAt).toBeNull();
    expect((await postAudio(bob, id)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000099';
    expect((await alice.post(`/api/sessions/${unknown}/consent`, verbal())).statusCode).toBe(404);
  });

  it('refuses audio for a session without current consent with 409, and takes it once consent is recorded', async () => {
    const id = await newSession();
    whisper.received.length = 0;
    const refused = await postAudio(alice, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: CONSENT_REQUIRED_FOR_AUDIO, code: 'conflict' });
    expect(whisper.received).toHaveLength(0);
    expect(await files(path.join(dataDir, 'audio'))).toEqual([]);

    await alice.post(`/api/sessions/${id}/consent`, verbal());
    const taken = await postAudio(alice, id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ text: 'Client: I have not slept for weeks.', audioKept: false });

    await alice.post(`/api/sessions/${id}/consent/withdraw`, { deleteAudioAndTranscript: false });
    const afterWithdrawal = await postAudio(alice, id);
    expect(afterWithdrawal.statusCode).toBe(409);
    expect(afterWithdrawal.json()).toEqual({ error: CONSENT_REQUIRED_FOR_AUDIO, code: 'conflict' });
    expect(whisper.received).toHaveLength(1);
  });

  it('consent withdrawn while the audio is being transcribed: nothing is kept and the words are not answered', async () => {
    const id = await newSession();
    await alice.post(`/api/sessions/${id}/consent`, verbal());
    whisper.answerWith(() => ({ body: JSON.stringify({ text: 'Client: late words.' }), delayMs: 400 }));
    try {
      const upload = postAudio(alice, id, true);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const withdrawn = await alice.post(`/api/sessions/${id}/consent/withdraw`, {
        deleteAudioAndTranscript: true,
      });
      expect(withdrawn.statusCode).toBe(200);
      const response = await upload;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: CONSENT_REQUIRED_FOR_AUDIO, code: 'conflict' });
      expect((await files(path.join(dataDir, 'audio'))).filter((f) => f.startsWith(id))).toEqual([]);
      expect(await files(path.join(dataDir, 'audio', '.incoming'))).toEqual([]);
    } finally {
      whisper.answerWith(() => ({ body: JSON.stringify({ text: 'Client: I have not slept for weeks.' }) }));
    }
  });

  it('typing a transcript needs no consent', async () => {
    const id = await newSession();
    const typed = await alice.patch(`/api/sessions/${id}`, {
      transcript: 'Client: typed after the session.',
    });
    expect(typed.statusCode).toBe(200);
    expect((await session(id)).transcript).toBe('Client: typed after the session.');
  });

  it('withdrawing and keeping the recordings keeps the audio and transcript; consent can be given again', async () => {
    const id = await newSession();
    await alice.post(`/api/sessions/${id}/consent`, verbal());
    expect((await postAudio(alice, id, true)).json()).toMatchObject({ audioKept: true });
    await alice.patch(`/api/sessions/${id}`, { transcript: 'Client: I have not slept for weeks.' });
    const kept = (await files(path.join(dataDir, 'audio', aliceId))).filter((f) => f.startsWith(id));
    expect(kept).toHaveLength(1);

    t.clock.advance(60_000);
    const response = await alice.post(`/api/sessions/${id}/consent/withdraw`, {
      deleteAudioAndTranscript: false,
    });
    expect(response.statusCode).toBe(200);
    const withdrawn = response.json<{ session: TherapySessionDetail }>().session;
    expect(withdrawn.consent).toMatchObject({
      withdrawnAt: t.clock.now().toISOString(),
      withdrawnBy: 'Dr. Alex Morgan',
      recordingsDeleted: false,
    });
    expect(withdrawn.transcript).toBe('Client: I have not slept for weeks.');
    expect((await files(path.join(dataDir, 'audio', aliceId))).filter((f) => f.startsWith(id))).toEqual(kept);
    expect(await lastAudit()).toMatchObject({
      action: 'withdraw',
      record_type: 'session-consent',
      record_id: id,
    });

    const twice = await alice.post(`/api/sessions/${id}/consent/withdraw`, {
      deleteAudioAndTranscript: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: NO_CONSENT_TO_WITHDRAW, code: 'conflict' });
    expect((await session(id)).transcript).toBe('Client: I have not slept for weeks.');

    const regiven = await alice.post(`/api/sessions/${id}/consent`, { ...verbal(), method: 'written' });
    expect(regiven.statusCode).toBe(201);
    expect(regiven.json<{ session: TherapySessionDetail }>().session.consent).toMatchObject({
      method: 'written',
      withdrawnAt: null,
    });
  });

  it("withdrawing and deleting removes the session's kept audio and transcript, and no other session's", async () => {
    const id = await newSession();
    const other = await newSession();
    for (const sessionId of [id, other]) {
      await alice.post(`/api/sessions/${sessionId}/consent`, verbal());
      expect((await postAudio(alice, sessionId, true)).json()).toMatchObject({ audioKept: true });
      await alice.patch(`/api/sessions/${sessionId}`, { transcript: 'Client: words to keep or lose.' });
    }
    const folder = path.join(dataDir, 'audio', aliceId);
    expect((await files(folder)).filter((f) => f.startsWith(id))).toHaveLength(1);

    const response = await alice.post(`/api/sessions/${id}/consent/withdraw`, {
      deleteAudioAndTranscript: true,
    });
    expect(response.statusCode).toBe(200);
    const withdrawn = response.json<{ session: TherapySessionDetail }>().session;
    expect(withdrawn.transcript).toBe('');
    expect(withdrawn.consent).toMatchObject({ recordingsDeleted: true });
    expect((await files(folder)).filter((f) => f.startsWith(id))).toEqual([]);
    expect((await files(folder)).filter((f) => f.startsWith(other))).toHaveLength(1);
    expect((await session(other)).transcript).toBe('Client: words to keep or lose.');
    const audits = await t.database.query(
      "SELECT action, record_type, record_id FROM audit_events WHERE record_type <> 'session' ORDER BY id DESC LIMIT 2",
    );
    expect(audits).toEqual([
      { action: 'withdraw', record_type: 'session-consent', record_id: id },
      { action: 'delete', record_type: 'session-recordings', record_id: id },
    ]);
  });

  it('writes the consent into the saved note, the report and its PDF', async () => {
    const id = await newSession();
    const unconsented = await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    expect(unconsented.json<{ note: NoteVersion }>().note.content.recordingConsent).toBe('');

    await alice.post(`/api/sessions/${id}/consent`, {
      method: 'verbal',
      givenBy: 'representative',
      givenByName: 'Tom Reyes',
      givenAt: '2026-03-10T09:05:00.000Z',
    });
    // Whatever the browser sends as the consent line, the server writes the session's own.
    const saved = await alice.put(`/api/sessions/${id}/note`, {
      content: { ...NOTE, recordingConsent: 'Consent: yes, trust me' },
    });
    const line = saved.json<{ note: NoteVersion }>().note.content.recordingConsent;
    expect(line).toBe(
      'Verbal consent to recording given by Tom Reyes (legal representative) on 10 March 2026 at 09:05 UTC; recorded by Dr. Alex Morgan.',
    );

    const report = (await alice.get(`/api/sessions/${id}/assessment`)).json<{ report: AssessmentReport }>()
      .report;
    expect(report.consent).toMatchObject({ method: 'verbal', givenByName: 'Tom Reyes' });
    const pdf = await alice.get(`/api/sessions/${id}/assessment/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Consent to recording: ${line}`);

    await alice.post(`/api/sessions/${id}/consent/withdraw`, { deleteAudioAndTranscript: false });
    const final = (await alice.post(`/api/sessions/${id}/complete`)).json<{ report: AssessmentReport }>()
      .report;
    expect(final.consent?.withdrawnAt).toEqual(expect.any(String));
    const finalPdf = await alice.get(`/api/reports/${final.id}/pdf`);
    const finalText = (
      await extractText(new Uint8Array(finalPdf.rawPayload), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(finalText).toContain('Consent withdrawn on');
    expect(finalText).toContain('The session audio and transcript were kept.');
  });

  it('a session with no consent says so in its PDF', async () => {
    const id = await newSession();
    await alice.put(`/api/sessions/${id}/note`, { content: NOTE });
    const pdf = await alice.get(`/api/sessions/${id}/assessment/pdf`);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Consent to recording: No consent to recording was recorded for this session.');
  });

  it('exports every consent given and withdrawn, and each session with its latest', async () => {
    const id = await newSession();
    await alice.post(`/api/sessions/${id}/consent`, { ...verbal(), note: 'Agreed at the start' });
    await alice.post(`/api/sessions/${id}/consent/withdraw`, { deleteAudioAndTranscript: false });
    t.clock.advance(1_000);
    await alice.post(`/api/sessions/${id}/consent`, { ...verbal(), method: 'written' });

    const exported = (await alice.get('/api/export')).json<{
      sessions: TherapySessionDetail[];
      sessionConsents: (SessionConsent & { sessionId: string })[];
    }>();
    const mine = exported.sessionConsents.filter((c) => c.sessionId === id);
    expect(mine.map((c) => [c.method, c.note, c.withdrawnAt === null])).toEqual([
      ['verbal', 'Agreed at the start', false],
      ['written', '', true],
    ]);
    expect(exported.sessions.find((s) => s.id === id)?.consent).toEqual(
      expect.objectContaining({ method: 'written', withdrawnAt: null }),
    );
    const bobExport = (await bob.get('/api/export')).json<{ sessionConsents: unknown[] }>();
    expect(JSON.stringify(bobExport)).not.toContain(id);
  });
});

describe('consentStatement', () => {
  const consent: SessionConsent = {
    id: 'c1',
    method: 'written',
    givenBy: 'client',
    givenByName: null,
    givenAt: '2026-11-29T08:05:00.000Z',
    note: 'Form signed at reception',
    recordedBy: 'Dr. Jane Okafor',
    recordedAt: '2026-11-29T08:06:00.000Z',
    withdrawnAt: null,
    withdrawnBy: null,
    recordingsDeleted: null,
  };

  it('states how, by whom and when consent was given, and who recorded it', () => {
    expect(consentStatement(consent)).toBe(
      'Written consent to recording given by the client on 29 November 2026 at 08:05 UTC; recorded by Dr. Jane Okafor. Note: Form signed at reception',
    );
  });

  it('states a withdrawal and what became of the recordings', () => {
    expect(
      consentStatement({
        ...consent,
        note: '',
        givenBy: 'guardian',
        givenByName: 'Ana Ruiz',
        withdrawnAt: '2026-11-29T09:30:00.000Z',
        withdrawnBy: 'Dr. Jane Okafor',
        recordingsDeleted: true,
      }),
    ).toBe(
      'Written consent to recording given by Ana Ruiz (parent or guardian) on 29 November 2026 at 08:05 UTC; recorded by Dr. Jane Okafor. Consent withdrawn on 29 November 2026 at 09:30 UTC (recorded by Dr. Jane Okafor). The session audio and transcript were deleted.',
    );
  });
});
