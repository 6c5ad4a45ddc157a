// `npm start`: builds the web app and the server when there is no build (or the build is older than its
// sources), then runs the built server, which applies database migrations before it listens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from './build-server.mjs';

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const builtAt = existsSync(path.join(webDist, 'index.html'))
  ? statSync(path.join(webDist, 'index.html')).mtimeMs
  : 0;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChangedAt = Math.max(newestSource('src/web'), newestSource('src/contract'));
if (builtAt === 0 || sourcesChangedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building the web app (first start)…' : 'Rebuilding the web app (sources changed)…',
  );
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as built JavaScript, so a start does not compile TypeScript first.
if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}
const server = spawn(process.execPath, ['dist/server/main.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
