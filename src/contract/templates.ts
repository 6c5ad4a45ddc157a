import * as z from './zod';
import { isoDateTimeSchema } from './common';

export const SESSION_TYPES = ['individual', 'group', 'family', 'couples'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  individual: 'Individual Therapy',
  group: 'Group Therapy',
  family: 'Family Therapy',
  couples: 'Couples Therapy',
};

/** SPEC §3 section choices offered by the template form. Sample and built-in templates use others too. */
export const SECTION_CHOICES = [
  'Presenting Problem',
  'Current Mood/Affect',
  'Sleep & Appetite',
  'Medication Review',
  'Homework Review',
  'Therapeutic Interventions',
  'Goals & Progress',
  'Safety Assessment',
  'Session Summary',
  'Next Steps',
] as const;

export const TEMPLATE_DURATION_MIN = 15;
export const TEMPLATE_DURATION_MAX = 120;
export const TEMPLATE_DURATION_DEFAULT = 50;
export const TEMPLATE_CARD_SECTIONS = 3;
export const TEMPLATE_NAME_MAX = 120;

/** SPEC §5: a non-numeric duration falls back to 50. */
export function parseTemplateDuration(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? TEMPLATE_DURATION_DEFAULT : value;
}

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  duration: z.number().int(),
  sections: z.array(z.string()),
  prompts: z.array(z.string()),
  createdAt: isoDateTimeSchema,
  usageCount: z.number().int(),
  isSample: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, { error: 'Name is required' })
      .max(TEMPLATE_NAME_MAX, { error: 'Name must be at most 120 characters' }),
    description: z
      .string()
      .trim()
      .max(2000, { error: 'Description must be at most 2000 characters' })
      .default(''),
    sessionType: z.enum(SESSION_TYPES, {
      error: 'Session type must be individual, group, family or couples',
    }),
    duration: z
      .number({ error: 'Duration must be a number of minutes from 15 to 120' })
      .int({ error: 'Duration must be a number of minutes from 15 to 120' })
      .min(TEMPLATE_DURATION_MIN, { error: 'Duration must be a number of minutes from 15 to 120' })
      .max(TEMPLATE_DURATION_MAX, { error: 'Duration must be a number of minutes from 15 to 120' }),
    sections: z
      .array(z.string().trim().min(1).max(80), { error: 'Sections must be a list' })
      .min(1, { error: 'Choose at least one section' })
      .max(30, { error: 'At most 30 sections' }),
    // SPEC §4: blank prompts are dropped on save.
    prompts: z
      .array(z.string().max(500, { error: 'Each prompt must be at most 500 characters' }), {
        error: 'Prompts must be a list',
      })
      .max(50, { error: 'At most 50 prompts' })
      .default([])
      .transform((prompts) => prompts.map((p) => p.trim()).filter((p) => p.length > 0)),
  })
  .strict();
export type TemplateInput = z.input<typeof templateInputSchema>;

export const listTemplatesResponseSchema = z.object({ templates: z.array(templateSchema) });
export const templateResponseSchema = z.object({ template: templateSchema });
