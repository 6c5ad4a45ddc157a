import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The baseline app of bench/app-ready.ts, built into dist/bench-baseline. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../dist/bench-baseline', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
