import * as z from './zod';
import { isoDateTimeSchema } from './common';
import { CLIENT_SORTS, pageFields, pageQuerySchema } from './paging';

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export const RISK_LEVELS = ['low', 'moderate', 'high'] as const;
export const CLIENT_AGE_MIN = 0;
export const CLIENT_AGE_MAX = 120;
export const PRIMARY_CONCERNS_MAX = 12;

/** SPEC §3 client, with the fields the workspace adds (archive, sample flag). */
export const clientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int(),
  gender: z.string(),
  status: z.enum(CLIENT_STATUSES),
  riskLevel: z.enum(RISK_LEVELS),
  /** Shown as 'Primary Concerns'; SPEC §3 names the field primaryDiagnosis. */
  primaryDiagnosis: z.array(z.string()),
  lastSession: isoDateTimeSchema.nullable(),
  nextSession: isoDateTimeSchema.nullable(),
  totalSessions: z.number().int(),
  isSample: z.boolean(),
  archivedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type Client = z.infer<typeof clientSchema>;

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(80, { error: `${label} must be at most 80 characters` });

/** The fields a clinician edits. No defaults here: a partial update must not reset what it leaves out. */
const clientFields = {
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  age: z
    .number({ error: 'Age must be a whole number from 0 to 120' })
    .int({ error: 'Age must be a whole number from 0 to 120' })
    .min(CLIENT_AGE_MIN, { error: 'Age must be a whole number from 0 to 120' })
    .max(CLIENT_AGE_MAX, { error: 'Age must be a whole number from 0 to 120' }),
  gender: z.string().trim().max(40, { error: 'Gender must be at most 40 characters' }),
  status: z.enum(CLIENT_STATUSES, { error: 'Status must be active or inactive' }),
  riskLevel: z.enum(RISK_LEVELS, { error: 'Risk level must be low, moderate or high' }),
  primaryDiagnosis: z
    .array(z.string().trim().min(1).max(60, { error: 'Each concern must be at most 60 characters' }), {
      error: 'Primary concerns must be a list',
    })
    .max(PRIMARY_CONCERNS_MAX, { error: `At most ${PRIMARY_CONCERNS_MAX} primary concerns` }),
  nextSession: isoDateTimeSchema.nullable(),
};

export const createClientRequestSchema = z
  .object({
    ...clientFields,
    gender: clientFields.gender.default(''),
    status: clientFields.status.default('active'),
    riskLevel: clientFields.riskLevel.default('low'),
    primaryDiagnosis: clientFields.primaryDiagnosis.default([]),
    nextSession: clientFields.nextSession.default(null),
  })
  .strict();
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
export type ClientInput = z.input<typeof createClientRequestSchema>;

export const updateClientRequestSchema = z
  .object(clientFields)
  .partial()
  .extend({ archived: z.boolean().optional() })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

/** GET /api/clients: a page of the caseload; `q` finds a client by first, last or full name. */
export const listClientsQuerySchema = pageQuerySchema(CLIENT_SORTS).extend({
  includeArchived: z
    .enum(['true', 'false'], { error: 'includeArchived must be true or false' })
    .default('false'),
});

export const listClientsResponseSchema = z.object({
  clients: z.array(clientSchema),
  ...pageFields,
});
export type ClientPage = z.infer<typeof listClientsResponseSchema>;
export const clientResponseSchema = z.object({ client: clientSchema });
