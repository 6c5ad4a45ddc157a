import { randomUUID } from 'node:crypto';
import { linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file an embedded database's folder holds while a server process uses it. */
export const LOCK_FILE_NAME = 'server.lock';

type LockRecord = {
  pid: number;
  /** When the holding process started (ISO time), so a pid reused by another program is not taken for it. */
  startedAt: string;
  hostname: string;
  /** Unique to one acquisition: a process releases only the lock it took. */
  token: string;
};

/** Another live process holds the folder; the message says which and what to do instead. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
};

const processStartedAt = () => new Date(Date.now() - process.uptime() * 1000);

/**
 * Takes the folder for this process. PGlite is one PostgreSQL instance in this process's memory: a second process
 * on the same files would keep its own copy of every page, and each would overwrite the other's writes. A lock file
 * left by a process that no longer runs (killed, crashed, the machine lost power) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const record: LockRecord = {
    pid: process.pid,
    startedAt: processStartedAt().toISOString(),
    hostname: hostname(),
    token: randomUUID(),
  };
  // A few rounds: after a stale lock is removed, or a lock vanished between two looks.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, record)) return holding(file, record);
    const existing = readRecord(file);
    if (existing === 'missing') continue;
    if (existing !== 'unreadable' && isAlive(existing)) throw lockedError(dataDir, file, existing);
    takeOverStale(file, existing);
  }
  throw new DataDirLockedError(
    `Cannot start: the lock file ${file} keeps changing; another server is starting on the embedded database in ${dataDir}. ${SEVERAL_INSTANCES}`,
  );
}

const SEVERAL_INSTANCES =
  'The embedded database serves one server process; to run several instances, give each its own DATA_DIR or point them all at one PostgreSQL server with DATABASE_URL.';

function lockedError(dataDir: string, file: string, holder: LockRecord): DataDirLockedError {
  return new DataDirLockedError(
    `Cannot start: another server (pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}) is using the embedded database in ${dataDir}. ${SEVERAL_INSTANCES} If no such server runs, delete ${file}.`,
  );
}

function tryCreate(file: string, record: LockRecord): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
  } catch (error) {
    closeSync(fd);
    unlinkSync(file);
    throw error;
  }
  closeSync(fd);
  return true;
}

function readRecord(file: string): LockRecord | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (
      typeof value.pid === 'number' &&
      Number.isInteger(value.pid) &&
      value.pid > 0 &&
      typeof value.startedAt === 'string' &&
      typeof value.hostname === 'string' &&
      typeof value.token === 'string'
    )
      return value as LockRecord;
  } catch {
    // A lock cut short by a crash while it was written: nothing holds it.
  }
  return 'unreadable';
}

/**
 * Whether the recorded process still runs. A lock from another machine (a shared network folder) cannot be checked
 * from here and counts as held. On Linux the process's own start time is compared too, so a pid the system has
 * since given to another program does not keep a stale lock alive.
 */
function isAlive(holder: LockRecord): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = linuxProcessStart(holder.pid);
  if (started === undefined) return true;
  return Math.abs(started.getTime() - Date.parse(holder.startedAt)) < 5_000;
}

/** A process's start time from /proc (Linux only); undefined where it cannot be read. */
function linuxProcessStart(pid: number): Date | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime, in clock ticks after boot) counted after the command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('btime '));
    const bootSeconds = Number(bootLine?.split(' ')[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return undefined;
    // Linux reports process times in units of USER_HZ, 100 on every mainstream build.
    return new Date((bootSeconds + ticks / 100) * 1000);
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside before removing it, so two servers recovering at once cannot each delete the lock the
 * other has just taken: if what was moved turns out to be a live lock, it is put back.
 */
function takeOverStale(file: string, seen: LockRecord | 'unreadable'): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readRecord(aside);
  const isSame =
    moved === 'unreadable'
      ? seen === 'unreadable'
      : moved !== 'missing' && seen !== 'unreadable' && moved.token === seen.token;
  if (!isSame && moved !== 'missing' && moved !== 'unreadable' && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone took the folder in between; their lock stands.
    }
  }
  unlinkSync(aside);
}

function holding(file: string, record: LockRecord): DataDirLock {
  let isHeld = true;
  const release = () => {
    if (!isHeld) return;
    isHeld = false;
    process.off('exit', release);
    const current = readRecord(file);
    if (current !== 'missing' && current !== 'unreadable' && current.token === record.token) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that ends without closing the database (process.exit after a fatal error) still leaves no lock.
  process.on('exit', release);
  return { file, release };
}
