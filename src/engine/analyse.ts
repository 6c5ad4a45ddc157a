import { CONCEPTS, CONCEPTS_BY_ID } from '../knowledge/index';
import type { Concept } from '../knowledge/types';
import type { EvidenceSpan } from '../contract/generation';
import { classifyAnswer, contextOf, type MentionContext } from './context';
import { findDurations, type DurationMention } from './durations';
import { buildLexicon, type Mention } from './lexicon';
import { parseDocument, type Document, type Sentence } from './text';

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
};

export type Analysis = {
  document: Document;
  findings: Finding[];
  durations: DurationMention[];
  /** Concepts with at least one finding of status present (or historical, for history concepts). */
  present: Map<string, Finding[]>;
  denied: Map<string, Finding[]>;
};

const lexicon = buildLexicon(CONCEPTS);

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
const SECOND_TO_FIRST: Record<string, string> = {
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
};

function asClientWouldSay(sentence: Sentence): Sentence {
  return {
    ...sentence,
    tokens: sentence.tokens.map((token) => ({ ...token, norm: SECOND_TO_FIRST[token.norm] ?? token.norm })),
  };
}

export function analyse(text: string, now: Date = new Date()): Analysis {
  const document = parseDocument(text);
  const findings: Finding[] = [];
  document.sentences.forEach((sentence, sentenceIndex) => {
    const readable = sentence.speaker === 'clinician' ? asClientWouldSay(sentence) : sentence;
    for (const mention of lexicon.find(readable, sentenceIndex, text)) {
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
      });
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
  return { document, findings, durations, present, denied };
}
