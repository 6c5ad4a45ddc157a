import { Database, RefreshCw } from 'lucide-react';
import type { DsmStatus } from '#contract/reference';
import { useCreateEmbeddings, useReferenceStatus } from '#web/api/reference';
import { BusyIcon, Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate, formatTime } from '#web/lib/format';
import type { Tone } from '#web/lib/status-colors';
import {
  EMBEDDINGS_FAILED,
  STATUS_LOAD_FAILED,
  embeddingPhase,
  embeddingsActionLabel,
  jobPercent,
  pendingChunks,
  phaseLabel,
  type EmbeddingPhase,
} from '../lib/dsm-display';

const PHASE_TONE: Record<EmbeddingPhase, Tone> = {
  ready: 'success',
  embedding: 'info',
  'not-initialized': 'warning',
};

/** SPEC §2/§4: the reference's status badge, the embedding job's progress and the control that starts it. */
export function EmbeddingsStatusCard() {
  const status = useReferenceStatus();
  const create = useCreateEmbeddings();
  const data = status.data;
  const phase = data ? embeddingPhase(data) : undefined;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Database className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
            Reference status
          </h2>
          <p role="status" aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
            {data && phase ? (
              <>
                <Badge data-testid="dsm-status-badge" tone={PHASE_TONE[phase]}>
                  {phaseLabel(phase)}
                </Badge>
                <span className="text-slate-600 dark:text-slate-300">{statusDetail(data, phase)}</span>
              </>
            ) : status.isPending ? (
              <span className="text-slate-600 dark:text-slate-300">Checking the reference…</span>
            ) : null}
          </p>
        </div>
        {data ? (
          <Button
            variant={phase === 'ready' ? 'secondary' : 'primary'}
            disabled={create.isPending || phase === 'embedding'}
            onClick={() => create.mutate()}
          >
            <BusyIcon isBusy={create.isPending || phase === 'embedding'} icon={RefreshCw} />
            {embeddingsActionLabel(data)}
          </Button>
        ) : null}
      </div>

      {data && phase === 'embedding' ? <JobProgress job={data.job} /> : null}
      {data ? <PendingNotice status={data} phase={phase} /> : null}
      {data?.builtin.note ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{data.builtin.note}</p>
      ) : null}
      {create.data && (phase === 'embedding' || !create.data.started) ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {create.data.message}
        </p>
      ) : null}

      {status.isError ? <ErrorLine>{STATUS_LOAD_FAILED}</ErrorLine> : null}
      {create.isError ? (
        <ErrorLine>{`${EMBEDDINGS_FAILED}: ${errorMessage(create.error, create.error.message)}`}</ErrorLine>
      ) : data?.job.state === 'failed' && phase !== 'embedding' ? (
        <ErrorLine>{`${EMBEDDINGS_FAILED}: ${data.job.error ?? 'the embedding job stopped'}`}</ErrorLine>
      ) : null}
    </Card>
  );
}

function statusDetail(status: DsmStatus, phase: EmbeddingPhase): string {
  const chunks = `${status.chunksCount.toLocaleString('en-US')} chunks`;
  if (phase === 'ready') {
    const updated = status.lastUpdated
      ? ` · updated ${formatDate(status.lastUpdated)} ${formatTime(status.lastUpdated)}`
      : '';
    return `${chunks}${updated}`;
  }
  if (phase === 'embedding') return `${chunks} in the reference`;
  return status.embeddedCount > 0
    ? `${status.embeddedCount.toLocaleString('en-US')} of ${chunks} have embeddings`
    : `${chunks} waiting for embeddings`;
}

function JobProgress({ job }: { job: DsmStatus['job'] }) {
  const percent = jobPercent(job.done, job.total);
  const label = job.total > 0 ? `${job.done} of ${job.total} chunks embedded` : 'Starting the embedding job…';
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label="Embedding progress"
        aria-valuemin={0}
        aria-valuemax={Math.max(job.total, 1)}
        aria-valuenow={job.done}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 dark:bg-brand-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {label}
        {job.total > 0 ? ` (${percent}%)` : ''}
      </p>
    </div>
  );
}

/** After an import the new chunks have no embeddings yet; say why search is off and what turns it back on. */
function PendingNotice({ status, phase }: { status: DsmStatus; phase: EmbeddingPhase | undefined }) {
  const pending = pendingChunks(status);
  if (phase !== 'not-initialized' || status.chunksCount === 0) return null;
  const text =
    status.embeddedCount > 0
      ? `${pending.toLocaleString('en-US')} new chunks have no embeddings yet. Select Refresh Embeddings to include them; search is available again when it finishes.`
      : 'The reference has no embeddings yet. Select Create Embeddings to enable search; it runs on this server and may take a minute.';
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      {text}
    </p>
  );
}

function ErrorLine({ children }: { children: string }) {
  return <ErrorText>{children}</ErrorText>;
}
