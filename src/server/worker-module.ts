import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of the server's worker modules, named without extension, from the folder of `callerUrl`. Built, the
 * server is JavaScript and each worker an entry of its own beside it (`<name>.mjs`). From source the worker is
 * TypeScript: it first registers the loader the server runs under (a worker does not inherit the one the tests
 * run under), then imports `<name>.ts`.
 */
export function startWorkerModule(name: string, callerUrl: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.mjs`, callerUrl), options);
  const loader = pathToFileURL(
    path.join(path.dirname(createRequire(callerUrl).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(
    `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { ...options, eval: true },
  );
}
