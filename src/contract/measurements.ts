import * as z from './zod';
import { idSchema, isoDateTimeSchema } from './common';
import { evidenceSpanSchema } from './generation';
import { INSTRUMENTS, ITEM_SCORE_MAX, SEVERITIES, answersProblem } from './instruments';

/**
 * Measurement-based care: PHQ-9 and GAD-7 scores of a client, given as a form (scored from its items) or stated
 * in a session's transcript (captured with the sentence that states it, proposed until the clinician confirms).
 */

export const MEASUREMENT_SOURCES = ['form', 'transcript'] as const;
export const MEASUREMENT_STATUSES = ['proposed', 'confirmed'] as const;
/** Who filled a form: the clinician with the client, or the client on the clinician's screen. */
export const FORM_FILLERS = ['clinician', 'client'] as const;

export const measurementSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  sessionId: z.string().nullable(),
  instrument: z.enum(INSTRUMENTS),
  /** Item scores 0–3 in the form's order; null for a score stated in a transcript. */
  items: z.array(z.number().int()).nullable(),
  /** The optional, unscored difficulty question (0–3), when answered. */
  difficulty: z.number().int().nullable(),
  total: z.number().int(),
  severity: z.enum(SEVERITIES),
  source: z.enum(MEASUREMENT_SOURCES),
  filledBy: z.enum(FORM_FILLERS).nullable(),
  /** For a transcript capture: the sentence that states the score, as it stands in the transcript. */
  evidence: evidenceSpanSchema.nullable(),
  status: z.enum(MEASUREMENT_STATUSES),
  administeredAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
export type Measurement = z.infer<typeof measurementSchema>;

export const INSTRUMENT_ERROR = 'Instrument must be phq9 or gad7';
export const ITEMS_ERROR = 'Items must be a list of answers from 0 to 3';
export const DIFFICULTY_ERROR = 'The difficulty answer must be 0, 1, 2 or 3';
const answer = z
  .number({ error: ITEMS_ERROR })
  .int({ error: ITEMS_ERROR })
  .min(0, { error: ITEMS_ERROR })
  .max(ITEM_SCORE_MAX, { error: ITEMS_ERROR });

/** POST /api/clients/:id/measurements — a completed form; the server scores it. */
export const createMeasurementRequestSchema = z
  .object({
    instrument: z.enum(INSTRUMENTS, { error: INSTRUMENT_ERROR }),
    items: z.array(answer.nullable(), { error: ITEMS_ERROR }).max(20, { error: ITEMS_ERROR }),
    difficulty: z
      .number({ error: DIFFICULTY_ERROR })
      .int({ error: DIFFICULTY_ERROR })
      .min(0, { error: DIFFICULTY_ERROR })
      .max(ITEM_SCORE_MAX, { error: DIFFICULTY_ERROR })
      .nullable()
      .default(null),
    /** The session it was given in, if any: it must be one of this client's sessions. */
    sessionId: idSchema.optional(),
    administeredAt: isoDateTimeSchema.optional(),
    filledBy: z.enum(FORM_FILLERS, { error: 'filledBy must be clinician or client' }).default('clinician'),
  })
  .strict()
  .superRefine((value, context) => {
    const problem = answersProblem(value.instrument, value.items);
    if (problem) context.addIssue({ code: 'custom', path: ['items'], message: problem });
  })
  .transform((value) => ({ ...value, items: value.items.map((item) => item ?? 0) }));
export type CreateMeasurementRequest = z.input<typeof createMeasurementRequestSchema>;

export const measurementResponseSchema = z.object({ measurement: measurementSchema });
export const listMeasurementsResponseSchema = z.object({ measurements: z.array(measurementSchema) });

/** POST /api/sessions/:id/measurements/capture — the session's measurements after reading its transcript. */
export const captureMeasurementsResponseSchema = z.object({
  measurements: z.array(measurementSchema),
  /** How many stated scores this reading added as proposals. */
  captured: z.number().int(),
});

/** GET /api/measurements/latest — each client's latest confirmed score per instrument, for the clients list. */
export const latestScoreSchema = z.object({
  clientId: z.string(),
  instrument: z.enum(INSTRUMENTS),
  total: z.number().int(),
  severity: z.enum(SEVERITIES),
  administeredAt: isoDateTimeSchema,
});
export type LatestScore = z.infer<typeof latestScoreSchema>;
export const latestScoresResponseSchema = z.object({ latest: z.array(latestScoreSchema) });

export const MEASUREMENT_NOT_FOUND = 'Measurement not found';
export const ALREADY_CONFIRMED = 'This score is already confirmed';
export const SESSION_NOT_OF_CLIENT = "The session must be one of this client's sessions";
export const SESSION_NEEDS_CLIENT = 'Choose the client of this session before recording scores for it';
/** POST /api/measurements/:id/confirm confirms a proposed score; DELETE /api/measurements/:id discards or deletes one (204). */
