import * as z from './zod';

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  firstBrokenId: z.number().int().nullable(),
  reason: z.string().nullable(),
});
