import * as z from 'zod';
import { formatDate, formatTime } from '../../lib/format';
import { createClientRequestSchema, type Client } from '#contract/clients';

/**
 * A control whose text is read into the request's value (`read`) and then checked by the contract's own schema
 * for that field. Its issues land on the control itself, not on an item of the list it stands for.
 */
function readControl<T extends z.ZodType>(read: (text: string) => unknown, schema: T) {
  return z.string().transform((text, ctx): z.output<T> => {
    const result = schema.safeParse(read(text));
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

const requestFields = createClientRequestSchema.shape;

/**
 * The Add/Edit form: the contract's create schema (create and update share their rules), with the three controls
 * whose text is not yet the value sent read into it first. A clinician sees the server's own wording on the field
 * before anything is sent, and a 400's issue paths name the same fields.
 */
export const clientFormSchema = createClientRequestSchema.extend({
  // A blank age stays missing rather than 0, so it fails with the contract's message.
  age: readControl((text) => (text.trim() === '' ? undefined : Number(text)), requestFields.age),
  /** Comma-separated; saved as a list. */
  primaryDiagnosis: readControl(parseConcerns, requestFields.primaryDiagnosis),
  /** A `datetime-local` value in the browser's time zone, or '' for none. */
  nextSession: readControl(fromDateTimeLocal, requestFields.nextSession),
});

/** What the Add/Edit form holds: every control's text exactly as typed. */
export type ClientFormValues = Required<z.input<typeof clientFormSchema>>;

export const CLIENT_FORM_FIELDS = clientFormSchema.keyof().options;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  firstName: '',
  lastName: '',
  age: '',
  gender: '',
  status: 'active',
  riskLevel: 'low',
  primaryDiagnosis: '',
  nextSession: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as a `datetime-local` value in the browser's own time zone ('' when empty or invalid). */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (local wall-clock time) as an ISO timestamp; null when blank. An unreadable value
 * is passed on as typed so the contract schema rejects it with its own message.
 */
export function fromDateTimeLocal(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // Without an offset, `YYYY-MM-DDTHH:mm` is read as local time, which is what the picker shows.
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/** 'Anxiety, Sleep Issues,, ' → ['Anxiety', 'Sleep Issues']; repeated concerns are kept once. */
export function parseConcerns(text: string): string[] {
  const seen = new Set<string>();
  const concerns: string[] = [];
  for (const part of text.split(',')) {
    const concern = part.trim();
    const key = concern.toLowerCase();
    if (concern === '' || seen.has(key)) continue;
    seen.add(key);
    concerns.push(concern);
  }
  return concerns;
}

export function toFormValues(client: Client): ClientFormValues {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    age: String(client.age),
    gender: client.gender,
    status: client.status,
    riskLevel: client.riskLevel,
    primaryDiagnosis: client.primaryDiagnosis.join(', '),
    nextSession: toDateTimeLocal(client.nextSession),
  };
}

export function fullName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}

/** '28 · Female · 8 sessions' (gender left out when blank). */
export function describeClient(client: Pick<Client, 'age' | 'gender' | 'totalSessions'>): string {
  const sessions = `${client.totalSessions} ${client.totalSessions === 1 ? 'session' : 'sessions'}`;
  return [String(client.age), client.gender.trim(), sessions].filter((part) => part !== '').join(' · ');
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Mar 5, 2026 at 10:00 AM' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} at ${formatTime(iso)}`;
}

/** A row action's dialog: open while it has a client, closed (and told so) when it has none. */
export type ClientDialogProps = { client: Client | undefined; onOpenChange: (open: boolean) => void };
