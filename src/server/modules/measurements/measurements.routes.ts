import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common';
import { scoreInstrument } from '#contract/instruments';
import {
  ALREADY_CONFIRMED,
  MEASUREMENT_NOT_FOUND,
  SESSION_NEEDS_CLIENT,
  SESSION_NOT_OF_CLIENT,
  captureMeasurementsResponseSchema,
  createMeasurementRequestSchema,
  latestScoresResponseSchema,
  listMeasurementsResponseSchema,
  measurementResponseSchema,
} from '#contract/measurements';
import { findStatedScores } from '#engine/measure-capture';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError, notFound } from '../../http/errors';
import { createClientsRepository } from '../clients/clients.repository';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createMeasurementsRepository, type MeasurementsRepository } from './measurements.repository';

const CLIENT_NOT_FOUND = 'Client not found';
const SESSION_NOT_FOUND = 'Session not found';

/**
 * Proposes each score the session's transcript states ("her PHQ-9 was 14") that is not proposed already; answers
 * how many are new. The clinician confirms or deletes each one.
 */
async function captureStatedScores(
  measurements: MeasurementsRepository,
  session: { id: string; clientId: string; startedAt: string; transcript: string },
): Promise<number> {
  const existing = await measurements.listForSession(session.id);
  const known = new Set(
    existing
      .filter((m) => m.source === 'transcript' && m.evidence)
      .map((m) => `${m.instrument}|${m.total}|${m.evidence?.text ?? ''}`),
  );
  let captured = 0;
  for (const stated of findStatedScores(session.transcript)) {
    const key = `${stated.instrument}|${stated.total}|${stated.evidence.text}`;
    if (known.has(key)) continue;
    known.add(key);
    await measurements.create({
      clientId: session.clientId,
      sessionId: session.id,
      instrument: stated.instrument,
      items: null,
      difficulty: null,
      total: stated.total,
      severity: stated.severity,
      source: 'transcript',
      filledBy: null,
      evidence: stated.evidence,
      status: 'proposed',
      administeredAt: new Date(session.startedAt),
    });
    captured++;
  }
  return captured;
}

export function measurementsRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // The clinician's own repositories: a request can only ever reach their clients, sessions and scores.
    const reposFor = (request: FastifyRequest) => {
      const clinicianId = requireClinician(request).id;
      return {
        measurements: createMeasurementsRepository(ctx.db, ctx.cipher, clinicianId),
        clients: createClientsRepository(ctx.db, ctx.cipher, clinicianId),
        sessions: createSessionsRepository(ctx.db, ctx.cipher, clinicianId),
      };
    };

    app.get(
      '/api/clients/:id/measurements',
      {
        config: { audit: { action: 'read', recordType: 'measurement-list' } },
        schema: { params: idParamsSchema, response: { 200: listMeasurementsResponseSchema } },
      },
      async (request) => {
        const repos = reposFor(request);
        if (!(await repos.clients.get(request.params.id))) throw notFound(CLIENT_NOT_FOUND);
        return { measurements: await repos.measurements.listForClient(request.params.id) };
      },
    );

    app.post(
      '/api/clients/:id/measurements',
      {
        config: { audit: { action: 'create', recordType: 'measurement' } },
        schema: {
          params: idParamsSchema,
          body: createMeasurementRequestSchema,
          response: { 201: measurementResponseSchema },
        },
      },
      async (request, reply) => {
        const repos = reposFor(request);
        const client = await repos.clients.get(request.params.id);
        if (!client) throw notFound(CLIENT_NOT_FOUND);
        const { instrument, items, difficulty, sessionId, administeredAt, filledBy } = request.body;
        if (sessionId) {
          const session = await repos.sessions.get(sessionId);
          if (!session) throw notFound(SESSION_NOT_FOUND);
          if (session.clientId !== client.id) throw new AppError('validation_failed', SESSION_NOT_OF_CLIENT);
        }
        // The server scores the form itself: what is stored is the published scoring of the answers given.
        const { total, severity } = scoreInstrument(instrument, items);
        const measurement = await repos.measurements.create({
          clientId: client.id,
          sessionId: sessionId ?? null,
          instrument,
          items,
          difficulty,
          total,
          severity,
          source: 'form',
          filledBy,
          evidence: null,
          status: 'confirmed',
          administeredAt: administeredAt ? new Date(administeredAt) : ctx.now(),
        });
        request.auditRecordId = measurement.id;
        return reply.status(201).send({ measurement });
      },
    );

    app.get(
      '/api/sessions/:id/measurements',
      {
        config: { audit: { action: 'read', recordType: 'measurement-list' } },
        schema: { params: idParamsSchema, response: { 200: listMeasurementsResponseSchema } },
      },
      async (request) => {
        const repos = reposFor(request);
        if (!(await repos.sessions.get(request.params.id))) throw notFound(SESSION_NOT_FOUND);
        return { measurements: await repos.measurements.listForSession(request.params.id) };
      },
    );

    app.post(
      '/api/sessions/:id/measurements/capture',
      {
        config: { audit: { action: 'generate', recordType: 'measurement' } },
        schema: { params: idParamsSchema, response: { 200: captureMeasurementsResponseSchema } },
      },
      async (request) => {
        const repos = reposFor(request);
        // The server reads the transcript it holds; the browser never sends it back.
        const session = await repos.sessions.getDetail(request.params.id);
        if (!session) throw notFound(SESSION_NOT_FOUND);
        if (session.clientId === null) throw new AppError('conflict', SESSION_NEEDS_CLIENT);
        const captured = await captureStatedScores(repos.measurements, {
          ...session,
          clientId: session.clientId,
        });
        return { measurements: await repos.measurements.listForSession(session.id), captured };
      },
    );

    app.post(
      '/api/measurements/:id/confirm',
      {
        config: { audit: { action: 'update', recordType: 'measurement' } },
        schema: { params: idParamsSchema, response: { 200: measurementResponseSchema } },
      },
      async (request) => {
        const outcome = await reposFor(request).measurements.confirm(request.params.id, ctx.now());
        if (outcome === 'not-found') throw notFound(MEASUREMENT_NOT_FOUND);
        if (outcome === 'already-confirmed') throw new AppError('conflict', ALREADY_CONFIRMED);
        return { measurement: outcome };
      },
    );

    app.delete(
      '/api/measurements/:id',
      {
        config: { audit: { action: 'delete', recordType: 'measurement' } },
        schema: { params: idParamsSchema },
      },
      async (request, reply) => {
        if (!(await reposFor(request).measurements.remove(request.params.id)))
          throw notFound(MEASUREMENT_NOT_FOUND);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/measurements/latest',
      {
        config: { audit: { action: 'read', recordType: 'measurement-list' } },
        schema: { response: { 200: latestScoresResponseSchema } },
      },
      async (request) => ({ latest: await reposFor(request).measurements.latest() }),
    );
  };
}
