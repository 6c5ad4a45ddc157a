import { useEffect, useMemo, useRef } from 'react';
import type { EvidenceSpan } from '#contract/generation';
import { segmentTranscript } from '../lib/transcript-text';

export type EvidenceSelection = { key: string; title: string; spans: readonly EvidenceSpan[] };

/**
 * The transcript the note was written from, read-only, with the chosen field's evidence marked. Marks are
 * built as elements from the offsets, so transcript text is never treated as markup.
 */
export function EvidenceTranscript({
  text,
  selection,
}: {
  text: string;
  selection: EvidenceSelection | null;
}) {
  const segments = useMemo(() => segmentTranscript(text, selection?.spans ?? []), [text, selection]);
  const markCount = segments.filter((segment) => segment.isEvidence).length;
  const firstMarkIndex = segments.findIndex((segment) => segment.isEvidence);
  const firstMark = useRef<HTMLElement>(null);

  useEffect(() => {
    firstMark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [selection]);

  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
        {selection === null
          ? 'Choose a note field to highlight its evidence.'
          : markCount === 0
            ? `No evidence in the transcript for ${selection.title}.`
            : `Evidence for ${selection.title}: ${markCount} ${markCount === 1 ? 'passage' : 'passages'} highlighted.`}
      </p>
      <div
        role="region"
        aria-label="Transcript evidence"
        tabIndex={0}
        className="max-h-[500px] min-h-[300px] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
      >
        {segments.map((segment, index) => {
          if (!segment.isEvidence) return <span key={index}>{segment.text}</span>;
          return (
            <mark
              key={index}
              ref={index === firstMarkIndex ? firstMark : undefined}
              className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300 dark:text-slate-950"
            >
              {segment.text}
            </mark>
          );
        })}
      </div>
    </div>
  );
}
