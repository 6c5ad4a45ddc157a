import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TextareaField } from '#web/components/ui/field';
import { countWords, formatWordCount } from '../lib/transcript-text';
import type { AutosaveStatus } from '../lib/use-transcript-autosave';

/**
 * The transcript the clinician dictates, types or pastes, with its word count and whether it has reached the
 * server. Words still being recognised (`interim`) show greyed beneath it and are not part of the transcript.
 */
export function TranscriptEditor({
  transcript,
  onChange,
  status,
  interim = '',
  followEnd = false,
}: {
  transcript: string;
  onChange: (text: string) => void;
  status: AutosaveStatus;
  interim?: string;
  /** While dictating, keep the newest words in view. */
  followEnd?: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = textarea.current;
    if (followEnd && element && document.activeElement !== element) element.scrollTop = element.scrollHeight;
  }, [followEnd, transcript]);

  return (
    <div className="space-y-2">
      <TextareaField
        label="Transcript"
        hint="Dictate, type or paste what was said. It is saved to the session as you go."
        ref={textarea}
        value={transcript}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Therapist: How have things been since we last met?"
        spellCheck
        className="min-h-[300px] max-h-[500px] resize-y overflow-y-auto font-mono leading-relaxed"
      />
      {interim ? (
        <p
          data-testid="interim-transcript"
          className="rounded-md border border-dashed border-slate-300 px-3 py-2 font-mono text-sm italic text-slate-500 dark:border-slate-600 dark:text-slate-400"
        >
          <span className="sr-only">Being recognised, not yet in the transcript: </span>
          {interim}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span data-testid="word-count" className="text-slate-600 dark:text-slate-400">
          {formatWordCount(countWords(transcript))}
        </span>
        <SaveStatus status={status} />
      </div>
    </div>
  );
}

function SaveStatus({ status }: { status: AutosaveStatus }) {
  return (
    <span role="status" className="inline-flex items-center gap-1">
      {status.state === 'saving' ? (
        <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-400">
          <Loader2 className="size-3.5 animate-spin" aria-hidden />
          Saving…
        </span>
      ) : null}
      {status.state === 'saved' ? (
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <Check className="size-3.5" aria-hidden />
          Saved
        </span>
      ) : null}
      {status.state === 'error' ? (
        <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-400">
          <AlertCircle className="size-3.5" aria-hidden />
          Not saved: {status.message}
        </span>
      ) : null}
    </span>
  );
}
