import { fileURLToPath } from 'node:url';

/**
 * `#contract/…`, `#engine/…`, `#knowledge/…`, `#server/…` and `#web/…`: an import names the layer it reaches into
 * instead of climbing folders. The same names are in tsconfig.json's `paths`, which the type checker, the server
 * build and `tsx` read; the web build and the tests read them from here.
 */
export const LAYER_ALIASES = [
  {
    find: /^#(contract|engine|knowledge|server|web)\//,
    replacement: `${fileURLToPath(new URL('../src/', import.meta.url))}$1/`,
  },
];
