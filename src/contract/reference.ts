import * as z from './zod';
import { idSchema, isoDateTimeSchema } from './common';
import { DOCUMENT_SORTS, pageFields, pageQuerySchema } from './paging';

/**
 * The diagnostic reference: the built-in reference (our own summaries of every diagnosis and treatment the
 * engine knows, not the manual's text), documents a workspace imports, their embeddings and hybrid search.
 */

export const BUILTIN_REFERENCE_NOTICE =
  'The built-in reference is an original summary written for this product, not the text of the DSM-5-TR. Import a manual your practice holds a licence for to search its text.';

export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_QUERY_MAX_LENGTH = 500;

/** Imports: PDF, plain text or Markdown, at most 20 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_KINDS = ['pdf', 'text', 'markdown'] as const;
export const IMPORT_CONTENT_TYPES: Record<string, (typeof IMPORT_KINDS)[number]> = {
  'application/pdf': 'pdf',
  'text/plain': 'text',
  'text/markdown': 'markdown',
};

export const JOB_STATES = ['idle', 'queued', 'running', 'done', 'failed'] as const;

export const EMBEDDING_SOURCES = ['shipped', 'computed'] as const;

const embeddingJobSchema = z.object({
  state: z.enum(JOB_STATES),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});

/**
 * The built-in reference's embeddings: normally shipped with the app and loaded with the database ('shipped'); when
 * they do not fit this server's encoder they are computed here ('computed'), and `note` says why.
 */
export const builtinEmbeddingsSchema = z.object({
  chunks: z.number().int(),
  embedded: z.number().int(),
  isReady: z.boolean(),
  source: z.enum(EMBEDDING_SOURCES),
  note: z.string().nullable(),
});
export type BuiltinEmbeddings = z.infer<typeof builtinEmbeddingsSchema>;

/** The workspace's own imported documents' chunks, which Create Embeddings embeds. */
export const documentEmbeddingsSchema = z.object({
  chunks: z.number().int(),
  embedded: z.number().int(),
  isReady: z.boolean(),
});

/** GET /api/dsm/status (SPEC §3 DSM status, plus the embedding job's progress). */
export const dsmStatusSchema = z.object({
  isReady: z.boolean(),
  chunksCount: z.number().int(),
  /** Chunks embedded with the current model. */
  embeddedCount: z.number().int(),
  lastUpdated: isoDateTimeSchema.nullable(),
  model: z.string(),
  /** The workspace's embedding job, or the built-in reference's while this server computes it. */
  job: embeddingJobSchema,
  builtin: builtinEmbeddingsSchema,
  documents: documentEmbeddingsSchema,
});
export type DsmStatus = z.infer<typeof dsmStatusSchema>;

/**
 * POST /api/dsm/create-embeddings (no body) answers 202 with the job over the workspace's imported documents (the
 * one it started, the one already running, or, with nothing to embed, one already done), whether it started new
 * work, what is already ready, and a sentence saying so.
 */
export const createEmbeddingsResponseSchema = z.object({
  job: z.object({
    id: z.string(),
    state: z.enum(JOB_STATES),
    done: z.number().int(),
    total: z.number().int(),
  }),
  started: z.boolean(),
  message: z.string(),
  builtin: builtinEmbeddingsSchema,
  documents: documentEmbeddingsSchema,
});
export type CreateEmbeddingsResponse = z.infer<typeof createEmbeddingsResponseSchema>;

/** GET /api/dsm/search?query&limit */
export const dsmSearchQuerySchema = z.object({
  query: z
    .string({ error: 'A search query is required' })
    .trim()
    .min(1, { error: 'A search query is required' })
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `The query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
    .int({ error: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
    .min(1, { error: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
    .max(SEARCH_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` })
    .default(SEARCH_DEFAULT_LIMIT),
});

export const referenceSourceSchema = z.object({
  documentId: z.string(),
  document: z.string(),
  page: z.number().int().nullable(),
  /** The diagnosis and ICD-10-CM code a built-in chunk belongs to. */
  diagnosis: z.string().nullable(),
  code: z.string().nullable(),
});
export type ReferenceSource = z.infer<typeof referenceSourceSchema>;

export const dsmSearchResultSchema = z.object({
  id: z.string(),
  score: z.number().min(0).max(1),
  section: z.string(),
  text: z.string(),
  source: referenceSourceSchema,
});
export type DsmSearchResult = z.infer<typeof dsmSearchResultSchema>;
export const dsmSearchResponseSchema = z.object({ results: z.array(dsmSearchResultSchema) });

/** POST /api/enhanced-diagnosis */
export const enhancedDiagnosisRequestSchema = z.object({
  clinicalNote: z
    .string({ error: 'A clinical note is required' })
    .max(200_000, { error: 'The clinical note must be at most 200,000 characters' })
    .refine((text) => text.trim().length > 0, { error: 'A clinical note is required' }),
});
export const enhancedDiagnosisResponseSchema = z.object({
  confidence: z.number().min(0).max(1),
  suggestions: z.array(
    z.object({
      diagnosis: z.string(),
      code: z.string(),
      confidence: z.number().min(0).max(1),
      reasoning: z.string(),
      dsmCriteria: z.array(z.string()),
    }),
  ),
  relevantDSMContent: z.array(z.string()),
  sources: z.array(referenceSourceSchema),
  provider: z.string(),
});
export type EnhancedDiagnosis = z.infer<typeof enhancedDiagnosisResponseSchema>;

/** GET /api/dsm/documents — the built-in reference and the workspace's imports. */
export const referenceDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['builtin', ...IMPORT_KINDS]),
  fileName: z.string().nullable(),
  byteSize: z.number().int(),
  pageCount: z.number().int().nullable(),
  chunkCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  /** False for the built-in reference, which cannot be deleted. */
  deletable: z.boolean(),
});
export type ReferenceDocument = z.infer<typeof referenceDocumentSchema>;
/** `q` finds documents by title or file name. */
export const referenceDocumentListQuerySchema = pageQuerySchema(DOCUMENT_SORTS);
export const referenceDocumentListResponseSchema = z.object({
  documents: z.array(referenceDocumentSchema),
  ...pageFields,
});
export type ReferenceDocumentPage = z.infer<typeof referenceDocumentListResponseSchema>;
export const referenceDocumentResponseSchema = z.object({ document: referenceDocumentSchema });

/**
 * POST /api/dsm/documents — the file as the raw request body, with its Content-Type (application/pdf,
 * text/plain or text/markdown) and its name and title in the query.
 */
export const importDocumentQuerySchema = z.object({
  fileName: z.string().trim().min(1, { error: 'A file name is required' }).max(255),
  title: z.string().trim().max(200).optional(),
});
/** DELETE /api/dsm/documents/:id answers 204. */
export const documentIdParamsSchema = z.object({ id: idSchema });

export const IMPORT_ERRORS = {
  unsupportedType: 'Only PDF, plain text (.txt) and Markdown (.md) files can be imported',
  tooLarge: 'The file is larger than 20 MB',
  empty: 'The file is empty',
  unreadablePdf: 'This PDF could not be read; it may be damaged or password-protected',
  noText: 'No text could be found in this file; a scanned (image-only) PDF needs text recognition first',
} as const;

const wholeNumber = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => wholeNumber(Math.round(bytes / (1024 * 1024)));

/** An import refused at one of the server's reading limits (413; 422 for the time limit), naming the limit. */
export const IMPORT_LIMIT_ERRORS = {
  pages: (pages: number, maxPages: number) =>
    `The PDF has ${wholeNumber(pages)} pages; an import may have at most ${wholeNumber(maxPages)} pages`,
  text: (maxChars: number) =>
    `The file holds more than ${wholeNumber(maxChars)} characters of text, the most one import may hold`,
  inflated: (maxBytes: number) =>
    `The PDF's compressed content expands to more than ${megabytes(maxBytes)} MB, the most one import may expand to`,
  memory: (memoryMb: number) =>
    `Reading the file needed more than ${wholeNumber(memoryMb)} MB of memory, the most one import may use`,
  time: (timeLimitMs: number) => {
    const seconds = Math.max(1, Math.round(timeLimitMs / 1000));
    return `Reading the file took longer than ${wholeNumber(seconds)} second${seconds === 1 ? '' : 's'}, the most one import may take`;
  },
} as const;
