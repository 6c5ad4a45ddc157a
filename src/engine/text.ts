/**
 * Tokens, sentences and speaker turns with character offsets into the original text, so every finding
 * can point back at exactly what was said.
 */

/** `informant`: a relative or partner who speaks in the session; their words are collateral history. */
export type Speaker = 'clinician' | 'client' | 'narrator' | 'informant';

export type Token = { text: string; norm: string; start: number; end: number };
export type Sentence = {
  start: number;
  end: number;
  text: string;
  tokens: Token[];
  speaker: Speaker;
  turn: number;
  isQuestion: boolean;
};
export type Turn = { index: number; speaker: Speaker; start: number; end: number };

const CLINICIAN_LABELS = new Set([
  'therapist',
  'clinician',
  'doctor',
  'dr',
  'counsellor',
  'counselor',
  'psychologist',
  'psychiatrist',
  'provider',
  'interviewer',
  'nurse',
  'social worker',
  'call handler',
  'handler',
  'operator',
  'crisis worker',
  'support worker',
  'therapist',
  'gp',
  'np',
  'psych',
]);
const CLIENT_LABELS = new Set([
  'client',
  'patient',
  'pt',
  'member',
  'interviewee',
  'caller',
  'service user',
  'student',
]);
/** Relatives, partners and carers who speak in a session: informants, never the client. */
export const INFORMANT_LABELS = new Set([
  'mother',
  'mom',
  'mum',
  'father',
  'dad',
  'parent',
  'guardian',
  'partner',
  'wife',
  'husband',
  'spouse',
  'boyfriend',
  'girlfriend',
  'son',
  'daughter',
  'sister',
  'brother',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'aunt',
  'uncle',
  'carer',
  'caregiver',
  'friend',
  'stepmother',
  'stepfather',
  'relative',
  'family member',
  'collateral',
  'informant',
  'teacher',
  'carer',
  'foster carer',
  'foster parent',
  'flatmate',
  'roommate',
  'housemate',
  'neighbour',
  'neighbor',
  'fiance',
  'fiancee',
  'niece',
  'nephew',
  'cousin',
  'stepmum',
  'stepmom',
  'stepdad',
  'social worker',
]);
/** Speech-to-text role words that start a line without a colon: "clinician any thoughts of…". */
const LOOSE_LABEL =
  /^[ \t]*(?<plain>therapist|clinician|client|patient|doctor|counsell?or|interviewer|nurse|caller|mother|father|mum|mom|dad|partner|wife|husband)\b[ \t]+(?=\S)/gim;
/** Bracketed words that are stage directions, not speakers: "[long pause]", "[crying]". */
const STAGE_WORDS =
  /\b(pause|paus|silence|silent|crying|cries|sobbing|tearful|laugh|laughs|laughing|sigh|sighs|inaudible|crosstalk|unclear|indistinct|long|short|quietly|whisper|nods|shrugs|looks|cough|coughs|music|noise|overlap)/i;

/** `Therapist:`, `Client -`, `[doctor]`, `DOCTOR:`, `Dr. Lee:`, `Maya:` at the start of a line. */
const LABEL =
  /^[ \t]*(?:\[(?<bracket>[A-Za-z][A-Za-z .'-]{0,30})\]|(?<plain>[A-Za-z][A-Za-z .'-]{0,30}?))[ \t]*(?:[:：]|(?<=\])|[ \t]-[ \t])/gmu;

function roleOf(label: string): Speaker | 'named' {
  const key = label.trim().toLowerCase().replace(/\.$/, '');
  if (CLINICIAN_LABELS.has(key) || /^(dr\.?|doctor) /.test(key)) return 'clinician';
  if (CLIENT_LABELS.has(key)) return 'client';
  if (INFORMANT_LABELS.has(key) || INFORMANT_LABELS.has(key.split(/\s+/).pop() ?? '')) return 'informant';
  return 'named';
}

/** Known role labels ("Therapist:", "Client:", "[patient]", "Mother:") inside a line, as in a transcript pasted as one line. */
const INLINE_LABEL =
  /(?<=[.!?…"”)\]]\s{0,3}|\s)(?:\[(?<bracket>[A-Za-z][A-Za-z ]{0,20})\]|(?<plain>[A-Z][A-Za-z]{1,20}(?: [A-Z][A-Za-z]{1,20})?))[ \t]*(?:[:：]|(?<=\]))/gu;

type Label = { name: string; role: Speaker | 'named'; start: number; contentStart: number };

function findLabels(text: string): Label[] {
  const labels: Label[] = [];
  if (!/^[ \t]*(?:\[[A-Za-z]|[A-Za-z][A-Za-z .'-]{0,30}:)/m.test(text)) {
    const loose = [...text.matchAll(LOOSE_LABEL)];
    if (loose.length >= 2)
      return loose.map((match) => {
        const name = match.groups?.plain ?? '';
        return { name, role: roleOf(name), start: match.index, contentStart: match.index + match[0].length };
      });
  }
  for (const match of text.matchAll(LABEL)) {
    const name = (match.groups?.bracket ?? match.groups?.plain ?? '').trim();
    if (!name || name.split(/\s+/).length > 3) continue;
    if (match.groups?.bracket && roleOf(name) === 'named' && STAGE_WORDS.test(name)) continue;
    labels.push({
      name,
      role: roleOf(name),
      start: match.index,
      contentStart: match.index + match[0].length,
    });
  }
  // A label inside a line counts when it names a role, or a name already used as a label at a line start.
  const lineNames = new Set(labels.map((l) => l.name.toLowerCase()));
  const starts = new Set(labels.map((l) => l.start));
  for (const match of text.matchAll(INLINE_LABEL)) {
    const name = (match.groups?.bracket ?? match.groups?.plain ?? '').trim();
    const role = roleOf(name);
    if (role === 'named' && !lineNames.has(name.toLowerCase())) continue;
    if (match.groups?.bracket && role === 'named') continue;
    const at = match.index;
    if (starts.has(at) || labels.some((l) => at >= l.start && at < l.contentStart)) continue;
    labels.push({ name, role, start: at, contentStart: at + match[0].length });
  }
  labels.sort((a, b) => a.start - b.start);
  // A label is real only when the same speakers recur: keep labels whose name appears at least twice,
  // or any clinician/client label.
  const counts = new Map<string, number>();
  for (const label of labels)
    counts.set(label.name.toLowerCase(), (counts.get(label.name.toLowerCase()) ?? 0) + 1);
  const kept = labels.filter(
    (label) => label.role !== 'named' || (counts.get(label.name.toLowerCase()) ?? 0) >= 2,
  );
  // A lone "Note:" or "Plan:" heading in a dictation is not a conversation.
  return kept.some((l) => l.role !== 'named') || new Set(kept.map((l) => l.name.toLowerCase())).size >= 2
    ? kept
    : [];
}

/**
 * Splits a transcript into speaker turns. Unlabelled text (a clinician's dictation) is one 'narrator'
 * turn. Named speakers ("Maya:", "Sam:") are told apart by who asks more questions: that one is the clinician.
 */
export function splitTurns(text: string): Turn[] {
  const labels = findLabels(text);
  if (labels.length === 0) return [{ index: 0, speaker: 'narrator', start: 0, end: text.length }];

  const namedRoles = new Map<string, Speaker>();
  const named = [...new Set(labels.filter((l) => l.role === 'named').map((l) => l.name.toLowerCase()))];
  if (named.length > 0) {
    const questionRate = (name: string) => {
      let questions = 0;
      let turns = 0;
      labels.forEach((label, i) => {
        if (label.name.toLowerCase() !== name) return;
        const end = labels[i + 1]?.start ?? text.length;
        turns++;
        if (text.slice(label.contentStart, end).includes('?')) questions++;
      });
      return turns === 0 ? 0 : questions / turns;
    };
    const hasClinician = labels.some((l) => l.role === 'clinician');
    const hasClient = labels.some((l) => l.role === 'client');
    const ranked = [...named].sort((a, b) => questionRate(b) - questionRate(a));
    ranked.forEach((name, i) => {
      if (hasClinician && hasClient) namedRoles.set(name, 'informant');
      else if (hasClinician) namedRoles.set(name, 'client');
      else if (hasClient) namedRoles.set(name, 'clinician');
      else namedRoles.set(name, i === 0 ? 'clinician' : 'client');
    });
  }

  const turns: Turn[] = [];
  if (labels[0] && labels[0].start > 0 && text.slice(0, labels[0].start).trim()) {
    turns.push({ index: 0, speaker: 'narrator', start: 0, end: labels[0].start });
  }
  labels.forEach((label, i) => {
    const speaker =
      label.role === 'named' ? (namedRoles.get(label.name.toLowerCase()) ?? 'client') : label.role;
    turns.push({
      index: turns.length,
      speaker,
      start: label.contentStart,
      end: labels[i + 1]?.start ?? text.length,
    });
  });
  return turns;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({
      text: match[0],
      norm: match[0].toLowerCase().replaceAll('’', "'"),
      start: offset + match.index,
      end: offset + match.index + match[0].length,
    });
  }
  return tokens;
}

/** Sentence ends: . ! ? (not after a common abbreviation or a single initial), or a line break. */
const SENTENCE_END = /([.!?…]+["”')\]]*)(?=\s|$)|\n+/g;
const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'no',
  'mg',
]);

/** A sentence that opens like a question is one even when speech-to-text left off the question mark. */
const INTERROGATIVE_START =
  /^(?:(?:and|so|okay|ok|now|um|uh)[, ]+)?(?:are|do|does|did|have|has|is|was|were|any|would|could|can|how|what|when|why|where|who)\b/i;

export function splitSentences(text: string, turn: Turn): Sentence[] {
  const sentences: Sentence[] = [];
  const body = text.slice(turn.start, turn.end);
  let cursor = 0;
  const push = (from: number, to: number) => {
    const raw = body.slice(from, to);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (!trimmed || !/[\p{L}\p{N}]/u.test(trimmed)) return;
    const start = turn.start + from + leading;
    sentences.push({
      start,
      end: start + trimmed.length,
      text: trimmed,
      tokens: tokenize(trimmed, start),
      speaker: turn.speaker,
      turn: turn.index,
      isQuestion: trimmed.endsWith('?') || (!/[.!…]$/.test(trimmed) && INTERROGATIVE_START.test(trimmed)),
    });
  };
  for (const match of body.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (match[0].startsWith('.')) {
      const before = body.slice(cursor, match.index).split(/\s+/).pop()?.toLowerCase() ?? '';
      const word = before.replace(/\.$/, '');
      // "No. 5" is a number; "No." before anything else is an answer.
      const isNumber = word === 'no' && /^\.\s*\d/.test(body.slice(match.index));
      if ((ABBREVIATIONS.has(word) && word !== 'no') || isNumber || /^[a-z]$/i.test(before)) continue;
    }
    push(cursor, end);
    cursor = end;
  }
  push(cursor, body.length);
  return sentences;
}

export type Document = { text: string; turns: Turn[]; sentences: Sentence[] };

export function parseDocument(text: string): Document {
  const turns = splitTurns(text);
  return { text, turns, sentences: turns.flatMap((turn) => splitSentences(text, turn)) };
}
