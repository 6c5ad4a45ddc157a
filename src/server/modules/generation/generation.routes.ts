import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generateDiagnosisRequestSchema,
  generateDiagnosisResponseSchema,
  generateSessionNoteRequestSchema,
  generateSessionSummaryRequestSchema,
  sessionNoteSchema,
  sessionSummarySchema,
} from '../../../contract/generation';
import { analyse } from '../../../engine/analyse';
import { suggestDiagnoses } from '../../../engine/diagnose';
import { ENGINE_PROVIDER, runEngine, writeSessionNote, writeSessionSummary } from '../../../engine/writers';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { createTemplatesRepository } from '../templates/templates.repository';

/** Generation reads PHI (the transcript), so each call is audited as a 'generate' of its output. */
export function generationRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/generate-session-note',
      {
        config: { audit: { action: 'generate', recordType: 'session-note' } },
        schema: { body: generateSessionNoteRequestSchema, response: { 200: sessionNoteSchema } },
      },
      async (request) => {
        let sections: string[] = [];
        if (request.body.templateId) {
          const template = await createTemplatesRepository(ctx.db, requireClinician(request).id).get(
            request.body.templateId,
          );
          if (!template) throw notFound('Template not found');
          sections = template.sections;
        }
        return writeSessionNote(runEngine(analyse(request.body.dictationText, ctx.now())), sections);
      },
    );

    app.post(
      '/api/generate-session-summary',
      {
        config: { audit: { action: 'generate', recordType: 'session-summary' } },
        schema: { body: generateSessionSummaryRequestSchema, response: { 200: sessionSummarySchema } },
      },
      async (request) =>
        writeSessionSummary(runEngine(analyse(request.body.transcription, ctx.now())), {
          clientName: request.body.clientName,
          sessionDate: request.body.sessionDate,
          sessionNotes: request.body.sessionNotes,
        }),
    );

    app.post(
      '/api/generate-diagnosis',
      {
        config: { audit: { action: 'generate', recordType: 'diagnosis' } },
        schema: { body: generateDiagnosisRequestSchema, response: { 200: generateDiagnosisResponseSchema } },
      },
      async (request) => ({
        diagnoses: suggestDiagnoses(analyse(request.body.clinicalNote, ctx.now()), 5),
        provider: ENGINE_PROVIDER,
      }),
    );
  };
}
