import { Trash2 } from 'lucide-react';
import type { ClientPlanItem } from '#contract/workflow';
import { Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { StatusText } from '#web/components/ui/status-text';
import { statusClasses } from '#web/lib/status-colors';
import { LoadError } from '#web/components/ui/load-error';

export const PLAN_STATUS_LABELS: Record<ClientPlanItem['status'], string> = {
  planned: 'Planned',
  active: 'Active',
};
// Planned reads as pending (amber), active as active (green).
export const PLAN_STATUS_CLASSES: Record<ClientPlanItem['status'], string> = {
  planned: statusClasses('pending'),
  active: statusClasses('active'),
};

/** The client's current treatment plan: each saved therapy with its status, and a way to take it off. */
export function TreatmentPlanList({
  items,
  isLoading,
  error,
  removingId,
  onRemove,
}: {
  items: ClientPlanItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  removingId: string | undefined;
  onRemove: (item: ClientPlanItem) => void;
}) {
  return (
    <Card className="space-y-3 p-5">
      <h2 id="treatment-plan-heading" className="text-base font-semibold">
        Treatment Plan
      </h2>
      {items === undefined ? (
        isLoading ? (
          <StatusText>Loading plan…</StatusText>
        ) : error ? (
          <LoadError layout="inline" message="Could not load the plan." error={error} />
        ) : null
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Nothing saved yet. Save a recommendation to start this client&apos;s plan.
        </p>
      ) : (
        <ul
          aria-labelledby="treatment-plan-heading"
          className="divide-y divide-slate-200 dark:divide-slate-700"
        >
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium text-slate-900 dark:text-slate-50">{item.therapy}</p>
                <Badge className={PLAN_STATUS_CLASSES[item.status]}>{PLAN_STATUS_LABELS[item.status]}</Badge>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${item.therapy} from the plan`}
                disabled={removingId === item.id}
                onClick={() => onRemove(item)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
