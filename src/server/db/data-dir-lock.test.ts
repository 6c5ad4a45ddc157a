import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from './data-dir-lock';

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `src/server/main.ts` as its own process, as `npm start` does, on an embedded database in `dataDir`. */
function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent-web-build',
      PHI_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server says it listens; fails if it exits first. */
async function listening(server: Server): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (server.output().includes('Clinician workspace on http://')) {
        server.child.stdout?.off('data', check);
        resolve();
      }
    };
    server.child.stdout?.on('data', check);
    void server.exited.then((code) =>
      reject(new Error(`the server exited (${String(code)}) before listening:\n${server.output()}`)),
    );
    check();
  });
}

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cw-lock-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('one server process per embedded database', () => {
  it('refuses a second server on the same folder at once, and a server after a killed one recovers its lock', async () => {
    const dataDir = freshFolder();
    const first = startServer(dataDir);
    try {
      await listening(first);
      const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as {
        pid: number;
        startedAt: string;
      };
      expect(lock.pid).toBe(first.child.pid);
      expect(Number.isNaN(Date.parse(lock.startedAt))).toBe(false);

      const second = startServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is using the embedded database in ${dataDir}`);
      expect(second.output()).toContain(`pid ${String(first.child.pid)}`);
      expect(second.output()).toContain('DATABASE_URL');
      expect(second.output()).not.toContain('Clinician workspace on');
      // The refused start left the first server's lock alone.
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'))).toEqual(lock);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }

    // Killed, the first server could not remove its lock; the next start sees that its pid is gone.
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const third = startServer(dataDir);
    try {
      await listening(third);
      expect(
        (JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number }).pid,
      ).toBe(third.child.pid);
    } finally {
      third.child.kill('SIGTERM');
    }
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 240_000);
});

describe('the data folder lock', () => {
  const write = (dataDir: string, record: unknown) =>
    writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      typeof record === 'string' ? record : JSON.stringify(record),
    );

  it('takes over a lock whose process has ended', async () => {
    const dataDir = freshFolder();
    write(dataDir, {
      pid: await deadPid(),
      startedAt: new Date().toISOString(),
      hostname: hostname(),
      token: 'x',
    });
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock cut short by a crash while it was written', () => {
    const dataDir = freshFolder();
    write(dataDir, '{"pid": 12');
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to a process that started later',
    async () => {
      const dataDir = freshFolder();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
      try {
        write(dataDir, {
          pid: other.pid,
          startedAt: '2001-01-01T00:00:00.000Z',
          hostname: hostname(),
          token: 'x',
        });
        const lock = acquireDataDirLock(dataDir);
        expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
        lock.release();
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it('refuses a second lock in the same process, names the folder, and frees it on release', () => {
    const dataDir = freshFolder();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is using the embedded database in ${dataDir}`);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('counts a lock from another machine as held', () => {
    const dataDir = freshFolder();
    write(dataDir, {
      pid: 1,
      startedAt: new Date().toISOString(),
      hostname: `${hostname()}-elsewhere`,
      token: 'x',
    });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/another server \(pid 1 on .*-elsewhere/);
  });

  it('leaves alone a lock that another process has taken since', () => {
    const dataDir = freshFolder();
    const lock = acquireDataDirLock(dataDir);
    const record = { pid: 1, startedAt: 'x', hostname: `${hostname()}-elsewhere`, token: 'theirs' };
    write(dataDir, record);
    lock.release();
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toEqual(record);
  });
});
