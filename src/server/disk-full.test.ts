import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DISK_FULL_MESSAGE, toApiError } from './http/errors';
import { startFakeWhisperServer, type FakeWhisperServer } from './testing/fake-whisper-server';
import { TestAgent, createTestApp } from './testing/harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;
const FULL = { error: DISK_FULL_MESSAGE, code: 'insufficient_storage' };

/**
 * A small file system of its own that the tests fill up: tmpfs, mounted for the test. Mounting needs root and a
 * container that allows it (CI runs as root on this machine kind); elsewhere these tests are skipped, saying why.
 */
function mountSmallDisk(sizeMb: number): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${String(sizeMb)}m,mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

function unmount(dir: string | undefined): void {
  if (!dir) return;
  execFileSync('umount', [dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}

const freeOn = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Fills the disk until `leaveBytes` (rounded to pages) are free; returns the filler files to remove. */
function fill(dir: string, leaveBytes: number): string[] {
  const files: string[] = [];
  for (let i = 0; ; i++) {
    const toWrite = freeOn(dir) - leaveBytes;
    if (toWrite <= 0) return files;
    const file = path.join(dir, `filler-${String(i)}`);
    files.push(file);
    try {
      writeFileSync(file, Buffer.alloc(Math.min(toWrite, 32 * MB)));
    } catch {
      return files; // ENOSPC: as full as it gets
    }
  }
}

const free = (files: string[]) => {
  for (const file of files) rmSync(file, { force: true });
};

const canMount = (() => {
  const probe = mountSmallDisk(1);
  unmount(probe);
  return probe !== undefined;
})();
const NO_MOUNT = 'skipped: mounting a small tmpfs needs root and a container that permits mount';

describe('a full disk, reported by any layer', () => {
  it('is answered 507 with the disk-full message, whether the file system or PostgreSQL says so', () => {
    const noSpace = Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' });
    const pgFull = Object.assign(new Error('could not extend file'), { code: '53100' });
    const wrapped = Object.assign(new Error('Failed query: insert …'), { cause: pgFull });
    for (const error of [noSpace, pgFull, wrapped])
      expect(toApiError(error as never)).toEqual({ status: 507, body: FULL });
    expect(toApiError(new Error('something else') as never).status).toBe(500);
  });
});

describe.skipIf(!canMount)(`a server whose disk fills up${canMount ? '' : ` (${NO_MOUNT})`}`, () => {
  let disk: string | undefined;
  let whisper: FakeWhisperServer;
  beforeAll(async () => {
    disk = mountSmallDisk(192);
    whisper = await startFakeWhisperServer();
  });
  afterAll(async () => {
    await whisper.close();
    unmount(disk);
  });

  it('answers 507 when the embedded database cannot grow, keeps its data, and takes writes again once space is freed', async () => {
    const dataDir = path.join(disk ?? '', 'embedded');
    // The guard off: the database itself meets the full disk.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const t = await createTestApp('pglite', { DATA_DIR: dataDir, DISK_RESERVE_MB: '0' }, database);
    try {
      const agent = new TestAgent(t.app);
      await agent.get('/api/auth/me');
      const before = (await agent.get('/api/clients')).json<{ clients: unknown[] }>().clients.length;
      const fillers = fill(disk ?? '', 0);
      const document = `# Worry diaries\n\n${'Clients keep a worry diary for two weeks, noting each worry. '.repeat(20_000)}`;
      const refused = await agent.request({
        method: 'POST',
        url: '/api/dsm/documents?fileName=worry.md',
        payload: document,
        headers: { 'content-type': 'text/markdown' },
      });
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual(FULL);

      free(fillers);
      const accepted = await agent.request({
        method: 'POST',
        url: '/api/dsm/documents?fileName=worry.md',
        payload: document,
        headers: { 'content-type': 'text/markdown' },
      });
      expect(accepted.statusCode).toBe(201);
      expect((await agent.get('/api/clients')).json<{ clients: unknown[] }>().clients).toHaveLength(before);
    } finally {
      await t.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);

  it('answers 507 when an audio upload meets the full disk, leaving no partial file', async () => {
    const dataDir = path.join(disk ?? '', 'audio-only');
    mkdirSync(dataDir, { recursive: true });
    const t = await createTestApp('pglite', {
      DATA_DIR: dataDir,
      DISK_RESERVE_MB: '0',
      TRANSCRIPTION_BASE_URL: whisper.baseUrl,
    });
    try {
      const agent = new TestAgent(t.app);
      const clientId = (await agent.get('/api/clients')).json<{ clients: { id: string }[] }>().clients[0]?.id;
      const templateId = (await agent.get('/api/templates')).json<{ templates: { id: string }[] }>()
        .templates[0]?.id;
      const sessionId = (await agent.post('/api/sessions', { clientId, templateId })).json<{
        session: { id: string };
      }>().session.id;
      const consent = await agent.post(`/api/sessions/${sessionId}/consent`, {
        method: 'verbal',
        givenBy: 'client',
        givenAt: t.clock.now().toISOString(),
      });
      expect(consent.statusCode).toBe(201);
      const fillers = fill(disk ?? '', 256 * 1024);
      const upload = () =>
        agent.request({
          method: 'POST',
          url: `/api/transcriptions?sessionId=${sessionId}`,
          payload: Buffer.alloc(4 * MB, 0x5a),
          headers: { 'content-type': 'audio/webm' },
        });
      const refused = await upload();
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual(FULL);
      expect(readdirSync(path.join(dataDir, 'audio', '.incoming'))).toEqual([]);
      expect(whisper.received).toHaveLength(0);

      free(fillers);
      expect((await upload()).statusCode).toBe(200);
      expect(readdirSync(path.join(dataDir, 'audio', '.incoming'))).toEqual([]);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);

  it('refuses writes with 507 below the reserve while answering reads, recovers, and stops on SIGTERM', async () => {
    const dataDir = path.join(disk ?? '', 'server');
    const server = startServer(dataDir, { DISK_RESERVE_MB: '16' });
    try {
      const port = await listeningPort(server);
      const base = `http://127.0.0.1:${String(port)}`;
      let cookie = '';
      const call = async (method: string, url: string, body?: unknown) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: {
            cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const set = response.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0] ?? '';
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const newClient = { firstName: 'Ann', lastName: 'Lee', age: 40 };
      expect((await call('GET', '/api/auth/me')).status).toBe(200);
      expect((await call('POST', '/api/clients', newClient)).status).toBe(201);

      const fillers = fill(disk ?? '', 4 * MB);
      expect(await call('POST', '/api/clients', newClient)).toEqual({ status: 507, body: FULL });
      const read = await call('GET', '/api/clients');
      expect(read.status).toBe(200);
      expect(
        (read.body as { clients: { firstName: string }[] }).clients.filter((c) => c.firstName === 'Ann'),
      ).toHaveLength(1);
      expect((await call('GET', '/api/sessions')).status).toBe(200);

      free(fillers);
      expect((await call('POST', '/api/clients', newClient)).status).toBe(201);
      expect(
        ((await call('GET', '/api/clients')).body as { clients: { firstName: string }[] }).clients.filter(
          (c) => c.firstName === 'Ann',
        ),
      ).toHaveLength(2);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 400_000);
});

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent-web-build',
      PHI_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningPort(server: Server): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const check = () => {
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
      if (port && server.output().includes('Clinician workspace on')) {
        server.child.stdout?.off('data', check);
        resolve(Number(port));
      }
    };
    server.child.stdout?.on('data', check);
    void server.exited.then((code) =>
      reject(new Error(`the server exited (${String(code)}) before listening:\n${server.output()}`)),
    );
    check();
  });
}
