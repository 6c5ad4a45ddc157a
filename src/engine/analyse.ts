import { CONCEPTS, CONCEPTS_BY_ID } from '../knowledge/index';
import type { Concept } from '../knowledge/types';
import type { EvidenceSpan } from '../contract/generation';
import { guessConcepts, spokenAs, type SpokenAs } from './concept-model';
import { classifyAnswer, contextOf, type MentionContext } from './context';
import { featuresOf } from './features';
import { RISK_AREA_CONCEPTS } from './risk-language';
import { findDurations, type DurationMention } from './durations';
import { buildLexicon, type Mention } from './lexicon';
import { parseDocument, type Document, type Sentence } from './text';
import { wordTable } from './word-table';

export type FindingStatus = 'present' | 'denied' | 'historical' | 'hypothetical' | 'other-person';

/** One concept mention, read in context, attributed to the client (or the narrator's report of them). */
export type Finding = {
  conceptId: string;
  concept: Concept;
  status: FindingStatus;
  isUncertain: boolean;
  sentenceIndex: number;
  /** What was said: the mention's sentence, or for a question–answer, the question and the answer. */
  evidence: EvidenceSpan[];
  mention: Mention;
  /** `lexicon`: one of the concept's patterns matched; `classifier`: the concept model read the sentence as it. */
  source: 'lexicon' | 'classifier';
};

export type Analysis = {
  document: Document;
  findings: Finding[];
  durations: DurationMention[];
  /** Concepts with at least one finding of status present (or historical, for history concepts). */
  present: Map<string, Finding[]>;
  denied: Map<string, Finding[]>;
  /** Classifier features of the texts already read, so the risk screen does not build them twice. */
  featureCache: Map<string, string[]>;
};

let builtLexicon: ReturnType<typeof buildLexicon> | undefined;

/** Compiled on the first analysis, not when the server starts (it takes about a tenth of a second). */
function lexicon(): ReturnType<typeof buildLexicon> {
  builtLexicon ??= buildLexicon(CONCEPTS);
  return builtLexicon;
}

export const span = (text: string, start: number, end: number): EvidenceSpan => ({
  start,
  end,
  text: text.slice(start, end),
});
const sentenceSpan = (text: string, sentence: Sentence) => span(text, sentence.start, sentence.end);

function statusOf(context: MentionContext): FindingStatus {
  if (context.isOtherPerson) return 'other-person';
  if (context.isNegated) return 'denied';
  if (context.isHypothetical) return 'hypothetical';
  if (context.isHistorical) return 'historical';
  return 'present';
}

/** The first sentence the client says after the clinician's turn that holds `sentence`. */
function answerTo(sentences: Sentence[], questionIndex: number): Sentence | undefined {
  const question = sentences[questionIndex];
  if (!question) return undefined;
  for (let i = questionIndex + 1; i < sentences.length; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.turn === question.turn) continue;
    return next.speaker === 'client' ? next : undefined;
  }
  return undefined;
}

/**
 * A clinician's sentence puts its topic to the client when it is a question, or when the same turn goes on to
 * ask one ("…thoughts of ending their life. Has anything like that come up?").
 */
function asksInTurn(sentences: Sentence[], index: number): boolean {
  const sentence = sentences[index];
  if (!sentence) return false;
  for (let i = index; i < sentences.length; i++) {
    const next = sentences[i];
    if (!next || next.turn !== sentence.turn) return false;
    if (next.isQuestion) return true;
  }
  return false;
}

/** A clinician asks in the second person; the lexicon speaks in the first ("thoughts of killing yourself"). */
const SECOND_TO_FIRST = wordTable<string>({
  you: 'i',
  your: 'my',
  yourself: 'myself',
  "you're": "i'm",
  "you've": "i've",
  "you'd": "i'd",
  "you'll": "i'll",
  yours: 'mine',
  are: 'am',
  // "People sometimes have thoughts of ending their life. Has anything like that come up?" asks the client.
  they: 'i',
  their: 'my',
  them: 'me',
  themselves: 'myself',
});

function asClientWouldSay(sentence: Sentence): Sentence {
  return {
    ...sentence,
    tokens: sentence.tokens.map((token) => ({ ...token, norm: SECOND_TO_FIRST[token.norm] ?? token.norm })),
  };
}

const STATUS_OF: Record<SpokenAs, FindingStatus> = {
  present: 'present',
  negated: 'denied',
  historical: 'historical',
  hypothetical: 'hypothetical',
  other_person: 'other-person',
};
const PIECE_WORDS = 30;

/** A sentence, or 30-word pieces of a long run-on, as the concept model was trained on short utterances. */
function piecesOf(
  sentence: Sentence,
): { start: number; end: number; text: string; tokenStart: number; tokenEnd: number }[] {
  const tokens = sentence.tokens;
  if (tokens.length < 3) return [];
  const pieces = [];
  for (let from = 0; from < tokens.length; from += PIECE_WORDS) {
    const to = Math.min(tokens.length, from + PIECE_WORDS);
    const first = tokens[from];
    const last = tokens[to - 1];
    if (!first || !last || to - from < 3) continue;
    pieces.push({
      start: first.start,
      end: last.end,
      text: sentence.text.slice(first.start - sentence.start, last.end - sentence.start),
      tokenStart: from,
      tokenEnd: to,
    });
  }
  return pieces;
}

export function analyse(text: string, now: Date = new Date()): Analysis {
  const document = parseDocument(text);
  const findings: Finding[] = [];
  const featureCache = new Map<string, string[]>();
  document.sentences.forEach((sentence, sentenceIndex) => {
    // A relative's account is collateral history: never the client's own symptom or quote.
    if (sentence.speaker === 'informant') return;
    const before = findings.length;
    const readable = sentence.speaker === 'clinician' ? asClientWouldSay(sentence) : sentence;
    for (const mention of lexicon().find(readable, sentenceIndex, text)) {
      const concept = CONCEPTS_BY_ID.get(mention.conceptId);
      if (!concept) continue;
      if (sentence.speaker === 'clinician') {
        // The clinician's words are not the client's symptoms; a question counts through its answer.
        if (!asksInTurn(document.sentences, sentenceIndex)) continue;
        const answer = answerTo(document.sentences, sentenceIndex);
        if (!answer) continue;
        const verdict = classifyAnswer(answer.text);
        if (verdict === 'unclear') continue;
        findings.push({
          conceptId: concept.id,
          concept,
          status: verdict === 'denied' ? 'denied' : 'present',
          isUncertain: false,
          sentenceIndex: document.sentences.indexOf(answer),
          evidence: [sentenceSpan(text, sentence), sentenceSpan(text, answer)],
          mention,
          source: 'lexicon',
        });
        continue;
      }
      const context = contextOf(mention, sentence);
      findings.push({
        conceptId: concept.id,
        concept,
        status: statusOf(context),
        isUncertain: context.isUncertain,
        sentenceIndex,
        evidence: [sentenceSpan(text, sentence)],
        mention,
        source: 'lexicon',
      });
    }
    if (sentence.speaker === 'clinician') return;
    // Paraphrase the patterns missed: the concept model's confident reading of a client sentence the lexicon
    // found nothing in.
    if (findings.length > before) return;
    const found = new Set<string>();
    for (const piece of piecesOf(sentence)) {
      const features = featuresOf(piece.text);
      featureCache.set(piece.text, features);
      const guesses = guessConcepts(features).filter(
        (g) => !found.has(g.conceptId) && !RISK_AREA_CONCEPTS.has(g.conceptId),
      );
      if (guesses.length === 0) continue;
      const status = STATUS_OF[spokenAs(features)];
      for (const guess of guesses) {
        const concept = CONCEPTS_BY_ID.get(guess.conceptId);
        if (!concept) continue;
        found.add(concept.id);
        findings.push({
          conceptId: concept.id,
          concept,
          status,
          isUncertain: guess.probability < 0.8,
          sentenceIndex,
          evidence: [span(text, piece.start, piece.end)],
          mention: {
            conceptId: concept.id,
            sentenceIndex,
            tokenStart: piece.tokenStart,
            tokenEnd: piece.tokenEnd,
            start: piece.start,
            end: piece.end,
            text: text.slice(piece.start, piece.end),
          },
          source: 'classifier',
        });
      }
    }
  });

  const clientSpeech = document.sentences.filter((s) => s.speaker !== 'clinician');
  const durations = findDurations(text, now).filter((d) =>
    clientSpeech.some((s) => d.start >= s.start && d.end <= s.end),
  );

  const present = new Map<string, Finding[]>();
  const denied = new Map<string, Finding[]>();
  for (const finding of findings) {
    const counts =
      finding.status === 'present' ||
      (finding.status === 'historical' && finding.concept.category === 'history');
    if (counts) present.set(finding.conceptId, [...(present.get(finding.conceptId) ?? []), finding]);
    if (finding.status === 'denied')
      denied.set(finding.conceptId, [...(denied.get(finding.conceptId) ?? []), finding]);
  }
  return { document, findings, durations, present, denied, featureCache };
}
