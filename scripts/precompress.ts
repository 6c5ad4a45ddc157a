import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Precompressed = { files: number; bytes: number; gzip: number; brotli: number };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a built web app, at the strongest settings
 * (built once, served many times), so the server sends compressed bytes without compressing per request. A
 * compressed copy that would not be smaller is not written.
 */
export function precompressDir(dir: string): Precompressed {
  const totals: Precompressed = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const gzip = gzipSync(raw, { level: 9 });
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
    totals.files++;
    totals.bytes += raw.length;
    totals.gzip += Math.min(gzip.length, raw.length);
    totals.brotli += Math.min(brotli.length, raw.length);
  }
  return totals;
}
