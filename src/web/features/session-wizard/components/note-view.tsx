import type { EvidenceSpan } from '#contract/generation';
import { notePlainText, sectionPlainText } from '#contract/note-text';
import { NOTE_FIELDS, type NoteContent } from '#contract/workflow';
import { CopyButton } from '#web/components/copy-button';

/** The note read-only: each field and template section, with the transcript passages it rests on. */
export function NoteView({ content }: { content: NoteContent }) {
  const items = [
    ...NOTE_FIELDS.map(([key, title]) => ({
      key,
      title,
      text: content[key],
      spans: content.evidence[key],
    })),
    ...content.sections.map((section, index) => ({
      key: `section-${index}`,
      title: section.title,
      text: section.content,
      spans: section.evidence,
    })),
  ];
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <CopyButton text={() => notePlainText(content)} what="Session note" />
      </div>
      {content.recordingConsent ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Consent to recording: </span>
          {content.recordingConsent}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <section
            key={item.key}
            aria-label={item.title}
            data-note-section=""
            className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex items-start justify-between gap-2">
              <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{item.title}</h4>
              <CopyButton text={() => sectionPlainText(item.text)} what={item.title} isSection />
            </div>
            <p className="mt-1.5 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
              {item.text || 'Not recorded in this transcript.'}
            </p>
            <EvidenceList spans={item.spans} />
          </section>
        ))}
      </div>
    </div>
  );
}

function EvidenceList({ spans }: { spans: readonly EvidenceSpan[] }) {
  if (spans.length === 0)
    return <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">No evidence passages</p>;
  return (
    <details className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      <summary className="cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-brand-700">
        {spans.length} evidence {spans.length === 1 ? 'passage' : 'passages'}
      </summary>
      <ul className="mt-1 space-y-1">
        {spans.map((span) => (
          <li
            key={`${span.start}-${span.end}`}
            className="border-l-2 border-amber-400 pl-2 text-slate-700 dark:text-slate-300"
          >
            “{span.text}”
          </li>
        ))}
      </ul>
    </details>
  );
}
