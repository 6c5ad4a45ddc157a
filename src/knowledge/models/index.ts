import { readFileSync } from 'node:fs';

/** The trained models `npm run train` writes beside this file. */
export type ModelName = 'concept-model' | 'context-model' | 'diagnosis-model' | 'risk-model';

const read: ModelName[] = [];

/** The models read so far in this process, in order (each is read once by the module that compiles it). */
export function modelsRead(): readonly ModelName[] {
  return [...read];
}

/**
 * Reads a trained model's JSON when the engine first needs it, not when the server starts: together they hold about
 * 11 MB of JSON, which a server that has not yet analysed a session should neither parse nor keep. The built server
 * finds the files copied next to its code (scripts/build-server.mjs).
 */
export function readModel(name: ModelName): unknown {
  read.push(name);
  return JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8'));
}
