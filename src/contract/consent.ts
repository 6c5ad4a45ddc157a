import * as z from './zod';
import { isoDateTimeSchema } from './common';

/**
 * The client's consent to recording a session: how it was given, by whom, when, and who recorded it. Recording,
 * audio upload and audio transcription need a current (not withdrawn) consent; typing a transcript does not.
 */

export const CONSENT_METHODS = ['verbal', 'written'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = { verbal: 'Verbal', written: 'Written' };

/** Who gave consent: the client, or someone entitled to give it for them (named). */
export const CONSENT_GIVERS = ['client', 'guardian', 'representative'] as const;
export type ConsentGiver = (typeof CONSENT_GIVERS)[number];
export const CONSENT_GIVER_LABELS: Record<ConsentGiver, string> = {
  client: 'The client',
  guardian: 'Parent or guardian',
  representative: 'Legal representative',
};

export const CONSENT_NAME_MAX = 200;
export const CONSENT_NOTE_MAX = 2_000;

/** What the server answers when audio reaches it for a session without current consent. */
export const CONSENT_REQUIRED_FOR_AUDIO =
  "Record the client's consent to recording before uploading or recording audio.";
export const CONSENT_ALREADY_RECORDED =
  'Consent to recording is already recorded for this session. Withdraw it before recording it again.';
export const NO_CONSENT_TO_WITHDRAW = 'There is no current consent to withdraw for this session.';
export const CONSENT_TIME_IN_FUTURE = 'The time consent was given cannot be in the future.';
export const CONSENT_NAME_REQUIRED = 'Enter the name of the person who gave consent.';
export const CONSENT_NAME_ONLY_FOR_REPRESENTATIVE =
  'A name is only given when a guardian or representative gave consent.';

export const sessionConsentSchema = z.object({
  id: z.string(),
  method: z.enum(CONSENT_METHODS),
  givenBy: z.enum(CONSENT_GIVERS),
  /** The guardian's or representative's name (stored encrypted); null when the client gave consent. */
  givenByName: z.string().nullable(),
  givenAt: isoDateTimeSchema,
  /** The clinician's optional note (stored encrypted); empty when none. */
  note: z.string(),
  /** The name of the clinician who recorded the consent. */
  recordedBy: z.string(),
  recordedAt: isoDateTimeSchema,
  withdrawnAt: isoDateTimeSchema.nullable(),
  withdrawnBy: z.string().nullable(),
  /** The choice made at withdrawal: whether the session's audio and transcript were deleted (null until then). */
  recordingsDeleted: z.boolean().nullable(),
});
export type SessionConsent = z.infer<typeof sessionConsentSchema>;

/** POST /api/sessions/:id/consent — records the consent; the answer is the session with it. */
export const recordConsentRequestSchema = z
  .object({
    method: z.enum(CONSENT_METHODS, { error: 'Consent must be verbal or written' }),
    givenBy: z.enum(CONSENT_GIVERS, {
      error: 'Consent must be given by the client, a parent or guardian, or a legal representative',
    }),
    givenByName: z
      .string({ error: 'The name must be text' })
      .trim()
      .max(CONSENT_NAME_MAX, { error: `The name must be at most ${String(CONSENT_NAME_MAX)} characters` })
      .optional(),
    givenAt: isoDateTimeSchema,
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(CONSENT_NOTE_MAX, { error: 'The note must be at most 2,000 characters' })
      .optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const hasName = (value.givenByName ?? '').length > 0;
    if (value.givenBy !== 'client' && !hasName)
      context.addIssue({ code: 'custom', path: ['givenByName'], message: CONSENT_NAME_REQUIRED });
    if (value.givenBy === 'client' && hasName)
      context.addIssue({
        code: 'custom',
        path: ['givenByName'],
        message: CONSENT_NAME_ONLY_FOR_REPRESENTATIVE,
      });
  });
export type RecordConsentRequest = z.input<typeof recordConsentRequestSchema>;

/** POST /api/sessions/:id/consent/withdraw — withdraws it, deleting the session's audio and transcript if asked. */
export const withdrawConsentRequestSchema = z
  .object({
    deleteAudioAndTranscript: z.boolean({
      error: 'Say whether to delete the audio and transcript (true or false)',
    }),
  })
  .strict();
export type WithdrawConsentRequest = z.infer<typeof withdrawConsentRequestSchema>;

/** A consent stands until it is withdrawn. */
export function isConsentCurrent(consent: SessionConsent | null | undefined): consent is SessionConsent {
  return consent !== null && consent !== undefined && consent.withdrawnAt === null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "29 November 2026 at 09:05 UTC": the same words wherever the line is written (server or browser). */
export function consentTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getUTCDate())} ${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCFullYear())} at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "the client", or "Jane Doe (parent or guardian)". */
export function consentGiver(consent: Pick<SessionConsent, 'givenBy' | 'givenByName'>): string {
  if (consent.givenBy === 'client' || !consent.givenByName) return 'the client';
  return `${consent.givenByName} (${CONSENT_GIVER_LABELS[consent.givenBy].toLowerCase()})`;
}

/**
 * The consent as one sentence for the note, the report and its PDF, e.g. "Verbal consent to recording given by
 * the client on 29 November 2026 at 09:05 UTC; recorded by Dr. Jane Smith." A withdrawal is stated after it.
 */
export function consentStatement(consent: SessionConsent | null): string {
  if (!consent) return 'No consent to recording was recorded for this session.';
  const note = consent.note.trim() ? ` Note: ${consent.note.trim()}` : '';
  const given = `${CONSENT_METHOD_LABELS[consent.method]} consent to recording given by ${consentGiver(consent)} on ${consentTime(consent.givenAt)}; recorded by ${consent.recordedBy}.${note}`;
  if (!consent.withdrawnAt) return given;
  const deleted =
    consent.recordingsDeleted === true
      ? ' The session audio and transcript were deleted.'
      : consent.recordingsDeleted === false
        ? ' The session audio and transcript were kept.'
        : '';
  return `${given} Consent withdrawn on ${consentTime(consent.withdrawnAt)}${consent.withdrawnBy ? ` (recorded by ${consent.withdrawnBy})` : ''}.${deleted}`;
}
