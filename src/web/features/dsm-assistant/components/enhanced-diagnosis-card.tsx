import { AlertTriangle, Stethoscope } from 'lucide-react';
import { useId, useState } from 'react';
import type { EnhancedDiagnosis } from '#contract/reference';
import { useEnhancedDiagnosis } from '#web/api/reference';
import { BusyIcon, Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { Textarea } from '#web/components/ui/field';
import { DIAGNOSIS_FAILED, describeProvider, formatPercent, sourceLabel } from '../lib/dsm-display';

const DISCLAIMER =
  'These diagnoses are AI suggestions that need clinician confirmation. They are not a diagnosis of the client.';

/** SPEC §2 enhanced diagnosis: the engine's differential for a note, with the reference content behind it. */
export function EnhancedDiagnosisCard() {
  const [note, setNote] = useState('');
  const diagnosis = useEnhancedDiagnosis();
  const noteId = useId();
  const isBlank = note.trim().length === 0;

  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Stethoscope className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
        Enhanced diagnosis
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBlank) diagnosis.mutate(note);
        }}
      >
        <div className="space-y-1">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Clinical note
          </label>
          <Textarea
            id={noteId}
            rows={6}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Presenting problem, symptoms with their duration, history and risk as assessed…"
          />
        </div>
        <Button type="submit" disabled={isBlank || diagnosis.isPending}>
          <BusyIcon isBusy={diagnosis.isPending} />
          {diagnosis.isPending ? 'Generating…' : 'Generate Enhanced Diagnosis'}
        </Button>
      </form>

      {diagnosis.isError ? <ErrorText>{DIAGNOSIS_FAILED}</ErrorText> : null}
      {diagnosis.data ? <DiagnosisResult result={diagnosis.data} /> : null}
    </Card>
  );
}

function DiagnosisResult({ result }: { result: EnhancedDiagnosis }) {
  return (
    <section aria-label="Enhanced diagnosis result" className="space-y-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {DISCLAIMER}
      </p>
      <p className="text-sm">
        Overall confidence: <strong className="tabular-nums">{formatPercent(result.confidence, 1)}</strong>
      </p>

      {result.suggestions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          No diagnosis is suggested by this note. Add symptoms with their duration and impact to get
          suggestions.
        </p>
      ) : (
        <ol aria-label="Diagnosis suggestions" className="space-y-3">
          {result.suggestions.map((suggestion, index) => (
            <SuggestionItem
              key={`${suggestion.code}-${suggestion.diagnosis}`}
              suggestion={suggestion}
              isTop={index === 0}
            />
          ))}
        </ol>
      )}

      {result.relevantDSMContent.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">Relevant reference content</h3>
          <ul className="space-y-2">
            {result.relevantDSMContent.map((text, index) => (
              <li key={index}>
                <ExpandableText text={text} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result.sources.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Sources</h3>
          <ul className="list-disc pl-5 text-xs text-slate-600 dark:text-slate-400">
            {[...new Set(result.sources.map(sourceLabel))].map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{describeProvider(result.provider)}</p>
    </section>
  );
}

type Suggestion = EnhancedDiagnosis['suggestions'][number];

/** One ranked suggestion; the criteria list is long, so only the top suggestion shows it open. */
function SuggestionItem({ suggestion, isTop }: { suggestion: Suggestion; isTop: boolean }) {
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {suggestion.diagnosis} <span className="font-normal">({suggestion.code})</span>
        </h3>
        <span className="text-sm font-semibold text-brand-800 tabular-nums dark:text-brand-100">
          {formatPercent(suggestion.confidence, 0)} confidence
        </span>
      </div>
      <p className="text-sm text-slate-800 dark:text-slate-200">{suggestion.reasoning}</p>
      {suggestion.dsmCriteria.length > 0 ? (
        <details open={isTop} className="group">
          <summary className="cursor-pointer text-sm font-semibold text-slate-700 dark:text-slate-300">
            DSM criteria ({suggestion.dsmCriteria.length})
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {suggestion.dsmCriteria.map((criterion, index) => (
              <li key={index} className="whitespace-pre-line">
                {criterion}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** A reference passage: its first line always, the rest on request. */
function ExpandableText({ text }: { text: string }) {
  const [firstLine = '', ...rest] = text.trim().split('\n');
  const body = rest.join('\n').trim();
  if (!body) return <p className="rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">{firstLine}</p>;
  return (
    <details className="rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
      <summary className="cursor-pointer font-medium">{firstLine}</summary>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{body}</p>
    </details>
  );
}
