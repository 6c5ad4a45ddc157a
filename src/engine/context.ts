import type { Mention } from './lexicon';
import type { Sentence } from './text';

/**
 * ConText-style modifiers for a mention, from the words around it in its sentence (after Harkema et al.,
 * 2009): negated, uncertain, historical, hypothetical, or about someone other than the client.
 */
export type MentionContext = {
  isNegated: boolean;
  isUncertain: boolean;
  isHistorical: boolean;
  isHypothetical: boolean;
  isOtherPerson: boolean;
};

const WINDOW = 6;

/** Words before a mention that negate it ("I have never hurt myself", "denies SI", "no panic attacks"). */
const PRE_NEGATION = [
  ['no'],
  ['not'],
  ['never'],
  ['none'],
  ['denies'],
  ['denied'],
  ['deny'],
  ['without'],
  ['nor'],
  ['neither'],
  ["don't"],
  ['dont'],
  ["doesn't"],
  ["didn't"],
  ["haven't"],
  ["hasn't"],
  ["hadn't"],
  ["wasn't"],
  ["weren't"],
  ["isn't"],
  ["aren't"],
  ["won't"],
  ["wouldn't"],
  ["can't"],
  ['cannot'],
  ['no', 'longer'],
  ['free', 'of'],
  ['rules', 'out'],
  ['negative', 'for'],
  ['absence', 'of'],
  ['nothing', 'like'],
];
/** Words after a mention that negate it ("thoughts of suicide: denied", "panic attacks, none lately"). */
const POST_NEGATION = [
  ['denied'],
  ['none'],
  ['absent'],
  ['not', 'really'],
  ['not', 'at', 'all'],
  ['ruled', 'out'],
];
/** A clause boundary ends a modifier's reach ("I don't drink but I feel hopeless"). */
const TERMINATORS = new Set([
  'reports',
  'reported',
  'endorses',
  'endorsed',
  'admits',
  'states',
  'says',
  'describes',
  'but',
  'however',
  'although',
  'though',
  'except',
  'yet',
  'which',
  'whereas',
  'still',
  'because',
  'so',
]);
const UNCERTAIN = [
  ['maybe'],
  ['perhaps'],
  ['possibly'],
  ['might'],
  ['not', 'sure'],
  ['unsure'],
  ['wonder', 'if'],
  ['question', 'of'],
  ['could', 'be'],
  ['i', 'guess'],
];
const HISTORICAL = [
  ['used', 'to'],
  ['years', 'ago'],
  ['when', 'i', 'was'],
  ['as', 'a', 'child'],
  ['as', 'a', 'kid'],
  ['in', 'the', 'past'],
  ['history', 'of'],
  ['back', 'in'],
  ['growing', 'up'],
  ['in', 'my', 'teens'],
  ['in', 'college'],
  ['previously'],
  ['once', 'before'],
];
const HYPOTHETICAL = [
  ['if'],
  ['what', 'if'],
  ['in', 'case'],
  ['whether'],
  ['worried', 'that', 'i', 'might'],
  ['afraid', 'i', 'might'],
  ['would', 'i'],
];
const OTHER_PEOPLE = new Set([
  'mother',
  'mom',
  'mum',
  'mummy',
  'father',
  'dad',
  'daddy',
  'sister',
  'brother',
  'wife',
  'husband',
  'partner',
  'girlfriend',
  'boyfriend',
  'son',
  'daughter',
  'friend',
  'friends',
  'grandmother',
  'grandma',
  'grandfather',
  'grandpa',
  'aunt',
  'uncle',
  'cousin',
  'boss',
  'colleague',
  'coworker',
  'roommate',
  'flatmate',
  'parents',
  'family',
  'kids',
  'children',
  'neighbour',
  'neighbor',
  'fiance',
  'fiancée',
  'ex',
  'stepdad',
  'stepmom',
  'stepmum',
  'stepfather',
  'stepmother',
]);
const THIRD_PERSON_SUBJECTS = new Set([
  'he',
  'she',
  'they',
  "he's",
  "she's",
  "they're",
  'his',
  'her',
  'their',
  'him',
  'them',
]);

function endsWithPhrase(words: string[], at: number, phrase: string[]): boolean {
  return phrase.every((word, k) => words[at - phrase.length + 1 + k] === word);
}
function startsWithPhrase(words: string[], at: number, phrase: string[]): boolean {
  return phrase.every((word, k) => words[at + k] === word);
}

/** The tokens before the mention back to the nearest clause boundary, at most WINDOW long. */
function scopeBefore(
  words: string[],
  mentionStart: number,
  breaks: Set<number> = new Set(),
  window = WINDOW,
): { from: number; to: number } {
  let from = mentionStart;
  while (
    from > 0 &&
    mentionStart - from < window &&
    !TERMINATORS.has(words[from - 1] ?? '') &&
    !breaks.has(from)
  )
    from--;
  return { from, to: mentionStart };
}

/** A dictated denial list can run long: "denies any periods of elevated mood, reduced need for sleep or racing thoughts". */
const LIST_WINDOW = 20;

const ABSENCES = new Set(
  'interest energy motivation appetite pleasure joy drive enthusiasm hope desire concentration focus patience confidence friends sleep libido point purpose future will oomph get'.split(
    ' ',
  ),
);

/** Negators that run over a comma-separated list: "denies low mood, poor sleep or worry". */
const LIST_NEGATION = [
  ['denies'],
  ['denied'],
  ['deny'],
  ['negative', 'for'],
  ['without'],
  ['no', 'evidence', 'of'],
  ['nor'],
];

/** Token indices that start a new clause after a comma, semicolon, colon or dash. */
const breaksOf = new WeakMap<Sentence, Set<number>>();
function clauseBreaks(sentence: Sentence): Set<number> {
  let found = breaksOf.get(sentence);
  if (found) return found;
  found = new Set<number>();
  for (let i = 1; i < sentence.tokens.length; i++) {
    const previous = sentence.tokens[i - 1];
    const token = sentence.tokens[i];
    if (!previous || !token) continue;
    const gap = sentence.text.slice(previous.end - sentence.start, token.start - sentence.start);
    if (/[,;:—–]|\s-\s/.test(gap)) found.add(i);
  }
  breaksOf.set(sentence, found);
  return found;
}

function anyPhraseBefore(words: string[], scope: { from: number; to: number }, phrases: string[][]): boolean {
  for (let at = scope.from; at < scope.to; at++)
    if (phrases.some((phrase) => endsWithPhrase(words, at, phrase))) return true;
  return false;
}

/** A sentence's words, once per sentence: a run-on of thousands of words has thousands of mentions. */
const wordsOf = new WeakMap<Sentence, string[]>();

export function contextOf(mention: Mention, sentence: Sentence): MentionContext {
  // In a dictated note "she" and "he" are the client; only a named other person is someone else.
  const isNarrated = sentence.speaker === 'narrator';
  let words = wordsOf.get(sentence);
  if (!words) {
    words = sentence.tokens.map((token) => token.norm);
    wordsOf.set(sentence, words);
  }
  // A comma ends a negation's reach ("no appetite, I feel hopeless"), except a list denial's ("denies A, B or C").
  const before = scopeBefore(words, mention.tokenStart, clauseBreaks(sentence));
  const listScope = scopeBefore(words, mention.tokenStart, new Set(), LIST_WINDOW);
  const after = { from: mention.tokenEnd, to: Math.min(words.length, mention.tokenEnd + 4) };
  const mentionWords = words.slice(mention.tokenStart, mention.tokenEnd);
  // A pattern may itself contain a negation word ("don't want to be here"); only words outside it count.
  // "No energy", "no interest in anything", "can't concentrate": an absence that is itself the symptom.
  const isAbsence =
    (ABSENCES.has(words[mention.tokenStart] ?? '') &&
      ['no', 'zero', 'nil', 'little', 'without'].includes(words[mention.tokenStart - 1] ?? '')) ||
    // A pattern that itself starts with a negation ("no interest in anything") is an absence already.
    ['no', 'not', "can't", 'cannot', "don't", 'never', 'nothing', "couldn't", "won't"].includes(
      words[mention.tokenStart] ?? '',
    );
  const isNegated =
    (!isAbsence && anyPhraseBefore(words, before, PRE_NEGATION)) ||
    anyPhraseBefore(words, listScope, LIST_NEGATION) ||
    POST_NEGATION.some((phrase) => {
      for (let at = after.from; at < after.to; at++) if (startsWithPhrase(words, at, phrase)) return true;
      return false;
    });
  const subjectWords = words.slice(Math.max(0, mention.tokenStart - 8), mention.tokenStart);
  const mentionsClient =
    subjectWords.includes('i') ||
    subjectWords.includes("i'm") ||
    subjectWords.includes('me') ||
    (subjectWords.includes('my') && !subjectWords.some((w) => OTHER_PEOPLE.has(w)));
  const isOtherPerson =
    (subjectWords.some(
      (word, k) =>
        OTHER_PEOPLE.has(word) &&
        (subjectWords[k - 1] === 'my' ||
          subjectWords[k - 1] === 'our' ||
          subjectWords[k - 1] === 'his' ||
          subjectWords[k - 1] === 'her'),
    ) ||
      (!isNarrated && THIRD_PERSON_SUBJECTS.has(subjectWords[0] ?? '') && !subjectWords.includes('i'))) &&
    !mentionWords.includes('my') &&
    !(mentionsClient && !subjectWords.some((w) => OTHER_PEOPLE.has(w)));
  return {
    isNegated,
    isUncertain: anyPhraseBefore(
      words,
      { from: Math.max(0, mention.tokenStart - WINDOW), to: mention.tokenStart },
      UNCERTAIN,
    ),
    isHistorical:
      anyPhraseBefore(
        words,
        { from: Math.max(0, mention.tokenStart - 8), to: mention.tokenStart },
        HISTORICAL,
      ) ||
      words
        .slice(mention.tokenEnd, mention.tokenEnd + 5)
        .some(
          (w, k, rest) =>
            w === 'ago' ||
            (w === 'as' && rest[k + 1] === 'a' && (rest[k + 2] === 'child' || rest[k + 2] === 'kid')),
        ),
    isHypothetical: anyPhraseBefore(
      words,
      { from: Math.max(0, mention.tokenStart - WINDOW), to: mention.tokenStart },
      HYPOTHETICAL,
    ),
    isOtherPerson,
  };
}

/** Answers that deny what the clinician just asked about ("No.", "Never.", "No, nothing like that."). */
const DENIAL_ANSWER =
  /^\s*(no+|nope|nah|never|not really|not at all|no,? never|absolutely not|god,? no|definitely not|i haven't|i have not|i don't|i do not|i wouldn't|i would not|not that i know of|none)\b/i;
/** Answers that confirm it ("Yes.", "Sometimes.", "I have, yeah."). */
const CONFIRM_ANSWER =
  /^\s*(yes|yeah|yep|yup|sometimes|occasionally|a (little|bit)|i have|i do|i did|kind of|sort of|honestly,? yes|maybe a little|more than i'd like)\b/i;

export type Answer = 'denied' | 'confirmed' | 'unclear';

export function classifyAnswer(text: string): Answer {
  if (DENIAL_ANSWER.test(text)) return 'denied';
  if (CONFIRM_ANSWER.test(text)) return 'confirmed';
  return 'unclear';
}
