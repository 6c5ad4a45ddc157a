import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { Template, TemplateInput } from '#contract/templates';
import { useCreateTemplate, useUpdateTemplate } from '../../api/templates';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast-store';
import {
  addPromptRow,
  canSaveTemplate,
  createEmptyTemplateForm,
  createTemplateFormFrom,
  findFieldForServerError,
  removePromptRow,
  validateTemplateForm,
  type TemplateFormErrors,
  type TemplateFormState,
} from './template-form';

/**
 * The template form's values and messages, and saving them (a new template, or `template` edited). `edit` takes
 * the next values and the field whose message they clear.
 */
export function useTemplateForm(template: Template | null, onDone: () => void) {
  const [form, setForm] = useState<TemplateFormState>(() =>
    template ? createTemplateFormFrom(template) : createEmptyTemplateForm(),
  );
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  // After a prompt row is added or removed, keyboard focus moves to the row that takes its place.
  const [focusPromptKey, setFocusPromptKey] = useState<number | null>(null);
  const createMutation = useCreateTemplate();
  const updateMutation = useUpdateTemplate();
  const isSaving = createMutation.isPending || updateMutation.isPending;
  /** Each prompt's input is `${promptIdPrefix}-${row.key}`, so focus can be moved to a row by its key. */
  const promptIdPrefix = useId();

  useEffect(() => {
    if (focusPromptKey === null) return;
    document.getElementById(`${promptIdPrefix}-${focusPromptKey}`)?.focus();
    setFocusPromptKey(null);
  }, [focusPromptKey, promptIdPrefix]);

  function edit(next: TemplateFormState, field?: keyof TemplateFormErrors) {
    setForm(next);
    if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function addPrompt() {
    const next = addPromptRow(form);
    edit(next);
    setFocusPromptKey(next.prompts.at(-1)?.key ?? null);
  }

  function removePrompt(index: number, key: number) {
    const next = removePromptRow(form, key);
    edit(next, 'prompts');
    setFocusPromptKey(next.prompts[Math.min(index, next.prompts.length - 1)]?.key ?? null);
  }

  function showSaveError(error: unknown) {
    const message = errorMessage(error);
    const field =
      error instanceof ApiError && error.status === 400 && error.serverMessage
        ? findFieldForServerError(error.serverMessage)
        : 'form';
    setErrors({ [field]: message });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSaveTemplate(form) || isSaving) return;
    const result = validateTemplateForm(form);
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const input: TemplateInput = result.input;
    const onSuccess = (saved: Template) => {
      showToast({ title: template ? 'Template updated' : 'Template created', description: saved.name });
      onDone();
    };
    if (template) updateMutation.mutate({ id: template.id, input }, { onSuccess, onError: showSaveError });
    else createMutation.mutate(input, { onSuccess, onError: showSaveError });
  }

  return {
    form,
    errors,
    edit,
    addPrompt,
    removePrompt,
    promptIdPrefix,
    submit,
    isSaving,
    canSave: canSaveTemplate(form) && !isSaving,
  };
}

export type TemplateFormModel = ReturnType<typeof useTemplateForm>;
