import type { UseMutationResult } from '@tanstack/react-query';
import { BarChart3, Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Insights } from '#contract/generation';
import type { GenerateInsightsRequest } from '#web/api/generation';
import { Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { errorMessage } from '#web/lib/api-errors';

// The chart library is large; it is fetched the first time insights are shown, never with the workspace.
const InsightsCharts = lazy(() => import('./insights-charts'));

export type InsightsMutation = UseMutationResult<Insights, Error, GenerateInsightsRequest>;

/**
 * AI-Powered Insights (SPEC §2, §4): after a note is generated there is a 2-second loading state, then the
 * charts; Generate Insights repeats the sequence.
 */
export function InsightsPanel({
  insights,
  onGenerate,
}: {
  insights: InsightsMutation;
  onGenerate: () => void;
}) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">AI-Powered Insights</h2>
          <Badge tone="muted">From this transcript</Badge>
        </div>
        <Button variant="secondary" size="sm" disabled={insights.isPending} onClick={onGenerate}>
          <BarChart3 className="size-3.5" aria-hidden />
          Generate Insights
        </Button>
      </div>
      <InsightsBody insights={insights} />
    </Card>
  );
}

function InsightsBody({ insights }: { insights: InsightsMutation }) {
  if (insights.isPending) return <Loading text="Analyzing session insights…" />;
  if (insights.isError)
    return (
      <ErrorText>{errorMessage(insights.error, 'Failed to generate insights. Please try again.')}</ErrorText>
    );
  if (!insights.data)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Generate Insights to chart this session&apos;s emotions, themes and potential diagnoses.
      </p>
    );
  return (
    <Suspense fallback={<Loading text="Loading charts…" />}>
      <InsightsCharts insights={insights.data} />
    </Suspense>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {text}
    </p>
  );
}
