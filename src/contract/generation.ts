import * as z from './zod';

/** The most transcript text any generation endpoint accepts (about 30,000 words, a long session). */
export const TRANSCRIPT_MAX_LENGTH = 200_000;
export const NO_TRANSCRIPTION_TEXT = 'No transcription text available';
export const NO_SUMMARY_CONTENT = 'No session content available for summary';

/** A stretch of the input text: `text` is exactly `input.slice(start, end)`. */
export const evidenceSpanSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
});
export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

/** Who wrote the output: the offline engine, or an LLM (named) whose answer passed every check. */
export const providerSchema = z.string();

/**
 * Per risk area: disclosed; explicitly denied with nothing disclosing it; asked but not answered (deflected,
 * unreadable, no answer); never raised.
 */
export const RISK_STATUSES = ['present', 'denied', 'asked_not_answered', 'not_assessed'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
export const RISK_LEVELS = ['none_identified', 'low', 'moderate', 'high', 'not_assessed'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const transcriptText = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .max(TRANSCRIPT_MAX_LENGTH, {
      error: `The transcript must be at most ${TRANSCRIPT_MAX_LENGTH.toLocaleString('en-US')} characters`,
    })
    .refine((text) => text.trim().length > 0, { error: emptyMessage });

export const generateSessionNoteRequestSchema = z.object({
  dictationText: transcriptText(NO_TRANSCRIPTION_TEXT),
  templateId: z.uuid({ error: 'Not a valid template id' }).optional(),
  /** The session the note is for: its client's latest confirmed PHQ-9 and GAD-7 go in the Objective section. */
  sessionId: z.uuid({ error: 'Not a valid session id' }).optional(),
});

export const noteSectionSchema = z.object({
  title: z.string(),
  content: z.string(),
  evidence: z.array(evidenceSpanSchema),
});

/** SPEC §3 session note, plus the template's sections, the evidence behind every field, and the provider. */
export const sessionNoteSchema = z.object({
  presentingProblem: z.string(),
  duration: z.string(),
  clinicalObservations: z.string(),
  clientQuote: z.string(),
  summary: z.string(),
  sections: z.array(noteSectionSchema),
  evidence: z.object({
    presentingProblem: z.array(evidenceSpanSchema),
    duration: z.array(evidenceSpanSchema),
    clinicalObservations: z.array(evidenceSpanSchema),
    clientQuote: z.array(evidenceSpanSchema),
    summary: z.array(evidenceSpanSchema),
  }),
  provider: providerSchema,
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;

export const RISK_AREA_KEYS = ['suicidal', 'selfHarm', 'harmToOthers'] as const;

/** Wording the risk screen could not settle: shown to the clinician with the quote, never dropped. */
export const riskReviewItemSchema = z.object({
  area: z.enum(RISK_AREA_KEYS).nullable(),
  quote: z.string(),
  reason: z.string(),
});
export type RiskReviewItem = z.infer<typeof riskReviewItemSchema>;

export const riskSchema = z.object({
  level: z.enum(RISK_LEVELS),
  suicidal: z.enum(RISK_STATUSES),
  selfHarm: z.enum(RISK_STATUSES),
  harmToOthers: z.enum(RISK_STATUSES),
  factors: z.array(z.string()),
  protectiveFactors: z.array(z.string()),
  review: z.array(riskReviewItemSchema).default([]),
});
export type RiskAssessment = z.infer<typeof riskSchema>;

export const generateSessionSummaryRequestSchema = z.object({
  transcription: transcriptText(NO_SUMMARY_CONTENT),
  sessionNotes: z.string().max(TRANSCRIPT_MAX_LENGTH).default(''),
  clientName: z.string().trim().max(160).default(''),
  sessionDate: z.string().trim().max(40).default(''),
  sessionDuration: z
    .union([
      z
        .number()
        .min(0)
        .max(24 * 60),
      z.string().trim().max(40),
    ])
    .optional(),
  /** The session summarised: a PHQ-9 saved for it with item 9 above 0 makes suicidal risk present. */
  sessionId: z.uuid({ error: 'Not a valid session id' }).optional(),
});

export const sessionSummarySchema = z.object({
  executiveSummary: z.string(),
  keyThemes: z.array(z.string()),
  therapeuticProgress: z.string(),
  riskAssessment: z.string(),
  nextSessionGoals: z.array(z.string()),
  clinicalRecommendations: z.array(z.string()),
  risk: riskSchema,
  evidence: z.object({
    executiveSummary: z.array(evidenceSpanSchema),
    keyThemes: z.array(evidenceSpanSchema),
    riskAssessment: z.array(evidenceSpanSchema),
  }),
  provider: providerSchema,
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const generateDiagnosisRequestSchema = z.object({
  clinicalNote: z
    .string({ error: 'A clinical note is required' })
    .max(TRANSCRIPT_MAX_LENGTH)
    .refine((text) => text.trim().length > 0, { error: 'A clinical note is required' }),
});

export const diagnosisSuggestionSchema = z.object({
  id: z.string(),
  diagnosis: z.string(),
  code: z.string(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  criteriaMet: z.array(z.object({ criterion: z.string(), evidence: z.array(evidenceSpanSchema) })),
  criteriaUnmet: z.array(z.string()),
  evidence: z.array(evidenceSpanSchema),
});
export type DiagnosisSuggestion = z.infer<typeof diagnosisSuggestionSchema>;
export const generateDiagnosisResponseSchema = z.object({
  diagnoses: z.array(diagnosisSuggestionSchema),
  provider: providerSchema,
});

/** SPEC §9 chart colours: anxiety amber, stress green, sadness blue, fatigue purple, neutral grey. */
export const EMOTION_COLOURS: Record<string, string> = {
  Anxiety: '#f59e0b',
  Stress: '#22c55e',
  Sadness: '#3b82f6',
  Fatigue: '#a855f7',
  Neutral: '#9ca3af',
  Anger: '#ef4444',
  Fear: '#f97316',
  Guilt: '#ec4899',
  Shame: '#db2777',
  Hopelessness: '#64748b',
  Joy: '#14b8a6',
};

export const generateInsightsRequestSchema = z.object({
  dictationText: transcriptText(NO_TRANSCRIPTION_TEXT),
  clientId: z.uuid({ error: 'Not a valid client id' }).optional(),
});

export const insightsSchema = z.object({
  emotions: z.array(z.object({ name: z.string(), value: z.number(), color: z.string() })),
  themes: z.array(z.object({ name: z.string(), frequency: z.number().min(0).max(10) })),
  diagnoses: z.array(z.object({ name: z.string(), value: z.number(), fill: z.string(), code: z.string() })),
  /** Four weeks, oldest first; a week with no sessions is null, never invented. */
  heatmap: z.array(
    z.object({
      emotion: z.string(),
      week1: z.number().nullable(),
      week2: z.number().nullable(),
      week3: z.number().nullable(),
      week4: z.number().nullable(),
    }),
  ),
  provider: providerSchema,
});
export type Insights = z.infer<typeof insightsSchema>;

export const DIAGNOSES_SHAPE_ERROR =
  'diagnoses must be a list of diagnosis names or of the diagnoses /api/generate-diagnosis returns';

/**
 * A diagnosis as callers hold it: its name, or an object naming it the way `/api/generate-diagnosis` returns it
 * (`diagnosis`, with `code`, `confidence` and the rest) or the insights chart does (`name`). Either way the
 * endpoint receives the name; the object's other fields are dropped.
 */
function diagnosisInput(limits: { min: number; max: number }) {
  const name = z.string().trim().min(limits.min).max(limits.max);
  return z.union(
    [
      name,
      z.object({ diagnosis: name }).transform((value) => value.diagnosis),
      z.object({ name }).transform((value) => value.name),
    ],
    { error: DIAGNOSES_SHAPE_ERROR },
  );
}

export const TREATMENT_TYPES = ['therapy', 'medication', 'combination', 'followup'] as const;
export const EVIDENCE_LEVELS = ['high', 'moderate', 'emerging'] as const;

export const generateTreatmentPlanRequestSchema = z.object({
  diagnoses: z
    .array(diagnosisInput({ min: 1, max: 200 }), { error: DIAGNOSES_SHAPE_ERROR })
    .min(1, { error: 'Choose at least one diagnosis' })
    .max(20),
  clientContext: z.string().max(20_000).default(''),
});

export const treatmentSuggestionSchema = z.object({
  id: z.string(),
  treatment: z.string(),
  type: z.enum(TREATMENT_TYPES),
  description: z.string(),
  evidenceLevel: z.enum(EVIDENCE_LEVELS),
  rationale: z.string(),
  source: z.string(),
});
export type TreatmentSuggestion = z.infer<typeof treatmentSuggestionSchema>;
export const generateTreatmentPlanResponseSchema = z.object({
  treatments: z.array(treatmentSuggestionSchema),
  provider: providerSchema,
});

export const generateAssessmentSummaryRequestSchema = z.object({
  presentingProblem: z.string().max(20_000).default(''),
  diagnoses: z
    .array(diagnosisInput({ min: 0, max: 300 }), { error: DIAGNOSES_SHAPE_ERROR })
    .max(20)
    .default([]),
  treatmentPlan: z.array(z.string().max(500)).max(40).default([]),
  sessionNotes: z.string().max(TRANSCRIPT_MAX_LENGTH).default(''),
});
export const assessmentSummaryResponseSchema = z.object({ summary: z.string(), provider: providerSchema });

const textList = z.array(z.string().trim().max(200)).max(30).default([]);
const diagnosisList = z
  .array(diagnosisInput({ min: 0, max: 200 }), { error: DIAGNOSES_SHAPE_ERROR })
  .max(30)
  .default([]);
export const clientProfileSchema = z.object({
  name: z.string().trim().max(160).default(''),
  age: z.number().int().min(0).max(120).optional(),
  primaryDiagnoses: diagnosisList,
  secondaryDiagnoses: diagnosisList,
  symptoms: textList,
  severityLevel: z.string().trim().max(40).default(''),
  treatmentHistory: textList,
  preferences: textList,
  contraindications: textList,
  cultureFactors: textList,
});
export const generateTherapyRecommendationsRequestSchema = z.object({
  clientProfile: clientProfileSchema,
  sessionData: z
    .object({
      currentPhase: z.string().trim().max(80).default(''),
      progressScore: z.number().min(0).max(100).optional(),
    })
    .default({ currentPhase: '' }),
});

export const therapyRecommendationSchema = z.object({
  id: z.string(),
  type: z.enum(['primary', 'secondary', 'adjunct']),
  therapy: z.string(),
  description: z.string(),
  reasoning: z.string(),
  evidenceLevel: z.enum(EVIDENCE_LEVELS),
  duration: z.string(),
  frequency: z.string(),
  expectedOutcomes: z.array(z.string()),
  confidenceScore: z.number().min(0).max(100),
  priority: z.enum(['high', 'medium', 'low']),
});
export type TherapyRecommendation = z.infer<typeof therapyRecommendationSchema>;
export const generateTherapyRecommendationsResponseSchema = z.object({
  recommendations: z.array(therapyRecommendationSchema),
  provider: providerSchema,
});
