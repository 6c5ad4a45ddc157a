import { span, type Analysis } from './analyse';
import type { EvidenceSpan } from '../contract/generation';
import { stem } from './features';

/**
 * Themes in the session's own words, for a session whose content the clinical lexicon does not cover (a job loss,
 * a move, a dispute with a landlord): the content words the client returns to most, each with where it was first
 * said. Nothing here is canned; every theme is a word of the transcript.
 */

/** Function words, fillers and talk about the talk, which say nothing about what the session was about. */
const STOP_WORDS = new Set(
  (
    'about above after again against also always anyway around away back because been before being below ' +
    'between both cannot could dear does doing done down during each either else enough even ever every ' +
    'from further gets getting going gone gonna good got gotta have having here hers herself himself ' +
    'into itself just keep kind know knew last like little look lots made make makes making many maybe mean ' +
    'means might mine more most much must myself need needs never next nothing okay once only other ' +
    'others ours ourselves over own pretty quite rather really right said same saying says seem seems ' +
    'should since some something sometimes sort still such sure take tell telling than thank thanks that ' +
    'their theirs them themselves then there these they thing things think thinking this those though ' +
    'thought through told too toward under until upon very want wanted wants well went were what whatever ' +
    'when where whether which while will with within without would yeah yes your yours yourself ' +
    'actually anything everything someone somebody anyone everyone stuff basically literally probably ' +
    'guess feel feels feeling felt hmm mhm uh-huh alright today week weeks time times year years ' +
    'session sessions talk talked talking tell come came comes coming doesn didn isn wasn aren weren ' +
    "don't didn't doesn't isn't wasn't can't couldn't won't wouldn't i'm i've i'd i'll you're it's that's " +
    "there's they're we're let's what's"
  ).split(' '),
);

const MIN_LENGTH = 4;

export type WordTheme = { theme: string; count: number; evidence: EvidenceSpan };

/**
 * The `limit` content words said most often by the client (by everyone, in a transcript without speakers), counted
 * by stem so "sleep", "sleeping" and "slept" are one theme, shown in the form used most. Words said once count
 * only when nothing is said twice.
 */
export function sessionWordThemes(analysis: Analysis, limit: number): WordTheme[] {
  const { sentences, text } = analysis.document;
  const fromClient = sentences.filter((s) => s.speaker !== 'clinician');
  const source = fromClient.length > 0 ? fromClient : sentences;
  const byStem = new Map<
    string,
    { count: number; first: number; forms: Map<string, number>; evidence: EvidenceSpan }
  >();
  let order = 0;
  for (const sentence of source) {
    for (const token of sentence.tokens) {
      const word = token.norm;
      if (word.length < MIN_LENGTH || STOP_WORDS.has(word) || !/^[a-z][a-z'-]*$/.test(word)) continue;
      const key = stem(word);
      let entry = byStem.get(key);
      if (!entry) {
        entry = {
          count: 0,
          first: order++,
          forms: new Map(),
          evidence: span(text, sentence.start, sentence.end),
        };
        byStem.set(key, entry);
      }
      entry.count++;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
    }
  }
  const ranked = [...byStem.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const repeated = ranked.filter((entry) => entry.count >= 2);
  return (repeated.length > 0 ? repeated : ranked).slice(0, limit).map((entry) => {
    const [form = ''] = [...entry.forms.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    return {
      theme: form.charAt(0).toUpperCase() + form.slice(1),
      count: entry.count,
      evidence: entry.evidence,
    };
  });
}
