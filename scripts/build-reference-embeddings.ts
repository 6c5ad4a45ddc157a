// `npx tsx scripts/build-reference-embeddings.ts`: embeds the built-in reference with the offline encoder and writes the
// vectors to src/server/modules/reference/builtin-embeddings.json, the file the server loads into a new database
// so search works on the first visit. Run it after changing src/knowledge (a unit test fails until it is run).
// `--check` writes nothing and exits 1 when the file does not match the current chunks and encoder.
import { performance } from 'node:perf_hooks';
import { createLocalEmbeddings } from '../src/server/ai/embeddings';
import { builtinReferenceChunks, hashChunks } from '../src/server/modules/reference/builtin-reference';
import { embeddingText } from '../src/server/modules/reference/jobs.repository';
import {
  SHIPPED_EMBEDDINGS_FILE,
  matchShippedEmbeddings,
  readShippedEmbeddings,
  writeShippedEmbeddings,
} from '../src/server/modules/reference/shipped-embeddings';

const BATCH = 64;

const chunks = builtinReferenceChunks();
const contentHash = hashChunks(chunks);
const provider = createLocalEmbeddings();
try {
  if (process.argv.includes('--check')) {
    const match = matchShippedEmbeddings(readShippedEmbeddings, provider, {
      contentHash,
      count: chunks.length,
    });
    if (!match.usable) {
      console.error(`${match.reason}. Run npx tsx scripts/build-reference-embeddings.ts.`);
      process.exitCode = 1;
    } else {
      console.log(`${SHIPPED_EMBEDDINGS_FILE} matches the ${String(chunks.length)} built-in chunks.`);
    }
  } else {
    const started = performance.now();
    const vectors: number[][] = [];
    for (let i = 0; i < chunks.length; i += BATCH) {
      vectors.push(...(await provider.embed(chunks.slice(i, i + BATCH).map(embeddingText))));
      process.stdout.write(`\rEmbedded ${String(vectors.length)} of ${String(chunks.length)} chunks`);
    }
    writeShippedEmbeddings({
      model: provider.model,
      version: provider.version ?? provider.model,
      dimensions: provider.dimensions,
      contentHash,
      vectors,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`\nWrote ${SHIPPED_EMBEDDINGS_FILE} (${seconds.toFixed(1)} s).`);
  }
} finally {
  await provider.close?.();
}
