import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteWorkspaceRequestSchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
} from '#contract/settings';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createMeasurementsRepository } from '../measurements/measurements.repository';
import { createSessionExporter } from '../fhir/session-export';
import { requestOrigin } from '../fhir/fhir.routes';
import { createConsentRepository } from '../consent/consent.repository';
import { createReferenceRepository } from '../reference/reference.repository';
import { clearSessionCookie } from '../../http/session-cookie';
import { isUniqueViolation, type AuthService } from '../auth/auth.service';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createTemplatesRepository } from '../templates/templates.repository';
import { createAudioStore } from '../transcription/audio-store';
import { createWorkflowRepository } from '../workflow/workflow.repository';
import { createNotesRepository } from '../notes/notes.repository';
import { createAssessmentsRepository } from '../assessments/assessments.repository';
import { createTreatmentPlansRepository } from '../treatment-plans/treatment-plans.repository';
import { createSettingsRepository } from './settings.repository';

const EMAIL_TAKEN_MESSAGE = 'A clinician with this email already exists.';
const EMAIL_TAKEN = new AppError('conflict', EMAIL_TAKEN_MESSAGE, [
  { path: ['profile', 'email'], message: EMAIL_TAKEN_MESSAGE },
]);
/** A refusal that belongs to one field of the settings form. */
const fieldError = (path: string[], message: string) =>
  new AppError('validation_failed', message, [{ path, message }]);

export function settingsRoutes(ctx: AppContext, auth: AuthService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repo = (request: Parameters<typeof requireClinician>[0]) =>
      createSettingsRepository(ctx.db, requireClinician(request).id);

    app.get('/api/settings', { schema: { response: { 200: settingsResponseSchema } } }, async (request) => ({
      settings: await repo(request).get(),
    }));

    app.patch(
      '/api/settings',
      { schema: { body: updateSettingsRequestSchema, response: { 200: settingsResponseSchema } } },
      async (request) => {
        const clinician = requireClinician(request);
        const { currentPassword, ...patch } = request.body;
        const { email, ...otherProfile } = patch.profile ?? {};
        const isEmailChange =
          email !== undefined && email.toLowerCase() !== (clinician.email ?? '').toLowerCase();
        // An account signs in with its email: changing it needs the password, and it must stay unique.
        if (isEmailChange && clinician.passwordHash) {
          if (email === '') throw fieldError(['profile', 'email'], 'Enter a valid email address');
          if (!currentPassword) {
            throw fieldError(['currentPassword'], 'Enter your current password to change your email.');
          }
          await auth.verifyCurrentPassword(clinician, currentPassword, request.ip);
          if (await auth.repository.isEmailTaken(email, clinician.id)) throw EMAIL_TAKEN;
        }
        let settings;
        try {
          settings = await repo(request).update(patch, ctx.now());
        } catch (error) {
          if (isUniqueViolation(error)) throw EMAIL_TAKEN;
          throw error;
        }
        const audit = (action: 'email-change' | 'profile-change') =>
          ctx.audit.record({
            clinicianId: clinician.id,
            action,
            recordType: 'clinician',
            recordId: clinician.id,
            outcome: 'success',
            clientAddress: request.ip,
          });
        if (isEmailChange) await audit('email-change');
        if (Object.keys(otherProfile).length > 0) await audit('profile-change');
        return { settings };
      },
    );

    /** Everything the workspace holds about its clinician and their clients, as one JSON document. */
    app.get(
      '/api/export',
      { config: { audit: { action: 'export', recordType: 'workspace' } } },
      async (request, reply) => {
        const clinician = requireClinician(request);
        const clinicianId = clinician.id;
        const body = {
          exportedAt: ctx.now().toISOString(),
          settings: await repo(request).get(),
          clients: await createClientsRepository(ctx.db, ctx.cipher, clinicianId).all(),
          sessions: await createSessionsRepository(ctx.db, ctx.cipher, clinicianId).all(),
          /** Every consent to recording given and withdrawn, oldest first (each session also carries its latest). */
          sessionConsents: await createConsentRepository(ctx.db, ctx.cipher, clinicianId).exportAll(),
          templates: await createTemplatesRepository(ctx.db, clinicianId).list(),
          ...(await createNotesRepository(ctx.db, ctx.cipher, clinicianId).exportAll()),
          ...(await createWorkflowRepository(ctx.db, ctx.cipher, clinicianId).exportAll()),
          ...(await createAssessmentsRepository(ctx.db, ctx.cipher, clinicianId).exportAll()),
          ...(await createTreatmentPlansRepository(ctx.db, ctx.cipher, clinicianId).exportAll()),
          measurements: await createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId).exportAll(),
          referenceDocuments: await createReferenceRepository(ctx.db, clinicianId).exportDocuments(),
          /** Each session as a FHIR R4 Bundle, as GET /api/sessions/:id/fhir answers it. */
          fhirBundles: await createSessionExporter(ctx, clinician).allBundles(requestOrigin(request)),
        };
        const day = body.exportedAt.slice(0, 10);
        return reply
          .header('Content-Disposition', `attachment; filename="clinician-workspace-export-${day}.json"`)
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );

    app.delete(
      '/api/workspace',
      {
        config: { audit: { action: 'delete', recordType: 'workspace' } },
        schema: { body: deleteWorkspaceRequestSchema },
      },
      async (request, reply) => {
        await repo(request).deleteWorkspace();
        // Kept session audio lives outside the database, so it goes with the workspace explicitly.
        await createAudioStore(ctx.config.dataDir, ctx.cipher).removeAll(requireClinician(request).id);
        clearSessionCookie(request, reply);
        return reply.status(204).send();
      },
    );
  };
}
