import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EmbeddingProvider } from '../../ai/embeddings';

/**
 * The built-in reference's embeddings, computed ahead of time by `npm run build:reference-embeddings` with the
 * offline encoder and committed with the app, so a new database has a searchable reference from its first start
 * instead of embedding some 400 passages on the clinician's first visit. The file names the chunks it was made
 * from (their content hash) and the encoder that made it; when either differs from this server's, the vectors
 * are not used and the server embeds the reference itself.
 */
export const SHIPPED_EMBEDDINGS_FILE = fileURLToPath(new URL('./builtin-embeddings.json', import.meta.url));

const FORMAT = 1;

export type ShippedEmbeddings = {
  model: string;
  /** The encoder's {@link EmbeddingProvider.version} when the file was made. */
  version: string;
  dimensions: number;
  /** `hashChunks` of the built-in chunks the vectors belong to, one vector per chunk in their order. */
  contentHash: string;
  vectors: number[][];
};

type FileShape = Omit<ShippedEmbeddings, 'vectors'> & {
  format: number;
  count: number;
  /** Every vector's float32 values, little-endian, one after another, in base64. */
  vectors: string;
};

export class ShippedEmbeddingsError extends Error {
  override name = 'ShippedEmbeddingsError';
}

/** The file's text for `embeddings`: float32 like the database's `real[]`, so storing them loses nothing. */
export function serialiseShippedEmbeddings(embeddings: ShippedEmbeddings): string {
  const { vectors, ...meta } = embeddings;
  const bytes = Buffer.alloc(vectors.length * embeddings.dimensions * 4);
  vectors.forEach((vector, i) => {
    if (vector.length !== embeddings.dimensions)
      throw new ShippedEmbeddingsError(`vector ${String(i)} has ${String(vector.length)} dimensions`);
    vector.forEach((value, j) => bytes.writeFloatLE(value, (i * embeddings.dimensions + j) * 4));
  });
  const file: FileShape = {
    format: FORMAT,
    ...meta,
    count: vectors.length,
    vectors: bytes.toString('base64'),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function parseShippedEmbeddings(text: string): ShippedEmbeddings {
  let file: Partial<FileShape>;
  try {
    file = JSON.parse(text) as Partial<FileShape>;
  } catch {
    throw new ShippedEmbeddingsError('the file is not JSON');
  }
  if (file.format !== FORMAT) throw new ShippedEmbeddingsError(`unknown format ${String(file.format)}`);
  const { model, version, dimensions, contentHash, count } = file;
  if (
    typeof model !== 'string' ||
    typeof version !== 'string' ||
    typeof contentHash !== 'string' ||
    typeof file.vectors !== 'string' ||
    !Number.isInteger(dimensions) ||
    !Number.isInteger(count) ||
    (dimensions ?? 0) <= 0 ||
    (count ?? -1) < 0
  )
    throw new ShippedEmbeddingsError('the file is missing fields');
  const dims = dimensions as number;
  const bytes = Buffer.from(file.vectors, 'base64');
  if (bytes.length !== (count as number) * dims * 4)
    throw new ShippedEmbeddingsError('the vectors do not match the stated count and dimensions');
  const vectors: number[][] = [];
  for (let i = 0; i < (count as number); i++) {
    const vector = new Array<number>(dims);
    for (let j = 0; j < dims; j++) vector[j] = bytes.readFloatLE((i * dims + j) * 4);
    if (!vector.every(Number.isFinite)) throw new ShippedEmbeddingsError(`vector ${String(i)} is not finite`);
    vectors.push(vector);
  }
  return { model, version, dimensions: dims, contentHash, vectors };
}

export function readShippedEmbeddings(file = SHIPPED_EMBEDDINGS_FILE): ShippedEmbeddings {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ShippedEmbeddingsError(
      `the file could not be read (${error instanceof Error && 'code' in error ? String(error.code) : 'error'})`,
    );
  }
  return parseShippedEmbeddings(text);
}

export function writeShippedEmbeddings(embeddings: ShippedEmbeddings, file = SHIPPED_EMBEDDINGS_FILE): void {
  writeFileSync(file, serialiseShippedEmbeddings(embeddings));
}

/** The shipped vectors when they fit this server's encoder and chunks, or why they do not (said in the status). */
export type ShippedMatch = { usable: true; vectors: number[][] } | { usable: false; reason: string };

export function matchShippedEmbeddings(
  load: () => ShippedEmbeddings,
  provider: Pick<EmbeddingProvider, 'model' | 'dimensions' | 'version'>,
  chunks: { contentHash: string; count: number },
): ShippedMatch {
  let shipped: ShippedEmbeddings;
  try {
    shipped = load();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { usable: false, reason: `The shipped embeddings could not be used (${detail})` };
  }
  if (shipped.model !== provider.model)
    return {
      usable: false,
      reason: `The shipped embeddings were made with ${shipped.model}; this server embeds with ${provider.model}`,
    };
  if (provider.dimensions !== 0 && shipped.dimensions !== provider.dimensions)
    return {
      usable: false,
      reason: `The shipped embeddings have ${String(shipped.dimensions)} dimensions; this server's encoder has ${String(provider.dimensions)}`,
    };
  if (shipped.version !== provider.version)
    return {
      usable: false,
      reason: `The shipped embeddings were made by ${shipped.version}; this server runs ${provider.version ?? 'an encoder of unknown version'}`,
    };
  if (shipped.contentHash !== chunks.contentHash || shipped.vectors.length !== chunks.count)
    return {
      usable: false,
      reason: 'The shipped embeddings were made for an older version of the built-in reference',
    };
  return { usable: true, vectors: shipped.vectors };
}
