import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_ERRORS,
  IMPORT_MAX_BYTES,
  createEmbeddingsResponseSchema,
  documentIdParamsSchema,
  dsmSearchQuerySchema,
  dsmSearchResponseSchema,
  dsmStatusSchema,
  enhancedDiagnosisRequestSchema,
  enhancedDiagnosisResponseSchema,
  importDocumentQuerySchema,
  referenceDocumentListQuerySchema,
  referenceDocumentListResponseSchema,
  referenceDocumentResponseSchema,
} from '#contract/reference';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound, toApiError } from '../../http/errors';
import { chunkDocument } from './chunk-text';
import { extractText } from './extract-text';
import { createReferenceRepository } from './reference.repository';
import type { ReferenceService } from './reference.service';

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The import route reads the file itself as the body; its errors speak of the file, not of HTTP. */
function importRoute(ctx: AppContext, reference: ReferenceService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // Parsers for this route only: the raw bytes of any type, judged by the handler against the allowed ones.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const translated =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? new AppError('payload_too_large', IMPORT_ERRORS.tooLarge)
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
              error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
            ? new AppError('unsupported_media_type', IMPORT_ERRORS.unsupportedType)
            : error;
      const { status, body } = toApiError(translated);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    });

    app.post(
      '/api/dsm/documents',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        config: { audit: { action: 'create', recordType: 'reference-document' } },
        schema: {
          querystring: importDocumentQuerySchema,
          response: { 201: referenceDocumentResponseSchema },
        },
      },
      async (request, reply) => {
        const kind = IMPORT_CONTENT_TYPES[mediaTypeOf(request.headers['content-type'])];
        if (!kind) throw new AppError('unsupported_media_type', IMPORT_ERRORS.unsupportedType);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length > IMPORT_MAX_BYTES) throw new AppError('payload_too_large', IMPORT_ERRORS.tooLarge);
        const { pages, pageCount } = await extractText(body, kind, ctx.config.imports);
        const title =
          request.query.title ||
          request.query.fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '') ||
          request.query.fileName;
        const chunks = chunkDocument(pages, kind, title);
        if (chunks.length === 0) throw new AppError('bad_request', IMPORT_ERRORS.noText);
        const document = await createReferenceRepository(ctx.db, requireClinician(request).id).importDocument(
          {
            title,
            kind,
            fileName: request.query.fileName,
            byteSize: body.length,
            pageCount,
            chunks,
          },
        );
        request.auditRecordId = document.id;
        // Its words count towards which rows the text half ranks from the next search on.
        await reference.documentsChanged();
        return reply.status(201).send({ document });
      },
    );
  };
}

/** The diagnostic reference (SPEC §2 DSM-5-TR Assistant, §7 the /api/dsm calls and enhanced diagnosis). */
export function referenceRoutes(ctx: AppContext, reference: ReferenceService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const clinicianOf = (request: Parameters<typeof requireClinician>[0]) => requireClinician(request).id;

    app.get(
      '/api/dsm/status',
      {
        config: { audit: { action: 'read', recordType: 'reference-status' } },
        schema: { response: { 200: dsmStatusSchema } },
      },
      async (request) => reference.status(clinicianOf(request)),
    );

    app.post(
      '/api/dsm/create-embeddings',
      {
        config: { audit: { action: 'create', recordType: 'embeddings-job' } },
        schema: { response: { 202: createEmbeddingsResponseSchema } },
      },
      async (request, reply) => {
        const answer = await reference.createEmbeddings(clinicianOf(request));
        request.auditRecordId = answer.job.id;
        return reply.status(202).send(answer);
      },
    );

    app.get(
      '/api/dsm/search',
      {
        // The query can describe a client, so searching is audited as a read.
        config: { audit: { action: 'read', recordType: 'reference-search' } },
        schema: { querystring: dsmSearchQuerySchema, response: { 200: dsmSearchResponseSchema } },
      },
      async (request) => ({
        results: await reference.search.search(
          clinicianOf(request),
          request.query.query,
          request.query.limit,
        ),
      }),
    );

    app.get(
      '/api/dsm/documents',
      {
        config: { audit: { action: 'read', recordType: 'reference-document-list' } },
        schema: {
          querystring: referenceDocumentListQuerySchema,
          response: { 200: referenceDocumentListResponseSchema },
        },
      },
      async (request) =>
        createReferenceRepository(ctx.db, clinicianOf(request)).listDocuments(ctx.cipher, request.query),
    );

    await app.register(importRoute(ctx, reference));

    app.delete(
      '/api/dsm/documents/:id',
      {
        config: { audit: { action: 'delete', recordType: 'reference-document' } },
        schema: { params: documentIdParamsSchema },
      },
      async (request, reply) => {
        const outcome = await createReferenceRepository(ctx.db, clinicianOf(request)).deleteDocument(
          request.params.id,
        );
        if (outcome === 'builtin')
          throw new AppError('forbidden', 'The built-in reference cannot be deleted');
        if (outcome === 'not_found') throw notFound('Document not found');
        await reference.documentsChanged();
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/enhanced-diagnosis',
      {
        config: { audit: { action: 'generate', recordType: 'enhanced-diagnosis' } },
        schema: { body: enhancedDiagnosisRequestSchema, response: { 200: enhancedDiagnosisResponseSchema } },
      },
      async (request) => reference.enhancedDiagnosis(clinicianOf(request), request.body.clinicalNote),
    );
  };
}
