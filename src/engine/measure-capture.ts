import type { EvidenceSpan } from '../contract/generation';
import { INSTRUMENT_DEFINITIONS, severityOf, type Instrument, type Severity } from '../contract/instruments';
import { parseDocument } from './text';
import { CARDINALS } from './number-words';
import { wordTable } from './word-table';

/** A PHQ-9 or GAD-7 total stated in a transcript, with the sentence that states it. */
export type StatedScore = {
  instrument: Instrument;
  total: number;
  severity: Severity;
  evidence: EvidenceSpan;
};

const NUMBER_WORDS = wordTable<number>(CARDINALS);
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
/** A number as said or typed: digits, or words up to "twenty-nine" ("twenty seven", "twenty-seven"). */
const NUMBER = `(?:\\d{1,3}|twenty(?:[\\s-](?:${UNITS}))?|${Object.keys(NUMBER_WORDS).join('|')})`;

function numberValue(text: string): number | undefined {
  const said = text.toLowerCase().trim();
  if (/^\d+$/.test(said)) return Number(said);
  const [tens, unit] = said.split(/[\s-]+/);
  const value = NUMBER_WORDS[tens ?? ''];
  if (value === undefined) return undefined;
  return unit ? value + (NUMBER_WORDS[unit] ?? Number.NaN) : value;
}

/** "PHQ-9", "PHQ 9", "phq9", "phq nine", "GAD-7", "GAD 7", "gad seven" — never the two-item PHQ-2 or GAD-2. */
const INSTRUMENT = '(?<name>phq[\\s-]?(?:9|nine)|gad[\\s-]?(?:7|seven))(?![\\w-])';
/** Words a statement of the score runs through between the name and the number ("score today was"). */
const FILLER = "(?:[a-z'’]+\\s+){0,4}?";
const LINK =
  '(?:was|is|were|came\\s+(?:back|in|out)(?:\\s+at)?|of|at|totall?ed|total(?:\\s+of)?|=|:|-|—|scored?|results?(?:\\s+(?:was|of|is))?)';
/** What may not follow the number: a unit of time or a share ("in 2 weeks", "50%"), which is not a total. */
const NOT_A_TOTAL =
  '(?!\\s*(?:%|percent|weeks?|days?|months?|years?|minutes?|hours?|times|sessions?|items?))';

/** "my PHQ-9 was 18", "GAD 7 of 9", "phq nine score was twenty", "PHQ-9: 14". */
const NAME_THEN_NUMBER = new RegExp(
  `${INSTRUMENT}\\s*(?:${FILLER})${LINK}\\s*(?:a|an|about|around|roughly)?\\s*(?<number>${NUMBER})\\b${NOT_A_TOTAL}`,
  'gi',
);
/** "she scored 12 on the GAD-7", "a 15 on her PHQ-9", "18 points on the PHQ 9". */
const NUMBER_THEN_NAME = new RegExp(
  `(?<!item\\s|question\\s)\\b(?<number>${NUMBER})(?:\\s+points?)?\\s+on\\s+(?:the|her|his|their|my|your|a|today's|this)?\\s*${INSTRUMENT}`,
  'gi',
);
/** The number belongs to an item or question ("PHQ-9 item 9 was 2"), not the total. */
const ITEM_REFERENCE = /\b(?:item|question|q)\s*$/i;

function instrumentOf(name: string): Instrument {
  return name.toLowerCase().startsWith('phq') ? 'phq9' : 'gad7';
}

/**
 * PHQ-9 and GAD-7 totals stated in a transcript. Each is read from one sentence and kept only when the number is
 * a total the instrument can produce; a mention without a number ("we'll do a PHQ-9 next time") states nothing.
 */
export function findStatedScores(text: string): StatedScore[] {
  const found: StatedScore[] = [];
  const seen = new Set<string>();
  for (const sentence of parseDocument(text).sentences) {
    const sentenceText = text.slice(sentence.start, sentence.end);
    const evidence: EvidenceSpan = { start: sentence.start, end: sentence.end, text: sentenceText };
    for (const pattern of [NAME_THEN_NUMBER, NUMBER_THEN_NAME]) {
      for (const match of sentenceText.matchAll(pattern)) {
        const name = match.groups?.name;
        const said = match.groups?.number;
        if (!name || !said) continue;
        const numberAt = match.index + match[0].toLowerCase().lastIndexOf(said.toLowerCase());
        if (pattern === NAME_THEN_NUMBER && ITEM_REFERENCE.test(sentenceText.slice(0, numberAt))) continue;
        const instrument = instrumentOf(name);
        const total = numberValue(said);
        if (total === undefined || total > INSTRUMENT_DEFINITIONS[instrument].maxTotal) continue;
        const severity = severityOf(instrument, total);
        if (!severity) continue;
        const key = `${instrument}:${total}:${sentence.start}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ instrument, total, severity, evidence });
      }
    }
  }
  return found;
}
