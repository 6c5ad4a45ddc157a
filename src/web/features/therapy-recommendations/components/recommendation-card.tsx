import { forwardRef } from 'react';
import type { TherapyRecommendation } from '#contract/generation';
import { Badge } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { priorityClasses } from '#web/lib/status-colors';
import { EVIDENCE_LABELS, TYPE_LABELS, priorityLabel } from '../lib/recommendation-details';

export const DETAILS_PANEL_ID = 'recommendation-details';

/**
 * One recommendation: therapy, type, evidence, confidence and priority (SPEC §3 colours). The whole card is a
 * button, so a click, Enter or Space opens its details.
 */
export const RecommendationCard = forwardRef<
  HTMLButtonElement,
  { recommendation: TherapyRecommendation; isOpen: boolean; onOpen: () => void }
>(function RecommendationCard({ recommendation, isOpen, onOpen }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-expanded={isOpen}
      aria-controls={isOpen ? DETAILS_PANEL_ID : undefined}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-lg border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-slate-900',
        isOpen
          ? 'border-brand-700 ring-2 ring-brand-600/40 dark:border-brand-500'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <span className="flex w-full items-start justify-between gap-3">
        <span className="font-semibold text-slate-900 dark:text-slate-50">{recommendation.therapy}</span>
        <Badge className={cn('shrink-0', priorityClasses(recommendation.priority))}>
          {priorityLabel(recommendation.priority)}
        </Badge>
      </span>
      <span className="line-clamp-3 text-sm text-slate-700 dark:text-slate-200">
        {recommendation.description}
      </span>
      <span className="mt-auto flex flex-wrap items-center gap-2">
        <Badge tone="neutral">{TYPE_LABELS[recommendation.type]}</Badge>
        <Badge tone="info">{EVIDENCE_LABELS[recommendation.evidenceLevel]}</Badge>
        <span className="text-xs font-medium text-slate-700 dark:text-slate-200">
          {Math.round(recommendation.confidenceScore)}% confidence
        </span>
      </span>
    </button>
  );
});
