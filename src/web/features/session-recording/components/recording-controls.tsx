import { Mic, Square } from 'lucide-react';
import { useId } from 'react';
import { DICTATION_LANGUAGES } from '#contract/sessions';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/field';
import { formatElapsed } from '../lib/use-elapsed-timer';

/** Start/Stop Recording, the elapsed time (MM:SS) and the dictation language (SPEC §2, §9). */
/** Said next to Start Recording while the client's consent is not recorded. */
export const RECORDING_NEEDS_CONSENT =
  "Start Recording needs the client's consent to recording. Record it above first.";

export function RecordingControls({
  canStart,
  isRecording,
  onToggle,
  elapsedSeconds,
  language,
  onLanguageChange,
  languageError,
}: {
  /** False without the client's current consent: Start Recording is disabled, and the reason shown beside it. */
  canStart: boolean;
  isRecording: boolean;
  onToggle: () => void;
  elapsedSeconds: number;
  language: string;
  onLanguageChange: (language: string) => void;
  languageError: string | null;
}) {
  const languageId = useId();
  const reasonId = `${languageId}-consent`;
  const isBlocked = !isRecording && !canStart;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="space-y-1">
        <Button
          variant={isRecording ? 'danger' : 'primary'}
          onClick={onToggle}
          disabled={isBlocked}
          aria-describedby={isBlocked ? reasonId : undefined}
        >
          {isRecording ? <Square className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
          {isRecording ? 'Stop Recording' : 'Start Recording'}
        </Button>
        {isBlocked ? (
          <p id={reasonId} className="max-w-56 text-xs text-slate-700 dark:text-slate-300">
            {RECORDING_NEEDS_CONSENT}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        {isRecording ? (
          <span className="size-2.5 animate-pulse rounded-full bg-red-600 dark:bg-red-400" aria-hidden />
        ) : null}
        <span
          role="timer"
          aria-label="Elapsed recording time"
          className="font-mono text-2xl font-semibold tabular-nums text-slate-900 dark:text-slate-50"
        >
          {formatElapsed(elapsedSeconds)}
        </span>
        <span className="sr-only" role="status">
          {isRecording ? 'Recording' : ''}
        </span>
      </div>
      <div className="ml-auto min-w-48 space-y-1">
        <label htmlFor={languageId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Language
        </label>
        <Select
          id={languageId}
          value={language}
          onChange={(event) => onLanguageChange(event.target.value)}
          aria-describedby={languageError ? `${languageId}-error` : undefined}
        >
          {DICTATION_LANGUAGES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
        {languageError ? (
          <p
            id={`${languageId}-error`}
            role="alert"
            className="text-xs font-medium text-red-700 dark:text-red-400"
          >
            {languageError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
