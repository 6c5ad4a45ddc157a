// `npm run probe:security`: starts the real server (embedded database in a temporary folder, and PostgreSQL too
// when TEST_DATABASE_URL is set), tries each hardening item over real HTTP and with real processes, prints one line
// per probe and ends with `security: P/N probes hold`. Exits 1 when any probe fails.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, unlinkSync, writeSync, openSync, closeSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/testing/scratch-database';
import { HttpAgent, type HttpResponse } from './http-agent';
import { REPO_ROOT, startExpectingRefusal, startServerProcess, type ServerProcess } from './server-process';

// ---------------------------------------------------------------------------------------------------------------
// What a probe runs against

export type DatabaseKind = 'embedded' | 'postgres';

export type ProbeServer = {
  url: string;
  /** What the server logged so far. */
  logs: () => string;
  /** DATA_DIR of the server (key files, anchors, the embedded database). */
  dataDir: string;
  /** The PostgreSQL database it uses, if any. */
  databaseUrl: string | undefined;
  /** Rows, across every table, whose text contains `needle`. An embedded server is stopped first. */
  countRowsContaining: (needle: string) => Promise<number>;
  stop: () => Promise<void>;
};

export type ProbeTarget = {
  database: DatabaseKind;
  /**
   * A server with these settings on top of the defaults. Servers are shared between probes asking for the same
   * settings, unless `fresh` (the probe then owns it and may stop it).
   */
  server: (env?: Record<string, string>, options?: { fresh?: boolean }) => Promise<ProbeServer>;
  close: () => Promise<void>;
};

export type Probe = {
  id: string;
  title: string;
  /** 'process': needs real server processes (the script runs it; the in-process test cannot). */
  needs?: 'process';
  databases?: DatabaseKind[];
  /** Throws a ProbeFailure (or any error) naming what did not hold. */
  run: (target: ProbeTarget) => Promise<void>;
};

export class ProbeFailure extends Error {
  override name = 'ProbeFailure';
}

function check(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new ProbeFailure(reason);
}

const describe = (response: HttpResponse) =>
  `${response.status} ${response.text.slice(0, 160).replaceAll('\n', ' ')}`;

const marker = (label: string) => `Zq${label}${randomBytes(5).toString('hex')}`;

const ACCOUNTS = { AUTH_MODE: 'accounts' };
const PASSWORD = 'velvet orbit canyon lantern quilt 7';
const OTHER_PASSWORD = 'marble fjord tinsel compass heron 3';

type Clinician = { agent: HttpAgent; email: string; password: string; id: string };

/** Signs up the practice owner on a fresh accounts server. */
async function setUpOwner(server: ProbeServer): Promise<Clinician> {
  const agent = new HttpAgent(server.url);
  const email = `${marker('owner')}@example.org`.toLowerCase();
  const response = await agent.post('/api/auth/setup', {
    firstName: 'Olive',
    lastName: 'Owner',
    email,
    password: PASSWORD,
  });
  check(response.status === 201, `setting up the owner answered ${describe(response)}`);
  const id = (response.json as { clinician: { id: string } }).clinician.id;
  return { agent, email, password: PASSWORD, id };
}

async function addColleague(owner: Clinician, server: ProbeServer): Promise<Clinician> {
  const email = `${marker('colleague')}@example.org`.toLowerCase();
  const response = await owner.agent.post('/api/auth/clinicians', {
    firstName: 'Cole',
    lastName: 'League',
    email,
    password: OTHER_PASSWORD,
  });
  check(response.status === 201, `adding a colleague answered ${describe(response)}`);
  const id = (response.json as { clinician: { id: string } }).clinician.id;
  const agent = new HttpAgent(server.url);
  const signIn = await agent.post('/api/auth/sign-in', { email, password: OTHER_PASSWORD });
  check(signIn.status === 200, `the colleague's sign-in answered ${describe(signIn)}`);
  return { agent, email, password: OTHER_PASSWORD, id };
}

/** One accounts-mode practice per target, shared by the probes that only need a colleague of their own. */
const practices = new WeakMap<ProbeTarget, Promise<{ server: ProbeServer; owner: Clinician }>>();
function sharedPractice(target: ProbeTarget): Promise<{ server: ProbeServer; owner: Clinician }> {
  let practice = practices.get(target);
  if (!practice) {
    practice = target.server(ACCOUNTS).then(async (server) => ({ server, owner: await setUpOwner(server) }));
    practices.set(target, practice);
  }
  return practice;
}

async function createClient(agent: HttpAgent, firstName = 'Probe', lastName = 'Client'): Promise<string> {
  const response = await agent.post('/api/clients', { firstName, lastName, age: 40 });
  check(response.status === 201, `creating a client answered ${describe(response)}`);
  return (response.json as { client: { id: string } }).client.id;
}

async function startSession(agent: HttpAgent, clientId: string): Promise<string> {
  const templates = await agent.get('/api/templates');
  const templateId = (templates.json as { templates?: { id: string }[] } | undefined)?.templates?.[0]?.id;
  check(templateId, `no template to start a session with: ${describe(templates)}`);
  const response = await agent.post('/api/sessions', { clientId, templateId });
  check(response.status === 201, `starting a session answered ${describe(response)}`);
  return (response.json as { session: { id: string } }).session.id;
}

function totpFor(secret: string, at: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** Sends headers and the first part of a large body, and waits for an answer before the rest is sent. */
async function answerBeforeBody(
  url: string,
  path: string,
  headers: Record<string, string>,
  declaredBytes: number,
  waitMs: number,
): Promise<{ status: number; body: string } | 'no-answer'> {
  return new Promise((resolve) => {
    const target = new URL(path, url);
    const request = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': String(declaredBytes) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', () => undefined);
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no-answer');
    }, waitMs);
    request.write(Buffer.alloc(64 * 1024));
  });
}

/** A PDF whose one content stream is Flate-compressed zeros that inflate to `inflatedBytes`. */
export function compressionBombPdf(inflatedBytes: number): Buffer {
  const chunk = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  for (let left = inflatedBytes; left > 0; left -= chunk.length) parts.push(chunk);
  const stream = deflateSync(Buffer.concat(parts), { level: 9 });
  return buildPdf(stream, '/Filter /FlateDecode');
}

/** A PDF with one page whose content stream holds `operations` text-drawing operations. */
export function manyOperationsPdf(operations: number): Buffer {
  const lines = ['BT /F1 12 Tf 72 720 Td'];
  for (let i = 0; i < operations; i++) lines.push('(a) Tj');
  lines.push('ET');
  return buildPdf(Buffer.from(lines.join('\n')), '');
}

function buildPdf(content: Buffer, filter: string): Buffer {
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} ${filter} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const out: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let offset = out[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    out.push(part);
    offset += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  out.push(Buffer.from(xref));
  return Buffer.concat(out);
}

/** A local OpenAI-compatible server whose every answer calls the session's risk denied and safe. */
async function startHostileModel(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      type Format = { json_schema?: { schema?: { properties?: Record<string, { type?: string }> } } };
      let properties: Record<string, { type?: string }> = {};
      try {
        properties =
          (JSON.parse(body) as { response_format?: Format }).response_format?.json_schema?.schema
            ?.properties ?? {};
      } catch {
        properties = {};
      }
      const answer: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(properties)) {
        answer[name] = schema.type === 'array' ? [HOSTILE_RISK_PROSE] : `${HOSTILE_RISK_PROSE} (${name})`;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'probe',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(answer) },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HOSTILE_RISK_PROSE =
  'The client did not endorse suicidal ideation, self-harm or thoughts of harming others and is safe; risk is minimal.';
const HOSTILE_RISK_WORDS = /did not endorse|is safe|risk is minimal/i;

/** Runs `npm run audit:verify` (scripts/audit-verify.ts) against a server's data; resolves with its exit code. */
async function runAuditVerify(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, output: output.trim() };
}

type AuditRow = {
  id: number;
  at: Date;
  clinician_id: string | null;
  action: string;
  record_type: string;
  record_id: string | null;
  outcome: string;
  client_address: string | null;
  prev_hash: string;
  hash: string;
};

/** The chain's published algorithm, as someone with write access to the database but no key would recompute it. */
function plainChainHash(prevHash: string, row: AuditRow): string {
  const content = JSON.stringify([
    new Date(row.at).toISOString(),
    row.clinician_id,
    row.action,
    row.record_type,
    row.record_id,
    row.outcome,
    row.client_address,
  ]);
  return createHash('sha256').update(`${prevHash}|${content}`).digest('hex');
}

type Tampering = 'edit-and-rehash' | 'forge-newest' | 'remove-newest';

async function tamperAuditChain(db: DatabaseHandle, how: Tampering): Promise<void> {
  const rows = (await db.query('select * from audit_events order by id')) as unknown as AuditRow[];
  check(rows.length >= 4, `only ${rows.length} audit rows to tamper with`);
  if (how === 'remove-newest') {
    const keep = rows[rows.length - 3];
    await db.query('delete from audit_events where id > $1', [keep?.id]);
    return;
  }
  if (how === 'forge-newest') {
    const last = rows[rows.length - 1] as AuditRow;
    const forged: AuditRow = {
      ...last,
      id: last.id + 1,
      at: new Date(new Date(last.at).getTime() + 1000),
      action: 'read',
      record_type: 'client',
      record_id: 'forged',
      outcome: 'success',
      prev_hash: last.hash,
    };
    forged.hash = plainChainHash(last.hash, forged);
    await db.query(
      'insert into audit_events (at, clinician_id, action, record_type, record_id, outcome, client_address, prev_hash, hash) values ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
      [
        forged.at,
        forged.clinician_id,
        forged.action,
        forged.record_type,
        forged.record_id,
        forged.outcome,
        forged.client_address,
        forged.prev_hash,
        forged.hash,
      ],
    );
    return;
  }
  // Edit an early row (who did it), then recompute every later hash so the chain links up again.
  const start = 1;
  let prevHash = rows[start - 1]?.hash ?? '';
  for (let i = start; i < rows.length; i++) {
    const row = rows[i] as AuditRow;
    const edited = {
      ...row,
      prev_hash: prevHash,
      client_address: i === start ? '198.51.100.9' : row.client_address,
    };
    edited.hash = plainChainHash(prevHash, edited);
    await db.query('update audit_events set client_address = $1, prev_hash = $2, hash = $3 where id = $4', [
      edited.client_address,
      edited.prev_hash,
      edited.hash,
      row.id,
    ]);
    prevHash = edited.hash;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The probes

export const PROBES: Probe[] = [
  {
    id: 'isolation',
    title: "another clinician cannot read, change or list a clinician's client or session",
    run: async (target) => {
      const server = await target.server();
      const alice = new HttpAgent(server.url);
      const bob = new HttpAgent(server.url);
      const clientId = await createClient(alice, 'Isolated', 'Person');
      const sessionId = await startSession(alice, clientId);
      await bob.get('/api/auth/me');
      for (const path of [
        `/api/clients/${clientId}`,
        `/api/sessions/${sessionId}`,
        `/api/sessions/${sessionId}/note`,
        `/api/sessions/${sessionId}/summary`,
      ]) {
        const response = await bob.get(path);
        check(response.status === 404, `another clinician's GET ${path} answered ${describe(response)}`);
      }
      const patch = await bob.patch(`/api/clients/${clientId}`, { firstName: 'Changed' });
      check(patch.status === 404, `another clinician's PATCH answered ${describe(patch)}`);
      const list = await bob.get('/api/clients');
      check(!list.text.includes(clientId), "another clinician's client list shows the client");
      const mine = await alice.get(`/api/clients/${clientId}`);
      check(
        mine.status === 200 &&
          (mine.json as { client: { firstName: string } }).client.firstName === 'Isolated',
        `the owner's own client changed or vanished: ${describe(mine)}`,
      );
    },
  },
  {
    id: 'isolation-accounts',
    title: "accounts: a colleague cannot read the owner's client; signed out gets 401",
    run: async (target) => {
      const { server, owner } = await sharedPractice(target);
      const colleague = await addColleague(owner, server);
      const clientId = await createClient(owner.agent);
      const theirs = await colleague.agent.get(`/api/clients/${clientId}`);
      check(theirs.status === 404, `the colleague's GET answered ${describe(theirs)}`);
      const anonymous = await new HttpAgent(server.url).get(`/api/clients/${clientId}`);
      check(anonymous.status === 401, `a signed-out GET answered ${describe(anonymous)}`);
    },
  },
  {
    id: 'csrf',
    title: 'a state-changing request from another site is refused and changes nothing',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      await agent.get('/api/auth/me');
      const before = (await agent.get('/api/clients')).text;
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const response = await agent.post(
          '/api/clients',
          { firstName: 'Forged', lastName: 'Request', age: 30 },
          { headers },
        );
        check(
          response.status === 403,
          `a cross-site POST (${JSON.stringify(headers)}) answered ${describe(response)}`,
        );
      }
      const after = (await agent.get('/api/clients')).text;
      check(
        !after.includes('Forged') && after.length === before.length,
        'a refused cross-site POST created a client',
      );
    },
  },
  {
    id: 'demo-sandbox-limit',
    title: 'demo sandboxes are limited per client address; a forged X-Forwarded-For does not escape it',
    run: async (target) => {
      const server = await target.server({ TRUST_PROXY: '1', DEMO_SANDBOX_RATE_LIMIT: '3' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // What a proxy sends on: whatever the browser claimed, then the address the proxy saw.
        const agent = new HttpAgent(server.url, { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` });
        statuses.push((await agent.get('/api/auth/me')).status);
      }
      check(
        statuses.includes(429),
        `six new sandboxes from one address with forged X-Forwarded-For all answered: ${statuses.join(', ')}`,
      );
    },
  },
  {
    id: 'trust-proxy-true',
    title: 'TRUST_PROXY=true is refused at start or means one hop, never "trust everything"',
    run: async (target) => {
      let server: ProbeServer;
      try {
        server = await target.server({ TRUST_PROXY: 'true', DEMO_SANDBOX_RATE_LIMIT: '2' });
      } catch {
        return; // refused at start
      }
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const agent = new HttpAgent(server.url, { 'x-forwarded-for': `10.8.${i}.1, 203.0.113.8` });
        statuses.push((await agent.get('/api/auth/me')).status);
      }
      check(
        statuses.includes(429),
        `TRUST_PROXY=true started and believed forged addresses: ${statuses.join(', ')}`,
      );
    },
  },
  {
    id: 'no-store',
    title: 'API responses carry Cache-Control: no-store',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      const clientId = await createClient(agent);
      const sessionId = await startSession(agent, clientId);
      const missing: string[] = [];
      for (const path of [
        '/api/auth/me',
        '/api/clients',
        `/api/clients/${clientId}`,
        `/api/sessions/${sessionId}`,
        `/api/sessions/${sessionId}/note`,
        '/api/dashboard',
        '/api/settings',
        '/api/export',
        '/api/clients/00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await agent.get(path);
        if (!/no-store/i.test(response.headers.get('cache-control') ?? ''))
          missing.push(`${path} (${response.status})`);
      }
      check(missing.length === 0, `no Cache-Control: no-store on ${missing.join(', ')}`);
    },
  },
  {
    id: 'cookies',
    title: 'session cookies are HttpOnly and SameSite; behind TLS Secure with the __Host- prefix',
    run: async (target) => {
      const plain = await target.server();
      const local = await new HttpAgent(plain.url).get('/api/auth/me');
      const localCookie = local.setCookies.find((line) => /session/i.test(line));
      check(localCookie, `no session cookie on plain-http localhost: ${describe(local)}`);
      check(/;\s*HttpOnly/i.test(localCookie), `the session cookie is not HttpOnly: ${localCookie}`);
      check(
        /;\s*SameSite=(Lax|Strict)/i.test(localCookie),
        `the session cookie has no SameSite: ${localCookie}`,
      );
      const proxied = await target.server({ TRUST_PROXY: '1' });
      const tls = await new HttpAgent(proxied.url, {
        'x-forwarded-for': '203.0.113.20',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'clinic.example',
      }).get('/api/auth/me');
      const tlsCookie = tls.setCookies.find((line) => /session/i.test(line));
      check(tlsCookie, `no session cookie behind a TLS proxy: ${describe(tls)}`);
      check(
        /^__Host-/.test(tlsCookie),
        `the cookie behind TLS has no __Host- prefix: ${tlsCookie.split(';')[0] ?? ''}`,
      );
      check(/;\s*Secure/i.test(tlsCookie), 'the cookie behind TLS is not Secure');
      check(
        !/;\s*Domain=/i.test(tlsCookie) && /;\s*Path=\/(;|$)/i.test(tlsCookie),
        'a __Host- cookie needs Path=/ and no Domain',
      );
    },
  },
  {
    id: 'nul-surrogates',
    title: 'NUL bytes and lone surrogates in text answer 400 and change nothing',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      const clientId = await createClient(agent);
      const sessionId = await startSession(agent, clientId);
      const before = (await agent.get('/api/clients')).text;
      const attempts: [string, string, string][] = [
        ['POST', '/api/clients', '{"firstName":"Nul\\u0000Name","lastName":"X","age":30}'],
        ['POST', '/api/clients', '{"firstName":"Lone\\ud800Surrogate","lastName":"X","age":30}'],
        ['POST', '/api/clients', '{"firstName":"Low\\udc00First","lastName":"X","age":30}'],
        ['PATCH', `/api/clients/${clientId}`, '{"gender":"a\\u0000b"}'],
        ['PATCH', `/api/sessions/${sessionId}`, '{"notes":"note \\u0000 with NUL"}'],
        ['PATCH', `/api/sessions/${sessionId}`, '{"transcript":"Client: I feel \\ud83d alone"}'],
        [
          'POST',
          '/api/templates',
          '{"name":"T\\u0000","sessionType":"individual","duration":50,"sections":["Presenting Problem"],"prompts":[]}',
        ],
        ['POST', '/api/generate-session-note', '{"dictationText":"Client: hello \\u0000 there"}'],
      ];
      const wrong: string[] = [];
      for (const [method, path, raw] of attempts) {
        const response = await agent.request(method, path, undefined, {
          raw,
          headers: { 'content-type': 'application/json' },
        });
        if (response.status !== 400) wrong.push(`${method} ${path} ${raw.slice(0, 40)} → ${response.status}`);
      }
      const after = (await agent.get('/api/clients')).text;
      check(wrong.length === 0, `not 400: ${wrong.join('; ')}`);
      check(after === before, 'a refused request changed the client list');
    },
  },
  {
    id: 'log-redaction',
    title: 'logs never contain names, emails or clinical text, even on database errors',
    run: async (target) => {
      const { server, owner } = await sharedPractice(target);
      const name = marker('name');
      const concern = marker('concern');
      const email = `${marker('mail')}@example.org`.toLowerCase();
      await owner.agent.post('/api/clients', {
        firstName: name,
        lastName: 'Logged',
        age: 30,
        primaryDiagnosis: [concern],
      });
      // Values a database refuses: NUL in text, and far too long text where no limit guards it.
      await owner.agent.request('POST', '/api/clients', undefined, {
        raw: `{"firstName":"${name}\\u0000","lastName":"X","age":30,"primaryDiagnosis":["${concern}"]}`,
        headers: { 'content-type': 'application/json' },
      });
      await owner.agent.post('/api/auth/clinicians', {
        firstName: name,
        lastName: 'Dup',
        email: owner.email,
        password: OTHER_PASSWORD,
      });
      await owner.agent.post('/api/auth/clinicians', {
        firstName: name,
        lastName: 'Once',
        email,
        password: OTHER_PASSWORD,
      });
      await owner.agent.post('/api/auth/clinicians', {
        firstName: name,
        lastName: 'Twice',
        email,
        password: OTHER_PASSWORD,
      });
      await new HttpAgent(server.url).post('/api/auth/sign-in', {
        email,
        password: `${name}-wrong-password`,
      });
      await owner.agent.get(`/api/dsm/search?query=${encodeURIComponent(concern)}`);
      await owner.agent.post('/api/generate-session-note', {
        dictationText: `Client: ${concern} keeps me awake.`,
      });
      const logs = server.logs();
      const leaked = [name, concern, email].filter((value) => logs.includes(value));
      check(logs.length > 0, 'the server logged nothing at all, so the probe cannot tell');
      check(
        leaked.length === 0,
        `the log contains ${leaked.length} of the marker values (${leaked.join(', ')})`,
      );
    },
  },
  {
    id: 'body-limit',
    title: 'oversized JSON bodies answer 413',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      await agent.get('/api/auth/me');
      const response = await agent.post('/api/clients', {
        firstName: 'x'.repeat(3 * 1024 * 1024),
        lastName: 'X',
        age: 1,
      });
      check(response.status === 413, `a 3 MB body answered ${describe(response)}`);
    },
  },
  {
    id: 'audio-refused-unread',
    title: 'audio is refused before its body is read when transcription is off',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      const clientId = await createClient(agent);
      const sessionId = await startSession(agent, clientId);
      const answer = await answerBeforeBody(
        server.url,
        `/api/transcriptions?sessionId=${sessionId}`,
        { 'content-type': 'audio/webm', cookie: agent.cookieHeader(), origin: new URL(server.url).origin },
        90 * 1024 * 1024,
        15_000,
      );
      check(answer !== 'no-answer', 'the server waited for all 90 MB of audio before answering');
      check(
        (answer.status >= 400 && answer.status < 500) || answer.status === 503,
        `answered ${answer.status} ${answer.body.slice(0, 120)}`,
      );
    },
  },
  {
    id: 'pdf-bomb',
    title: 'a PDF compression bomb answers 413/422 and other requests keep being answered',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      await agent.get('/api/auth/me');
      const bomb = compressionBombPdf(400 * 1024 * 1024);
      const upload = agent
        .post('/api/dsm/documents?fileName=bomb.pdf', undefined, {
          raw: bomb,
          headers: { 'content-type': 'application/pdf' },
          timeoutMs: 120_000,
        })
        .then(
          (response) => ({ response, at: Date.now() }),
          (error: unknown) => ({ error, at: Date.now() }),
        );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const meanwhile = await agent.get('/api/auth/me', { timeoutMs: 120_000 }).then(
        (response) => ({ status: response.status, at: Date.now() }),
        () => ({ status: 0, at: Date.now() }),
      );
      const done = await upload;
      check('response' in done, `the upload did not answer: ${String('error' in done ? done.error : '')}`);
      check(
        done.response.status === 413 || done.response.status === 422,
        `the bomb answered ${describe(done.response)}`,
      );
      check(meanwhile.status === 200, `a request during the upload answered ${meanwhile.status}`);
    },
  },
  {
    id: 'pdf-many-operations',
    title: 'a PDF with 400,000 text operations does not hold up other requests',
    run: async (target) => {
      const server = await target.server();
      const agent = new HttpAgent(server.url);
      await agent.get('/api/auth/me');
      const heavy = manyOperationsPdf(400_000);
      let uploadAnsweredAt = 0;
      const upload = agent
        .post('/api/dsm/documents?fileName=heavy.pdf', undefined, {
          raw: heavy,
          headers: { 'content-type': 'application/pdf' },
          timeoutMs: 180_000,
        })
        .then(
          (response) => {
            uploadAnsweredAt = Date.now();
            return response;
          },
          (error: unknown) => {
            uploadAnsweredAt = Date.now();
            throw error;
          },
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const meanwhile = await agent.get('/api/auth/me');
      const answeredAt = Date.now();
      const response = await upload;
      check(meanwhile.status === 200, `a request during the import answered ${meanwhile.status}`);
      check(response.status < 500, `the import answered ${describe(response)}`);
      // The main thread was free if the other request was answered before the import finished.
      check(
        uploadAnsweredAt === 0 || answeredAt <= uploadAnsweredAt || response.status >= 400,
        'the other request was answered only after the import finished',
      );
    },
  },
  {
    id: 'lock-file',
    title: 'a second server on the same DATA_DIR refuses to start, naming the folder',
    needs: 'process',
    databases: ['embedded'],
    run: async (target) => {
      const server = await target.server({}, { fresh: true });
      const second = await startExpectingRefusal({ DATA_DIR: server.dataDir }, 300_000);
      check(!second.listened, 'a second server started on the same DATA_DIR');
      check(!second.timedOut, 'the second server neither started nor exited within 300 s');
      check(second.code !== 0, 'the second server exited with 0');
      check(
        second.output.includes(server.dataDir),
        `its message does not name the folder: ${second.output.slice(-300)}`,
      );
      const still = await new HttpAgent(server.url).get('/api/auth/status');
      check(still.status === 200, 'the first server stopped answering');
    },
  },
  {
    id: 'full-disk',
    title: 'a full disk answers 507/503 on writes, keeps answering reads, recovers, and stops on SIGTERM',
    needs: 'process',
    databases: ['embedded'],
    run: async () => runFullDiskProbe(),
  },
  {
    id: 'audit-chain',
    title: 'audit:verify detects an edited-and-rehashed row, a forged newest row and removed newest rows',
    needs: 'process',
    run: async (target) => runAuditChainProbe(target),
  },
  {
    id: 'identity-at-rest',
    title: 'client names and concerns are not stored in plaintext',
    run: async (target) => {
      const server = await target.server({}, { fresh: true });
      const agent = new HttpAgent(server.url);
      const first = marker('first');
      const last = marker('last');
      const concern = marker('concern');
      const response = await agent.post('/api/clients', {
        firstName: first,
        lastName: last,
        age: 33,
        gender: 'female',
        primaryDiagnosis: [concern],
      });
      check(response.status === 201, `creating the client answered ${describe(response)}`);
      const found: string[] = [];
      for (const value of [first, last, concern]) {
        if ((await server.countRowsContaining(value)) > 0) found.push(value);
      }
      check(found.length === 0, `${found.length} of 3 identity values are stored in plaintext`);
    },
  },
  {
    id: 'risk-prose',
    title: "a model's invented risk denial is replaced by the engine's risk reading",
    run: async (target) => {
      const model = await startHostileModel();
      try {
        const server = await target.server(
          {
            AI_PROVIDER: 'openai',
            OPENAI_BASE_URL: model.url,
            OPENAI_MODEL: 'probe-model',
            AI_TIMEOUT_MS: '20000',
          },
          { fresh: true },
        );
        const agent = new HttpAgent(server.url);
        await agent.get('/api/auth/me');
        const transcription = [
          'Therapist: What brings you in today?',
          "Client: I can't stop worrying about work and money, and I lie awake most nights.",
          'Client: It has been like this for about seven months.',
        ].join('\n');
        const summary = await agent.post('/api/generate-session-summary', { transcription });
        check(summary.status === 200, `the summary answered ${describe(summary)}`);
        const risk = (summary.json as { riskAssessment: string }).riskAssessment;
        check(
          !HOSTILE_RISK_WORDS.test(risk),
          `the summary's risk assessment kept the model's denial: "${risk.slice(0, 120)}"`,
        );
        const note = await agent.post('/api/generate-session-note', { dictationText: transcription });
        check(note.status === 200, `the note answered ${describe(note)}`);
        const leaked = Object.entries(note.json as Record<string, unknown>).filter(
          ([, value]) => typeof value === 'string' && HOSTILE_RISK_WORDS.test(value),
        );
        check(
          leaked.length === 0,
          `the note kept the model's denial in ${leaked.map(([k]) => k).join(', ')}`,
        );
      } finally {
        await model.close();
      }
    },
  },
  // Accounts
  {
    id: 'setup-once',
    title: 'setup works only while the practice has no clinician',
    run: async (target) => {
      const server = await target.server(ACCOUNTS, { fresh: true });
      const owner = await setUpOwner(server);
      await addColleague(owner, server);
      const again = await new HttpAgent(server.url).post('/api/auth/setup', {
        firstName: 'Mallory',
        lastName: 'Second',
        email: `${marker('mallory')}@example.org`.toLowerCase(),
        password: PASSWORD,
      });
      check(again.status >= 400 && again.status < 500, `a second setup answered ${describe(again)}`);
      const gone = await owner.agent.delete('/api/workspace', { confirm: 'DELETE' });
      check(gone.status === 204, `the owner's workspace deletion answered ${describe(gone)}`);
      const takeover = await new HttpAgent(server.url).post('/api/auth/setup', {
        firstName: 'Mallory',
        lastName: 'Takeover',
        email: `${marker('mallory')}@example.org`.toLowerCase(),
        password: PASSWORD,
      });
      check(
        takeover.status >= 400 && takeover.status < 500,
        `with a colleague left, an anonymous setup answered ${describe(takeover)}`,
      );
    },
  },
  {
    id: 'password-rules',
    title: 'common, repeated and breached passwords are refused; 64-character passphrases are accepted',
    run: async (target) => {
      const { owner } = await sharedPractice(target);
      const accepted: string[] = [];
      for (const password of ['password1234', 'aaaaaaaaaaaa', 'qwertyuiop123', 'iloveyou1234']) {
        const response = await owner.agent.post('/api/auth/clinicians', {
          firstName: 'Weak',
          lastName: 'Password',
          email: `${marker('weak')}@example.org`.toLowerCase(),
          password,
        });
        if (response.status !== 400) accepted.push(`${password} → ${response.status}`);
      }
      check(accepted.length === 0, `weak passwords not refused with 400: ${accepted.join(', ')}`);
      const long = await owner.agent.post('/api/auth/clinicians', {
        firstName: 'Long',
        lastName: 'Passphrase',
        email: `${marker('long')}@example.org`.toLowerCase(),
        password: `${randomBytes(24).toString('base64')}${randomBytes(24).toString('base64')}`.slice(0, 64),
      });
      check(long.status === 201, `a random 64-character password answered ${describe(long)}`);
    },
  },
  {
    id: 'totp-single-use',
    title: 'a TOTP code works once; codes more than one step away are refused',
    run: async (target) => {
      const { server, owner: practiceOwner } = await sharedPractice(target);
      // A colleague of the shared practice, so the owner's own sign-in is left alone.
      const owner = await addColleague(practiceOwner, server);
      const setup = await owner.agent.post('/api/auth/totp/setup');
      check(setup.status === 200, `TOTP set-up answered ${describe(setup)}`);
      const secret = (setup.json as { secret: string }).secret;
      const t0 = Date.now();
      const enable = await owner.agent.post('/api/auth/totp/enable', { code: totpFor(secret, t0) });
      check(enable.status === 200, `enabling TOTP answered ${describe(enable)}`);
      const signIn = (code: string) =>
        new HttpAgent(server.url).post('/api/auth/sign-in', {
          email: owner.email,
          password: owner.password,
          totpCode: code,
        });
      const far = await signIn(totpFor(secret, t0 + 3 * 30_000));
      check(far.status === 401, `a code three steps ahead answered ${describe(far)}`);
      const next = totpFor(secret, t0 + 30_000);
      const first = await signIn(next);
      check(first.status === 200, `a fresh code for the next step answered ${describe(first)}`);
      const replay = await signIn(next);
      check(replay.status === 401, `the same code a second time answered ${describe(replay)}`);
      const old = await signIn(totpFor(secret, t0));
      check(old.status === 401, `the code already used to enable TOTP answered ${describe(old)}`);
    },
  },
  {
    id: 'password-change',
    title: "password change needs the current password and ends the clinician's other sessions",
    run: async (target) => {
      const { server, owner: practiceOwner } = await sharedPractice(target);
      // A colleague of the shared practice, so the owner's own sign-in is left alone.
      const owner = await addColleague(practiceOwner, server);
      const elsewhere = new HttpAgent(server.url);
      const other = await elsewhere.post('/api/auth/sign-in', {
        email: owner.email,
        password: owner.password,
      });
      check(other.status === 200, `a second sign-in answered ${describe(other)}`);
      const newPassword = 'a brand new passphrase for probing 9';
      const wrong = await owner.agent.post('/api/auth/password', {
        currentPassword: 'not the password at all',
        newPassword,
      });
      check(
        wrong.status >= 400 && wrong.status < 500 && wrong.status !== 404,
        `a change with a wrong current password answered ${describe(wrong)}`,
      );
      const change = await owner.agent.post('/api/auth/password', {
        currentPassword: owner.password,
        newPassword,
      });
      check(
        change.status === 200 || change.status === 204,
        `the password change answered ${describe(change)}`,
      );
      const stale = await elsewhere.get('/api/auth/me');
      check(stale.status === 401, `the other session still answers ${stale.status}`);
      const oldSignIn = await new HttpAgent(server.url).post('/api/auth/sign-in', {
        email: owner.email,
        password: owner.password,
      });
      check(oldSignIn.status === 401, `the old password still signs in: ${describe(oldSignIn)}`);
    },
  },
  {
    id: 'reset-link',
    title: 'only the owner issues reset links; a link works once',
    run: async (target) => {
      const { server, owner } = await sharedPractice(target);
      const colleague = await addColleague(owner, server);
      const notOwner = await colleague.agent.post(`/api/auth/clinicians/${owner.id}/password-reset`);
      check(
        notOwner.status === 403 || notOwner.status === 404,
        `a colleague asking for the owner's reset link answered ${describe(notOwner)}`,
      );
      const issued = await owner.agent.post(`/api/auth/clinicians/${colleague.id}/password-reset`);
      check(
        issued.status === 200 || issued.status === 201,
        `issuing a reset link answered ${describe(issued)}`,
      );
      const link = (issued.json as { resetPath?: string } | undefined)?.resetPath ?? '';
      const token = /[#?&]reset=([A-Za-z0-9_-]+)/.exec(link)?.[1];
      check(token, `no token in the reset answer: ${describe(issued)}`);
      const newPassword = 'reset passphrase chosen by colleague 5';
      const use = await new HttpAgent(server.url).post('/api/auth/password-reset', {
        token,
        newPassword,
      });
      check(use.status === 200 || use.status === 204, `using the link answered ${describe(use)}`);
      const reuse = await new HttpAgent(server.url).post('/api/auth/password-reset', {
        token,
        newPassword: `${newPassword}x`,
      });
      check(reuse.status >= 400 && reuse.status < 500, `using the link again answered ${describe(reuse)}`);
    },
  },
  {
    id: 'deactivation',
    title: "the owner's deactivation ends a colleague's sessions and sign-ins; a colleague cannot deactivate",
    run: async (target) => {
      const { server, owner } = await sharedPractice(target);
      const colleague = await addColleague(owner, server);
      const byColleague = await colleague.agent.post(`/api/auth/clinicians/${owner.id}/deactivate`);
      check(
        byColleague.status === 403,
        `a colleague deactivating the owner answered ${describe(byColleague)}`,
      );
      const off = await owner.agent.post(`/api/auth/clinicians/${colleague.id}/deactivate`);
      check(off.status === 200 || off.status === 204, `deactivating the colleague answered ${describe(off)}`);
      const session = await colleague.agent.get('/api/auth/me');
      check(session.status === 401, `the deactivated colleague's session answered ${session.status}`);
      const signIn = await new HttpAgent(server.url).post('/api/auth/sign-in', {
        email: colleague.email,
        password: colleague.password,
      });
      check(signIn.status >= 400, `the deactivated colleague signed in: ${describe(signIn)}`);
    },
  },
  {
    id: 'email-change',
    title: "an email change needs the password and answers 409 on a colleague's address",
    run: async (target) => {
      const { server, owner } = await sharedPractice(target);
      const colleague = await addColleague(owner, server);
      const newAddress = `${marker('new')}@example.org`.toLowerCase();
      const without = await colleague.agent.patch('/api/settings', { profile: { email: newAddress } });
      check(
        without.status === 400 || without.status === 401 || without.status === 403,
        `a change without the password answered ${describe(without)}`,
      );
      const wrong = await colleague.agent.patch('/api/settings', {
        profile: { email: newAddress },
        currentPassword: 'not the password at all',
      });
      check(
        wrong.status >= 400 && wrong.status < 500,
        `a change with a wrong password answered ${describe(wrong)}`,
      );
      const duplicate = await colleague.agent.patch('/api/settings', {
        profile: { email: owner.email },
        currentPassword: colleague.password,
      });
      check(duplicate.status === 409, `a change to the owner's address answered ${describe(duplicate)}`);
      const changed = await colleague.agent.patch('/api/settings', {
        profile: { email: newAddress },
        currentPassword: colleague.password,
      });
      check(changed.status === 200, `a change with the password answered ${describe(changed)}`);
    },
  },
  {
    id: 'lockout-atomic',
    title: '25 concurrent wrong passwords get at most the configured 10 checks, then the account is locked',
    run: async (target) => {
      const server = await target.server({ ...ACCOUNTS, SIGN_IN_MAX_FAILURES: '10' }, { fresh: true });
      const owner = await setUpOwner(server);
      const attempts = await Promise.all(
        Array.from({ length: 25 }, () =>
          new HttpAgent(server.url).post('/api/auth/sign-in', {
            email: owner.email,
            password: 'wrong password guess 1',
          }),
        ),
      );
      const checked = attempts.filter((r) => r.status === 401).length;
      const locked = attempts.filter((r) => r.status === 429).length;
      check(checked <= 10, `${checked} of 25 concurrent wrong passwords were checked (limit 10)`);
      check(checked + locked === 25, `unexpected answers: ${attempts.map((r) => r.status).join(',')}`);
      const right = await new HttpAgent(server.url).post('/api/auth/sign-in', {
        email: owner.email,
        password: PASSWORD,
      });
      check(right.status === 429, `after the lockout the right password answered ${describe(right)}`);
    },
  },
  {
    id: 'sign-in-per-address',
    title: 'failed sign-ins are limited per client address, across accounts',
    run: async (target) => {
      const server = await target.server(ACCOUNTS, { fresh: true });
      await setUpOwner(server);
      const statuses: number[] = [];
      for (let i = 0; i < 60 && !statuses.includes(429); i++) {
        const response = await new HttpAgent(server.url).post('/api/auth/sign-in', {
          email: `${marker('guess')}@example.org`.toLowerCase(),
          password: 'wrong password guess 2',
        });
        statuses.push(response.status);
      }
      check(
        statuses.includes(429),
        `60 failed sign-ins on different accounts from one address were all answered`,
      );
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Probes that need their own processes and files

async function runFullDiskProbe(): Promise<void> {
  const mountPoint = mkdtempSync(path.join(tmpdir(), 'probe-full-disk-'));
  const mount = await runCommand('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mountPoint]);
  check(
    mount.code === 0,
    `cannot mount a small filesystem to fill (${mount.output || 'mount refused'}); run as root`,
  );
  let server: ServerProcess | undefined;
  const filler = path.join(mountPoint, 'filler');
  try {
    server = await startServerProcess({ DATA_DIR: mountPoint });
    const agent = new HttpAgent(server.url);
    await createClient(agent, 'Before', 'Full');
    fillDisk(filler);
    const write = await agent
      .post('/api/clients', { firstName: 'During', lastName: 'Full', age: 30 }, { timeoutMs: 30_000 })
      .catch(() => undefined);
    check(write, 'a write on a full disk got no answer within 30 s');
    check(write.status === 507 || write.status === 503, `a write on a full disk answered ${describe(write)}`);
    const read = await agent.get('/api/clients', { timeoutMs: 30_000 }).catch(() => undefined);
    check(
      read?.status === 200,
      `a read on a full disk answered ${read ? describe(read) : 'nothing within 30 s'}`,
    );
    unlinkSync(filler);
    const after = await agent
      .post('/api/clients', { firstName: 'After', lastName: 'Full', age: 30 }, { timeoutMs: 30_000 })
      .catch(() => undefined);
    check(
      after?.status === 201,
      `once space returned a write answered ${after ? describe(after) : 'nothing'}`,
    );
    const stopped = Date.now();
    await server.stop(30_000);
    check(Date.now() - stopped < 30_000, 'the server did not stop on SIGTERM within 30 s');
  } finally {
    await server?.kill9();
    rmSync(filler, { force: true });
    await runCommand('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
}

function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // ENOSPC: the disk is full
  } finally {
    closeSync(fd);
  }
}

async function runCommand(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

async function runAuditChainProbe(target: ProbeTarget): Promise<void> {
  const server = await target.server({}, { fresh: true });
  const agent = new HttpAgent(server.url);
  const clientId = await createClient(agent);
  for (let i = 0; i < 3; i++) await agent.get(`/api/clients/${clientId}`);
  await server.stop();

  const failures: string[] = [];
  const intact = await verifyCopy(server, undefined);
  check(intact.code === 0, `audit:verify fails on an untouched chain: ${intact.output.slice(-200)}`);
  for (const how of ['edit-and-rehash', 'forge-newest', 'remove-newest'] as const) {
    const result = await verifyCopy(server, how);
    if (result.code === 0) failures.push(how);
  }
  check(failures.length === 0, `audit:verify passed after: ${failures.join(', ')}`);
}

/** Tampers with a copy of the server's data (or, on PostgreSQL, a copy of its database) and runs audit:verify. */
async function verifyCopy(
  server: ProbeServer,
  how: Tampering | undefined,
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'probe-audit-'));
  try {
    cpSync(server.dataDir, dataDir, { recursive: true });
    rmSync(path.join(dataDir, 'server.lock'), { force: true });
    if (!server.databaseUrl) {
      if (how) {
        const db = await openDatabase({ kind: 'pglite', dataDir });
        try {
          await tamperAuditChain(db, how);
        } finally {
          await db.close();
        }
      }
      return await runAuditVerify({ DATA_DIR: dataDir });
    }
    const copyUrl = await copyPostgresDatabase(server.databaseUrl);
    try {
      if (how) {
        const db = await openDatabase({ kind: 'postgres', url: copyUrl.url });
        try {
          await tamperAuditChain(db, how);
        } finally {
          await db.close();
        }
      }
      return await runAuditVerify({ DATA_DIR: dataDir, DATABASE_URL: copyUrl.url });
    } finally {
      await copyUrl.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function copyPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = new URL(url);
  const name = `${source.pathname.slice(1)}_copy${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.replace(source.pathname, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.pathname.slice(1)}`);
  await admin.end();
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url.replace(source.pathname, '/postgres') });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Counts rows of every table in the public schema whose text contains `needle`. */
export async function countRowsContaining(db: DatabaseHandle, needle: string): Promise<number> {
  const tables = await db.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  let count = 0;
  for (const { table_name: table } of tables) {
    const [row] = await db.query(
      `select count(*)::int as n from "${String(table)}" t where position($1 in t::text) > 0`,
      [needle],
    );
    count += Number(row?.n ?? 0);
  }
  return count;
}

// ---------------------------------------------------------------------------------------------------------------
// Running them

export type ProbeResult = { probe: Probe; database: DatabaseKind; holds: boolean; reason: string };

export async function runProbe(probe: Probe, target: ProbeTarget): Promise<ProbeResult> {
  try {
    await probe.run(target);
    return { probe, database: target.database, holds: true, reason: '' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      probe,
      database: target.database,
      holds: false,
      reason: reason.split('\n').slice(0, 3).join(' | '),
    };
  }
}

export function formatResult(result: ProbeResult): string {
  const head = `${result.holds ? 'hold' : 'FAIL'}  [${result.database}] ${result.probe.id}: ${result.probe.title}`;
  return result.holds ? head : `${head}\n      ${result.reason}`;
}

/** Real server processes: one per distinct setting, an embedded DATA_DIR each, a scratch database on PostgreSQL. */
export function processTarget(database: DatabaseKind): ProbeTarget {
  const shared = new Map<string, Promise<ProbeServer>>();
  const owned: ProbeServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  async function start(env: Record<string, string>): Promise<ProbeServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'probe-data-'));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
      const scratch = await createScratchDatabase(serverUrl);
      databaseUrl = scratch.url;
      cleanups.push(scratch.drop);
    }
    const child = await startServerProcess({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    const server: ProbeServer = {
      url: child.url,
      logs: child.output,
      dataDir,
      databaseUrl,
      stop: () => child.stop(),
      countRowsContaining: async (needle) => {
        if (!databaseUrl) await child.stop();
        const db = await openDatabase(
          databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
        );
        try {
          return await countRowsContaining(db, needle);
        } finally {
          await db.close();
        }
      },
    };
    owned.push(server);
    return server;
  }

  return {
    database,
    server: (env = {}, options = {}) => {
      if (options.fresh) return start(env);
      const key = JSON.stringify(env);
      let server = shared.get(key);
      if (!server) {
        server = start(env);
        shared.set(key, server);
      }
      return server;
    },
    close: async () => {
      for (const server of owned) await server.stop();
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const probes = only.length > 0 ? PROBES.filter((p) => only.includes(p.id)) : PROBES;
  const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const results: ProbeResult[] = [];
  for (const database of databases) {
    const target = processTarget(database);
    const runnable = probes.filter((probe) => !probe.databases || probe.databases.includes(database));
    const done: (ProbeResult | undefined)[] = [];
    let next = 0;
    let printed = 0;
    // Two probes at a time (each mostly waits on its server); lines still print in the list's order.
    const lane = async () => {
      while (next < runnable.length) {
        const index = next++;
        done[index] = await runProbe(runnable[index] as Probe, target);
        while (done[printed]) console.log(formatResult(done[printed++] as ProbeResult));
      }
    };
    try {
      await Promise.all([lane(), lane()]);
    } finally {
      await target.close();
    }
    results.push(...(done as ProbeResult[]));
  }
  const holding = results.filter((r) => r.holds).length;
  console.log(`security: ${holding}/${results.length} probes hold`);
  process.exitCode = holding === results.length ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
