import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import { consentStatement } from '#contract/consent';
import {
  NOTE_ALREADY_SIGNED,
  NO_NOTE_TO_SIGN,
  clientDocumentsSchema,
  saveNoteRequestSchema,
  sessionNoteResponseSchema,
  type NoteContent,
} from '#contract/workflow';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { conflict, notFound } from '../../http/errors';
import { createAssessmentsRepository } from '../assessments/assessments.repository';
import { clinicianDisplayName } from '../auth/clinician-name';
import { createClientsRepository } from '../clients/clients.repository';
import { createConsentRepository } from '../consent/consent.repository';
import { SESSION_NOT_FOUND, requireSessionFacts } from '../sessions/session-facts';
import { createNotesRepository, type NotesRepository } from './notes.repository';

const CLIENT_NOT_FOUND = 'Client not found';

/** The session's note as GET /api/sessions/:id/note answers it: the current version and every version. */
async function noteWithVersions(notes: NotesRepository, sessionId: string) {
  const versions = await notes.versions(sessionId);
  return { note: versions[0] ?? null, versions };
}

/**
 * Saves the note with the session's consent line (the server's own statement of the session's consent, never the
 * caller's text) and answers it as GET /api/sessions/:id/note does; a draft is replaced, a signed note amended.
 */
export async function saveNoteWithConsent(
  ctx: AppContext,
  clinicianId: string,
  sessionId: string,
  content: Omit<NoteContent, 'recordingConsent'>,
  amendmentReason: string | undefined,
) {
  const notes = createNotesRepository(ctx.db, ctx.cipher, clinicianId);
  const consent = await createConsentRepository(ctx.db, ctx.cipher, clinicianId).latest(sessionId);
  const stamped = { ...content, recordingConsent: consent ? consentStatement(consent) : '' };
  if (!(await notes.save(sessionId, stamped, amendmentReason, ctx.now()))) throw notFound(SESSION_NOT_FOUND);
  return noteWithVersions(notes, sessionId);
}

/** A session's note (its versions, signing and amendments), and the list of a client's notes and reports. */
export function notesRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    /** The notes repository and the session, which must be the signed-in clinician's (404 otherwise). */
    const mySession = async (request: FastifyRequest, id: string) => {
      const clinicianId = requireClinician(request).id;
      const session = await requireSessionFacts(ctx.db, ctx.cipher, clinicianId, id);
      return { notes: createNotesRepository(ctx.db, ctx.cipher, clinicianId), session };
    };

    app.get(
      '/api/sessions/:id/note',
      {
        config: { audit: { action: 'read', recordType: 'session-note' } },
        schema: { params: idParamsSchema, response: { 200: sessionNoteResponseSchema } },
      },
      async (request) => {
        const { notes, session } = await mySession(request, request.params.id);
        return noteWithVersions(notes, session.id);
      },
    );

    app.put(
      '/api/sessions/:id/note',
      {
        config: { audit: { action: 'update', recordType: 'session-note' } },
        schema: {
          params: idParamsSchema,
          body: saveNoteRequestSchema,
          response: { 200: sessionNoteResponseSchema },
        },
      },
      async (request) => {
        const { session } = await mySession(request, request.params.id);
        const { content, amendmentReason } = request.body;
        return saveNoteWithConsent(ctx, requireClinician(request).id, session.id, content, amendmentReason);
      },
    );

    app.post(
      '/api/sessions/:id/note/sign',
      {
        config: { audit: { action: 'update', recordType: 'session-note' } },
        schema: { params: idParamsSchema, response: { 200: sessionNoteResponseSchema } },
      },
      async (request) => {
        const { notes, session } = await mySession(request, request.params.id);
        const signedBy = clinicianDisplayName(requireClinician(request));
        const outcome = await notes.sign(session.id, signedBy, ctx.now());
        if (!outcome.ok) throw conflict(outcome.reason === 'no-note' ? NO_NOTE_TO_SIGN : NOTE_ALREADY_SIGNED);
        return noteWithVersions(notes, session.id);
      },
    );

    app.get(
      '/api/clients/:id/notes',
      {
        config: { audit: { action: 'read', recordType: 'client-documents' } },
        schema: { params: idParamsSchema, response: { 200: clientDocumentsSchema } },
      },
      async (request) => {
        const clinicianId = requireClinician(request).id;
        const clientId = request.params.id;
        if (!(await createClientsRepository(ctx.db, ctx.cipher, clinicianId).has(clientId)))
          throw notFound(CLIENT_NOT_FOUND);
        return {
          notes: await createNotesRepository(ctx.db, ctx.cipher, clinicianId).ofClient(clientId),
          reports: await createAssessmentsRepository(ctx.db, ctx.cipher, clinicianId).finalOfClient(clientId),
        };
      },
    );
  };
}
