import type { Analysis } from './analyse';
import type { DurationMention } from './durations';
import type { Sentence } from './text';

/**
 * Which of the durations a session mentions belongs to the current episode. The longest is usually not it: "I've
 * had migraines since I was twelve", "my first episode was ten years ago", "she had cancer two years ago" and "see
 * you in three months" are all longer or louder than "about five weeks now". A mention scores for answering a
 * question about how long or since when, for saying the problem is ongoing, and for sitting beside a symptom the
 * client has now; it loses for a past episode, someone else, a frequency ("twice a day") or a future date.
 */
const ASKS_HOW_LONG =
  /\b(how long|since when|when did (it|this|that|they|these|things|you)\b[^?]*\b(start|begin|began|notice|first)|when (it|this|that) (started|began)|how far back|when was the (first|last) time you felt (ok|okay|well|right))/i;
const ONGOING =
  /\b(since|for the (past|last)|(the )?(past|last) (few )?\w+|now|been|started|starting|began|begun|first noticed|ongoing|going on|these days|lately|recently|this time)\b/i;
const PAST_EPISODE =
  /\b(when i was|back (then|in|when)|used to|at the time|that time|last time|first time|previous(ly)?|before that|at (uni|university|college|school)|in (19|20)\d\d|as a (child|kid|teenager)|years back|was well for|been well for|gone in|it lifted|got better)\b/i;
const SOMEONE_ELSE =
  /^(\W*)(my |our |his |her |their )?(mum|mom|mother|dad|father|wife|husband|partner|son|daughter|sister|brother|grand\w+|aunt|uncle|friend|boss|colleague|she|he|they)\b(?! (says|said|thinks|noticed) (i|you)\b)/i;
const FREQUENCY_BEFORE = /\b(times?|twice|once|thrice|\d+\s*x|per|every|an?)\s*$/i;
const FUTURE_BEFORE = /\b(in|within|next|for another|another|see you in|review in|back in)\s*$/i;
/** "a week" on its own is a rate ("four nights a week"); "for a week", "the last week" are durations. */
const BARE_UNIT = /^(a|an|one|per)\s+(day|night|week|fortnight|month)$/i;
const LASTING_BEFORE =
  /\b(for|about|over|around|nearly|almost|the (past|last)|in the (past|last)|within)\s*$/i;
const DATE_OF_NOW = /\b(now|so far|and counting)\b/i;

function sentenceAt(sentences: Sentence[], at: number): number {
  return sentences.findIndex((s) => at >= s.start && at < s.end);
}

/** The question just before a client's sentence, if the clinician asked one in the turn before. */
function questionBefore(sentences: Sentence[], index: number): Sentence | undefined {
  const here = sentences[index];
  if (!here) return undefined;
  for (let i = index - 1; i >= 0 && i >= index - 6; i--) {
    const s = sentences[i];
    if (!s) break;
    if (s.turn === here.turn) continue;
    if (s.speaker === 'clinician') return s.isQuestion || /\?/.test(s.text) ? s : undefined;
    return undefined;
  }
  return undefined;
}

export function scoreDuration(analysis: Analysis, mention: DurationMention): number {
  const { text, sentences } = analysis.document;
  const index = sentenceAt(sentences, mention.start);
  const sentence = sentences[index];
  if (!sentence) return 0;
  const before = text.slice(Math.max(sentence.start, mention.start - 24), mention.start);
  const isRate =
    FREQUENCY_BEFORE.test(before) || (BARE_UNIT.test(mention.text) && !LASTING_BEFORE.test(before));
  if (isRate && (mention.days ?? 0) <= 31) return -5;
  if (FUTURE_BEFORE.test(before)) return -5;
  let score = 0;
  const turnStart = sentences.findIndex((s) => s.turn === sentence.turn);
  const question = questionBefore(sentences, turnStart >= 0 ? turnStart : index);
  if (question && ASKS_HOW_LONG.test(question.text))
    score += index === turnStart ? 3 : index - turnStart === 1 ? 1 : 0;
  if (ONGOING.test(sentence.text)) score += 1;
  if (DATE_OF_NOW.test(text.slice(mention.end, mention.end + 12))) score += 1;
  const symptomsHere = analysis.findings.some(
    (f) =>
      f.status === 'present' &&
      f.sentenceIndex === index &&
      f.concept.category !== 'stressor' &&
      f.concept.category !== 'history',
  );
  if (symptomsHere) score += 1;
  if (PAST_EPISODE.test(sentence.text)) score -= 2;
  if (/\bago\b/i.test(mention.text) && !/\b(start|began|begun|since|first)/i.test(sentence.text)) score -= 1;
  if (SOMEONE_ELSE.test(sentence.text)) score -= 2;
  return score;
}

/** The durations best first: by score, then the earlier mention (the history of the problem comes first). */
export function rankDurations(analysis: Analysis): DurationMention[] {
  const scored = analysis.durations.map((d) => ({ d, score: scoreDuration(analysis, d) }));
  return scored.sort((a, b) => b.score - a.score || a.d.start - b.d.start).map(({ d }) => d);
}
