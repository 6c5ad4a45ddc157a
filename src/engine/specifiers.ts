import type { Diagnosis } from '../knowledge/types';
import type { Analysis } from './analyse';

/**
 * The ICD-10-CM code a diagnosis gets from what the session states: severity, psychotic features, single or
 * recurrent, remission, peripartum onset, presentation or subtype. A specifier nobody stated is never assumed:
 * the code is then the diagnosis's unspecified one.
 */

type Severity = 'mild' | 'moderate' | 'severe' | null;
type Remission = 'partial' | 'full' | null;

const SEVERITY_NEAR = (topic: string) =>
  new RegExp(
    String.raw`\b(mild|moderate|moderately\s+severe|severe|extreme)\b(?:[\s,-]+\w+){0,3}?[\s,-]+(?:${topic})|\b(?:${topic})\w*(?:[\s,:(-]+\w+){0,3}?[\s,:(-]+(mild|moderate|moderately\s+severe|severe|extreme)\b`,
    'i',
  );
const REMISSION = /\bin\s+(?:(early|sustained|partial)|(full))\s+remission\b|\bin\s+remission\b/i;

function severityOf(text: string, topic: string): Severity {
  const match = SEVERITY_NEAR(topic).exec(text);
  const word = (match?.[1] ?? match?.[2] ?? '').toLowerCase();
  if (!word) return null;
  if (word.startsWith('mild')) return 'mild';
  if (word.startsWith('moderate')) return word.includes('severe') ? 'severe' : 'moderate';
  return 'severe';
}

function remissionOf(text: string): Remission {
  const match = REMISSION.exec(text);
  if (!match) return null;
  if (match[2]) return 'full';
  return 'partial';
}

const has = (analysis: Analysis, ...ids: string[]) => ids.some((id) => analysis.present.has(id));
const PSYCHOTIC_FEATURES = /\bwith\s+(?:mood-(?:congruent|incongruent)\s+)?psychotic\s+features\b/i;
const PERIPARTUM =
  /\b(?:peri-?partum|post-?partum|post-?natal|perinatal)\s+(?:onset|depression|depressive)|\bwith\s+(?:peri|post)partum\s+onset\b/i;
const DEPRESSION = String.raw`depress|episode|MDD|major\s+depress`;
const USE = String.raw`use\s+disorder|AUD|OUD|CUD|alcohol|drinking|cannabis|opioid|stimulant|cocaine|meth|sedative|benzo|tobacco|nicotine|dependence|addiction`;

function substanceCode(diagnosis: Diagnosis, text: string): string {
  const [mild, severe, mildRemission, severeRemission] = diagnosis.icd10cm;
  const severity = severityOf(text, USE);
  const remission = remissionOf(text);
  if (remission) return (severity === 'mild' ? mildRemission : severeRemission) ?? diagnosis.icd10cm[0] ?? '';
  if (severity === 'mild') return mild ?? '';
  if (severity === 'moderate' || severity === 'severe') return severe ?? '';
  return diagnosis.icd10cm[0] ?? '';
}

export function codeFor(diagnosis: Diagnosis, analysis: Analysis): string {
  const text = analysis.document.text;
  const codes = diagnosis.icd10cm;
  const first = codes[0] ?? '';
  switch (diagnosis.id) {
    case 'mdd-single-episode':
    case 'mdd-recurrent': {
      const recurrent = diagnosis.id === 'mdd-recurrent';
      const base = recurrent ? 'F33' : 'F32';
      if (!recurrent && PERIPARTUM.test(text)) return 'F53.0';
      const remission = remissionOf(text);
      if (remission)
        return recurrent
          ? remission === 'full'
            ? 'F33.42'
            : 'F33.41'
          : remission === 'full'
            ? 'F32.5'
            : 'F32.4';
      if (PSYCHOTIC_FEATURES.test(text)) return `${base}.3`;
      const severity = severityOf(text, DEPRESSION);
      if (severity === 'mild') return `${base}.0`;
      if (severity === 'moderate') return `${base}.1`;
      if (severity === 'severe') return `${base}.2`;
      return `${base}.9`;
    }
    case 'bipolar-i': {
      const remission = remissionOf(text);
      if (remission) return remission === 'full' ? 'F31.74' : 'F31.73';
      const depressed = /\bcurrent(?:ly)?\s+(?:episode\s+)?depress|\bdepressive\s+episode\b.*\bcurrent/i.test(
        text,
      );
      const psychotic = PSYCHOTIC_FEATURES.test(text);
      const severity = severityOf(text, String.raw`mani|episode|bipolar|depress`);
      if (depressed) {
        if (psychotic) return 'F31.5';
        if (severity === 'severe') return 'F31.4';
        if (severity === 'moderate') return 'F31.32';
        if (severity === 'mild') return 'F31.31';
        return 'F31.9';
      }
      if (/\bcurrent(?:ly)?\s+(?:episode\s+)?(?:manic|mania)|\bmanic\s+episode\b/i.test(text)) {
        if (psychotic) return 'F31.2';
        if (severity === 'severe') return 'F31.13';
        if (severity === 'moderate') return 'F31.12';
        if (severity === 'mild') return 'F31.11';
      }
      if (/\bcurrent(?:ly)?\s+(?:episode\s+)?hypomani/i.test(text)) return 'F31.0';
      return 'F31.9';
    }
    case 'ptsd': {
      if (/\bchronic\s+(?:ptsd|post-?traumatic)|\bptsd,?\s+chronic\b/i.test(text)) return 'F43.12';
      if (/\bacute\s+(?:ptsd|post-?traumatic)|\bptsd,?\s+acute\b/i.test(text)) return 'F43.11';
      return 'F43.10';
    }
    case 'alcohol-use-disorder':
    case 'cannabis-use-disorder':
    case 'opioid-use-disorder':
    case 'sedative-use-disorder':
      return substanceCode(diagnosis, text);
    case 'stimulant-use-disorder': {
      const cocaine = /\b(?:cocaine|coke|crack)\b/i.test(text);
      const code = substanceCode(diagnosis, text);
      return cocaine ? code.replace('F15', 'F14') : code;
    }
    case 'tobacco-use-disorder': {
      if (remissionOf(text)) return 'F17.211';
      if (/\b(?:cigarettes?|smok\w*|fags?|ciggies?)\b/i.test(text)) return 'F17.210';
      if (/\b(?:chew\w*|snus|dip)\b/i.test(text)) return 'F17.220';
      return 'F17.200';
    }
    case 'adhd': {
      if (/\bcombined\s+(?:type|presentation)\b/i.test(text)) return 'F90.2';
      if (/\b(?:predominantly\s+)?inattentive\s+(?:type|presentation)\b/i.test(text)) return 'F90.0';
      if (/\b(?:predominantly\s+)?hyperactive(?:-impulsive)?\s+(?:type|presentation)\b/i.test(text))
        return 'F90.1';
      return 'F90.9';
    }
    case 'anorexia-nervosa': {
      const purging = /\bbinge[-\s]?(?:eating\/)?purg\w*\s+(?:type|subtype)\b/i.test(text);
      const restricting = /\brestricting\s+(?:type|subtype)\b/i.test(text);
      if (!purging && !restricting) return 'F50.00';
      const severity = severityOf(text, String.raw`anorexi|restrict|type|subtype`);
      const digit = remissionOf(text)
        ? '4'
        : severity === 'mild'
          ? '0'
          : severity === 'moderate'
            ? '1'
            : severity === 'severe'
              ? '2'
              : '9';
      return `${purging ? 'F50.02' : 'F50.01'}${digit}`;
    }
    case 'bulimia-nervosa': {
      if (remissionOf(text)) return 'F50.25';
      const severity = severityOf(text, String.raw`bulimi|purg|binge`);
      return severity === 'mild'
        ? 'F50.21'
        : severity === 'moderate'
          ? 'F50.22'
          : severity === 'severe'
            ? 'F50.23'
            : 'F50.20';
    }
    case 'binge-eating-disorder': {
      if (remissionOf(text)) return 'F50.814';
      const severity = severityOf(text, String.raw`binge`);
      return severity === 'mild'
        ? 'F50.810'
        : severity === 'moderate'
          ? 'F50.811'
          : severity === 'severe'
            ? 'F50.812'
            : 'F50.819';
    }
    case 'agoraphobia':
      return has(analysis, 'panic-attack', 'unexpected-panic') ? 'F40.01' : 'F40.00';
    case 'social-anxiety-disorder':
      return /\bgenerali[sz]ed\s+(?:type|social)\b/i.test(text) ? 'F40.11' : 'F40.10';
    case 'ocd':
      return has(
        analysis,
        'obsessions',
        'taboo-intrusive-thoughts',
        'contamination-fear',
        'symmetry-ordering',
      ) &&
        has(analysis, 'compulsions', 'checking', 'excessive-washing', 'mental-rituals', 'reassurance-seeking')
        ? 'F42.2'
        : 'F42.9';
    case 'conversion-disorder': {
      const kinds = [
        has(analysis, 'functional-weakness', 'functional-movement-symptoms', 'functional-speech-loss'),
        has(analysis, 'non-epileptic-seizures'),
        has(analysis, 'functional-sensory-loss'),
      ].filter(Boolean).length;
      if (kinds > 1) return 'F44.7';
      if (has(analysis, 'non-epileptic-seizures')) return 'F44.5';
      if (has(analysis, 'functional-sensory-loss')) return 'F44.6';
      return 'F44.4';
    }
    case 'schizoaffective-disorder':
      if (/\bbipolar\s+type\b/i.test(text)) return 'F25.0';
      if (/\bdepressive\s+type\b/i.test(text)) return 'F25.1';
      return 'F25.9';
    default:
      return first;
  }
}
