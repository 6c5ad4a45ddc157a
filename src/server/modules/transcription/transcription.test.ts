import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DICTATION_LANGUAGES } from '#contract/sessions';
import { MAX_AUDIO_BYTES, TRANSCRIPTION_NOT_CONFIGURED } from '#contract/transcription';
import { transcriptionsUrl, whisperLanguage } from '../../ai/whisper-transcriber';
import { startFakeWhisperServer, type FakeWhisperServer } from '../../testing/fake-whisper-server';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { createAudioStore } from './audio-store';

/** Looks like the start of a WebM file, with a marker we can search for in whatever reaches the disk. */
const AUDIO = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('RAW-AUDIO-MARKER client says she has not slept for weeks'),
  Buffer.alloc(2048, 0x5a),
]);

async function startSession(agent: TestAgent, language?: string): Promise<string> {
  const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
  const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>().templates[0]
    ?.id;
  const response = await agent.post('/api/sessions', {
    clientId,
    templateId,
    ...(language ? { language } : {}),
  });
  const id = response.json<{ session: { id: string } }>().session.id;
  // Audio is taken only for a session whose client consented to recording (consent.test.ts covers the refusal).
  const consent = await agent.post(`/api/sessions/${id}/consent`, {
    method: 'verbal',
    givenBy: 'client',
    givenAt: new Date().toISOString(),
  });
  if (consent.statusCode !== 201) throw new Error(`consent was not recorded: ${consent.body}`);
  return id;
}

function postAudio(agent: TestAgent, query: string, audio: Buffer | string, contentType?: string) {
  return agent.request({
    method: 'POST',
    url: `/api/transcriptions?${query}`,
    payload: audio,
    headers: contentType ? { 'content-type': contentType } : {},
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.each(TEST_DATABASES)('audio transcription API on %s', (kind) => {
  let whisper: FakeWhisperServer;
  let dataDir: string;
  let t: TestApp;
  let unconfigured: TestApp;
  let agent: TestAgent;
  let clinicianId: string;
  let sessionId: string;

  beforeAll(async () => {
    whisper = await startFakeWhisperServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'cw-transcription-'));
    t = await createTestApp(kind, {
      DATA_DIR: dataDir,
      TRANSCRIPTION_BASE_URL: whisper.baseUrl,
      TRANSCRIPTION_API_KEY: 'sk-local-test',
      TRANSCRIPTION_MODEL: 'whisper-large-v3',
      TRANSCRIPTION_TIMEOUT_MS: '1500',
    });
    unconfigured = await createTestApp(kind, { DATA_DIR: dataDir }, t.database);
    agent = new TestAgent(t.app);
    clinicianId = (await agent.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    sessionId = await startSession(agent);
  });
  afterAll(async () => {
    await unconfigured.close();
    await t.close();
    await whisper.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    whisper.received.length = 0;
    whisper.answerWith(() => ({
      body: JSON.stringify({ text: ' Client: I have not slept properly for weeks. ' }),
    }));
  });

  it('says whether audio transcription is configured', async () => {
    expect((await agent.get('/api/transcription/status')).json()).toEqual({ available: true });
    const other = new TestAgent(unconfigured.app);
    expect((await other.get('/api/transcription/status')).json()).toEqual({ available: false });
  });

  it('forwards the audio as an OpenAI-style multipart upload and answers its text, keeping nothing', async () => {
    const response = await postAudio(agent, `sessionId=${sessionId}&language=pt-BR`, AUDIO, 'audio/webm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: 'Client: I have not slept properly for weeks.',
      audioKept: false,
    });

    expect(whisper.received).toHaveLength(1);
    const [upstream] = whisper.received;
    expect(upstream).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
    expect(upstream?.headers.authorization).toBe('Bearer sk-local-test');
    expect(upstream?.fields).toEqual({ model: 'whisper-large-v3', language: 'pt', response_format: 'json' });
    expect(upstream?.file?.name).toBe('audio.webm');
    expect(upstream?.file?.type).toBe('audio/webm');
    expect(upstream?.file?.bytes.equals(AUDIO)).toBe(true);

    expect(await filesUnder(dataDir)).toEqual([]);
    const [audit] = await t.database.query(
      'SELECT action, record_type, record_id, outcome FROM audit_events ORDER BY id DESC LIMIT 1',
    );
    expect(audit).toEqual({
      action: 'create',
      record_type: 'transcription',
      record_id: sessionId,
      outcome: 'success',
    });
  });

  it("uses the session's own language when none is given, and reads codec parameters and other type names", async () => {
    const french = await startSession(agent, 'fr-FR');
    expect((await postAudio(agent, `sessionId=${french}`, AUDIO, 'audio/webm;codecs=opus')).statusCode).toBe(
      200,
    );
    expect(
      (await postAudio(agent, `sessionId=${french}&language=ja-JP`, AUDIO, 'audio/x-m4a')).statusCode,
    ).toBe(200);
    expect(whisper.received.map((r) => [r.fields.language, r.file?.name, r.file?.type])).toEqual([
      ['fr', 'audio.webm', 'audio/webm'],
      ['ja', 'audio.m4a', 'audio/mp4'],
    ]);
  });

  it('keeps the audio only when asked, encrypted, never as the raw bytes', async () => {
    const response = await postAudio(agent, `sessionId=${sessionId}&keep=true`, AUDIO, 'audio/ogg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ audioKept: true });

    const files = await filesUnder(path.join(dataDir, 'audio'));
    expect(files).toHaveLength(1);
    const [file] = files as [string];
    expect(path.relative(dataDir, file)).toMatch(
      new RegExp(`^audio/${clinicianId}/${sessionId}-\\d{13}\\.enc$`),
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = await readFile(file);
    expect(stored.includes(Buffer.from('RAW-AUDIO-MARKER'))).toBe(false);
    expect(stored.includes(Buffer.from(AUDIO.toString('base64').slice(0, 40)))).toBe(false);
    expect((await createAudioStore(dataDir, t.cipher).read(file)).equals(AUDIO)).toBe(true);

    await rm(path.join(dataDir, 'audio'), { recursive: true, force: true });
  });

  it('removes kept audio with the workspace, and with a demo sandbox that is purged for idleness', async () => {
    // Its own database: moving the clock past the idle limit would purge the other tests' sandbox too.
    const own = await createTestApp(kind, { DATA_DIR: dataDir, TRANSCRIPTION_BASE_URL: whisper.baseUrl });
    onTestFinished(() => own.close());
    const owner = new TestAgent(own.app);
    const ownerSession = await startSession(owner);
    const ownerId = (await owner.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    expect(
      (await postAudio(owner, `sessionId=${ownerSession}&keep=true`, AUDIO, 'audio/ogg')).statusCode,
    ).toBe(200);
    expect(await filesUnder(path.join(dataDir, 'audio', ownerId))).toHaveLength(1);
    expect(
      (await owner.request({ method: 'DELETE', url: '/api/workspace', payload: { confirm: 'DELETE' } }))
        .statusCode,
    ).toBe(204);
    expect(await filesUnder(path.join(dataDir, 'audio', ownerId))).toHaveLength(0);

    const idle = new TestAgent(own.app);
    const idleSession = await startSession(idle);
    const idleId = (await idle.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    expect((await postAudio(idle, `sessionId=${idleSession}&keep=true`, AUDIO, 'audio/ogg')).statusCode).toBe(
      200,
    );
    own.clock.advance(25 * 3_600_000);
    expect(await own.app.purgeIdleSandboxes()).toBeGreaterThanOrEqual(1);
    expect(await filesUnder(path.join(dataDir, 'audio', idleId))).toHaveLength(0);
  });

  it("answers 404 for another clinician's session and sends nothing on", async () => {
    const stranger = new TestAgent(t.app);
    const response = await postAudio(stranger, `sessionId=${sessionId}`, AUDIO, 'audio/webm');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Session not found', code: 'not_found' });
    expect(whisper.received).toHaveLength(0);
  });

  it('answers 409 with a clear message when no transcription server is configured, before reading the audio', async () => {
    const other = new TestAgent(unconfigured.app);
    const mine = await startSession(other);
    const response = await postAudio(other, `sessionId=${mine}&keep=true`, AUDIO, 'audio/webm');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: TRANSCRIPTION_NOT_CONFIGURED, code: 'conflict' });
    expect(await filesUnder(dataDir)).toEqual([]);

    // Over a real connection: the upload announces 100 MB and sends 64 KB; the answer comes without the rest.
    await unconfigured.app.listen({ port: 0, host: '127.0.0.1' });
    const partial = await sendPartially(unconfigured, `sessionId=${mine}`, other.cookie);
    expect(partial.status).toBe(409);
    expect(JSON.parse(partial.body)).toMatchObject({
      error: TRANSCRIPTION_NOT_CONFIGURED,
      code: 'conflict',
    });
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('writes the audio to disk, encrypted, while it arrives, and removes it once answered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const incoming = path.join(dataDir, 'audio', '.incoming');
    const first = Buffer.concat([AUDIO, Buffer.alloc(256 * 1024 - AUDIO.length, 0x5a)]);
    const rest = Buffer.alloc(256 * 1024, 0x5b);
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/transcriptions?sessionId=${sessionId}`,
      headers: {
        'content-type': 'audio/webm',
        'content-length': String(first.length + rest.length),
        cookie: `cw_session=${agent.cookie ?? ''}`,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.write(first);
    // Half the upload has been sent: it is already on disk, before the rest exists.
    let partial: string[] = [];
    while (partial.length === 0 || (await stat(partial[0] ?? '')).size < first.length) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      partial = await filesUnder(incoming);
    }
    expect(partial).toHaveLength(1);
    const onDisk = await readFile(partial[0] ?? '');
    expect(onDisk.includes(Buffer.from('RAW-AUDIO-MARKER'))).toBe(false);
    expect(whisper.received).toHaveLength(0);

    request.end(rest);
    const response = await answered;
    expect(response.status).toBe(200);
    expect(whisper.received[0]?.file?.bytes.equals(Buffer.concat([first, rest]))).toBe(true);
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it('refuses an upload that passes the size cap without announcing its size, keeping nothing', async () => {
    const { Readable } = await import('node:stream');
    const chunks = (function* () {
      for (let sent = 0; sent <= MAX_AUDIO_BYTES; sent += 4 * 1024 * 1024)
        yield Buffer.alloc(4 * 1024 * 1024);
    })();
    const response = await agent.request({
      method: 'POST',
      url: `/api/transcriptions?sessionId=${sessionId}`,
      payload: Readable.from(chunks),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toContain('larger than 100 MB');
    expect(whisper.received).toHaveLength(0);
    expect(await filesUnder(dataDir)).toEqual([]);
  }, 120_000);

  it.each([
    ['JSON', 'application/json', JSON.stringify({ audio: 'base64' })],
    ['plain text', 'text/plain', 'hello'],
    ['an image', 'image/png', AUDIO],
    ['an audio format the server does not take', 'audio/flac', AUDIO],
    ['no content type', undefined, AUDIO],
  ])('refuses %s with 415', async (_label, contentType, body) => {
    const response = await postAudio(agent, `sessionId=${sessionId}`, body, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string; code: string }>()).toMatchObject({
      code: 'unsupported_media_type',
      error: expect.stringContaining('WebM, Ogg, MP3, WAV or MP4') as unknown,
    });
    expect(whisper.received).toHaveLength(0);
  });

  it.each([
    ['empty audio', () => `sessionId=${sessionId}`, Buffer.alloc(0), 'The audio is empty'],
    ['a missing session id', () => '', AUDIO, 'sessionId must be the id of the session'],
    ['a session id that is not one', () => 'sessionId=42', AUDIO, 'sessionId must be the id of the session'],
    ['an unsupported language', () => `sessionId=${sessionId}&language=xx-XX`, AUDIO, 'supported languages'],
    ['a keep flag that is not true or false', () => `sessionId=${sessionId}&keep=yes`, AUDIO, 'keep must be'],
  ])('refuses %s with 400', async (_label, query, body, message) => {
    const response = await postAudio(agent, query(), body, 'audio/wav');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(whisper.received).toHaveLength(0);
  });

  it('refuses audio over the size cap with 413 before reading it', async () => {
    const response = await postAudio(
      agent,
      `sessionId=${sessionId}`,
      Buffer.alloc(MAX_AUDIO_BYTES + 1),
      'audio/mpeg',
    );
    expect(response.statusCode).toBe(413);
    expect(whisper.received).toHaveLength(0);
  });

  it.each([
    ['an error status', { status: 500, body: '{"error":"model not loaded"}' }, 'answered 500'],
    ['an answer that is not JSON', { body: '<html>gateway</html>' }, 'did not answer with JSON'],
    ['JSON without a transcript', { body: '{"segments":[]}' }, 'without a transcript'],
    ['no answer in time', { body: '{"text":"late"}', delayMs: 3000 }, 'did not answer within 2 seconds'],
  ])(
    'answers 502 when the transcription server gives %s, keeping nothing',
    async (_label, reply, message) => {
      whisper.answerWith(() => reply);
      const response = await postAudio(agent, `sessionId=${sessionId}&keep=true`, AUDIO, 'audio/mpeg');
      expect(response.statusCode).toBe(502);
      const body = response.json<{ error: string; code: string }>();
      expect(body.code).toBe('bad_gateway');
      expect(body.error).toContain('The audio could not be transcribed.');
      expect(body.error).toContain(message);
      expect(body.error).not.toContain('model not loaded');
      expect(await filesUnder(dataDir)).toEqual([]);
    },
  );

  it('answers 502 when the transcription server cannot be reached', async () => {
    const gone = await startFakeWhisperServer();
    await gone.close();
    const offline = await createTestApp(
      kind,
      { DATA_DIR: dataDir, TRANSCRIPTION_BASE_URL: gone.baseUrl },
      t.database,
    );
    try {
      const other = new TestAgent(offline.app);
      const mine = await startSession(other);
      const response = await postAudio(other, `sessionId=${mine}`, AUDIO, 'audio/webm');
      expect(response.statusCode).toBe(502);
      expect(response.json<{ error: string }>().error).toContain('could not be reached');
    } finally {
      await offline.close();
    }
  });
});

/** Sends the first 64 KB of an upload announced as full-size, and waits for the answer without sending more. */
async function sendPartially(
  t: TestApp,
  query: string,
  cookie: string | undefined,
): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/transcriptions?${query}`,
      headers: {
        'content-type': 'audio/webm',
        'content-length': String(MAX_AUDIO_BYTES),
        ...(cookie ? { cookie: `cw_session=${cookie}` } : {}),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.write(Buffer.alloc(64 * 1024, 0x5a));
  });
}

describe('the Whisper request', () => {
  it('goes to /v1/audio/transcriptions whether or not the base URL already ends in /v1', () => {
    expect(transcriptionsUrl('http://localhost:8000')).toBe('http://localhost:8000/v1/audio/transcriptions');
    expect(transcriptionsUrl('https://api.openai.com/v1/')).toBe(
      'https://api.openai.com/v1/audio/transcriptions',
    );
  });

  it('names the language by its two-letter code', () => {
    expect(DICTATION_LANGUAGES.map(([code]) => whisperLanguage(code))).toEqual([
      'en',
      'en',
      'en',
      'en',
      'es',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'zh',
      'ja',
      'ko',
      'ar',
      'hi',
      'ru',
    ]);
  });
});

describe('an audio upload from a caller who is not signed in', () => {
  it('is refused with 401 before the server reads the body', async () => {
    const t = await createTestApp('pglite', { AUTH_MODE: 'accounts' });
    onTestFinished(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The request announces a full-size upload but sends only its first 64 KB, and waits: a server that read the
    // body before checking who is calling would never answer.
    const answer = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/transcriptions?sessionId=7d0e4c1e-2f51-4a8e-9a39-0c4f0b7f3b11',
        headers: { 'content-type': 'audio/webm', 'content-length': String(MAX_AUDIO_BYTES) },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      });
      request.on('error', reject);
      request.write(Buffer.alloc(64 * 1024, 0x5a));
    });
    expect(answer).toBe(401);
  }, 10_000);
});
