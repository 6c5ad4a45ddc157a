import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMIT_ERRORS, type ReferenceDocument } from '#contract/reference';
import {
  compressionBombPdf,
  deflatedSpaces,
  manyTextOperationsPdf,
  slowPdf,
  pdfWithPages,
  textContent,
  textPdf,
} from '../../testing/hostile-pdf';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../../testing/harness';
import { measureInflatedSize } from './pdf-inflated-size';

const MB = 1024 * 1024;

describe('the decompressed size of a PDF, counted before it is opened', () => {
  it('counts an ordinary PDF at its real size', async () => {
    const pdf = textPdf(['Worry diary, week one.', 'Scheduled worry time.']);
    const size = await measureInflatedSize(pdf, 64 * MB);
    expect(size.isOverLimit).toBe(false);
    expect(size.bytes).toBe(
      textContent('Worry diary, week one.').length + textContent('Scheduled worry time.').length,
    );
  });

  it('stops at the limit on a 2 GB compression bomb of 2 MB', async () => {
    const bomb = compressionBombPdf(2048);
    expect(bomb.length).toBeLessThan(3 * MB);
    const size = await measureInflatedSize(bomb, 32 * MB);
    expect(size.isOverLimit).toBe(true);
    expect(size.bytes).toBeLessThan(64 * MB);
  });

  it.each([
    [
      'behind an ASCII hex encoding',
      '[/ASCIIHexDecode /FlateDecode]',
      (data: Buffer) => Buffer.from(`${data.toString('hex')}>`),
    ],
    ['deflated twice', '[/FlateDecode /FlateDecode]', (data: Buffer) => deflateSync(data)],
    ['under a dictionary that names no filter', '', (data: Buffer) => data],
    ['under a dictionary naming another filter', '/DCTDecode', (data: Buffer) => data],
    ['with a Length far shorter than the data', '/FlateDecode', (data: Buffer) => data],
  ])('finds a bomb %s', async (_label, filter, encode) => {
    const pdf = pdfWithPages([encode(deflatedSpaces(64))], filter);
    expect((await measureInflatedSize(pdf, 16 * MB)).isOverLimit).toBe(true);
  });

  it('counts what a bomb inflates to even when its end is damaged', async () => {
    const bomb = deflatedSpaces(64);
    bomb.fill(0xff, bomb.length - 64);
    expect((await measureInflatedSize(pdfWithPages([bomb]), 16 * MB)).isOverLimit).toBe(true);
  });
});

const upload = (agent: TestAgent, fileName: string, type: string, body: Buffer | string) =>
  agent.request({
    method: 'POST',
    url: `/api/dsm/documents?fileName=${encodeURIComponent(fileName)}`,
    payload: body,
    headers: { 'content-type': type },
  });

describe.each(TEST_DATABASES)('importing hostile files on %s', (kind) => {
  let t: TestApp;
  let agent: TestAgent;
  const importedTitles = async () =>
    (await agent.get('/api/dsm/documents'))
      .json<{ documents: ReferenceDocument[] }>()
      .documents.filter((document) => document.kind !== 'builtin')
      .map((document) => document.title);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      IMPORT_MAX_PAGES: '3',
      IMPORT_MAX_TEXT_CHARS: '5000',
      IMPORT_MAX_INFLATED_MB: '16',
    });
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  }, 300_000);
  afterAll(() => t.close());

  it('refuses files over the page, text and decompressed-size limits with 413 naming the limit, storing nothing', async () => {
    const cases: [string, string, Buffer, string][] = [
      [
        'bomb.pdf',
        'application/pdf',
        compressionBombPdf(1024),
        "The PDF's compressed content expands to more than 16 MB, the most one import may expand to",
      ],
      [
        'long.pdf',
        'application/pdf',
        textPdf(['one', 'two', 'three', 'four', 'five']),
        'The PDF has 5 pages; an import may have at most 3 pages',
      ],
      [
        'wordy.pdf',
        'application/pdf',
        textPdf(['word '.repeat(600), 'word '.repeat(600)]),
        IMPORT_LIMIT_ERRORS.text(5000),
      ],
      [
        'wordy.md',
        'text/markdown',
        Buffer.from('# Notes\n\n' + 'word '.repeat(1200)),
        IMPORT_LIMIT_ERRORS.text(5000),
      ],
    ];
    for (const [fileName, type, body, message] of cases) {
      const response = await upload(agent, fileName, type, body);
      expect(response.statusCode, fileName).toBe(413);
      expect(response.json(), fileName).toMatchObject({ error: message, code: 'payload_too_large' });
    }
    expect(IMPORT_LIMIT_ERRORS.text(5000)).toBe(
      'The file holds more than 5,000 characters of text, the most one import may hold',
    );
    expect(await importedTitles()).toEqual([]);
    expect(
      await t.database.query('select count(*)::int as n from kb_documents where clinician_id is not null'),
    ).toEqual([{ n: 0 }]);
  }, 180_000);

  it('ends a reading that passes the time limit with 422, answering other requests meanwhile', async () => {
    const hurried = await createTestApp(kind, { IMPORT_TIME_LIMIT_MS: '1000' }, t.database);
    try {
      const other = new TestAgent(hurried.app);
      await other.get('/api/auth/me');
      const events: string[] = [];
      // A million text operations over 500 pages: several seconds of reading on a fast machine, far past the limit.
      const slow = upload(other, 'slow.pdf', 'application/pdf', slowPdf(500, 2000)).then((response) => {
        events.push('import answered');
        return response;
      });
      for (let i = 0; i < 3; i++) {
        const response = await other.get('/api/clients');
        expect(response.statusCode).toBe(200);
        events.push('read answered');
      }
      const response = await slow;
      expect(events).toEqual(['read answered', 'read answered', 'read answered', 'import answered']);
      expect(response.json()).toMatchObject({
        error: 'Reading the file took longer than 1 second, the most one import may take',
        code: 'unprocessable',
      });
      expect(response.statusCode).toBe(422);
      expect(
        (await other.get('/api/dsm/documents'))
          .json<{ documents: ReferenceDocument[] }>()
          .documents.filter((document) => document.kind !== 'builtin'),
      ).toEqual([]);
    } finally {
      await hurried.close();
    }
  }, 180_000);

  it('refuses a file whose reading needs more memory than the cap with 413, and still imports the next', async () => {
    const small = await createTestApp(kind, { IMPORT_MEMORY_MB: '24' }, t.database);
    try {
      const other = new TestAgent(small.app);
      const response = await upload(other, 'slow.pdf', 'application/pdf', manyTextOperationsPdf(1_000_000));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        error: 'Reading the file needed more than 24 MB of memory, the most one import may use',
        code: 'payload_too_large',
      });
    } finally {
      await small.close();
    }
    const fine = await upload(agent, 'handout.pdf', 'application/pdf', textPdf(['Worry diary, week one.']));
    expect(fine.statusCode).toBe(201);
    expect(await importedTitles()).toEqual(['handout']);
  }, 180_000);
});
