import { readModel } from '../knowledge/models';
import { compileLinear, scoreLinear, type CompiledLinear, type LinearModel } from './features';
import type { RiskArea } from './risk-language';

/**
 * The risk classifier: a logistic model per area over word n-grams, trained by `npm run train` on the labelled
 * corpus in src/knowledge/corpus (see docs/decisions/005-risk-screen-and-classifier.md). It reads paraphrase the
 * risk patterns miss; its thresholds were chosen on the second round of tuning data (bench/eval/tuning-*), trading a little recall against false alarms; at 0.5 the corpus validation split shows about 90% precision for suicidal wording.
 */
let riskModel: CompiledLinear | undefined;

/** Read on the first risk screen. */
function model(): CompiledLinear {
  riskModel ??= compileLinear(readModel('risk-model') as LinearModel);
  return riskModel;
}

/** present: a disclosure beside a word that can carry risk; confident: a disclosure on its own; review: listed. */
export const RISK_MODEL_THRESHOLDS = { confident: 0.85, present: 0.5, review: 0.35 } as const;

export function scoreRiskText(text: string, features?: string[]): Record<RiskArea, number> {
  const [suicidal = 0, selfHarm = 0, harmToOthers = 0] = scoreLinear(model(), features ?? text);
  return { suicidal, selfHarm, harmToOthers };
}
