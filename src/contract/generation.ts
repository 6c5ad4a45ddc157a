import { z } from 'zod';

/** The most transcript text any generation endpoint accepts (about 30,000 words, a long session). */
export const TRANSCRIPT_MAX_LENGTH = 200_000;
export const NO_TRANSCRIPTION_TEXT = 'No transcription text available';
export const NO_SUMMARY_CONTENT = 'No session content available for summary';

/** A stretch of the input text: `text` is exactly `input.slice(start, end)`. */
export const evidenceSpanSchema = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });
export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

/** Who wrote the output: the offline engine, or an LLM (named) whose answer passed every check. */
export const providerSchema = z.string();

export const RISK_STATUSES = ['present', 'denied', 'not_assessed'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
export const RISK_LEVELS = ['none_identified', 'low', 'moderate', 'high', 'not_assessed'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const transcriptText = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .max(TRANSCRIPT_MAX_LENGTH, { error: `The transcript must be at most ${TRANSCRIPT_MAX_LENGTH.toLocaleString('en-US')} characters` })
    .refine((text) => text.trim().length > 0, { error: emptyMessage });

export const generateSessionNoteRequestSchema = z.object({
  dictationText: transcriptText(NO_TRANSCRIPTION_TEXT),
  templateId: z.uuid({ error: 'Not a valid template id' }).optional(),
});

export const noteSectionSchema = z.object({ title: z.string(), content: z.string(), evidence: z.array(evidenceSpanSchema) });

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

export const riskSchema = z.object({
  level: z.enum(RISK_LEVELS),
  suicidal: z.enum(RISK_STATUSES),
  selfHarm: z.enum(RISK_STATUSES),
  harmToOthers: z.enum(RISK_STATUSES),
  factors: z.array(z.string()),
  protectiveFactors: z.array(z.string()),
});
export type RiskAssessment = z.infer<typeof riskSchema>;

export const generateSessionSummaryRequestSchema = z.object({
  transcription: transcriptText(NO_SUMMARY_CONTENT),
  sessionNotes: z.string().max(TRANSCRIPT_MAX_LENGTH).default(''),
  clientName: z.string().trim().max(160).default(''),
  sessionDate: z.string().trim().max(40).default(''),
  sessionDuration: z.union([z.number().min(0).max(24 * 60), z.string().trim().max(40)]).optional(),
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
export const generateDiagnosisResponseSchema = z.object({ diagnoses: z.array(diagnosisSuggestionSchema), provider: providerSchema });
