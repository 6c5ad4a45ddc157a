import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import {
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  TEMPLATE_DURATION_MAX,
  TEMPLATE_DURATION_MIN,
  type SessionType,
  type Template,
  type TemplateInput,
} from '../../../../contract/templates';
import { useCreateTemplate, useUpdateTemplate } from '../../../api/templates';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import {
  addPromptRow,
  canSaveTemplate,
  createEmptyTemplateForm,
  createTemplateFormFrom,
  findFieldForServerError,
  listSectionOptions,
  removePromptRow,
  toggleSection,
  updatePromptRow,
  validateTemplateForm,
  type TemplateFormErrors,
  type TemplateFormState,
} from '../template-form';

/** What the dialog is doing: closed, creating a new template, or editing one. */
export type TemplateFormTarget =
  { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; template: Template };

export function TemplateFormDialog({ target, onClose }: { target: TemplateFormTarget; onClose: () => void }) {
  const isEditing = target.mode === 'edit';
  return (
    <Modal
      open={target.mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isEditing ? 'Edit Template' : 'Create Template'}
      description="Set the structure, sections and guiding prompts for a type of session."
      wide
    >
      {target.mode === 'closed' ? null : (
        <TemplateForm
          key={target.mode === 'edit' ? target.template.id : 'new'}
          template={target.mode === 'edit' ? target.template : null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function TemplateForm({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const [form, setForm] = useState<TemplateFormState>(() =>
    template ? createTemplateFormFrom(template) : createEmptyTemplateForm(),
  );
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  // After a prompt row is added or removed, keyboard focus moves to the row that takes its place.
  const [focusPromptKey, setFocusPromptKey] = useState<number | null>(null);
  const createMutation = useCreateTemplate();
  const updateMutation = useUpdateTemplate();
  const isSaving = createMutation.isPending || updateMutation.isPending;
  const sectionsLegendId = useId();
  const sectionsErrorId = useId();
  const promptsLegendId = useId();
  const promptsErrorId = useId();
  const formErrorId = useId();

  useEffect(() => {
    if (focusPromptKey === null) return;
    document.getElementById(`${promptsLegendId}-${focusPromptKey}`)?.focus();
    setFocusPromptKey(null);
  }, [focusPromptKey, promptsLegendId]);

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

  function edit(next: TemplateFormState, field?: keyof TemplateFormErrors) {
    setForm(next);
    if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
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

  const sectionOptions = listSectionOptions(form);
  const submitLabel = template ? 'Update Template' : 'Create Template';

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-describedby={errors.form ? formErrorId : undefined}
    >
      <Field label="Name" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={form.name}
            onChange={(event) => edit({ ...form, name: event.target.value }, 'name')}
            autoComplete="off"
            required
            maxLength={120}
          />
        )}
      </Field>

      <Field label="Description" error={errors.description}>
        {(props) => (
          <Textarea
            {...props}
            rows={2}
            value={form.description}
            onChange={(event) => edit({ ...form, description: event.target.value }, 'description')}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Session type" error={errors.sessionType}>
          {(props) => (
            <Select
              {...props}
              value={form.sessionType}
              onChange={(event) =>
                edit({ ...form, sessionType: event.target.value as SessionType }, 'sessionType')
              }
            >
              {SESSION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SESSION_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Duration (minutes)"
          error={errors.duration}
          hint={`${TEMPLATE_DURATION_MIN} to ${TEMPLATE_DURATION_MAX} minutes`}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={TEMPLATE_DURATION_MIN}
              max={TEMPLATE_DURATION_MAX}
              value={form.duration}
              onChange={(event) => edit({ ...form, duration: event.target.value }, 'duration')}
            />
          )}
        </Field>
      </div>

      <fieldset
        aria-describedby={errors.sections ? sectionsErrorId : undefined}
        aria-labelledby={sectionsLegendId}
        className="space-y-2"
      >
        <legend id={sectionsLegendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Sections{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">(choose at least one)</span>
        </legend>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {sectionOptions.map((section) => (
            <label
              key={section}
              className="flex items-center gap-2 rounded-md px-1 py-0.5 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={form.sections.includes(section)}
                onChange={(event) => edit(toggleSection(form, section, event.target.checked), 'sections')}
              />
              {section}
            </label>
          ))}
        </div>
        {errors.sections ? (
          <ErrorText id={sectionsErrorId} size="xs">
            {errors.sections}
          </ErrorText>
        ) : null}
      </fieldset>

      <fieldset
        aria-labelledby={promptsLegendId}
        aria-describedby={errors.prompts ? promptsErrorId : undefined}
        className="space-y-2"
      >
        <legend id={promptsLegendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Guiding prompts
        </legend>
        <ol className="space-y-2">
          {form.prompts.map((row, index) => {
            const inputId = `${promptsLegendId}-${row.key}`;
            return (
              <li key={row.key} className="flex items-center gap-2">
                <label htmlFor={inputId} className="w-20 shrink-0 text-sm text-slate-700 dark:text-slate-300">
                  Prompt {index + 1}
                </label>
                <Input
                  id={inputId}
                  value={row.text}
                  maxLength={500}
                  placeholder="e.g. What would you like to focus on today?"
                  onChange={(event) => edit(updatePromptRow(form, row.key, event.target.value), 'prompts')}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  aria-label={`Remove prompt ${index + 1}`}
                  onClick={() => removePrompt(index, row.key)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" size="sm" onClick={addPrompt}>
          <Plus className="size-3.5" aria-hidden />
          Add prompt
        </Button>
        {errors.prompts ? (
          <ErrorText id={promptsErrorId} size="xs">
            {errors.prompts}
          </ErrorText>
        ) : null}
      </fieldset>

      {errors.form ? <ErrorText id={formErrorId}>{errors.form}</ErrorText> : null}

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSaveTemplate(form) || isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
