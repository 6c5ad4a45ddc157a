import { CalendarClock, CheckCircle2, ListChecks, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { forwardRef, useId, type ReactNode } from 'react';
import type { TherapyRecommendation } from '#contract/generation';
import type { ClientPlanItem } from '#contract/workflow';
import { Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { priorityClasses } from '#web/lib/status-colors';
import {
  EVIDENCE_LABELS,
  TYPE_LABELS,
  implementationSteps,
  monitoringPlan,
  priorityLabel,
  roleInPlan,
} from '../lib/recommendation-details';
import { DETAILS_PANEL_ID } from './recommendation-card';
import { PLAN_STATUS_CLASSES, PLAN_STATUS_LABELS } from './treatment-plan-list';

const TABS = [
  ['overview', 'Overview'],
  ['outcomes', 'Outcomes'],
  ['implementation', 'Implementation'],
  ['monitoring', 'Monitoring'],
] as const;

const TERM_CLASSES = 'text-sm font-medium text-slate-600 dark:text-slate-400';

export type PlanStatus = ClientPlanItem['status'];

/** The open recommendation: four tabs, then Close Details, Save to Treatment Plan and Implement Recommendation. */
export const RecommendationDetails = forwardRef<
  HTMLHeadingElement,
  {
    recommendation: TherapyRecommendation;
    isSample: boolean;
    planItem: ClientPlanItem | undefined;
    progressScore: number | null;
    pendingStatus: PlanStatus | undefined;
    onClose: () => void;
    onSave: (status: PlanStatus) => void;
  }
>(function RecommendationDetails(
  { recommendation, isSample, planItem, progressScore, pendingStatus, onClose, onSave },
  headingRef,
) {
  const headingId = useId();
  return (
    <Card
      id={DETAILS_PANEL_ID}
      role="region"
      aria-labelledby={headingId}
      className="space-y-4 p-5"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-2">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {recommendation.therapy}
          </h3>
          <p className="flex flex-wrap items-center gap-2">
            <Badge className={priorityClasses(recommendation.priority)}>
              {priorityLabel(recommendation.priority)}
            </Badge>
            <Badge tone="neutral">{TYPE_LABELS[recommendation.type]}</Badge>
            <Badge tone="info">{EVIDENCE_LABELS[recommendation.evidenceLevel]}</Badge>
            <span className="text-sm text-slate-700 dark:text-slate-200">
              {Math.round(recommendation.confidenceScore)}% confidence
            </span>
            {planItem ? (
              <Badge className={PLAN_STATUS_CLASSES[planItem.status]}>
                In plan: {PLAN_STATUS_LABELS[planItem.status]}
              </Badge>
            ) : null}
          </p>
        </div>
      </div>

      <Tabs.Root defaultValue="overview" className="space-y-4">
        <Tabs.List
          aria-label="Recommendation details"
          className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
        >
          {TABS.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-slate-50 dark:data-[state=active]:border-brand-500 dark:data-[state=active]:text-brand-100"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TabPanel value="overview">
          <Overview recommendation={recommendation} />
        </TabPanel>
        <TabPanel value="outcomes">
          <Outcomes outcomes={recommendation.expectedOutcomes} />
        </TabPanel>
        <TabPanel value="implementation">
          <Implementation recommendation={recommendation} />
        </TabPanel>
        <TabPanel value="monitoring">
          <Monitoring recommendation={recommendation} progressScore={progressScore} />
        </TabPanel>
      </Tabs.Root>

      <DetailActions
        isSample={isSample}
        planItem={planItem}
        pendingStatus={pendingStatus}
        onClose={onClose}
        onSave={onSave}
      />
    </Card>
  );
});

function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </Tabs.Content>
  );
}

function Overview({ recommendation }: { recommendation: TherapyRecommendation }) {
  return (
    <dl className="space-y-3">
      <div>
        <dt className={TERM_CLASSES}>Description</dt>
        <dd className="mt-1 text-slate-900 dark:text-slate-100">{recommendation.description}</dd>
      </div>
      <div>
        <dt className={TERM_CLASSES}>Why it is recommended</dt>
        <dd className="mt-1 text-slate-900 dark:text-slate-100">{recommendation.reasoning}</dd>
      </div>
    </dl>
  );
}

function Outcomes({ outcomes }: { outcomes: string[] }) {
  if (outcomes.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">No expected outcomes were given.</p>;
  return (
    <div className="space-y-2">
      <h4 className={TERM_CLASSES}>Expected outcomes</h4>
      <ul className="space-y-2">
        {outcomes.map((outcome) => (
          <li key={outcome} className="flex items-start gap-2 text-slate-900 dark:text-slate-100">
            <CheckCircle2
              className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden
            />
            {outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Implementation({ recommendation }: { recommendation: TherapyRecommendation }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className={TERM_CLASSES}>Duration</dt>
          <dd className="mt-1">{recommendation.duration || 'Not given'}</dd>
        </div>
        <div>
          <dt className={TERM_CLASSES}>Frequency</dt>
          <dd className="mt-1">{recommendation.frequency || 'Not given'}</dd>
        </div>
        <div>
          <dt className={TERM_CLASSES}>Role in the plan</dt>
          <dd className="mt-1">
            {TYPE_LABELS[recommendation.type]}: {roleInPlan(recommendation.type)}
          </dd>
        </div>
      </dl>
      <div className="space-y-2">
        <h4 className={cn('flex items-center gap-1.5', TERM_CLASSES)}>
          <ListChecks className="size-4" aria-hidden />
          Steps
        </h4>
        <ol className="list-decimal space-y-1.5 pl-5 text-slate-900 dark:text-slate-100">
          {implementationSteps(recommendation).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function Monitoring({
  recommendation,
  progressScore,
}: {
  recommendation: TherapyRecommendation;
  progressScore: number | null;
}) {
  const plan = monitoringPlan(recommendation, progressScore);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <h4 className={TERM_CLASSES}>What to check</h4>
        {plan.indicators.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">
            No expected outcomes were given; agree with the client what change to look for.
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-900 dark:text-slate-100">
            {plan.indicators.map((indicator) => (
              <li key={indicator}>{indicator}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-2">
        <h4 className={cn('flex items-center gap-1.5', TERM_CLASSES)}>
          <CalendarClock className="size-4" aria-hidden />
          When to review
        </h4>
        <ul className="list-disc space-y-1 pl-5 text-slate-900 dark:text-slate-100">
          {plan.reviewPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-medium">Progress so far: </span>
        {plan.progressScore === null ? 'Not tracked for this client' : `${plan.progressScore}%`}
      </p>
    </div>
  );
}

function DetailActions({
  isSample,
  planItem,
  pendingStatus,
  onClose,
  onSave,
}: {
  isSample: boolean;
  planItem: ClientPlanItem | undefined;
  pendingStatus: PlanStatus | undefined;
  onClose: () => void;
  onSave: (status: PlanStatus) => void;
}) {
  const explanationId = useId();
  const isBusy = pendingStatus !== undefined;
  // A saved therapy is not saved again as planned: that would undo an implementation.
  const canSave = !isSample && !isBusy && planItem === undefined;
  const canImplement = !isSample && !isBusy && planItem?.status !== 'active';
  const explanation = isSample
    ? 'Sample recommendations cannot be saved to a client’s plan. Regenerate to get recommendations for this client.'
    : planItem
      ? `Already in the treatment plan as ${PLAN_STATUS_LABELS[planItem.status]}.`
      : undefined;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onClose}>
          <X className="size-4" aria-hidden />
          Close Details
        </Button>
        <Button
          variant="secondary"
          disabled={!canSave}
          aria-describedby={explanation ? explanationId : undefined}
          onClick={() => onSave('planned')}
        >
          {pendingStatus === 'planned' ? 'Saving…' : 'Save to Treatment Plan'}
        </Button>
        <Button
          disabled={!canImplement}
          aria-describedby={explanation ? explanationId : undefined}
          onClick={() => onSave('active')}
        >
          {pendingStatus === 'active' ? 'Saving…' : 'Implement Recommendation'}
        </Button>
      </div>
      {explanation ? (
        <p id={explanationId} className="text-sm text-slate-600 dark:text-slate-300">
          {explanation}
        </p>
      ) : null}
    </div>
  );
}
