import type { z } from 'zod';
import { formatDate, formatTime } from '../../lib/format';
import {
  createClientRequestSchema,
  type Client,
  type ClientInput,
  type CLIENT_STATUSES,
  type RISK_LEVELS,
} from '../../../contract/clients';

export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** What the Add/Edit form holds: every control's text exactly as typed. */
export type ClientFormValues = {
  firstName: string;
  lastName: string;
  age: string;
  gender: string;
  status: ClientStatus;
  riskLevel: RiskLevel;
  /** Comma-separated; saved as a list. */
  primaryConcerns: string;
  /** A `datetime-local` value in the browser's time zone, or '' for none. */
  nextSession: string;
};

export type ClientField = keyof ClientInput;
export type ClientFieldErrors = Partial<Record<ClientField, string>>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  firstName: '',
  lastName: '',
  age: '',
  gender: '',
  status: 'active',
  riskLevel: 'low',
  primaryConcerns: '',
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
    primaryConcerns: client.primaryDiagnosis.join(', '),
    nextSession: toDateTimeLocal(client.nextSession),
  };
}

/** The request body the form stands for, before validation: a blank age stays missing rather than 0. */
export function toRequestBody(values: ClientFormValues): Record<string, unknown> {
  const age = values.age.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    age: age === '' ? undefined : Number(age),
    gender: values.gender,
    status: values.status,
    riskLevel: values.riskLevel,
    primaryDiagnosis: parseConcerns(values.primaryConcerns),
    nextSession: fromDateTimeLocal(values.nextSession),
  };
}

export const CLIENT_FIELDS: readonly ClientField[] = [
  'firstName',
  'lastName',
  'age',
  'gender',
  'status',
  'riskLevel',
  'primaryDiagnosis',
  'nextSession',
];
const isField = (value: unknown): value is ClientField => CLIENT_FIELDS.includes(value as ClientField);

/** The first message per field of a failed contract parse. */
export function toFieldErrors(error: z.ZodError): { fields: ClientFieldErrors; other?: string } {
  const fields: ClientFieldErrors = {};
  let other: string | undefined;
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isField(field)) fields[field] ??= issue.message;
    else other ??= issue.message;
  }
  return other === undefined ? { fields } : { fields, other };
}

/**
 * Checks the form with the same contract schema the server uses (create and update share their rules), so a
 * clinician sees the server's own wording on the field before anything is sent.
 */
export function validateClientForm(
  values: ClientFormValues,
):
  | { ok: true; input: z.output<typeof createClientRequestSchema> }
  | { ok: false; errors: ClientFieldErrors; formError?: string } {
  const result = createClientRequestSchema.safeParse(toRequestBody(values));
  if (result.success) return { ok: true, input: result.data };
  const { fields, other } = toFieldErrors(result.error);
  return other === undefined
    ? { ok: false, errors: fields }
    : { ok: false, errors: fields, formError: other };
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
