import * as z from './zod';
import { isoDateTimeSchema } from './common';
import { sessionConsentSchema } from './consent';
import { DATE_SORTS, pageFields, pageQuerySchema } from './paging';
import {
  diagnosisSuggestionSchema,
  evidenceSpanSchema,
  generateTherapyRecommendationsRequestSchema,
  providerSchema,
  sessionSummarySchema,
  therapyRecommendationSchema,
  treatmentSuggestionSchema,
} from './generation';

/**
 * The session workflow after the transcript: the note (versioned, signed, amended), the saved summary, the
 * differential with the clinician's selection, the treatment plan, the assessment and its report, and the
 * therapy recommendations a clinician saves to a client's plan. Every document here is stored encrypted.
 */

const FIELD_MAX = 20_000;
const field = (label: string) =>
  z
    .string()
    .max(FIELD_MAX, { error: `${label} must be at most ${FIELD_MAX.toLocaleString('en-US')} characters` });

/** The note as the clinician saves it: the five fields, the template's sections, and the evidence kept with them. */
export const noteContentSchema = z.object({
  presentingProblem: field('Presenting Problem'),
  duration: field('Duration & Timeline'),
  clinicalObservations: field('Clinical Observations'),
  clientQuote: field('Client Quote'),
  summary: field('Session Summary'),
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1, { error: 'A section needs a title' }).max(200),
        content: field('A section'),
        evidence: z.array(evidenceSpanSchema).max(200).default([]),
      }),
    )
    .max(30)
    .default([]),
  evidence: z
    .object({
      presentingProblem: z.array(evidenceSpanSchema).max(200),
      duration: z.array(evidenceSpanSchema).max(200),
      clinicalObservations: z.array(evidenceSpanSchema).max(200),
      clientQuote: z.array(evidenceSpanSchema).max(200),
      summary: z.array(evidenceSpanSchema).max(200),
    })
    .default({ presentingProblem: [], duration: [], clinicalObservations: [], clientQuote: [], summary: [] }),
  /** Who wrote the first draft: the offline engine, an LLM, or the clinician. */
  provider: z.string().max(200).default('clinician'),
  /**
   * The session's consent to recording as one line (see consentStatement). The server writes it from the
   * session's consent whenever the note is saved, so a signed version keeps the consent as it stood then.
   */
  recordingConsent: z.string().max(5_000).default(''),
});
export type NoteContent = z.infer<typeof noteContentSchema>;

/** SPEC §3 note fields, in the order and with the titles every screen and the PDF show. */
export const NOTE_FIELDS = [
  ['presentingProblem', 'Presenting Problem'],
  ['duration', 'Duration & Timeline'],
  ['clinicalObservations', 'Clinical Observations'],
  ['clientQuote', 'Client Quote'],
  ['summary', 'Session Summary'],
] as const;
export type NoteField = (typeof NOTE_FIELDS)[number][0];

export const NOTE_STATUSES = ['draft', 'signed'] as const;
export const NOTE_KINDS = ['original', 'amendment'] as const;

export const noteVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  kind: z.enum(NOTE_KINDS),
  status: z.enum(NOTE_STATUSES),
  content: noteContentSchema,
  amendmentReason: z.string().nullable(),
  signedBy: z.string().nullable(),
  signedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type NoteVersion = z.infer<typeof noteVersionSchema>;

/** GET /api/sessions/:id/note — the current version (the highest) and every version, newest first. */
export const sessionNoteResponseSchema = z.object({
  note: noteVersionSchema.nullable(),
  versions: z.array(noteVersionSchema),
});
export type SessionNoteResponse = z.infer<typeof sessionNoteResponseSchema>;

/**
 * PUT /api/sessions/:id/note — saves the note. A draft is replaced in place; once the current version is
 * signed, a save appends an amendment (a new draft version) and the signed text stays as it was.
 */
export const saveNoteRequestSchema = z
  .object({
    content: noteContentSchema,
    amendmentReason: z.string().trim().max(2_000).optional(),
  })
  .strict();
export type SaveNoteRequest = z.input<typeof saveNoteRequestSchema>;

/** A POST whose body is optional: no body at all reads as `{}`. */
const bodyOrNothing = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

/**
 * POST /api/sessions/:id/note/generate — writes the note from the session's stored transcript and template and
 * saves it: a draft is replaced; a signed note is never overwritten, the new text becomes an amendment, which needs
 * its reason (409 without one, so the screen can ask first).
 */
export const generateStoredNoteRequestSchema = bodyOrNothing(
  z.object({ amendmentReason: z.string().trim().min(1).max(2_000).optional() }).strict(),
);
export const SIGNED_NOTE_NEEDS_REASON =
  'This note is signed; regenerating it adds an amendment, so give the reason for the amendment';

/** POST /api/sessions/:id/note/sign — signs the current draft: locked, with the signer's name and the time. */
export const NOTE_ALREADY_SIGNED = 'This note is already signed; save a change to create an amendment';
export const NO_NOTE_TO_SIGN = 'There is no note to sign yet';

/** GET / PUT /api/sessions/:id/summary */
export const SUMMARY_SOURCES = ['generated', 'saved'] as const;
export const savedSummarySchema = z.object({
  summary: sessionSummarySchema,
  savedAt: isoDateTimeSchema,
  /** `generated`: saved automatically as generated, not yet saved by the clinician; `saved`: by the clinician. */
  source: z.enum(SUMMARY_SOURCES).default('saved'),
});
/** A saved version of the summary: each generation and each save adds one; none is ever replaced. */
export const summaryVersionSchema = z.object({
  version: z.number().int(),
  source: z.enum(SUMMARY_SOURCES),
  savedAt: isoDateTimeSchema,
  summary: sessionSummarySchema,
});
export type SummaryVersion = z.infer<typeof summaryVersionSchema>;
export const sessionSummaryStepResponseSchema = z.object({
  summary: savedSummarySchema.nullable(),
  /** Every saved version, newest first (the first is the current summary). */
  versions: z.array(summaryVersionSchema).default([]),
});
export const saveSummaryRequestSchema = z.object({ summary: sessionSummarySchema }).strict();
/** POST /api/sessions/:id/summary/generate — a new summary from the stored transcript, saved as a new version. */
export const generateStoredSummaryRequestSchema = bodyOrNothing(z.object({}).strict());

/** GET / PUT /api/sessions/:id/diagnoses — the differential, the selection, the clinician's notes. */
export const diagnosisStepSchema = z.object({
  diagnoses: z.array(diagnosisSuggestionSchema).max(40),
  selectedIds: z.array(z.string().max(200)).max(40),
  notes: z.string().max(FIELD_MAX).default(''),
  /** True once the clinician pressed Accept Selected. */
  accepted: z.boolean().default(false),
});
export type DiagnosisStep = z.infer<typeof diagnosisStepSchema>;
export const saveDiagnosisStepRequestSchema = diagnosisStepSchema.strict();
export const diagnosisStepResponseSchema = z.object({
  step: diagnosisStepSchema.extend({ updatedAt: isoDateTimeSchema }).nullable(),
});
export const SELECTION_NOT_IN_LIST = 'Every selected id must be one of the listed items';

/** GET / PUT /api/sessions/:id/plan — the suggested and customised treatments and the accepted selection. */
export const planStepSchema = z.object({
  treatments: z.array(treatmentSuggestionSchema).max(60),
  selectedIds: z.array(z.string().max(200)).max(60),
  accepted: z.boolean().default(false),
});
export type PlanStep = z.infer<typeof planStepSchema>;
export const savePlanStepRequestSchema = planStepSchema.strict();
export const planStepResponseSchema = z.object({
  step: planStepSchema.extend({ updatedAt: isoDateTimeSchema }).nullable(),
});

export const REPORT_TYPES = ['Initial Assessment', 'Progress Assessment', 'Diagnostic Assessment'] as const;
export const AI_CONFIRMATION_STATEMENT = 'AI suggestions confirmed by the clinician';

/** An assessment report: everything the PDF prints, frozen when the session is completed. */
export const assessmentReportSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** Null only in the draft report of a session whose client has not been chosen yet. */
  clientId: z.string().nullable(),
  clientFirstName: z.string(),
  clientLastName: z.string(),
  clinicianName: z.string(),
  sessionDate: isoDateTimeSchema,
  reportType: z.string(),
  status: z.enum(['draft', 'final']),
  presentingProblem: z.string(),
  note: noteContentSchema.nullable(),
  noteVersion: z.number().int().nullable(),
  noteSignedBy: z.string().nullable(),
  noteSignedAt: isoDateTimeSchema.nullable(),
  diagnoses: z.array(z.object({ diagnosis: z.string(), code: z.string(), confidence: z.number() })),
  plan: z.array(
    z.object({ treatment: z.string(), type: z.string(), evidenceLevel: z.string(), description: z.string() }),
  ),
  summary: z.string(),
  /** The session's consent to recording as it stood when the report was built (frozen with a final report). */
  consent: sessionConsentSchema.nullable().default(null),
  createdAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
});
export type AssessmentReport = z.infer<typeof assessmentReportSchema>;

/** GET /api/sessions/:id/assessment — the draft (or final) report of the session, built from its saved steps. */
export const assessmentResponseSchema = z.object({ report: assessmentReportSchema.nullable() });
/** PUT /api/sessions/:id/assessment — saves the assessment summary text (draft). */
export const saveAssessmentRequestSchema = z
  .object({
    summary: field('The assessment summary'),
    reportType: z.enum(REPORT_TYPES).optional(),
  })
  .strict();
/** POST /api/sessions/:id/complete — freezes the report (final) and marks the session completed. */
export const completeSessionResponseSchema = z.object({ report: assessmentReportSchema });
/** GET /api/sessions/:id/assessment/pdf and GET /api/reports/:id/pdf answer application/pdf (audited as export). */

/** GET /api/reports — final reports, newest first. */
export const reportListItemSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  reportType: z.string(),
  clientFirstName: z.string(),
  clientLastName: z.string(),
  createdAt: isoDateTimeSchema,
});
/** `q` finds reports by client name or report type. */
export const reportListQuerySchema = pageQuerySchema(DATE_SORTS);
export const reportListResponseSchema = z.object({ reports: z.array(reportListItemSchema), ...pageFields });
export type ReportPage = z.infer<typeof reportListResponseSchema>;
export const reportResponseSchema = z.object({ report: assessmentReportSchema });

/** GET /api/clients/:id/notes — the client's session notes (current version of each) and final reports. */
export const clientDocumentsSchema = z.object({
  notes: z.array(
    z.object({
      sessionId: z.string(),
      startedAt: isoDateTimeSchema,
      version: z.number().int(),
      status: z.enum(NOTE_STATUSES),
      signedBy: z.string().nullable(),
      signedAt: isoDateTimeSchema.nullable(),
      updatedAt: isoDateTimeSchema,
    }),
  ),
  reports: z.array(
    z.object({ id: z.string(), sessionId: z.string(), reportType: z.string(), createdAt: isoDateTimeSchema }),
  ),
});
export type ClientDocuments = z.infer<typeof clientDocumentsSchema>;

/** A client's treatment plan: therapy recommendations saved (planned) or implemented (active). */
export const PLAN_ITEM_STATUSES = ['planned', 'active'] as const;
export const clientPlanItemSchema = z.object({
  id: z.string(),
  therapy: z.string(),
  status: z.enum(PLAN_ITEM_STATUSES),
  recommendation: therapyRecommendationSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ClientPlanItem = z.infer<typeof clientPlanItemSchema>;
/** GET /api/clients/:id/treatment-plan */
export const clientPlanResponseSchema = z.object({ items: z.array(clientPlanItemSchema) });
/** POST /api/clients/:id/treatment-plan — adds the recommendation, or updates the one with the same therapy. */
export const saveClientPlanItemRequestSchema = z
  .object({
    recommendation: therapyRecommendationSchema,
    status: z.enum(PLAN_ITEM_STATUSES, { error: 'Status must be planned or active' }).default('planned'),
  })
  .strict();
export const clientPlanItemResponseSchema = z.object({ item: clientPlanItemSchema });

/**
 * POST /api/clients/:id/therapy-recommendations — therapies for the client from what their records hold: the
 * primary concerns saved on the client and the diagnoses the clinician accepted in the client's sessions.
 * `basis` says what was used, so an empty answer can say what is missing.
 */
export const clientRecommendationsRequestSchema = z
  .object({ sessionData: generateTherapyRecommendationsRequestSchema.shape.sessionData })
  .strict();
export const clientRecommendationsResponseSchema = z.object({
  recommendations: z.array(therapyRecommendationSchema),
  basis: z.object({ concerns: z.array(z.string()), acceptedDiagnoses: z.array(z.string()) }),
  provider: providerSchema,
});
export type ClientRecommendationsResponse = z.infer<typeof clientRecommendationsResponseSchema>;
/** DELETE /api/clients/:clientId/treatment-plan/:itemId removes an item (204). */
