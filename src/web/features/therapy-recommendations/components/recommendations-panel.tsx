import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TherapyRecommendation } from '#contract/generation';
import type { ClientPlanItem } from '#contract/workflow';
import { useSavePlanItem } from '#web/api/treatment-plans';
import { Button } from '#web/components/ui/button';
import { SampleDataBanner } from '#web/components/ui/sample-data-banner';
import { StatusText } from '#web/components/ui/status-text';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { showErrorToast, showToast } from '#web/lib/toast-store';
import type { ClientProfile } from '../lib/client-profile';
import { basisLine, emptyBasisHint } from '../lib/recommendation-basis';
import { useRecommendations } from '../lib/use-recommendations';
import { SAMPLE_RECOMMENDATIONS_LABEL } from '../sample-recommendations';
import { RecommendationCard } from './recommendation-card';
import { RecommendationDetails, type PlanStatus } from './recommendation-details';

/** The recommendation cards for one client and the details of the open one. Mounted anew for each client. */
export function RecommendationsPanel({
  clientId,
  profile,
  plan,
}: {
  clientId: string;
  profile: ClientProfile | undefined;
  plan: ClientPlanItem[] | undefined;
}) {
  const { recommendations, isShowingSamples, basis, isGenerating, canRegenerate, error, regenerate } =
    useRecommendations(profile);
  const [openId, setOpenId] = useState<string>();
  const open = recommendations.find((r) => r.id === openId);
  const cardRefs = useRef(new Map<string, HTMLButtonElement>());
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) detailsHeadingRef.current?.focus();
  }, [open]);
  const closeDetails = () => {
    const card = openId === undefined ? undefined : cardRefs.current.get(openId);
    setOpenId(undefined);
    card?.focus();
  };

  const save = useSavePlanItem();
  const saveToPlan = async (recommendation: TherapyRecommendation, status: PlanStatus) => {
    try {
      await save.mutateAsync({ clientId, request: { recommendation, status } });
      showToast({
        title: status === 'active' ? 'Recommendation implemented' : 'Saved to treatment plan',
        description: recommendation.therapy,
      });
    } catch (saveError) {
      showErrorToast('Could not update the treatment plan', saveError);
    }
  };

  return (
    <section aria-labelledby="recommendations-heading" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommendations-heading" className="text-xl font-semibold">
          Recommendations{profile ? ` for ${profile.name}` : ''}
        </h2>
        <Button
          variant="secondary"
          onClick={() => {
            setOpenId(undefined);
            regenerate();
          }}
          disabled={!canRegenerate}
        >
          <RefreshCw className={cn('size-4', isGenerating && 'motion-safe:animate-spin')} aria-hidden />
          Regenerate
        </Button>
      </div>

      {isShowingSamples && !isGenerating ? (
        <SampleDataBanner>
          {SAMPLE_RECOMMENDATIONS_LABEL}
          {error ? `. Generation failed: ${errorMessage(error, 'the service did not answer')}` : ''}
          {basis && !error ? `. ${emptyBasisHint(basis)}` : ''}
        </SampleDataBanner>
      ) : null}
      {basis && !isShowingSamples && !isGenerating ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{basisLine(basis)}</p>
      ) : null}

      {isGenerating ? (
        <StatusText>Preparing recommendations…</StatusText>
      ) : (
        <ul aria-labelledby="recommendations-heading" className="grid gap-4 md:grid-cols-2">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard
                ref={(node) => {
                  if (node) cardRefs.current.set(recommendation.id, node);
                  else cardRefs.current.delete(recommendation.id);
                }}
                recommendation={recommendation}
                isOpen={recommendation.id === openId}
                onOpen={() => setOpenId(recommendation.id)}
              />
            </li>
          ))}
        </ul>
      )}

      {open && !isGenerating ? (
        <RecommendationDetails
          key={open.id}
          ref={detailsHeadingRef}
          recommendation={open}
          isSample={isShowingSamples}
          planItem={plan?.find((item) => item.therapy === open.therapy)}
          progressScore={profile?.progressScore ?? null}
          pendingStatus={save.isPending ? (save.variables.request.status ?? 'planned') : undefined}
          onClose={closeDetails}
          onSave={(status) => void saveToPlan(open, status)}
        />
      ) : null}
    </section>
  );
}
