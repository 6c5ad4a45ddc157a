import { defineConfig } from 'vitest/config';
import { LAYER_ALIASES } from './scripts/layer-aliases.ts';

/**
 * The unit and API tests as five projects, so a change to one layer can be checked on its own:
 * `npm run test:fast` runs the engine's and the web app's (no database, no server) in seconds; `npm run test:unit`
 * (and `npm test`) runs every project.
 */
export default defineConfig({
  resolve: { alias: LAYER_ALIASES },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['src/engine/**/*.test.ts', 'src/knowledge/**/*.test.ts', 'src/contract/**/*.test.ts'],
          // Pure functions over read-only data: test files share a worker's modules (the engine's models are read
          // once per worker, not once per file).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['src/web/**/*.test.ts'], pool: 'threads', isolate: false },
      },
      {
        // Screens and forms rendered in a DOM (jsdom) and used as a clinician would, with Testing Library.
        extends: true,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/component-setup.ts'],
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'server', include: ['src/server/**/*.test.ts'] } },
      { extends: true, test: { name: 'tools', include: ['bench/**/*.test.ts', 'scripts/**/*.test.ts'] } },
    ],
  },
});
