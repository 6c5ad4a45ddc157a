import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  TEMPLATE_DURATION_MAX,
  TEMPLATE_DURATION_MIN,
  type SessionType,
  type Template,
} from '#contract/templates';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { Input, InputField, SelectField, TextareaField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { listSectionOptions, toggleSection, updatePromptRow } from '../template-form';
import { useTemplateForm, type TemplateFormModel } from '../use-template-form';

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
  const model = useTemplateForm(template, onDone);
  const { form, errors, edit } = model;
  const formErrorId = useId();

  return (
    <form
      noValidate
      onSubmit={model.submit}
      className="space-y-5"
      aria-describedby={errors.form ? formErrorId : undefined}
    >
      <InputField
        label="Name"
        error={errors.name}
        value={form.name}
        onChange={(event) => edit({ ...form, name: event.target.value }, 'name')}
        autoComplete="off"
        required
        maxLength={120}
      />

      <TextareaField
        label="Description"
        error={errors.description}
        rows={2}
        value={form.description}
        onChange={(event) => edit({ ...form, description: event.target.value }, 'description')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Session type"
          error={errors.sessionType}
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
        </SelectField>
        <InputField
          label="Duration (minutes)"
          error={errors.duration}
          hint={`${TEMPLATE_DURATION_MIN} to ${TEMPLATE_DURATION_MAX} minutes`}
          type="number"
          inputMode="numeric"
          min={TEMPLATE_DURATION_MIN}
          max={TEMPLATE_DURATION_MAX}
          value={form.duration}
          onChange={(event) => edit({ ...form, duration: event.target.value }, 'duration')}
        />
      </div>

      <SectionsFieldset model={model} />
      <PromptsFieldset model={model} />

      {errors.form ? <ErrorText id={formErrorId}>{errors.form}</ErrorText> : null}

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!model.canSave}>
          {model.isSaving ? 'Saving…' : template ? 'Update Template' : 'Create Template'}
        </Button>
      </div>
    </form>
  );
}

function SectionsFieldset({ model: { form, errors, edit } }: { model: TemplateFormModel }) {
  const legendId = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={errors.sections ? errorId : undefined}
      aria-labelledby={legendId}
      className="space-y-2"
    >
      <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Sections <span className="font-normal text-slate-600 dark:text-slate-400">(choose at least one)</span>
      </legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {listSectionOptions(form).map((section) => (
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
        <ErrorText id={errorId} size="xs">
          {errors.sections}
        </ErrorText>
      ) : null}
    </fieldset>
  );
}

function PromptsFieldset({ model }: { model: TemplateFormModel }) {
  const { form, errors, edit, promptIdPrefix: legendId } = model;
  const errorId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={errors.prompts ? errorId : undefined}
      className="space-y-2"
    >
      <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Guiding prompts
      </legend>
      <ol className="space-y-2">
        {form.prompts.map((row, index) => {
          const inputId = `${legendId}-${row.key}`;
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
                onClick={() => model.removePrompt(index, row.key)}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={model.addPrompt}>
        <Plus className="size-3.5" aria-hidden />
        Add prompt
      </Button>
      {errors.prompts ? (
        <ErrorText id={errorId} size="xs">
          {errors.prompts}
        </ErrorText>
      ) : null}
    </fieldset>
  );
}
