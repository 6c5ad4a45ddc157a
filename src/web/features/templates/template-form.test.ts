import { describe, expect, it } from 'vitest';
import { SECTION_CHOICES, type Template } from '#contract/templates';
import {
  addPromptRow,
  buildTemplateInput,
  canSaveTemplate,
  createEmptyTemplateForm,
  createTemplateFormFrom,
  findFieldForServerError,
  listSectionOptions,
  removePromptRow,
  toggleSection,
  updatePromptRow,
  validateTemplateForm,
} from './template-form';

const SOAP: Template = {
  id: '5f0c6f1e-4d2a-4c43-9a55-6a1f1c1b2d3e',
  name: 'SOAP Note',
  description: 'Subjective, objective, assessment and plan.',
  sessionType: 'individual',
  duration: 50,
  sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
  prompts: ['How has your week been?'],
  createdAt: '2026-01-05T10:00:00.000Z',
  usageCount: 3,
  isSample: true,
};

describe('a new template form', () => {
  it('starts as an individual session of 50 minutes with one empty prompt row and no sections', () => {
    const form = createEmptyTemplateForm();
    expect(form.sessionType).toBe('individual');
    expect(form.duration).toBe('50');
    expect(form.prompts.map((row) => row.text)).toEqual(['']);
    expect(form.sections).toEqual([]);
    expect(listSectionOptions(form)).toEqual([...SECTION_CHOICES]);
  });

  it('can be saved only with a non-blank name and at least one section', () => {
    let form = createEmptyTemplateForm();
    expect(canSaveTemplate(form)).toBe(false);
    form = { ...form, name: '   ' };
    form = toggleSection(form, 'Presenting Problem', true);
    expect(canSaveTemplate(form)).toBe(false);
    form = { ...form, name: 'Weekly check-in' };
    expect(canSaveTemplate(form)).toBe(true);
    form = toggleSection(form, 'Presenting Problem', false);
    expect(canSaveTemplate(form)).toBe(false);
  });

  it('keeps chosen sections in the order the form lists them', () => {
    let form = createEmptyTemplateForm();
    form = toggleSection(form, 'Next Steps', true);
    form = toggleSection(form, 'Presenting Problem', true);
    form = toggleSection(form, 'Sleep & Appetite', true);
    expect(form.sections).toEqual(['Presenting Problem', 'Sleep & Appetite', 'Next Steps']);
  });
});

describe('prompt rows', () => {
  it('adds empty rows with distinct keys and edits one row at a time', () => {
    let form = addPromptRow(addPromptRow(createEmptyTemplateForm()));
    expect(new Set(form.prompts.map((row) => row.key)).size).toBe(3);
    const second = form.prompts[1];
    if (!second) throw new Error('expected a second row');
    form = updatePromptRow(form, second.key, 'What did you notice this week?');
    expect(form.prompts.map((row) => row.text)).toEqual(['', 'What did you notice this week?', '']);
  });

  it('removing the last remaining row leaves one empty row', () => {
    let form = createEmptyTemplateForm();
    const only = form.prompts[0];
    if (!only) throw new Error('expected a row');
    form = updatePromptRow(form, only.key, 'How are you sleeping?');
    form = removePromptRow(form, only.key);
    expect(form.prompts).toHaveLength(1);
    expect(form.prompts[0]?.text).toBe('');
    expect(form.prompts[0]?.key).not.toBe(only.key);
  });

  it('drops blank prompts and trims the others on save', () => {
    let form = addPromptRow(addPromptRow({ ...createEmptyTemplateForm(), name: 'Check-in' }));
    const [first, second, third] = form.prompts;
    if (!first || !second || !third) throw new Error('expected three rows');
    form = updatePromptRow(form, first.key, '  What brings you in today?  ');
    form = updatePromptRow(form, second.key, '   ');
    form = updatePromptRow(form, third.key, 'Any thoughts of harming yourself?');
    expect(buildTemplateInput(form).prompts).toEqual([
      'What brings you in today?',
      'Any thoughts of harming yourself?',
    ]);
  });
});

describe('duration', () => {
  const base = toggleSection({ ...createEmptyTemplateForm(), name: 'Check-in' }, 'Next Steps', true);

  it('falls back to 50 minutes when the entry is not a number', () => {
    expect(buildTemplateInput({ ...base, duration: 'about an hour' }).duration).toBe(50);
    expect(buildTemplateInput({ ...base, duration: '' }).duration).toBe(50);
    expect(buildTemplateInput({ ...base, duration: '75' }).duration).toBe(75);
  });

  it('accepts 15 to 120 minutes and puts the contract error on the duration field otherwise', () => {
    expect(validateTemplateForm({ ...base, duration: '15' }).isValid).toBe(true);
    expect(validateTemplateForm({ ...base, duration: '120' }).isValid).toBe(true);
    for (const duration of ['10', '121']) {
      const result = validateTemplateForm({ ...base, duration });
      expect(result).toEqual({
        isValid: false,
        errors: { duration: 'Duration must be a number of minutes from 15 to 120' },
      });
    }
  });
});

describe('editing a built-in template', () => {
  it('offers the template’s own sections as extra, checked choices so none is lost', () => {
    const form = createTemplateFormFrom(SOAP);
    expect(listSectionOptions(form)).toEqual([...SECTION_CHOICES, ...SOAP.sections]);
    expect(form.sections).toEqual(SOAP.sections);
    expect(buildTemplateInput(form)).toEqual({
      name: 'SOAP Note',
      description: 'Subjective, objective, assessment and plan.',
      sessionType: 'individual',
      duration: 50,
      sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
      prompts: ['How has your week been?'],
    });
  });

  it('keeps the original order first and appends newly chosen sections', () => {
    let form = createTemplateFormFrom(SOAP);
    form = toggleSection(form, 'Safety Assessment', true);
    form = toggleSection(form, 'Objective', false);
    form = toggleSection(form, 'Objective', true);
    expect(form.sections).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan', 'Safety Assessment']);
  });

  it('gives a template without prompts one empty row', () => {
    const form = createTemplateFormFrom({ ...SOAP, prompts: [] });
    expect(form.prompts.map((row) => row.text)).toEqual(['']);
  });
});

describe('server errors', () => {
  it('land on the field they name', () => {
    expect(findFieldForServerError('Name is required')).toBe('name');
    expect(findFieldForServerError('Duration must be a number of minutes from 15 to 120')).toBe('duration');
    expect(findFieldForServerError('Choose at least one section')).toBe('sections');
    expect(findFieldForServerError('prompts.2: Too big')).toBe('prompts');
    expect(findFieldForServerError('Template not found')).toBe('form');
  });
});
