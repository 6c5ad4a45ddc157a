import { CalendarDays, Clock, Copy, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  SESSION_TYPE_LABELS,
  TEMPLATE_CARD_SECTIONS,
  type SessionType,
  type Template,
} from '#contract/templates';
import { Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { formatDate } from '#web/lib/format';

const SESSION_TYPE_CLASSES: Record<SessionType, string> = {
  individual: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  group: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  family: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  couples: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

export function TemplateCard({
  template,
  isDuplicating,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  template: Template;
  isDuplicating: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const shown = template.sections.slice(0, TEMPLATE_CARD_SECTIONS);
  const hiddenCount = template.sections.length - shown.length;

  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <header className="space-y-2">
          <div className="flex items-start justify-between gap-3">
            <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
              {template.name}
            </h3>
            <Badge className={cn('shrink-0', SESSION_TYPE_CLASSES[template.sessionType])}>
              {SESSION_TYPE_LABELS[template.sessionType]}
            </Badge>
          </div>
          {template.description ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{template.description}</p>
          ) : null}
        </header>

        <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          <Clock className="size-4 shrink-0" aria-hidden />
          {template.duration} min
        </p>

        <div className="space-y-1.5">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Sections
          </p>
          <ul aria-label={`Sections of ${template.name}`} className="flex flex-wrap gap-1.5">
            {shown.map((section) => (
              <li
                key={section}
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {section}
              </li>
            ))}
            {hiddenCount > 0 ? (
              <li className="rounded-md border border-dashed border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
                +{hiddenCount} more
              </li>
            ) : null}
          </ul>
        </div>

        <dl className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <div>
            <dt className="sr-only">Usage</dt>
            <dd>Used {template.usageCount} times</dd>
          </div>
          <div className="flex items-center gap-1">
            <CalendarDays className="size-3.5 shrink-0" aria-hidden />
            <dt className="sr-only">Created</dt>
            <dd>{formatDate(template.createdAt)}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDuplicate}
            disabled={isDuplicating}
            aria-label={`Duplicate ${template.name}`}
          >
            <Copy className="size-3.5" aria-hidden />
            Duplicate
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${template.name}`}
            className="ml-auto"
          >
            <Trash2 className="size-3.5 text-red-700 dark:text-red-400" aria-hidden />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
