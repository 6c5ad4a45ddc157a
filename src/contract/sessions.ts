import * as z from './zod';
import { idSchema, isoDateTimeSchema } from './common';
import {
  SESSION_END_BEFORE_START,
  SESSION_MAX_MINUTES,
  SESSION_TIME_SOURCES,
  SESSION_TOO_LONG,
} from './session-times';
import { sessionConsentSchema } from './consent';
import { DATE_SORTS, pageFields, pageQuerySchema } from './paging';

export const SESSION_SETTINGS = ['in-person', 'telehealth'] as const;
export type SessionSetting = (typeof SESSION_SETTINGS)[number];
export const SESSION_SETTING_LABELS: Record<SessionSetting, string> = {
  'in-person': 'In-Person',
  telehealth: 'Telehealth',
};
export const THERAPY_SESSION_STATUSES = ['in_progress', 'needs_review', 'completed'] as const;

/** SPEC §9 dictation languages, in the order the picker shows them. */
export const DICTATION_LANGUAGES = [
  ['en-US', 'English (US)'],
  ['en-GB', 'English (UK)'],
  ['en-AU', 'English (Australia)'],
  ['en-CA', 'English (Canada)'],
  ['es-ES', 'Spanish (Spain)'],
  ['es-MX', 'Spanish (Mexico)'],
  ['fr-FR', 'French'],
  ['de-DE', 'German'],
  ['it-IT', 'Italian'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['zh-CN', 'Chinese (Mandarin)'],
  ['ja-JP', 'Japanese'],
  ['ko-KR', 'Korean'],
  ['ar-SA', 'Arabic'],
  ['hi-IN', 'Hindi'],
  ['ru-RU', 'Russian'],
] as const;
export const LANGUAGE_CODES = DICTATION_LANGUAGES.map(([code]) => code) as [string, ...string[]];
export const DEFAULT_LANGUAGE = 'en-US';

export const therapySessionSchema = z.object({
  id: z.string(),
  /** Null while the session is a draft whose client has not been chosen yet. */
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  setting: z.enum(SESSION_SETTINGS),
  language: z.string(),
  startedAt: isoDateTimeSchema,
  endedAt: isoDateTimeSchema.nullable(),
  durationMinutes: z.number().int().nullable(),
  /** Where `startedAt` and `endedAt` come from: the screen opened and ended, a recording, or the clinician. */
  timeSource: z.enum(SESSION_TIME_SOURCES),
  status: z.enum(THERAPY_SESSION_STATUSES),
  /** The clinician's free-text notes for the session (stored encrypted). */
  notes: z.string(),
  isSample: z.boolean(),
  /** The latest consent to recording (current, or withdrawn); null while none was recorded. */
  consent: sessionConsentSchema.nullable(),
});
export type TherapySession = z.infer<typeof therapySessionSchema>;

/**
 * Session Settings' Start Session sends a client and a template; the recording screen opened on its own starts a
 * draft without them, to be chosen from its header later.
 */
export const startSessionRequestSchema = z
  .object({
    clientId: idSchema.optional(),
    templateId: idSchema.optional(),
    setting: z
      .enum(SESSION_SETTINGS, { error: 'Session type must be in-person or telehealth' })
      .default('in-person'),
    language: z
      .enum(LANGUAGE_CODES, { error: 'Choose one of the supported languages' })
      .default(DEFAULT_LANGUAGE),
  })
  .strict();
export type StartSessionRequest = z.input<typeof startSessionRequestSchema>;

export const therapySessionResponseSchema = z.object({ session: therapySessionSchema });

/** One session with its transcript (stored encrypted), as the recording screen loads it. */
export const therapySessionDetailSchema = therapySessionSchema.extend({ transcript: z.string() });
export type TherapySessionDetail = z.infer<typeof therapySessionDetailSchema>;
export const therapySessionDetailResponseSchema = z.object({ session: therapySessionDetailSchema });

/** The session's real start and end, as the clinician enters them: the end must come after the start. */
export const sessionTimesSchema = z
  .object({ startedAt: isoDateTimeSchema, endedAt: isoDateTimeSchema })
  .strict()
  .superRefine((times, context) => {
    const minutes = (Date.parse(times.endedAt) - Date.parse(times.startedAt)) / 60_000;
    if (!(minutes > 0))
      context.addIssue({ code: 'custom', message: SESSION_END_BEFORE_START, path: ['endedAt'] });
    else if (minutes > SESSION_MAX_MINUTES)
      context.addIssue({ code: 'custom', message: SESSION_TOO_LONG, path: ['endedAt'] });
  });
export type SessionTimes = z.infer<typeof sessionTimesSchema>;

/**
 * Recording events: the first Start Recording sets the session's start, each Stop Recording its end, so the
 * session's time is the time actually recorded rather than how long the screen was open.
 */
export const RECORDING_EVENTS = ['started', 'stopped'] as const;

/** What the session screens save as they go: the transcript, the clinician's notes, the language, and the end of the session. */
export const updateSessionRequestSchema = z
  .object({
    transcript: z
      .string()
      .max(200_000, { error: 'The transcript must be at most 200,000 characters' })
      .optional(),
    notes: z.string().max(50_000, { error: 'Notes must be at most 50,000 characters' }).optional(),
    status: z
      .enum(THERAPY_SESSION_STATUSES, { error: 'Status must be in_progress, needs_review or completed' })
      .optional(),
    end: z.literal(true).optional(),
    /** The dictation language, changed from the recording screen's language picker. */
    language: z.enum(LANGUAGE_CODES, { error: 'Choose one of the supported languages' }).optional(),
    /** The client, chosen or changed from the recording screen's header (null: not chosen yet). */
    clientId: idSchema.nullable().optional(),
    /** The template, chosen or changed from the recording screen's header (null: none). */
    templateId: idSchema.nullable().optional(),
    /** Times the clinician entered in the session header. */
    times: sessionTimesSchema.optional(),
    recording: z.enum(RECORDING_EVENTS, { error: 'Recording must be started or stopped' }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' })
  .refine((value) => !(value.times && value.recording), {
    error: 'Enter times or record, not both at once',
  });
export type UpdateSessionRequest = z.infer<typeof updateSessionRequestSchema>;
/** GET /api/sessions: a page of sessions, newest first; `q` finds them by client or template name. */
export const listSessionsQuerySchema = pageQuerySchema(DATE_SORTS).extend({ clientId: idSchema.optional() });
export const listSessionsResponseSchema = z.object({
  sessions: z.array(therapySessionSchema),
  ...pageFields,
});
export type SessionPage = z.infer<typeof listSessionsResponseSchema>;

/** SPEC §3 session summary row, as the dashboard lists it. */
export const sessionSummaryRowSchema = z.object({
  id: z.string(),
  /** Null for a draft whose client has not been chosen yet. */
  clientName: z.string().nullable(),
  date: isoDateTimeSchema,
  duration: z.number().int(),
  status: z.enum(['completed', 'needs_review']),
  notes: z.string(),
});
export type SessionSummaryRow = z.infer<typeof sessionSummaryRowSchema>;

export const dashboardResponseSchema = z.object({
  sessionsToday: z.number().int(),
  activeClients: z.number().int(),
  pendingNotes: z.number().int(),
  recentSessions: z.array(sessionSummaryRowSchema),
  hasSampleData: z.boolean(),
  /** True once the clinician has a client or a session of their own (not a sample); the sample banner then goes. */
  hasOwnData: z.boolean(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export const dashboardQuerySchema = z.object({
  /** The browser's offset from UTC in minutes (Date#getTimezoneOffset), so "today" is the clinician's today. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});
