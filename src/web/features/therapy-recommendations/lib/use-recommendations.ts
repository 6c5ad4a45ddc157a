import { useEffect, useState } from 'react';
import type { TherapyRecommendation } from '#contract/generation';
import { useRecommendForClient } from '#web/api/treatment-plans';
import { SAMPLE_RECOMMENDATIONS } from '../sample-recommendations';
import { toRecommendationRequest, type ClientProfile } from './client-profile';

/** SPEC §9: recommendations load on their own 1.5 s after the screen opens or the client changes. */
export const AUTO_LOAD_DELAY_MS = 1500;

/**
 * The recommendations for one client, from their saved concerns and accepted diagnoses: generated once, 1.5 s
 * after mounting (or as soon as the profile is ready after that), and again on Regenerate. A failed or empty
 * answer falls back to the built-in samples (SPEC §4); `hasNoBasis` then says the records hold nothing to work
 * from. Mount it keyed by the client, so a change of client starts over.
 */
export function useRecommendations(profile: ClientProfile | undefined) {
  const generate = useRecommendForClient();
  const { mutate } = generate;
  const [isDue, setIsDue] = useState(false);
  const [hasRequested, setHasRequested] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsDue(true), AUTO_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    // Once: later changes to the profile (a therapy saved to the plan) do not regenerate on their own.
    if (!profile || !isDue || hasRequested) return;
    setHasRequested(true);
    mutate({ clientId: profile.clientId, request: toRecommendationRequest(profile) });
  }, [profile, isDue, hasRequested, mutate]);

  const regenerate = () => {
    if (!profile) return;
    setHasRequested(true);
    mutate({ clientId: profile.clientId, request: toRecommendationRequest(profile) });
  };

  const generated = generate.data?.recommendations ?? [];
  const basis = generate.data?.basis;
  const isShowingSamples = generate.isError || (generate.isSuccess && generated.length === 0);
  const recommendations: readonly TherapyRecommendation[] = isShowingSamples
    ? SAMPLE_RECOMMENDATIONS
    : generated;
  return {
    recommendations,
    isShowingSamples,
    basis,
    hasNoBasis: basis !== undefined && basis.concerns.length === 0 && basis.acceptedDiagnoses.length === 0,
    isGenerating: generate.isPending || generate.isIdle,
    canRegenerate: profile !== undefined && !generate.isPending,
    error: generate.error,
    regenerate,
  };
}
