import { Highlighter } from 'lucide-react';
import type { EvidenceSpan, SessionNote } from '../../../../contract/generation';
import { Card } from '../../../components/ui/card';
import type { EvidenceSelection } from './evidence-transcript';

/** SPEC §3 note fields, in the order and with the titles the note card shows. */
export const NOTE_FIELDS = [
  ['presentingProblem', 'Presenting Problem'],
  ['duration', 'Duration & Timeline'],
  ['clinicalObservations', 'Clinical Observations'],
  ['clientQuote', 'Client Quote'],
  ['summary', 'Session Summary'],
] as const;

const ENGINE_PROVIDER = 'local-engine';

export function describeProvider(provider: string): string {
  if (provider === ENGINE_PROVIDER) return 'Written by the offline engine';
  if (provider.startsWith(`${ENGINE_PROVIDER} `))
    return `Written by the offline engine ${provider.slice(ENGINE_PROVIDER.length + 1)}`;
  return `Written by ${provider}`;
}

/** The generated note. Each field's title is a button that highlights the field's evidence in the transcript. */
export function SessionNoteCard({
  note,
  selectedKey,
  onSelect,
}: {
  note: SessionNote;
  selectedKey: string | null;
  onSelect: (selection: EvidenceSelection) => void;
}) {
  const items = [
    ...NOTE_FIELDS.map(([field, title]) => ({
      key: field,
      title,
      content: note[field],
      spans: note.evidence[field],
    })),
    ...note.sections.map((section, index) => ({
      key: `section-${index}`,
      title: section.title,
      content: section.content,
      spans: section.evidence,
    })),
  ];
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">Session Note</h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">{describeProvider(note.provider)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Select a heading to highlight the transcript passages it is based on.
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <NoteField
            key={item.key}
            title={item.title}
            content={item.content}
            spans={item.spans}
            isSelected={selectedKey === item.key}
            onSelect={() => onSelect({ key: item.key, title: item.title, spans: item.spans })}
          />
        ))}
      </div>
    </Card>
  );
}

function NoteField({
  title,
  content,
  spans,
  isSelected,
  onSelect,
}: {
  title: string;
  content: string;
  spans: readonly EvidenceSpan[];
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <section
      className={`rounded-md border p-3 ${
        isSelected
          ? 'border-amber-400 bg-amber-50 dark:border-amber-400/70 dark:bg-amber-950/40'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <h3 className="text-sm font-semibold">
        <button
          type="button"
          aria-pressed={isSelected}
          onClick={onSelect}
          title="Show evidence in the transcript"
          className="inline-flex items-center gap-1.5 rounded-sm text-left text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:text-slate-50 dark:hover:text-brand-300"
        >
          <Highlighter className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          {title}
        </button>
      </h3>
      <p className="mt-1.5 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {content || 'Not recorded in this transcript.'}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {spans.length === 0
          ? 'No evidence passages'
          : `${spans.length} evidence ${spans.length === 1 ? 'passage' : 'passages'}`}
      </p>
    </section>
  );
}
