import { CheckCircle2, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RiskLevel, RiskStatus, SessionSummary } from '#contract/generation';
import type { TherapySession } from '#contract/sessions';
import type { NoteContent } from '#contract/workflow';
import { BlankSummaryContentError, useGenerateSessionSummary } from '#web/api/generation';
import { useSavedSummary, useSaveSummary } from '#web/api/session-steps';
import { BusyIcon, Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate, formatTime } from '#web/lib/format';
import { noteAsText } from '../lib/note-content';

const SUMMARY_FAILED = 'Failed to generate session summary. Please try again.';

const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  none_identified: 'None identified',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  not_assessed: 'Not assessed',
};
const RISK_STATUS_LABELS: Record<RiskStatus, string> = {
  present: 'Present',
  denied: 'Denied',
  asked_not_answered: 'Asked, not answered',
  not_assessed: 'Not assessed',
};
const AREA_NAMES = { suicidal: 'Suicidal ideation', selfHarm: 'Self-harm', harmToOthers: 'Harm to others' };
const RISK_LEVEL_CLASSES: Record<RiskLevel, string> = {
  none_identified: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  low: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  moderate: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  high: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  not_assessed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

/** Minutes the session has lasted: its recorded duration once ended, otherwise the time since it started. */
function sessionMinutes(session: TherapySession): number {
  if (session.durationMinutes !== null) return session.durationMinutes;
  const elapsed = (Date.now() - new Date(session.startedAt).getTime()) / 60_000;
  return Math.max(0, Math.min(24 * 60, Math.round(elapsed)));
}

/**
 * AI Session Summary (SPEC §2, §4): it can be generated once a note exists and while no summary is present or
 * pending. The server keeps a generated summary with the session at once (as a version), so it survives a reload
 * or a closed tab; Save Summary records the clinician's own save, and a summary is shown on every later visit.
 */
export function SessionSummaryCard({
  session,
  transcript,
  note,
}: {
  session: TherapySession;
  transcript: string;
  note: NoteContent;
}) {
  const saved = useSavedSummary(session.id);
  const generate = useGenerateSessionSummary();
  const save = useSaveSummary(session.id);
  const summary = saved.data?.summary ?? generate.data ?? null;
  // A generated summary is kept with the session at once; Save Summary is the clinician's own save of it.
  const isSaved = saved.data?.source === 'saved';

  function generateSummary() {
    generate.mutate(
      {
        transcription: transcript,
        sessionNotes: noteAsText(note),
        clientName: session.clientName ?? undefined,
        sessionDate: formatDate(session.startedAt),
        sessionDuration: sessionMinutes(session),
        sessionId: session.id,
      },
      {
        onError: (error) => {
          if (!(error instanceof BlankSummaryContentError)) console.error(error);
        },
      },
    );
  }

  const generateError = generate.isError
    ? generate.error instanceof BlankSummaryContentError
      ? generate.error.message
      : SUMMARY_FAILED
    : null;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">AI Session Summary</h2>
        {saved.data ? (
          isSaved ? (
            <p
              role="status"
              className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400"
            >
              <CheckCircle2 className="size-4" aria-hidden />
              Saved {formatDate(saved.data.savedAt)}, {formatTime(saved.data.savedAt)}
            </p>
          ) : (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Kept as generated, {formatDate(saved.data.savedAt)}, {formatTime(saved.data.savedAt)}
            </p>
          )
        ) : null}
      </div>
      {saved.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading summary…
        </p>
      ) : saved.isError ? (
        <ErrorText>{errorMessage(saved.error, 'The saved summary could not be loaded.')}</ErrorText>
      ) : summary ? (
        <>
          <SummaryView summary={summary} />
          {!isSaved ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled={save.isPending} onClick={() => save.mutate(summary)}>
                {save.isPending ? 'Saving…' : 'Save Summary'}
              </Button>
              {save.isError ? (
                <ErrorText>
                  {errorMessage(save.error, 'The summary could not be saved. Please try again.')}
                </ErrorText>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={generate.isPending} onClick={generateSummary}>
            <BusyIcon isBusy={generate.isPending} icon={FileText} />
            {generate.isPending ? 'Generating…' : 'Generate Summary'}
          </Button>
          {generateError ? <ErrorText>{generateError}</ErrorText> : null}
        </div>
      )}
    </Card>
  );
}

function SummaryView({ summary }: { summary: SessionSummary }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Part title="Executive Summary">
        <Text>{summary.executiveSummary}</Text>
      </Part>
      <Part title="Key Themes">
        <List items={summary.keyThemes} empty="No recurring themes identified." />
      </Part>
      <Part title="Therapeutic Progress">
        <Text>{summary.therapeuticProgress}</Text>
      </Part>
      <Part title="Risk Assessment">
        <Text>{summary.riskAssessment}</Text>
        <RiskBlock risk={summary.risk} />
      </Part>
      <Part title="Next Session Goals">
        <List items={summary.nextSessionGoals} empty="No goals set." />
      </Part>
      <Part title="Clinical Recommendations">
        <List items={summary.clinicalRecommendations} empty="No recommendations." />
      </Part>
    </div>
  );
}

function RiskBlock({ risk }: { risk: SessionSummary['risk'] }) {
  return (
    <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-950">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Risk level:</span>
        <Badge className={RISK_LEVEL_CLASSES[risk.level]}>{RISK_LEVEL_LABELS[risk.level]}</Badge>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <RiskRow term="Suicidal ideation" status={risk.suicidal} />
        <RiskRow term="Self-harm" status={risk.selfHarm} />
        <RiskRow term="Harm to others" status={risk.harmToOthers} />
      </dl>
      <p>
        <span className="font-medium">Risk factors: </span>
        {risk.factors.length > 0 ? risk.factors.join('; ') : 'None identified'}
      </p>
      <p>
        <span className="font-medium">Protective factors: </span>
        {risk.protectiveFactors.length > 0 ? risk.protectiveFactors.join('; ') : 'None identified'}
      </p>
      {risk.review.length > 0 && (
        <div>
          <p className="font-medium text-amber-800 dark:text-amber-300">Possible risk language — review</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {risk.review.map((item) => (
              <li key={`${item.area ?? ''}${item.quote}`}>
                <q>{item.quote}</q>{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  ({item.area ? `${AREA_NAMES[item.area]}: ` : ''}
                  {item.reason})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function RiskRow({ term, status }: { term: string; status: RiskStatus }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd
        className={
          status === 'present'
            ? 'font-semibold text-red-700 dark:text-red-400'
            : status === 'asked_not_answered'
              ? 'font-medium text-amber-800 dark:text-amber-300'
              : 'text-slate-800 dark:text-slate-200'
        }
      >
        {RISK_STATUS_LABELS[status]}
      </dd>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}

function Text({ children }: { children: string }) {
  return <p className="text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">{children}</p>;
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Text>{empty}</Text>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
