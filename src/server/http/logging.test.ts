import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createPhiCipher } from '../security/phi-cipher';
import { TEST_DATABASES, TEST_PHI_KEY, TestAgent, createTestDatabase } from '../testing/harness';
import { sanitizeLogArguments, serializeError } from './logging';

/**
 * Each case sabotages the templates table so that creating a template fails in the database with one kind of
 * error, the way a schema drift or a bug would. The values sent carry markers; none may reach the log.
 */
const DATABASE_FAILURES = [
  {
    kind: 'unique violation',
    code: '23505',
    sabotage: ['CREATE UNIQUE INDEX marker_unique ON templates (name)'],
    undo: ['DROP INDEX marker_unique'],
    createsTwice: true,
  },
  {
    kind: 'foreign key violation',
    code: '23503',
    sabotage: [
      'CREATE TABLE marker_ref (name text PRIMARY KEY)',
      'ALTER TABLE templates ADD CONSTRAINT marker_fk FOREIGN KEY (description) REFERENCES marker_ref (name) NOT VALID',
    ],
    undo: ['ALTER TABLE templates DROP CONSTRAINT marker_fk', 'DROP TABLE marker_ref'],
    createsTwice: false,
  },
  {
    kind: 'check violation',
    code: '23514',
    sabotage: [
      `ALTER TABLE templates ADD CONSTRAINT marker_check CHECK (description NOT LIKE '%marker%') NOT VALID`,
    ],
    undo: ['ALTER TABLE templates DROP CONSTRAINT marker_check'],
    createsTwice: false,
  },
  {
    kind: 'value too long',
    code: '22001',
    sabotage: [
      'CREATE TABLE marker_short (value varchar(5))',
      `CREATE FUNCTION marker_fn() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO marker_short VALUES (NEW.name); RETURN NEW; END $$`,
      'CREATE TRIGGER marker_trigger BEFORE INSERT ON templates FOR EACH ROW EXECUTE FUNCTION marker_fn()',
    ],
    undo: [
      'DROP TRIGGER marker_trigger ON templates',
      'DROP FUNCTION marker_fn()',
      'DROP TABLE marker_short',
    ],
    createsTwice: false,
  },
  {
    kind: 'invalid text representation',
    code: '22P02',
    sabotage: [
      `CREATE FUNCTION marker_fn() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM NEW.name::uuid; RETURN NEW; END $$`,
      'CREATE TRIGGER marker_trigger BEFORE INSERT ON templates FOR EACH ROW EXECUTE FUNCTION marker_fn()',
    ],
    undo: ['DROP TRIGGER marker_trigger ON templates', 'DROP FUNCTION marker_fn()'],
    createsTwice: false,
  },
];

describe.each(TEST_DATABASES)('logs on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let agent: TestAgent;
  let logs = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent-web-build' }),
      database,
      cipher: createPhiCipher(TEST_PHI_KEY),
      logger: true,
      logStream: stream,
      backgroundJobs: false,
    });
    await app.ready();
    agent = new TestAgent(app);
    await agent.get('/api/auth/me');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    logs = '';
  });

  const runStatements = async (statements: string[]) => {
    for (const statement of statements) await database.query(statement);
  };

  it.each(DATABASE_FAILURES)(
    'logs a $kind by its code only, never the values the query carried',
    async ({ code, sabotage, undo, createsTwice }) => {
      const marker = `Marker${Math.random().toString(36).slice(2, 10)}`;
      const template = {
        name: `${marker} Colleague`,
        description: `colleague.${marker.toLowerCase()}@example.org`,
        sessionType: 'individual',
        duration: 50,
        sections: [`${marker} section`],
        prompts: [`${marker} prompt`],
      };
      await runStatements(sabotage);
      try {
        if (createsTwice) expect((await agent.post('/api/templates', template)).statusCode).toBe(201);
        const failed = await agent.post('/api/templates', template);
        expect(failed.statusCode).toBe(500);
        expect(failed.body).not.toContain(marker);
      } finally {
        await runStatements(undo);
      }
      const lines = logs.trim().split('\n');
      const failure = lines.find((line) => line.includes('request failed'));
      expect(failure, logs).toBeDefined();
      expect(JSON.parse(failure ?? '{}')).toMatchObject({ err: { type: 'DatabaseError', code } });
      expect(logs).not.toContain(marker);
      expect(logs.toLowerCase()).not.toContain(marker.toLowerCase());
      expect(logs).not.toContain('@example.org');
    },
  );

  it('censors the keys on the redaction list', async () => {
    app.log.info({ body: { firstName: 'MarkerBody' }, client: { email: 'jo@example.org' } }, 'payload');
    expect(logs).toContain('[redacted]');
    expect(logs).not.toContain('MarkerBody');
    expect(logs).not.toContain('jo@example.org');
  });
});

describe('log serializers', () => {
  it('logs an error that is not from the database with its message, emails removed', () => {
    const logged = serializeError(new TypeError('cannot read jo@example.org'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'cannot read [email]' });
    expect(logged.stack).not.toContain('jo@example.org');
  });

  it('replaces a database error message passed as the log message', () => {
    const error = Object.assign(new Error('Failed query: insert\nparams: Jane,Doe'), {
      query: 'insert',
      params: ['Jane', 'Doe'],
    });
    expect(sanitizeLogArguments([{ err: error }, error.message])).toEqual([{ err: error }, 'database error']);
    expect(sanitizeLogArguments([error])).toEqual([error, 'database error']);
    expect(sanitizeLogArguments(['signed up jo@example.org'])).toEqual(['signed up [email]']);
  });
});
