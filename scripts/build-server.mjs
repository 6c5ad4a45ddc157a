// Builds the server into dist/server as plain JavaScript, so a start runs it without compiling TypeScript first.
// `node scripts/build-server.mjs` builds; `--if-stale` builds only when a source is newer than the build. The
// files the server reads beside its code (migrations, the password list, the reference's shipped vectors) are
// copied next to it; its workers are entries of their own.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const SERVER_OUT_DIR = path.resolve('dist/server');
const MAIN = path.join(SERVER_OUT_DIR, 'main.mjs');
const SOURCES = ['src/server', 'src/engine', 'src/knowledge', 'src/contract'];
const ENTRIES = [
  'src/server/main.ts',
  'src/server/ai/embeddings-worker.ts',
  'src/server/db/pglite-worker.ts',
  'src/server/modules/reference/extract-text-worker.ts',
];
/** Files the server opens relative to its own module, copied to where the built module looks for them. */
const ASSETS = [
  ['src/server/db/migrations', 'migrations'],
  ['src/server/modules/auth/common-passwords.txt', 'common-passwords.txt'],
  ['src/server/modules/reference/builtin-embeddings.json', 'builtin-embeddings.json'],
  // The engine reads its trained models on first use (src/knowledge/models/index.ts).
  ...['concept-model', 'context-model', 'diagnosis-model', 'risk-model'].map((name) => [
    `src/knowledge/models/${name}.json`,
    `${name}.json`,
  ]),
];

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function serverBuildIsStale() {
  if (!existsSync(MAIN)) return true;
  const builtAt = statSync(MAIN).mtimeMs;
  return SOURCES.some((dir) => existsSync(dir) && newestIn(dir) > builtAt);
}

/**
 * The node arguments that run the server: the build when it is up to date with the sources, otherwise the
 * TypeScript sources through the loader (as the tests and `npm run dev` do).
 */
export function serverArgs() {
  return serverBuildIsStale() ? ['--import', 'tsx', 'src/server/main.ts'] : [MAIN];
}

export async function buildServer() {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  await build({
    entryPoints: ENTRIES,
    outdir: SERVER_OUT_DIR,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Installed packages stay where npm put them; only the project's own code is bundled.
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
    // The project's ESM code uses `require` nowhere, but some of its dependencies' CommonJS needs it to exist.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';const require = __createRequire(import.meta.url);",
    },
  });
  for (const [from, to] of ASSETS) cpSync(from, path.join(SERVER_OUT_DIR, to), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
}
