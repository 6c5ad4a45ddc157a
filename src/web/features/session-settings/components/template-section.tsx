import { Link } from 'react-router';
import type { Template } from '#contract/templates';
import { Card } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/field';
import { sampleQuestions } from '../lib/session-settings-rules';

export function TemplateSection({
  templates,
  selectedId,
  onSelect,
}: {
  templates: Template[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const selected = templates.find((template) => template.id === selectedId);
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold">Template</h2>
      {templates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          You have no templates yet.{' '}
          <Link to="/app/templates" className="font-medium text-brand-700 underline dark:text-brand-100">
            Create a template
          </Link>{' '}
          to start a session.
        </p>
      ) : (
        <SelectField
          label="Select template"
          value={selectedId}
          onChange={(event) => onSelect(event.target.value)}
        >
          <option value="">Choose a template...</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
      )}
      {selected ? <TemplateSummary template={selected} /> : null}
    </Card>
  );
}

function TemplateSummary({ template }: { template: Template }) {
  const { shown, moreCount } = sampleQuestions(template.prompts);
  return (
    <div
      role="group"
      aria-label="Template summary"
      className="space-y-3 rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-950"
    >
      {template.description ? (
        <p className="text-slate-700 dark:text-slate-300">{template.description}</p>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-400">Duration:</dt>
          <dd className="font-medium">{template.duration} min</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-400">Sections:</dt>
          <dd className="font-medium">{template.sections.length}</dd>
        </div>
      </dl>
      <div>
        <h3 className="font-medium">Sample questions</h3>
        {shown.length === 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-400">This template has no guiding questions.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {shown.map((question, index) => (
              <li key={`${index}-${question}`}>{question}</li>
            ))}
          </ul>
        )}
        {moreCount > 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-400">+{moreCount} more questions...</p>
        ) : null}
      </div>
    </div>
  );
}
