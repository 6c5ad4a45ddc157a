import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LAYER_ALIASES } from './scripts/layer-aliases.ts';
import { precompressDir } from './scripts/precompress.ts';

/** After a production build, brotli and gzip copies of the text assets for the server to send as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: LAYER_ALIASES },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Our CSP forbids inline scripts, so the module preload polyfill must not be inlined.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two pages: the workspace (index.html, with the router) and the public landing page (landing.html, which
      // the server sends for `/` and which needs no router).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/web/landing.html', import.meta.url)),
      },
      // Building a schema with zod has no effect beyond the schema itself: a contract module the web imports for a
      // constant or a type leaves its unused schemas, and the validator with them, out of the bundle.
      treeshake: { manualPureFunctions: ['z', 'zod'] },
      output: {
        // zod in a chunk of its own: left to itself the bundler groups it with the icon helper every page loads,
        // which put the validator into the landing page's first load although the landing page never uses it.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget },
  },
});
