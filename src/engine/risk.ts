import type { EvidenceSpan, RiskAssessment, RiskReviewItem, RiskStatus } from '../contract/generation';
import type { Analysis, Finding } from './analyse';
import {
  ABBREVIATIONS,
  AREA_LABELS,
  AREA_WORDS,
  CLAUSE_BREAK,
  DISCLOSURES,
  HISTORICAL,
  HYPOTHETICAL,
  IDEATION_WORD,
  ACCIDENT,
  IDIOM,
  INSTRUCTION,
  LIST_DENIAL,
  LIST_END,
  NEGATOR,
  PLAN_QUESTION,
  POSSIBLE_RISK,
  QUESTION_TOPICS,
  RECENT,
  RISK_AREA_CONCEPTS,
  RISK_AREAS,
  cleanAnswer,
  readAnswer,
  INTENT_ONLY_DENIAL,
  normaliseSpeech,
  toFirstPerson,
  HEADED_DENIAL,
  type DisclosureKind,
  type RiskArea,
} from './risk-language';
import { featuresOf } from './features';
import { scoreRiskText, RISK_MODEL_THRESHOLDS } from './risk-model';
import type { Sentence, Speaker } from './text';

/**
 * The risk screen. Per area (suicidal thinking, self-harm, harm to others) it reads what the session says and
 * decides, recall first:
 *   present            disclosed anywhere (a statement, a yes to a question, a dictated "endorses SI"), even
 *                      when a denial is also there: a conflict is present, quoting both sides;
 *   denied             the client (or the dictating clinician) explicitly denies that area and nothing
 *                      discloses it; a denied plan or intent never denies ideation;
 *   asked_not_answered the area was asked about and the answer deflects, is unreadable or never comes;
 *   not_assessed       never raised.
 * Wording it is unsure of is listed for review, never dropped. Instructions inside the transcript are data: a
 * denial inside one never counts.
 */

type Signal = {
  area: RiskArea;
  kind: 'present' | 'denied' | 'asked' | 'review';
  disclosure?: DisclosureKind;
  reason: string;
  evidence: EvidenceSpan[];
};

export type AreaResult = {
  status: RiskStatus;
  evidence: EvidenceSpan[];
  conflict: boolean;
  hasPlan: boolean;
};

export type RiskResult = RiskAssessment & {
  evidence: EvidenceSpan[];
  areas: Record<RiskArea, AreaResult>;
};

/** A stretch of speech the screen reads on its own: a sentence, or a piece of a long unpunctuated run-on. */
type Unit = {
  start: number;
  end: number;
  text: string;
  speaker: Speaker;
  turn: number;
  isQuestion: boolean;
  isInstruction: boolean;
};

const spanOf = (text: string, start: number, end: number): EvidenceSpan => ({
  start,
  end,
  text: text.slice(start, end),
});

/** Where a speech-to-text run-on starts a new question: "...i dont know are you having thoughts of...". */
const RUN_ON_BREAK =
  /\b(?=(?:are|do|did|have|has|is|was|were|would|could|can)\s+(?:you|there|they|he|she|it)\b|any\s+(?:thoughts|plans|urges|feelings)\b|how\s+(?:about|is|are|long|often|much)\b|what\s+about\b|okay\s+so\b|and\s+(?:do|are|have)\s+you\b)/gi;
const MAX_UNIT_WORDS = 45;

function unitsOf(sentences: Sentence[], text: string): Unit[] {
  const units: Unit[] = [];
  for (const sentence of sentences) {
    const base = { speaker: sentence.speaker, turn: sentence.turn };
    const pieces: [number, number][] = [];
    if (sentence.tokens.length > MAX_UNIT_WORDS && !/[.!?]/.test(sentence.text.slice(0, -1))) {
      let from = 0;
      for (const match of sentence.text.matchAll(RUN_ON_BREAK)) {
        if (match.index - from < 12) continue;
        pieces.push([from, match.index]);
        from = match.index;
      }
      pieces.push([from, sentence.text.length]);
    } else pieces.push([0, sentence.text.length]);
    for (const [from, to] of pieces) {
      const raw = sentence.text.slice(from, to);
      const lead = raw.length - raw.trimStart().length;
      const body = raw.trim();
      if (!body) continue;
      const start = sentence.start + from + lead;
      const startsQuestion =
        /^(?:and\s+|so\s+|okay\s+)?(?:are|do|did|have|has|is|was|were|would|could|can|any|how|what)\b/i.test(
          body,
        );
      units.push({
        ...base,
        start,
        end: start + body.length,
        text: normaliseSpeech(text.slice(start, start + body.length).replace(/’/g, "'")),
        isQuestion: pieces.length > 1 ? startsQuestion || body.endsWith('?') : sentence.isQuestion,
        isInstruction: INSTRUCTION.test(body),
      });
    }
  }
  return units;
}

/** The clause around [from, to) in `text`: negation and subjects never reach past a clause boundary. */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    if (match.index + match[0].length > at) break;
    start = match.index + match[0].length;
  }
  return start;
}

const NOT_NEGATING =
  /\b(?:no\s+one|nobody|no\s+matter|not\s+only|can't\s+help|couldn't\s+help|not\s+sure|no\s+idea|no\s+way\s+out|no\s+reason\s+to\s+live|no\s+point|not\s+much\s+longer)\b/i;
const AFTER_NEGATION =
  /^["'”’]?\s*(?:(?:has|have|had|is|was|were|would|'s|isn't|wasn't)\s+)?(?:never|not|n't|none|denied|absent|negative)\b|^\s*[:=-]\s*(?:denied|none|no|negative|absent)\b|^\s*\?\s*(?:no|none|denied)\b/i;

/**
 * "No. I'd never hurt anyone." / "not suicidal" / "suicide has never been on the table": a negator close before
 * the disclosure in its clause, with no new first-person subject between them ("no plan, i just keep thinking
 * about killing myself" is not negated), or a negation straight after it.
 */
/** Words after a negator that start another clause or bring in someone else, so the negation stops there. */
const RESTARTS_CLAUSE =
  /^(?:anyone|anybody|people|them|him|her|seeing|see|know|knowing|tell|telling|because|that|who|which|when|while|what|how|where|whatever)$/i;
const FIRST_PERSON = /^(?:i|i'm|i've|i'll|im|ive)$/i;

function isNegatedAt(text: string, at: number, end: number): boolean {
  const prefix = text.slice(clauseStart(text, at), at);
  const words = prefix.match(/[\p{L}']+/gu) ?? [];
  const near = words.slice(-6);
  const negatorAt = near.findIndex((w, k) => NEGATOR.test(near.slice(k).join(' ')) && NEGATOR.test(w));
  let negated = false;
  if (negatorAt >= 0 && !NOT_NEGATING.test(near.join(' '))) {
    const between = near.slice(negatorAt + 1);
    // "I don't want anyone seeing what I've done to my arms": the negation is about someone else seeing.
    const restarts = between.some((w) => RESTARTS_CLAUSE.test(w) || FIRST_PERSON.test(w));
    // "I don't think I'd ever kill myself", "I don't want to die": the negation carries through think or want to
    // the disclosure, unless what follows the verb is about someone else or opens a clause of its own ("I don't
    // want anyone seeing what I've done to my arms").
    const carrier = /\b(?:don't|do\s+not|never|didn't|not)\s+(?:think|feel|believe|reckon|want)\b/i.exec(
      near.join(' '),
    );
    const afterCarrier = carrier
      ? near
          .join(' ')
          .slice(carrier.index + carrier[0].length)
          .split(/\s+/)
      : [];
    const carries = carrier !== null && !afterCarrier.some((w) => RESTARTS_CLAUSE.test(w));
    negated = !restarts || carries;
  }
  if (!negated) negated = AFTER_NEGATION.test(text.slice(end, end + 30));
  return negated;
}

const NARRATED_OTHER =
  /\b(?:her|his|their|the\s+client's|the\s+patient's|pt's|client's|patient's)\s+(?:mother|mom|mum|father|dad|sister|brother|wife|husband|partner|girlfriend|boyfriend|son|daughter|friend|parents|ex|uncle|aunt|cousin|grandmother|grandfather|boss|neighbou?r)\b[^,.;]{0,30}$/i;

const RELATION_SUBJECT =
  /\b(?:daughter|son|wife|husband|partner|boyfriend|girlfriend|mother|mum|mom|father|dad|sister|brother|friend|uncle|aunt|cousin|grandmother|grandfather|colleague|flatmate|roommate|neighbou?r|classmate|child|kid)s?\b(?:\s*\([^)]*\))?\s+(?:\w+\s+){0,3}$/i;
const FIRST_SUBJECT = /\b(?:i|i'm|i've|i'd|i'll|im|ive)\b/gi;
const THIRD_SUBJECT =
  /\b(?:he|she|they|he's|she's|they're|he'd|she'd|they'd|he'll|she'll)\b|\b(?:my|our|his|her|their|another)\s+(?:\w+\s+)?(?:mother|mum|mom|father|dad|sister|brother|wife|husband|partner|girlfriend|boyfriend|son|daughter|friend|uncle|aunt|cousin|grandmother|grandma|grandfather|grandpa|colleague|flatmate|roommate|neighbou?r|mate|kid|child)\b/gi;
const lastIndex = (re: RegExp, text: string) => {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index;
  return last;
};

function isAboutSomeoneElse(unit: Unit, at: number, matched = ''): boolean {
  // A disclosure that names its own subject belongs to that subject ("I'll kill him", "she wants to die").
  const own = /^(i|i'm|i'll|i'd|i've|he|she|they|he's|she's|he'll|she'll|he'd|she'd)\b/i
    .exec(matched)?.[1]
    ?.toLowerCase();
  const firstPerson = /\b(?:i|i'm|i've|i'd|i'll|im|ive|my|me)\b/i.test(unit.text);
  const asClient = unit.speaker === 'client' || (unit.speaker === 'narrator' && firstPerson);
  if (own) return own.startsWith('i') ? false : asClient;
  const prefix = unit.text.slice(Math.max(0, at - 120), at);
  // In a dictation or an informant's account, "she" and "he" are the client; only a named other person is not.
  if (!asClient)
    return (
      NARRATED_OTHER.test(prefix) || /\b(?:my|our)\s+\w+\s*$/i.test(prefix) || RELATION_SUBJECT.test(prefix)
    );
  // The client speaking: whoever is the nearest subject before the words owns them.
  const third = lastIndex(THIRD_SUBJECT, prefix);
  if (third < 0) return false;
  return third > lastIndex(FIRST_SUBJECT, prefix);
}

/** Each area's patterns joined into one expression per flag set: a quick test that any of them can match. */
const ANY_DISCLOSURE = Object.fromEntries(
  RISK_AREAS.map((area) => {
    const byFlags = new Map<string, string[]>();
    for (const { re } of DISCLOSURES[area])
      byFlags.set(re.flags, [...(byFlags.get(re.flags) ?? []), `(?:${re.source})`]);
    return [area, [...byFlags.entries()].map(([flags, sources]) => new RegExp(sources.join('|'), flags))];
  }),
) as Record<RiskArea, RegExp[]>;

function disclosureSignals(
  unit: Unit,
  units: Unit[],
  index: number,
  text: string,
  deflection: boolean,
): Signal[] {
  const signals: Signal[] = [];
  if (unit.speaker !== 'client' && REPORTED_QUESTION.test(unit.text) && reportedQuestion(unit, text))
    return signals;
  // In unlabelled speech a question is the clinician asking: its words are not the client's.
  if (unit.speaker === 'narrator' && unit.isQuestion && questionAreas(unit).length > 0) return signals;
  // "Pt declined to discuss self-harm": the topic was raised and not answered; the words are not a disclosure.
  if (unit.speaker !== 'client' && DICTATED_ASKED.test(unit.text) && DICTATED_NO_ANSWER.test(unit.text))
    return signals;
  const thirdPerson =
    unit.speaker === 'informant' ||
    (unit.speaker === 'narrator' && !/\b(?:i|i'm|i've|my|me)\b/i.test(unit.text));
  const views = thirdPerson
    ? [
        unit,
        { ...unit, text: toFirstPerson(unit.text, unit.speaker === 'informant'), speaker: 'client' as const },
      ]
    : [unit];
  for (const area of RISK_AREAS) {
    // Most sentences carry no risk wording at all: one combined pass rules them out before pattern by pattern.
    if (!views.some((v) => ANY_DISCLOSURE[area].some((re) => re.test(v.text)))) continue;
    for (const pattern of DISCLOSURES[area]) {
      let match: RegExpExecArray | null = null;
      let view = unit;
      for (const candidate of views) {
        match = pattern.re.exec(candidate.text);
        if (match) {
          view = candidate;
          break;
        }
      }
      if (!match) continue;
      const at = match.index;
      const evidence = [spanOf(text, unit.start, unit.end)];
      const window = view.text.slice(Math.max(0, at - 40), at + match[0].length + 20);
      if (IDIOM.test(window) && !/\b(?:myself|suicid)/i.test(match[0])) continue;
      if (ACCIDENT.test(view.text.slice(Math.max(0, at - 10), at + match[0].length + 40))) continue;
      if (isAboutSomeoneElse(view, at, match[0])) continue;
      if (unit.speaker === 'clinician') continue;
      // A client's question about medicine ("should I take all the tablets at once?") discloses nothing.
      if (view.isQuestion && pattern.kind === 'plan' && view.speaker === 'client') continue;
      const clausePrefix = view.text.slice(clauseStart(view.text, at), at);
      if (pattern.kind === 'possible') {
        if (!isNegatedAt(view.text, at, at + match[0].length))
          signals.push({ area, kind: 'review', reason: 'Possible risk language — review', evidence });
        continue;
      }
      const ownSubject = /^(?:i|i'm|i'll|i'd|i've|he|she|they|he's|she's|he'll|she'll|he'd|she'd)\b/i.test(
        match[0],
      );
      const negated = ownSubject
        ? AFTER_NEGATION.test(view.text.slice(at + match[0].length, at + match[0].length + 30))
        : isNegatedAt(view.text, at, at + match[0].length) || inDenialList(view.text, at);
      if (negated) {
        if (pattern.kind === 'ideation' && !unit.isInstruction)
          signals.push({ area, kind: 'denied', reason: 'denied', evidence });
        continue;
      }
      const context = `${previousText(units, index)} ${view.text}`;
      if (HYPOTHETICAL.test(clausePrefix) || HYPOTHETICAL.test(view.text.slice(0, at))) {
        signals.push({
          area,
          kind: 'review',
          reason: 'Conditional or feared, not stated as happening',
          evidence,
        });
        continue;
      }
      if (HISTORICAL.test(view.text) && !RECENT.test(view.text) && !RECENT.test(context.slice(-200))) {
        signals.push({ area, kind: 'review', reason: 'Described as in the past: ask about now', evidence });
        continue;
      }
      // Words inside a refusal to answer ("I'm not talking about whether I want to die") are for review.
      if (deflection)
        signals.push({
          area,
          kind: 'review',
          reason: 'Risk words inside an answer that declined the question',
          evidence,
        });
      else signals.push({ area, kind: 'present', disclosure: pattern.kind, reason: 'disclosed', evidence });
    }
  }
  return signals;
}

/** Inside a dictated denial list ("Denies thoughts of harm to self, suicide, or harm to others"). */
function inDenialList(text: string, at: number): boolean {
  for (const match of text.matchAll(LIST_DENIAL)) {
    const from = match.index + match[0].length;
    if (from > at) break;
    const rest = text.slice(from);
    const stop = LIST_END.exec(rest);
    const to = from + (stop ? stop.index : rest.length);
    if (at >= from && at < to && to - from <= 140) return true;
  }
  return false;
}

function previousText(units: Unit[], index: number): string {
  return units[index - 1]?.text ?? '';
}

/** Multi-area denial lists: "Denies SI/HI/AVH", "no SI, SH or HI", "not suicidal or homicidal". */
function listDenials(unit: Unit, text: string): Signal[] {
  if (unit.isInstruction || unit.speaker === 'informant') return [];
  const signals: Signal[] = [];
  for (const area of RISK_AREAS)
    if (HEADED_DENIAL[area].test(unit.text))
      signals.push({
        area,
        kind: 'denied',
        reason: 'denied',
        evidence: [spanOf(text, unit.start, unit.end)],
      });
  for (const match of unit.text.matchAll(LIST_DENIAL)) {
    const from = match.index + match[0].length;
    const rest = unit.text.slice(from);
    const stop = LIST_END.exec(rest);
    const segment = rest.slice(0, stop ? stop.index : rest.length);
    if (segment.length > 140) continue;
    for (const area of RISK_AREAS) {
      // Lowercase shorthand ("denies si or hi") only beside another abbreviation: "si" alone is Spanish.
      const lowercaseList = /\b(?:si|hi|sh)\s*(?:\/|,|or|and|nor)\s*(?:si|hi|sh|avh)\b/i.test(segment);
      const word =
        AREA_WORDS[area].exec(segment) ??
        ABBREVIATIONS[area].exec(segment) ??
        (lowercaseList ? new RegExp(ABBREVIATIONS[area].source, 'i').exec(segment) : null);
      if (!word) continue;
      // "denies plan or intent" and "no SI plan" deny the plan, never the thoughts.
      const near = segment.slice(Math.max(0, word.index - 20), word.index + word[0].length + 25);
      if (
        /\b(?:plan|plans|intent|intention|means|method|attempts?|history)\b/i.test(near) &&
        !/\bideation|thoughts|SI\b|HI\b|SH\b/i.test(segment.replace(/\b(?:plan|intent)\b/gi, ''))
      )
        continue;
      // "no suicidal thoughts" from a client, "Denies SI" from a clinician.
      signals.push({
        area,
        kind: 'denied',
        reason: 'denied',
        evidence: [spanOf(text, unit.start, unit.end)],
      });
    }
  }
  return signals;
}

/** The client's answer to a clinician's question at `index`: the next turn that is not the clinician's. */
function answerTo(units: Unit[], index: number): Unit[] {
  const question = units[index];
  if (!question) return [];
  const answer: Unit[] = [];
  for (let i = index + 1; i < units.length; i++) {
    const next = units[i];
    if (!next) break;
    if (next.turn === question.turn) {
      // Another question in the same turn takes the answer, unless it points back ("Has anything like that…?").
      if (next.isQuestion && answer.length === 0 && !ANAPHORIC.test(next.text)) return [];
      continue;
    }
    if (next.speaker === 'clinician') break;
    if (answer.length > 0 && next.speaker !== answer[0]?.speaker) break;
    answer.push(next);
    if (answer.length >= 3) break;
  }
  return answer;
}

const ANAPHORIC = /\b(?:that|this|it|anything\s+like|something\s+like|those|these|such)\b/i;

/** "…thoughts of ending their life. Has anything like that come up?": the statement is what is asked. */
function asksInTurn(units: Unit[], index: number): boolean {
  const unit = units[index];
  if (!unit) return false;
  if (unit.isQuestion) return true;
  for (let i = index + 1; i < units.length; i++) {
    const next = units[i];
    if (!next || next.turn !== unit.turn) return false;
    if (next.isQuestion) return ANAPHORIC.test(next.text);
  }
  return false;
}

function questionAreas(unit: Unit): { area: RiskArea; planOnly: boolean; end: number }[] {
  const asked: { area: RiskArea; planOnly: boolean; end: number }[] = [];
  for (const area of RISK_AREAS) {
    const match = QUESTION_TOPICS[area].exec(unit.text) ?? ABBREVIATIONS[area].exec(unit.text);
    if (!match) continue;
    const planOnly =
      PLAN_QUESTION.test(unit.text) && !IDEATION_WORD.test(unit.text.replace(PLAN_QUESTION, ''));
    asked.push({ area, planOnly, end: match.index + match[0].length });
  }
  return asked;
}

const DICTATED_ASKED =
  /\b(?:asked|questioned|screened|enquired|inquired|queried)\s+(?:about|regarding|re|for|whether|if)\b|\bquestions?\s+(?:asked|put)\b|\b(?:SI|SH|HI|risk)\s+questions?\b|\brisk\s*:|\bwhen\s+asked\b|\bto\s+each\s+of\s+the\b|\bquestions?\s+(?:about|regarding|re|on)\b|\b(?:refused|declined|unwilling|reluctant)\s+to\s+(?:answer|discuss|talk\s+about|engage\s+with)\b/i;
const DICTATED_NO_ANSWER =
  /\b(?:incoherent|tangential|unclear|no\s+interpreter|at\s+length\s+in\s+\w+|would\s+not\s+(?:say|elaborate|discuss)|that's\s+private|without\s+elaborating|not\s+elaborate|to\s+be\s+re-?assessed|could\s+not\s+be\s+assessed|unable\s+to\s+(?:assess|redirect)|'i'm\s+fine'|"i'm\s+fine")|\b(?:declined|refused|unwilling|reluctant|would\s+not|wouldn't|did\s+not|didn't|unable\s+to|could\s+not|couldn't)\s+(?:to\s+)?(?:answer|respond|discuss|say|engage|elaborate)|\bchanged\s+the\s+subject|\bdeflected|\bavoided|\bno\s+(?:clear\s+)?(?:answer|response)|\bdid\s+not\s+respond|\bnon-?committal|\bunclear\s+(?:answer|response)|\bguarded\b/i;

const REPORTED_QUESTION =
  /\b(?:asked|checked|wondered|enquired|inquired)\s+(?:\w+\s+){0,4}?(?:if|whether|about)\b/i;
const REPORTED_ANSWER =
  /\b(?:she|he|they|i|pt|client|patient)\s+(?:said|says|told\s+(?:me|us|him|her)|replied|answered|went)\b\s*(?:that\s+)?/i;

/** "I asked her straight out if she'd thought about hurting herself and she said no." */
function reportedQuestion(unit: Unit, text: string): Signal[] | null {
  if (unit.speaker === 'client' && !/\b(?:she|he)\b/i.test(unit.text)) return null;
  const asked = REPORTED_QUESTION.exec(unit.text);
  if (!asked) return null;
  const after = unit.text.slice(asked.index);
  const areas = questionAreas({ ...unit, text: toFirstPerson(after).replace(/\bmyself\b/gi, 'yourself') });
  if (areas.length === 0) return null;
  const reply = REPORTED_ANSWER.exec(after);
  const reading = reply
    ? readAnswer(after.slice(reply.index + reply[0].length))
    : /\bdenied\b/i.test(after)
      ? 'denied'
      : /\b(?:admitted|agreed|said\s+yes)\b/i.test(after)
        ? 'confirmed'
        : 'none';
  const evidence = [spanOf(text, unit.start, unit.end)];
  return areas.map(({ area, planOnly }) =>
    reading === 'confirmed'
      ? {
          area,
          kind: 'present' as const,
          disclosure: planOnly ? ('plan' as const) : ('ideation' as const),
          reason: 'Yes to a question',
          evidence,
        }
      : reading === 'denied' && !planOnly
        ? { area, kind: 'denied' as const, reason: 'denied', evidence }
        : { area, kind: 'asked' as const, reason: 'Asked; the answer was not given', evidence },
  );
}

function questionSignals(unit: Unit, units: Unit[], index: number, text: string): Signal[] {
  const signals: Signal[] = [];
  const reported = reportedQuestion(unit, text);
  if (reported) return reported;
  const asked = questionAreas(unit);
  if (asked.length === 0) return signals;
  const questionSpan = spanOf(text, unit.start, unit.end);

  const withNext = `${unit.text} ${units[index + 1]?.speaker === 'narrator' ? (units[index + 1]?.text ?? '') : ''}`;
  if (unit.speaker === 'narrator' && DICTATED_ASKED.test(unit.text) && DICTATED_NO_ANSWER.test(withNext)) {
    for (const { area } of asked)
      signals.push({
        area,
        kind: 'asked',
        reason: 'Asked; the answer was not given',
        evidence: [questionSpan],
      });
    return signals;
  }

  let answerUnits: Unit[] = [];
  let answerText = '';
  if (unit.speaker === 'clinician') {
    // The answer is its first sentence with words in it ("[long pause]" alone is not an answer yet).
    const all = answerTo(units, index);
    const firstWords = all.findIndex((u) => /[\p{L}\p{N}]/u.test(cleanAnswer(u.text)));
    answerUnits = firstWords < 0 ? all : all.slice(0, firstWords + 1);
    // "Nu știu… Da, sometimes.": a first sentence that neither answers nor declines leaves room for a yes after
    // it. Only a plain yes is taken from further on (read alone, "I have my kids" is no answer); a later "no"
    // never turns an unclear answer into a denial.
    if (
      (firstWords >= 0 && readAnswer(all[firstWords]?.text ?? '') === 'other') ||
      readAnswer(all[firstWords]?.text ?? '') === 'unreadable'
    ) {
      const laterYes = all.findIndex((u, i) => i > firstWords && BARE_YES.test(cleanAnswer(u.text)));
      if (laterYes > 0) answerUnits = all.slice(laterYes, laterYes + 1);
    }
    answerText = answerUnits.map((u) => u.text).join(' ');
  } else if (
    unit.speaker === 'narrator' &&
    !unit.isQuestion &&
    units[index + 1]?.isQuestion &&
    (units[index + 1]?.text.split(/\s+/).length ?? 9) <= 5
  ) {
    const next = units[index + 2];
    if (next && !next.isQuestion) {
      answerUnits = [next];
      answerText = next.text;
    }
  } else if (unit.speaker === 'narrator' && unit.isQuestion) {
    // Unlabelled speech: the answer follows the question in the same run, or in the next sentence.
    const lastEnd = Math.max(...asked.map((a) => a.end));
    const rest = unit.text.slice(lastEnd).replace(/^[^.?!]*\?/, '');
    if (/[\p{L}]/u.test(rest) && !unit.text.trim().endsWith('?')) {
      // The question runs on into its answer: the answer starts at the first word that reads as one.
      const words = rest.trim().split(/\s+/);
      const start = words
        .slice(0, 7)
        .findIndex((_, i) =>
          ['confirmed', 'denied', 'deflected'].includes(readAnswer(words.slice(i).join(' '))),
        );
      answerText = start < 0 ? '' : words.slice(start).join(' ');
    }
    if (!answerText) {
      const next = units[index + 1];
      if (next && !next.isQuestion) {
        answerUnits = [next];
        answerText = next.text;
      }
    }
  } else return signals;

  if (unit.speaker === 'clinician' && !asksInTurn(units, index)) {
    // A reflection ("You said you've thought about ending it.") counts only when the client answers it.
    const reading = readAnswer(answerText);
    if (reading !== 'confirmed' && reading !== 'denied') return signals;
  }
  const reading = readAnswer(answerText);
  const evidence = [questionSpan, ...answerUnits.map((u) => spanOf(text, u.start, u.end))];
  const informantOnly = answerUnits.length > 0 && answerUnits.every((u) => u.speaker === 'informant');
  for (const { area, planOnly } of asked) {
    if (reading === 'confirmed') {
      signals.push({
        area,
        kind: 'present',
        disclosure: planOnly ? 'plan' : 'ideation',
        reason: 'Yes to a question',
        evidence,
      });
    } else if (reading === 'denied') {
      if (planOnly || informantOnly) continue;
      // "I'm not going to do anything silly" answers whether they would act, not whether they think of it.
      if (INTENT_ONLY_DENIAL.test(cleanAnswer(answerText))) {
        signals.push({
          area,
          kind: 'asked',
          reason: 'Asked; the answer denied acting on it, not the thoughts',
          evidence,
        });
        continue;
      }
      signals.push({ area, kind: 'denied', reason: 'denied', evidence });
    } else if (reading === 'other' && !informantOnly && MEANS_IN_ANSWER.test(cleanAnswer(answerText))) {
      // "Have you thought about an overdose?" "I've got them all lined up in the drawer.": an answer that is
      // neither yes nor no but speaks of a method or a way out answers the question.
      signals.push({ area, kind: 'present', disclosure: 'plan', reason: 'Answered with a method', evidence });
    } else if (!planOnly || reading === 'deflected' || reading === 'unreadable') {
      const why =
        reading === 'deflected'
          ? 'Asked; the client did not answer'
          : reading === 'unreadable'
            ? 'Asked; the answer could not be read'
            : reading === 'none'
              ? 'Asked; no answer followed'
              : 'Asked; the answer neither confirms nor denies';
      signals.push({ area, kind: 'asked', reason: why, evidence });
    }
  }
  return signals;
}

/** Means, methods and preparations named in an answer to a risk question. */
const MEANS_IN_ANSWER =
  /\b(?:pills|tablets|overdose|stockpil\w*|saved up|lined up|rope|noose|ligature|bridge|rail(?:way)? line|train tracks?|the tracks|cliff|the edge|jump\w*|blade|razor|knife|knives|gun|shotgun|rifle|car exhaust|hosepipe|(?:a|the|my) letter|(?:a|the) note|my will|way out|end it|finish it|do it|done it|go through with it)\b/i;

/** A sentence that opens with a plain yes, in English or another language. */
const BARE_YES = /^\W*(?:yes|yeah|yep|yup|aye|s[ií]|da|oui|ja|haan|han|sim|tak|evet)(?=[\s,.!?…]|$)/iu;

const CLASSIFIER_REVIEW = 'Possible risk language — review (read by the risk model)';

const RISK_HINT =
  /\b(?:die|died|dying|dead|death|kill\w*|suicid\w*|life|living|alive|exist\w*|end|ending|gone|disappear\w*|vanish|hurt\w*|harm\w*|cut\w*|burn\w*|blade|razor|pills|tablets|overdose|jump|bridge|train|wake|burden|point|better\s+off|goodbye|note|rope|gun|knife|weapon|hit|punch\w*|stab\w*|strangl\w*|fight|revenge|pay|suffer|bleed\w*|scar\w*|wound\w*|grave|sleep\s+forever|over|anymore|tired\s+of|can't\s+go\s+on|sea|river|edge|pain|rid\s+of|myself|himself|herself)\b/i;

/**
 * A question put to "you" that says nothing of the speaker ("Have you been taking the tablets at night?"): the
 * clinician's words even where the transcript does not say who speaks, so never client risk language to review.
 * A question with "I" or "me" in it can carry a disclosure ("Do you think I'd be better off dead?") and stays.
 */
function isAskingTheClient(unit: Unit): boolean {
  return (
    unit.isQuestion &&
    /^\W*(?:(?:and|so|but|okay|ok|right|now|well)\W+)?(?:(?:how|what|when|where|why|who|which)\s+(?:\w+\s+)?)?(?:do|did|does|have|has|are|were|would|could|can|will|is)\s+you\b/i.test(
      unit.text,
    ) &&
    !/\b(?:i|i'm|i'd|i've|i'll|me|my|myself|im|ive|id)\b/i.test(unit.text)
  );
}

/**
 * What the review list shows for a unit: the unit itself, or for a question put to the client, the exchange from
 * the question to the end of its answer, so the list never presents the clinician's words as the client's.
 */
function listedAs(units: Unit[], index: number, text: string): Unit {
  const unit = units[index];
  if (!unit || !isAskingTheClient(unit)) return unit as Unit;
  const answer = answerTo(units, index);
  const next = units[index + 1];
  const last = answer.at(-1) ?? (next && next.speaker !== 'clinician' && !next.isQuestion ? next : undefined);
  if (!last) return unit;
  return { ...unit, end: last.end, text: text.slice(unit.start, last.end) };
}

function reviewFromClassifier(
  unit: Unit,
  text: string,
  known: Set<RiskArea>,
  cache: Map<string, string[]>,
  shown: Unit,
): Signal[] {
  if (unit.speaker === 'clinician' || (unit.isQuestion && unit.speaker === 'client')) return [];
  if (unit.text.split(/\s+/).length < 4) return [];
  // The features are kept by their text: the session reading (diagnosis-model.ts) reads the same sentences.
  let features = cache.get(unit.text);
  if (!features) {
    features = featuresOf(unit.text);
    cache.set(unit.text, features);
  }
  const scores = scoreRiskText(unit.text, features);
  const signals: Signal[] = [];
  for (const area of RISK_AREAS) {
    if (known.has(area)) continue;
    const p = scores[area];
    if (p < RISK_MODEL_THRESHOLDS.review) continue;
    if (IDIOM.test(unit.text) && p < RISK_MODEL_THRESHOLDS.present) continue;
    const at = unit.text.search(/\S/);
    if (isAboutSomeoneElse(unit, Math.max(0, unit.text.length - 1)) && p < RISK_MODEL_THRESHOLDS.present)
      continue;
    const evidence = [spanOf(text, unit.start, unit.end)];
    // A middling score counts as a disclosure only beside words that can carry risk; a high one on its own.
    const confident =
      p >= RISK_MODEL_THRESHOLDS.confident ||
      (p >= RISK_MODEL_THRESHOLDS.present && RISK_HINT.test(unit.text));
    if (confident && !NEGATOR.test(unit.text.slice(at, at + 60)) && !HYPOTHETICAL.test(unit.text))
      signals.push({
        area,
        kind: 'present',
        disclosure: 'ideation',
        reason: 'Read as a disclosure',
        evidence,
      });
    else
      signals.push({
        area,
        kind: 'review',
        reason: p >= RISK_MODEL_THRESHOLDS.present ? 'Possible risk language — review' : CLASSIFIER_REVIEW,
        evidence: shown === unit ? evidence : [spanOf(text, shown.start, shown.end)],
      });
  }
  return signals;
}

export function assessRisk(analysis: Analysis): RiskResult {
  const text = analysis.document.text;
  const units = unitsOf(analysis.document.sentences, text);
  const signals: Signal[] = [];
  const review: RiskReviewItem[] = [];

  // Answers that decline a risk question: risk words inside them are listed for review, not read as disclosures.
  const deflections = new Set<number>();
  units.forEach((unit, index) => {
    if (unit.speaker !== 'clinician' || questionAreas(unit).length === 0) return;
    const answer = answerTo(units, index);
    const first = answer[0];
    if (first && readAnswer(first.text) === 'deflected') deflections.add(units.indexOf(first));
  });

  units.forEach((unit, index) => {
    if (unit.isInstruction) {
      review.push({
        area: null,
        quote: unit.text,
        reason: 'An instruction inside the transcript was treated as session content and not followed',
      });
      return;
    }
    const found = [
      ...disclosureSignals(unit, units, index, text, deflections.has(index)),
      ...listDenials(unit, text),
      ...questionSignals(unit, units, index, text),
    ];
    const known = new Set(
      found.filter((s) => s.kind === 'present' || s.kind === 'denied').map((s) => s.area),
    );
    const shown = listedAs(units, index, text);
    found.push(...reviewFromClassifier(unit, text, known, analysis.featureCache, shown));
    signals.push(...found);
    if (
      found.length === 0 &&
      unit.speaker !== 'clinician' &&
      POSSIBLE_RISK.test(unit.text) &&
      !IDIOM.test(unit.text) &&
      // A risk word in a question put to the client ("Are you taking the tablets at night?") is the clinician's;
      // the answer is read on its own.
      !isAskingTheClient(unit)
    )
      review.push({ area: null, quote: unit.text, reason: 'Possible risk language — review' });
  });

  if (process.env.RISK_DEBUG)
    for (const s of signals)
      console.log(s.area, s.kind, s.reason, JSON.stringify(s.evidence.map((e) => e.text)));
  const areas = {} as Record<RiskArea, AreaResult>;
  for (const area of RISK_AREAS) {
    const mine = signals.filter((s) => s.area === area);
    const present = mine.filter((s) => s.kind === 'present');
    const denied = mine.filter((s) => s.kind === 'denied');
    const asked = mine.filter((s) => s.kind === 'asked');
    for (const s of mine.filter((s) => s.kind === 'review'))
      review.push({ area, quote: s.evidence.map((e) => e.text).join(' '), reason: s.reason });
    const evidenceOf = (list: Signal[]) => list.flatMap((s) => s.evidence);
    // Possible risk language about this area anywhere in the session leaves no room for a clean denial.
    // (A middling classifier score is listed for review but never outweighs an explicit denial on its own.)
    const doubts = mine.filter((s) => s.kind === 'review' && s.reason !== CLASSIFIER_REVIEW);
    if (present.length === 0 && denied.length > 0 && doubts.length > 0)
      present.push(
        ...doubts.map((d) => ({
          ...d,
          kind: 'present' as const,
          reason: 'A denial beside possible risk language',
        })),
      );
    if (present.length > 0)
      areas[area] = {
        status: 'present',
        evidence: [...evidenceOf(present), ...evidenceOf(denied)],
        conflict: denied.length > 0,
        hasPlan: present.some((s) => s.disclosure === 'plan'),
      };
    else if (denied.length > 0)
      areas[area] = { status: 'denied', evidence: evidenceOf(denied), conflict: false, hasPlan: false };
    else if (asked.length > 0)
      areas[area] = {
        status: 'asked_not_answered',
        evidence: evidenceOf(asked),
        conflict: false,
        hasPlan: false,
      };
    else areas[area] = { status: 'not_assessed', evidence: [], conflict: false, hasPlan: false };
  }

  const firstOf = (findings: Finding[][]) =>
    findings.map((list) => list[0]).filter((f): f is Finding => f !== undefined);
  const factors = firstOf([...analysis.present.values()])
    .filter(
      (f) =>
        (f.concept.category === 'risk' || f.concept.category === 'substance') &&
        !RISK_AREA_CONCEPTS.has(f.conceptId),
    )
    .map((f) => f.concept.label);
  const protectiveFactors = firstOf([...analysis.present.values()])
    .filter((f) => f.concept.category === 'protective')
    .map((f) => f.concept.label);

  const statuses = RISK_AREAS.map((a) => areas[a].status);
  const has = (id: string) => analysis.present.has(id);
  let level: RiskAssessment['level'];
  if (
    (areas.suicidal.status === 'present' && areas.suicidal.hasPlan) ||
    (areas.harmToOthers.status === 'present' && (areas.harmToOthers.hasPlan || has('access-to-means')))
  )
    level = 'high';
  else if (statuses.includes('present')) level = 'moderate';
  // A risk question left unanswered, or risk never asked about, cannot be rated low on risk factors alone: the
  // level stays "not assessed" so the clinician asks, rather than reading "low" and moving on.
  else if (statuses.includes('asked_not_answered')) level = 'not_assessed';
  else if (
    review.some((r) => r.area !== null && r.reason !== CLASSIFIER_REVIEW) ||
    (factors.length > 0 && statuses.includes('denied'))
  )
    level = 'low';
  else if (statuses.every((s) => s === 'denied')) level = 'none_identified';
  else level = 'not_assessed';

  return {
    level,
    suicidal: areas.suicidal.status,
    selfHarm: areas.selfHarm.status,
    harmToOthers: areas.harmToOthers.status,
    factors: [...new Set(factors)],
    protectiveFactors: [...new Set(protectiveFactors)],
    review: dedupeReview(review),
    evidence: dedupeSpans(RISK_AREAS.flatMap((a) => areas[a].evidence)),
    areas,
  };
}

function dedupeReview(items: RiskReviewItem[]): RiskReviewItem[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      const key = `${item.area ?? ''}|${item.quote}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 12);
}

function dedupeSpans(spans: EvidenceSpan[]): EvidenceSpan[] {
  const seen = new Set<string>();
  return spans.filter((s) =>
    seen.has(`${s.start}:${s.end}`) ? false : (seen.add(`${s.start}:${s.end}`), true),
  );
}

export { AREA_LABELS, RISK_AREAS, type RiskArea };
