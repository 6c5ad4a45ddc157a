import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  IMPORT_ERRORS,
  IMPORT_MAX_BYTES,
  type CreateEmbeddingsResponse,
  type DsmSearchResult,
  type DsmStatus,
  type EnhancedDiagnosis,
  type ReferenceDocument,
} from '#contract/reference';
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from '../../testing/fake-embeddings-server';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';

const MARKDOWN = `# Worry diaries

Clients keep a worry diary for two weeks: when the worry started, what it was about, and what they did next.
The diary shows how much of the day worry takes and which situations set it off.

# Scheduled worry time

A fixed fifteen-minute worry period each evening lets the client postpone worries met during the day.
`;

/** A two-page PDF with a heading on each page, made the way a practice's own handout would be. */
function makePdf(pages: { heading: string; body: string }[]): Promise<Buffer> {
  const document = new PDFDocument();
  const parts: Buffer[] = [];
  document.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(parts))));
  pages.forEach((page, index) => {
    if (index > 0) document.addPage();
    document.fontSize(18).text(page.heading);
    document.fontSize(11).text(page.body);
  });
  document.end();
  return done;
}

function makeImagePdf(): Promise<Buffer> {
  const document = new PDFDocument();
  const parts: Buffer[] = [];
  document.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(parts))));
  document.rect(50, 50, 200, 200).fill('#333333');
  document.end();
  return done;
}

/** Distinct sentences, so every chunk's text differs and embedding counts per text are counts per chunk. */
const numbered = (sentence: string, count: number) =>
  Array.from({ length: count }, (_, i) => `Step ${String(i + 1)}: ${sentence}.`).join(' ');

const upload = (agent: TestAgent, fileName: string, type: string, body: Buffer | string, title?: string) =>
  agent.request({
    method: 'POST',
    url: `/api/dsm/documents?fileName=${encodeURIComponent(fileName)}${title ? `&title=${encodeURIComponent(title)}` : ''}`,
    payload: body,
    headers: { 'content-type': type },
  });

describe.each(TEST_DATABASES)('diagnostic reference on %s', (kind) => {
  let t: TestApp;
  let embeddings: FakeEmbeddingsServer;
  let alice: TestAgent;
  let bob: TestAgent;
  let env: NodeJS.ProcessEnv;

  const status = async (agent: TestAgent) => (await agent.get('/api/dsm/status')).json<DsmStatus>();
  const documents = async (agent: TestAgent) =>
    (await agent.get('/api/dsm/documents')).json<{ documents: ReferenceDocument[] }>().documents;
  const search = async (agent: TestAgent, query: string, limit = 5) =>
    (await agent.get(`/api/dsm/search?query=${encodeURIComponent(query)}&limit=${String(limit)}`)).json<{
      results: DsmSearchResult[];
    }>().results;
  const chunkTexts = async (clinicianFilter: string) =>
    (
      (await t.database.query(
        `select section || E'\\n' || text as input from kb_chunks where ${clinicianFilter}`,
      )) as { input: string }[]
    ).map((row) => row.input);
  const runJobs = () => t.app.reference.runner.runPendingJobs();

  beforeAll(async () => {
    embeddings = await startFakeEmbeddingsServer();
    env = {
      EMBEDDINGS_PROVIDER: 'openai',
      EMBEDDINGS_BASE_URL: embeddings.baseUrl,
      EMBEDDINGS_MODEL: 'bow-256',
    };
    t = await createTestApp(kind, env);
    alice = new TestAgent(t.app);
    bob = new TestAgent(t.app);
    await alice.get('/api/auth/me');
    await bob.get('/api/auth/me');
  });
  afterAll(async () => {
    await t.close();
    await embeddings.close();
  });

  it('starts with the built-in reference: every diagnosis by section, named and coded, and not deletable', async () => {
    const [builtin, ...others] = await documents(alice);
    expect(others).toEqual([]);
    expect(builtin).toMatchObject({ kind: 'builtin', deletable: false, fileName: null });
    const rows = await t.database.query(
      `select section, diagnosis, code from kb_chunks where clinician_id is null order by ordinal`,
    );
    expect(rows.length).toBe(builtin?.chunkCount);
    const gad = rows.filter(
      (row) => row.code === 'F41.1' && row.diagnosis === 'Generalized anxiety disorder',
    );
    expect(gad.map((row) => row.section)).toEqual(
      expect.arrayContaining([
        'Generalized anxiety disorder: Overview',
        'Generalized anxiety disorder: Criteria',
        'Generalized anxiety disorder: Duration',
        'Generalized anxiety disorder: Differential diagnosis',
        'Generalized anxiety disorder: Treatments',
      ]),
    );
    expect(rows.every((row) => typeof row.code === 'string' && row.code !== '')).toBe(true);
    // The shipped embeddings were made by the offline encoder, not this server's model: the server queues the
    // built-in reference for its own encoder at start, says why, and shows that job's progress.
    const first = await status(alice);
    expect(first).toMatchObject({
      isReady: false,
      chunksCount: builtin?.chunkCount,
      embeddedCount: 0,
      lastUpdated: null,
      model: 'bow-256',
      job: { state: 'queued', done: 0, total: builtin?.chunkCount, error: null },
      builtin: { chunks: builtin?.chunkCount, embedded: 0, isReady: false, source: 'computed' },
      documents: { chunks: 0, embedded: 0, isReady: true },
    });
    expect(first.builtin.note).toContain(
      'The shipped embeddings were made with use-lite-512; this server embeds with bow-256',
    );
    // Built once: a second app on the same database finds the same content and writes nothing, nor queues a
    // second job for it.
    const again = await createTestApp(kind, env, t.database);
    await again.close();
    expect(await documents(alice)).toEqual([builtin]);
    expect(
      await t.database.query(`select state from jobs where kind = 'embeddings' and clinician_id is null`),
    ).toEqual([{ state: 'queued' }]);
  });

  it('ranks by text alone before anything is embedded, with lay language reaching clinical text', async () => {
    const results = await search(alice, "I can't switch my mind off at night", 5);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.source.code === 'F41.1')).toBe(true);
    for (const r of results) expect(r.score).toBeGreaterThan(0);
  });

  it('imports Markdown and PDF files into sections and pages, for their own workspace only', async () => {
    const markdown = await upload(alice, 'worry-skills.md', 'text/markdown', MARKDOWN);
    expect(markdown.statusCode).toBe(201);
    expect(markdown.json<{ document: ReferenceDocument }>().document).toMatchObject({
      title: 'worry-skills',
      kind: 'markdown',
      fileName: 'worry-skills.md',
      pageCount: null,
      chunkCount: 2,
      deletable: true,
    });
    const pdf = await makePdf([
      {
        heading: 'PANIC MANAGEMENT',
        body: numbered('Interoceptive exposure repeats the feared body sensations', 30),
      },
      {
        heading: 'Breathing Retraining',
        body: 'Slow diaphragmatic breathing lowers arousal during a panic surge.',
      },
    ]);
    const imported = await upload(alice, 'handout.pdf', 'application/pdf', pdf, 'Panic handout');
    expect(imported.statusCode).toBe(201);
    const document = imported.json<{ document: ReferenceDocument }>().document;
    expect(document).toMatchObject({
      title: 'Panic handout',
      kind: 'pdf',
      pageCount: 2,
      byteSize: pdf.length,
    });
    const chunks = await t.database.query(
      'select section, page, text from kb_chunks where document_id = $1 order by ordinal',
      [document.id],
    );
    expect(chunks.length).toBe(document.chunkCount);
    // The first page's section is long enough for two overlapping chunks; the second page starts a new section.
    expect(chunks.filter((c) => c.section === 'PANIC MANAGEMENT').length).toBeGreaterThanOrEqual(2);
    expect(chunks.filter((c) => c.section === 'PANIC MANAGEMENT').every((c) => c.page === 1)).toBe(true);
    expect(chunks.find((c) => c.section === 'Breathing Retraining')).toMatchObject({ page: 2 });
    const [first, second] = chunks.map((c) => String(c.text));
    expect(first?.length).toBeLessThanOrEqual(1_400);
    // Consecutive chunks overlap: the second opens with the end of the first.
    expect(first?.slice(-250)).toContain(second?.slice(0, 60));

    expect((await documents(alice)).map((d) => d.title)).toEqual([
      'Built-in clinical reference',
      'Panic handout',
      'worry-skills',
    ]);
    expect((await documents(bob)).map((d) => d.title)).toEqual(['Built-in clinical reference']);

    // The workspace export gives the imports back as text, section by section; never another workspace's.
    type Exported = {
      referenceDocuments: (ReferenceDocument & { chunks: { section: string; text: string }[] })[];
    };
    const exported = (await alice.get('/api/export')).json<Exported>().referenceDocuments;
    expect(exported.map((d) => d.title).sort()).toEqual(['Panic handout', 'worry-skills']);
    const worry = exported.find((d) => d.title === 'worry-skills');
    expect(worry?.chunks.map((c) => c.section)).toEqual(['Worry diaries', 'Scheduled worry time']);
    expect(worry?.chunks[1]?.text).toContain('fifteen-minute worry period');
    expect((await bob.get('/api/export')).json<Exported>().referenceDocuments).toEqual([]);
  });

  it('refuses damaged, image-only, empty, unsupported and oversized files, storing nothing', async () => {
    const before = await t.database.query('select count(*)::int as n from kb_chunks');
    const cases: [string, string, Buffer | string, number, string][] = [
      [
        'broken.pdf',
        'application/pdf',
        Buffer.from('%PDF-1.7\nthis is not really a pdf'),
        400,
        IMPORT_ERRORS.unreadablePdf,
      ],
      ['scan.pdf', 'application/pdf', await makeImagePdf(), 400, IMPORT_ERRORS.noText],
      ['empty.txt', 'text/plain', '', 400, IMPORT_ERRORS.empty],
      ['blank.md', 'text/markdown', '   \n\n  ', 400, IMPORT_ERRORS.empty],
      ['photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 415, IMPORT_ERRORS.unsupportedType],
      ['binary.txt', 'text/plain', Buffer.from([0x00, 0xff, 0xfe, 0x00]), 415, IMPORT_ERRORS.unsupportedType],
      ['huge.txt', 'text/plain', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'), 413, IMPORT_ERRORS.tooLarge],
    ];
    for (const [fileName, type, body, code, message] of cases) {
      const response = await upload(alice, fileName, type, body);
      expect(response.statusCode, fileName).toBe(code);
      expect(response.json<{ error: string }>().error, fileName).toBe(message);
    }
    expect((await upload(alice, '', 'text/plain', 'text')).statusCode).toBe(400);
    expect(await t.database.query('select count(*)::int as n from kb_chunks')).toEqual(before);
  });

  it("embeds the built-in reference once for everyone and each workspace's imports on Create Embeddings, with progress", async () => {
    const started = await alice.post('/api/dsm/create-embeddings');
    expect(started.statusCode).toBe(202);
    const own = await chunkTexts(
      `clinician_id = (select clinician_id from kb_documents where title = 'Panic handout')`,
    );
    const builtinCount = (await chunkTexts('clinician_id is null')).length;
    const answer = started.json<CreateEmbeddingsResponse>();
    expect(answer).toMatchObject({
      job: { state: 'queued', done: 0, total: own.length },
      started: true,
      builtin: { chunks: builtinCount, embedded: 0, isReady: false, source: 'computed' },
      documents: { chunks: own.length, embedded: 0, isReady: false },
    });
    expect(answer.message).toContain(
      `Started embedding ${String(own.length)} chunks of your imported documents.`,
    );
    expect(answer.message).toContain(
      `The built-in reference is being embedded on this server (0 of ${String(builtinCount)} chunks)`,
    );
    // A second click while it is queued returns the same job and starts nothing (this app runs jobs only when told to).
    const again = (await alice.post('/api/dsm/create-embeddings')).json<CreateEmbeddingsResponse>();
    expect(again.job.id).toBe(answer.job.id);
    expect(again.started).toBe(false);
    expect(again.message).toContain(`Already embedding ${String(own.length)} chunks`);
    expect((await status(alice)).job.state).toBe('queued');
    await runJobs();
    const ready = await status(alice);
    expect(ready).toMatchObject({
      isReady: true,
      chunksCount: own.length + builtinCount,
      embeddedCount: own.length + builtinCount,
      job: { state: 'done', done: own.length, total: own.length, error: null },
      builtin: { chunks: builtinCount, embedded: builtinCount, isReady: true, source: 'computed' },
      documents: { chunks: own.length, embedded: own.length, isReady: true },
    });
    expect(ready.lastUpdated).not.toBeNull();
    for (const text of [...own, ...(await chunkTexts('clinician_id is null'))])
      expect(embeddings.calls.get(text), text.slice(0, 60)).toBe(1);
    // Bob sees the built-in reference ready and none of Alice's documents, and has never run a job of his own.
    expect(await status(bob)).toMatchObject({
      isReady: true,
      chunksCount: builtinCount,
      job: { state: 'idle' },
      documents: { chunks: 0, embedded: 0, isReady: true },
    });
    // With everything embedded, Create Embeddings says so and starts nothing.
    const nothing = (await bob.post('/api/dsm/create-embeddings')).json<CreateEmbeddingsResponse>();
    expect(nothing).toMatchObject({ started: false, job: { state: 'done', done: 0, total: 0 } });
    expect(nothing.message).toBe(
      `You have no imported documents to embed. The built-in reference is ready (${builtinCount.toLocaleString('en-US')} chunks, embedded on this server).`,
    );
  });

  it('searches with scores in [0, 1], in score order, at most `limit`, never across workspaces', async () => {
    for (const limit of [1, 3, 10]) {
      const results = await search(alice, 'worry diary for anxious clients', limit);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(limit);
      const scores = results.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const score of scores) expect(score >= 0 && score <= 1).toBe(true);
    }
    const mine = await search(alice, 'worry diary two weeks', 3);
    expect(mine[0]?.source).toMatchObject({ document: 'worry-skills', page: null });
    expect(mine[0]?.section).toBe('Worry diaries');
    const theirs = await search(bob, 'worry diary two weeks', 50);
    expect(theirs.every((r) => r.source.document === 'Built-in clinical reference')).toBe(true);
    const lay = await search(alice, 'my heart races out of nowhere and I think I am dying', 5);
    expect(lay.some((r) => r.source.code === 'F41.0')).toBe(true);
  });

  it.each([
    ['no query', '/api/dsm/search', 'A search query is required'],
    ['a blank query', '/api/dsm/search?query=%20%20', 'A search query is required'],
    ['limit 0', '/api/dsm/search?query=worry&limit=0', 'limit must be a whole number from 1 to 50'],
    ['limit 51', '/api/dsm/search?query=worry&limit=51', 'limit must be a whole number from 1 to 50'],
    ['limit abc', '/api/dsm/search?query=worry&limit=abc', 'limit must be a whole number from 1 to 50'],
    ['limit 2.5', '/api/dsm/search?query=worry&limit=2.5', 'limit must be a whole number from 1 to 50'],
    ['a long query', `/api/dsm/search?query=${'a'.repeat(501)}`, 'The query must be at most 500 characters'],
  ])('answers a search with %s with 400', async (_label, url, message) => {
    const response = await alice.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });

  it('deletes an import with its chunks; the built-in reference and other workspaces cannot be deleted', async () => {
    const [builtin, handout] = await documents(alice);
    expect((await bob.delete(`/api/dsm/documents/${handout?.id ?? ''}`)).statusCode).toBe(404);
    const refused = await alice.delete(`/api/dsm/documents/${builtin?.id ?? ''}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe('The built-in reference cannot be deleted');
    expect((await alice.delete('/api/dsm/documents/not-a-uuid')).statusCode).toBe(400);

    expect(
      (await search(alice, 'interoceptive exposure body sensations', 10)).some(
        (r) => r.source.document === 'Panic handout',
      ),
    ).toBe(true);
    expect((await alice.delete(`/api/dsm/documents/${handout?.id ?? ''}`)).statusCode).toBe(204);
    expect(
      (await search(alice, 'interoceptive exposure body sensations', 50)).some(
        (r) => r.source.document === 'Panic handout',
      ),
    ).toBe(false);
    expect(await t.database.query('select id from kb_chunks where document_id = $1', [handout?.id])).toEqual(
      [],
    );
    expect((await status(alice)).isReady).toBe(true);
  });

  it('resumes a job whose worker stopped mid-way, embedding only what was left, once each', async () => {
    const carol = new TestAgent(t.app);
    await upload(
      carol,
      'long.txt',
      'text/plain',
      `SLEEP HYGIENE\n${numbered('Keep a regular wake time and leave bed when awake', 120)}`,
    );
    const carolId = (await carol.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    const own = await t.database.query(
      `select id, section || E'\\n' || text as input from kb_chunks where clinician_id is not null and document_id in (select id from kb_documents where file_name = 'long.txt') order by id`,
    );
    expect(own.length).toBeGreaterThan(2);
    // A worker that embedded the first chunk and then died: its heartbeat is a minute old.
    await t.database.query(
      `update kb_chunks set embedding = $2, model = 'bow-256', embedded_at = now() where id = $1`,
      [own[0]?.id, new Array(256).fill(0.0625)],
    );
    await t.database.query(
      `insert into jobs (kind, clinician_id, state, model, locked_by, heartbeat_at, total, done)
       values ('embeddings', $1, 'running', 'bow-256', 'crashed-worker', now() - interval '1 minute', 0, 0)`,
      [carolId],
    );
    await runJobs();
    expect((await status(carol)).job).toMatchObject({ state: 'done', done: expect.any(Number) as number });
    expect(embeddings.calls.get(String(own[0]?.input))).toBeUndefined();
    for (const row of own.slice(1)) expect(embeddings.calls.get(String(row.input))).toBe(1);
    expect((await status(carol)).isReady).toBe(true);
  });

  it('runs a job once when two app instances share the database', async () => {
    const second = await createTestApp(kind, env, t.database);
    try {
      const dave = new TestAgent(t.app);
      await upload(
        dave,
        'shared.md',
        'text/markdown',
        `# Grounding\n\n${numbered('Name five things you can see right now', 90)}`,
      );
      await dave.post('/api/dsm/create-embeddings');
      await Promise.all([runJobs(), second.app.reference.runner.runPendingJobs(), runJobs()]);
      const own = await chunkTexts(
        `document_id in (select id from kb_documents where file_name = 'shared.md')`,
      );
      expect(own.length).toBeGreaterThan(1);
      for (const text of own) expect(embeddings.calls.get(text)).toBe(1);
      expect(await status(dave)).toMatchObject({ isReady: true, job: { state: 'done' } });
    } finally {
      await second.close();
    }
  });

  it('runs a queued job by itself when background jobs are on, as the server does', async () => {
    const server = await createTestApp(kind, env, t.database, { backgroundJobs: true });
    try {
      const fay = new TestAgent(server.app);
      await upload(
        fay,
        'background.md',
        'text/markdown',
        `# Breathing\n\n${numbered('Breathe out slowly', 40)}`,
      );
      await fay.post('/api/dsm/create-embeddings');
      await vi.waitFor(
        async () => expect(await status(fay)).toMatchObject({ isReady: true, job: { state: 'done' } }),
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await server.close();
    }
  });

  it('marks a job failed with the reason when the embedding server fails', async () => {
    const erin = new TestAgent(t.app);
    await upload(erin, 'fails.txt', 'text/plain', 'EMBED-FAILURE-MARKER paragraph about relaxation.');
    embeddings.failOn = 'EMBED-FAILURE-MARKER';
    try {
      await erin.post('/api/dsm/create-embeddings');
      await runJobs();
    } finally {
      embeddings.failOn = undefined;
    }
    const failed = await status(erin);
    expect(failed.isReady).toBe(false);
    expect(failed.job.state).toBe('failed');
    expect(failed.job.error).toContain('HTTP 500');
    // Searching still works on text while the import is not embedded.
    expect((await search(erin, 'relaxation paragraph', 5)).some((r) => r.source.document === 'fails')).toBe(
      true,
    );
  });

  it('enhances a diagnosis with the reference criteria and passages', async () => {
    const clinicalNote =
      'Client reports recurrent panic attacks out of the blue for four months: her heart pounds, she cannot breathe and she is sure she is dying. She now worries constantly about the next attack.';
    const response = await alice.post('/api/enhanced-diagnosis', { clinicalNote });
    expect(response.statusCode).toBe(200);
    const result = response.json<EnhancedDiagnosis>();
    // The same differential as the engine's, joined with the reference.
    const engine = (await alice.post('/api/generate-diagnosis', { clinicalNote })).json<{
      diagnoses: { diagnosis: string; code: string; confidence: number }[];
    }>().diagnoses;
    expect(result.suggestions.map((s) => [s.diagnosis, s.code, s.confidence])).toEqual(
      engine.map((d) => [d.diagnosis, d.code, d.confidence]),
    );
    expect(result.suggestions[0]).toMatchObject({ diagnosis: 'Panic disorder', code: 'F41.0' });
    expect(result.confidence).toBe(result.suggestions[0]?.confidence);
    expect(result.suggestions[0]?.dsmCriteria).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Met: /),
        expect.stringContaining('Criteria for Panic disorder'),
      ]),
    );
    expect(result.relevantDSMContent.length).toBeGreaterThan(0);
    expect(result.sources.some((s) => s.code === 'F41.0')).toBe(true);
    for (const body of [{ clinicalNote: '   ' }, {}, { clinicalNote: 42 }]) {
      const bad = await alice.post('/api/enhanced-diagnosis', body);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('answers chat questions from imported passages, citing chunks that resolve', async () => {
    const ask = (...contents: string[]) => ({
      messages: contents.map((content, i) => ({
        id: i + 1,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content,
        timestamp: new Date(2026, 0, 1, 10, i).toISOString(),
      })),
    });
    type Reply = {
      content: string;
      metadata: { enhanced: boolean; sources: { id: string; title: string }[] };
    };
    const me = (await alice.get('/api/auth/me')).json<{ clinician: { id: string } }>().clinician.id;
    const reply = (
      await alice.post('/api/chat-assistant', ask('How long should clients keep a worry diary?'))
    ).json<Reply>();
    expect(reply.metadata.enhanced).toBe(true);
    expect(reply.content).toContain('worry diary for two weeks');
    const cited = reply.metadata.sources.filter((s) => s.id.startsWith('chunk:'));
    expect(cited.length).toBeGreaterThan(0);
    // Each quoted passage's [n] is its number in the source list the panel shows; nothing is listed twice.
    expect(reply.content).not.toMatch(/^Sources:/m);
    const quoted = [...reply.content.matchAll(/^- \[(\d+)\] (.*)$/gm)];
    expect(quoted.length).toBeGreaterThan(0);
    for (const [, n, line] of quoted) {
      const source = reply.metadata.sources[Number(n) - 1];
      expect(source?.id).toMatch(/^chunk:/);
      expect(line?.startsWith(`${source?.title ?? '?'}:`)).toBe(true);
    }
    for (const source of reply.metadata.sources)
      expect(await t.app.reference.resolvesCitation(me, source.id), source.id).toBe(true);
    // Bob's assistant never quotes Alice's import.
    const bobs = (
      await bob.post('/api/chat-assistant', ask('How long should clients keep a worry diary?'))
    ).json<Reply>();
    expect(bobs.content).not.toContain('worry diary for two weeks');
    // A follow-up carries the topic of the question before it.
    const followUp = (
      await alice.post(
        '/api/chat-assistant',
        ask('What is scheduled worry time?', 'It is…', 'And how long is it?'),
      )
    ).json<Reply>();
    expect(followUp.content).toContain('fifteen-minute worry period');
  });
});
