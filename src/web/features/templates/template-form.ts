import {
  SECTION_CHOICES,
  TEMPLATE_DURATION_DEFAULT,
  parseTemplateDuration,
  templateInputSchema,
  type SessionType,
  type Template,
  type TemplateInput,
} from '#contract/templates';

/** The rules of the template form (SPEC §4, §5), kept free of React so they can be tested directly. */

export type PromptRow = { key: number; text: string };

export type TemplateFormState = {
  name: string;
  description: string;
  sessionType: SessionType;
  /** The raw text of the duration input; parsed on save (SPEC §5: non-numeric falls back to 50). */
  duration: string;
  /** The chosen sections, in the order they will be saved. */
  sections: string[];
  /** The edited template's own sections, in their order: kept first on save so a card's first three stay put. */
  initialSections: string[];
  prompts: PromptRow[];
  nextPromptKey: number;
};

export type TemplateFormField = 'name' | 'description' | 'sessionType' | 'duration' | 'sections' | 'prompts';
export type TemplateFormErrors = Partial<Record<TemplateFormField | 'form', string>>;

/** SPEC §4: a new template is an individual session of 50 minutes with one empty prompt. */
export function createEmptyTemplateForm(): TemplateFormState {
  return {
    name: '',
    description: '',
    sessionType: 'individual',
    duration: String(TEMPLATE_DURATION_DEFAULT),
    sections: [],
    initialSections: [],
    prompts: [{ key: 0, text: '' }],
    nextPromptKey: 1,
  };
}

export function createTemplateFormFrom(template: Template): TemplateFormState {
  const texts = template.prompts.length > 0 ? template.prompts : [''];
  return {
    name: template.name,
    description: template.description,
    sessionType: template.sessionType,
    duration: String(template.duration),
    sections: [...template.sections],
    initialSections: [...template.sections],
    prompts: texts.map((text, key) => ({ key, text })),
    nextPromptKey: texts.length,
  };
}

/**
 * The checkboxes to offer: the ten SPEC §3 choices, then any section of the edited template that is not
 * one of them (the sample and built-in note formats use their own), so editing never silently drops one.
 */
export function listSectionOptions(form: TemplateFormState): string[] {
  const choices: readonly string[] = SECTION_CHOICES;
  const extras = form.initialSections.filter((section) => !choices.includes(section));
  return [...choices, ...new Set(extras)];
}

export function toggleSection(
  form: TemplateFormState,
  section: string,
  isChecked: boolean,
): TemplateFormState {
  const without = form.sections.filter((s) => s !== section);
  if (!isChecked) return { ...form, sections: without };
  const options = listSectionOptions(form);
  const rank = (s: string) => {
    const original = form.initialSections.indexOf(s);
    return original >= 0 ? original : form.initialSections.length + options.indexOf(s);
  };
  return { ...form, sections: [...without, section].sort((a, b) => rank(a) - rank(b)) };
}

export function addPromptRow(form: TemplateFormState): TemplateFormState {
  return {
    ...form,
    prompts: [...form.prompts, { key: form.nextPromptKey, text: '' }],
    nextPromptKey: form.nextPromptKey + 1,
  };
}

/** SPEC §4: removing the last prompt row leaves one empty row. */
export function removePromptRow(form: TemplateFormState, key: number): TemplateFormState {
  const remaining = form.prompts.filter((row) => row.key !== key);
  if (remaining.length > 0) return { ...form, prompts: remaining };
  return { ...form, prompts: [{ key: form.nextPromptKey, text: '' }], nextPromptKey: form.nextPromptKey + 1 };
}

export function updatePromptRow(form: TemplateFormState, key: number, text: string): TemplateFormState {
  return { ...form, prompts: form.prompts.map((row) => (row.key === key ? { ...row, text } : row)) };
}

/** SPEC §5: Create/Update is enabled only with a non-blank name and at least one section. */
export function canSaveTemplate(form: TemplateFormState): boolean {
  return form.name.trim().length > 0 && form.sections.length > 0;
}

/** The request body: duration parsed (non-numeric → 50) and blank prompts dropped (SPEC §4, §5). */
export function buildTemplateInput(form: TemplateFormState): TemplateInput {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    sessionType: form.sessionType,
    duration: parseTemplateDuration(form.duration.trim()),
    sections: [...form.sections],
    prompts: form.prompts.map((row) => row.text.trim()).filter((text) => text.length > 0),
  };
}

const FORM_FIELDS: readonly string[] = [
  'name',
  'description',
  'sessionType',
  'duration',
  'sections',
  'prompts',
];

function isFormField(value: unknown): value is TemplateFormField {
  return typeof value === 'string' && FORM_FIELDS.includes(value);
}

/** Checks the body with the same contract the server uses, so the field errors read exactly alike. */
export function validateTemplateForm(
  form: TemplateFormState,
): { isValid: true; input: TemplateInput } | { isValid: false; errors: TemplateFormErrors } {
  const input = buildTemplateInput(form);
  const result = templateInputSchema.safeParse(input);
  if (result.success) return { isValid: true, input };
  const errors: TemplateFormErrors = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = isFormField(head) ? head : 'form';
    errors[field] ??= issue.message;
  }
  return { isValid: false, errors };
}

/**
 * The field a server 400 belongs to. The API's validation error names no field, but every message of
 * `templateInputSchema` starts with (or names) the thing it is about.
 */
export function findFieldForServerError(message: string): TemplateFormField | 'form' {
  const text = message.toLowerCase();
  if (text.startsWith('name')) return 'name';
  if (text.startsWith('description')) return 'description';
  if (text.startsWith('session type') || text.startsWith('sessiontype')) return 'sessionType';
  if (text.startsWith('duration')) return 'duration';
  if (text.includes('section')) return 'sections';
  if (text.includes('prompt')) return 'prompts';
  return 'form';
}
