// The real server as a child process (`node --import tsx src/server/main.ts`), for the scripts that probe it
// from outside: the security probe, the route fuzzer and the kill -9 durability run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
  /** SIGKILL, and waits until the process is gone. */
  kill9: () => Promise<void>;
};

export type ExitedProcess = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** The environment a server starts with: only what it needs, never the caller's database or secrets. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const base: NodeJS.ProcessEnv = {};
  for (const name of keep) if (process.env[name] !== undefined) base[name] = process.env[name];
  return {
    ...base,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent-web-build',
    ...env,
  };
}

function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitedProcess>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
  return { child, output: () => output, exited };
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts the server and resolves once it listens (Fastify's "Server listening at" log line). Rejects with the
 * process's output if it exits first or does not listen within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 600_000,
): Promise<ServerProcess> {
  const { child, output, exited } = spawnServer(env);
  let isGone = false;
  void exited.then(() => (isGone = true));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = LISTENING.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(code ?? signal)}) before it listened:\n${output()}`));
    });
  });
  const pid = child.pid ?? -1;
  return {
    url,
    pid,
    output,
    stop: async (graceMs = 30_000) => {
      if (isGone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    kill9: async () => {
      if (isGone) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Starts the server expecting it to refuse to run: resolves with how it exited, or with `listened: true` (and
 * stops it) if it started listening after all.
 */
export async function startExpectingRefusal(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ExitedProcess & { listened: boolean; timedOut: boolean }> {
  const { child, output, exited } = spawnServer(env);
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (result: ExitedProcess & { listened: boolean; timedOut: boolean }) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      void exited.then((gone) => settle({ ...gone, listened: false, timedOut: true }));
    }, timeoutMs);
    const onData = () => {
      if (LISTENING.test(output())) {
        child.kill('SIGKILL');
        void exited.then((gone) => settle({ ...gone, listened: true, timedOut: false }));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((gone) => settle({ ...gone, listened: false, timedOut: false }));
  });
}
