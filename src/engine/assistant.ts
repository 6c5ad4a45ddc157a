import type { ChatReply } from '../contract/chat';
import { DIAGNOSES, TREATMENTS_TABLE } from '../knowledge/index';
import type { Diagnosis, Treatment } from '../knowledge/types';
import { analyse } from './analyse';
import { RISK_AREA_CONCEPTS } from './risk-language';

/**
 * The clinical assistant answers from our own reference content only: it finds the diagnoses and treatments
 * a question is about, answers in the shape the question asks for, and names its sources. It never claims to
 * diagnose a person, and says so when the reference has no answer.
 */

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A passage the reference search retrieved for the question, cited by its id. */
export type ReferencePassage = {
  /** 'chunk:<id>', resolvable to the stored chunk. */
  id: string;
  document: string;
  section: string;
  text: string;
  /** The diagnosis the passage belongs to, when known. */
  diagnosis: string | null;
  page: number | null;
  /** From the built-in reference, whose entries the engine's own knowledge already holds. */
  isBuiltin: boolean;
};

const PASSAGE_EXCERPT_CHARS = 400;

/** The retrieval query for the conversation's last question: a short follow-up carries the question before it. */
export function retrievalQuery(conversation: ChatTurn[]): string {
  const userTurns = conversation.filter((turn) => turn.role === 'user').map((turn) => turn.content.trim());
  const last = userTurns[userTurns.length - 1] ?? '';
  const previous = userTurns[userTurns.length - 2];
  return previous && last.split(/\s+/).length <= 8 ? `${previous} ${last}` : last;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PASSAGE_EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, PASSAGE_EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), PASSAGE_EXCERPT_CHARS - 40))}…`;
}

const passageTitle = (passage: ReferencePassage) =>
  `${passage.document}: ${passage.section}${passage.page !== null ? `, p. ${String(passage.page)}` : ''}`;

const CRISIS_WORDS =
  /\b(kill (myself|themselves|himself|herself)|suicid|overdos|end (my|their|his|her) life|hurt (myself|themselves)|self[- ]harm|want to die|in danger|crisis)\b/i;

export const CRISIS_GUIDANCE =
  'If anyone is in immediate danger, call your local emergency number now. In the US, call or text 988 (Suicide & Crisis Lifeline) or chat at 988lifeline.org; elsewhere, contact your local crisis line. For a client at risk: ask directly about thoughts, plan, intent, means and past attempts, do not leave someone at imminent risk alone, remove access to means, make a safety plan together, and arrange same-day psychiatric or emergency assessment when risk is high.';

type Intent = 'treatment' | 'differential' | 'risk' | 'documentation' | 'overview';

function intentOf(text: string): Intent {
  if (/\b(differential|distinguish|differ|vs\.?|versus|rule out|tell (it|them) apart|confus)/i.test(text))
    return 'differential';
  if (
    /\b(treat|therap|intervention|manage|medication|medicine|ssri|cbt|approach|first[- ]line|evidence[- ]based|guideline)/i.test(
      text,
    )
  )
    return 'treatment';
  if (/\b(risk|suicid|safety|self[- ]harm|harm to others|danger)/i.test(text)) return 'risk';
  if (/\b(document|note|soap|dap|birp|girp|write[- ]up|chart)/i.test(text)) return 'documentation';
  return 'overview';
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const STOP = new Set([
  'the',
  'a',
  'an',
  'for',
  'of',
  'and',
  'or',
  'to',
  'in',
  'on',
  'what',
  'which',
  'how',
  'is',
  'are',
  'with',
  'my',
  'me',
  'i',
  'do',
  'does',
  'about',
  'disorder',
  'treatment',
  'treatments',
  'approaches',
  'best',
  'most',
  'effective',
  'evidence',
  'based',
  'client',
  'patient',
]);

/** Diagnoses the question names (by name, code or words) or describes (by lay-language symptoms). */
function relevantDiagnoses(text: string): Diagnosis[] {
  const query = new Set(words(text).filter((w) => !STOP.has(w) && w.length > 2));
  const lower = text.toLowerCase();
  const present = analyse(text).present;
  const scored = DIAGNOSES.map((diagnosis) => {
    let score = 0;
    if (lower.includes(diagnosis.name.toLowerCase())) score += 10;
    if (diagnosis.icd10cm.some((code) => lower.includes(code.toLowerCase()))) score += 10;
    const acronym = diagnosis.name
      .split(/[\s-]+/)
      .filter((w) => w.length > 2 && w !== 'disorder')
      .map((w) => w[0])
      .join('')
      .toLowerCase();
    if (acronym.length >= 3 && query.has(acronym)) score += 8;
    for (const word of words(diagnosis.name)) if (query.has(word)) score += 2;
    for (const cue of diagnosis.layCues) if (lower.includes(cue.toLowerCase())) score += 3;
    const concepts = new Set(diagnosis.criteria.flatMap((g) => g.items.flatMap((i) => i.concepts)));
    for (const id of present.keys()) if (concepts.has(id)) score += 1.5;
    return { diagnosis, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  if (best < 3) return [];
  return scored
    .filter((s) => s.score >= Math.max(3, best * 0.6))
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((s) => s.diagnosis);
}

const codeOf = (d: Diagnosis) => d.icd10cm[0] ?? '';
const treatmentsFor = (d: Diagnosis): { treatment: Treatment; level: string }[] =>
  TREATMENTS_TABLE.flatMap((treatment) => {
    const indication = treatment.indications.find((i) => i.diagnosisId === d.id);
    return indication ? [{ treatment, level: indication.evidenceLevel }] : [];
  }).sort(
    (a, b) =>
      ['high', 'moderate', 'emerging'].indexOf(a.level) - ['high', 'moderate', 'emerging'].indexOf(b.level),
  );

type Source = { id: string; title: string };

function answerFor(intent: Intent, diagnoses: Diagnosis[], question: string, sources: Source[]): string {
  const audience = /\b(adolescen|teen|child|kids|young people|youth)/i.test(question)
    ? ' Note: these sources mainly address adults; for children and adolescents, involve the family and follow age-specific guidance.'
    : '';
  const parts: string[] = [];
  for (const diagnosis of diagnoses) {
    sources.push({ id: `diagnosis:${diagnosis.id}`, title: `${diagnosis.name} (${codeOf(diagnosis)})` });
    switch (intent) {
      case 'treatment': {
        const options = treatmentsFor(diagnosis).slice(0, 5);
        parts.push(
          `**${diagnosis.name} (${codeOf(diagnosis)}): evidence-based options**\n` +
            options
              .map(
                ({ treatment, level }) =>
                  `- ${treatment.name} (${treatment.type}, ${level} evidence): ${treatment.description} Typical course: ${treatment.typicalDuration}, ${treatment.frequency.toLowerCase()}. Source: ${treatment.source}.`,
              )
              .join('\n'),
        );
        for (const { treatment } of options)
          sources.push({ id: `treatment:${treatment.id}`, title: treatment.name });
        break;
      }
      case 'differential':
        parts.push(
          `**${diagnosis.name} (${codeOf(diagnosis)}): differentials to consider**\n` +
            diagnosis.differentials
              .map((d) => {
                const other = DIAGNOSES.find((x) => x.id === d.diagnosisId);
                return `- ${other ? `${other.name} (${codeOf(other)})` : d.diagnosisId}: ${d.distinguishingFeature}`;
              })
              .join('\n'),
        );
        break;
      case 'risk':
        parts.push(
          `**Risk considerations in ${diagnosis.name}**\n${diagnosis.overview} Assess suicidal thinking, self-harm and harm to others directly at each contact, record what was asked and answered, and note protective factors.`,
        );
        break;
      case 'documentation':
        parts.push(
          `**Documenting ${diagnosis.name}**\nRecord the criteria observed with the client's own words, the duration (${diagnosis.duration?.description ?? 'as reported'}), what was ruled out (${diagnosis.exclusions
            .map((e) => e.description)
            .slice(0, 2)
            .join('; ')}), and risk as assessed — "not assessed" when it was not discussed.`,
        );
        break;
      case 'overview':
        parts.push(
          `**${diagnosis.name} (${codeOf(diagnosis)})**\n${diagnosis.overview}\n` +
            diagnosis.criteria
              .map((g) => `- ${g.label}${g.kind === 'at-least' ? ` (at least ${g.min})` : ''}`)
              .join('\n') +
            (diagnosis.duration ? `\n- Duration: ${diagnosis.duration.description}` : ''),
        );
        break;
    }
  }
  return parts.join('\n\n') + audience;
}

const GENERAL_RISK =
  '**Assessing risk**\n- Ask directly and without euphemism about suicidal thoughts, plans, intent, means and past attempts; asking does not increase risk.\n- Ask about self-harm and thoughts of harming others.\n- Note risk factors (recent loss, substance use, hopelessness, isolation, access to means) and protective factors (reasons for living, support, engagement).\n- Document what was asked and what the client said; a topic not discussed is "not assessed", a question the client did not answer is "asked, not answered", and neither is ever "denied".\n- Make a collaborative safety plan when any risk is present, and escalate the same day when risk is high.';
const GENERAL_DOCUMENTATION =
  "**Documentation**\n- SOAP: Subjective (the client's account), Objective (observations), Assessment (formulation, risk), Plan.\n- DAP: Data, Assessment, Plan. BIRP/GIRP: Behaviour or Goals, Intervention, Response, Plan.\n- Quote the client verbatim where it matters, record durations as said, and record risk as assessed.";

/**
 * Passages the answer quotes: those about a diagnosis the answer does not already cover from its own knowledge
 * (an imported manual's text, or an entry the question matched only by its words).
 */
function passagesToQuote(passages: ReferencePassage[], covered: Diagnosis[]): ReferencePassage[] {
  const names = new Set(covered.map((d) => d.name));
  return passages.filter(
    (passage) => !(passage.isBuiltin && passage.diagnosis !== null && names.has(passage.diagnosis)),
  );
}

/**
 * Answers the conversation's last question from the reference content, with its sources. `passages` are what the
 * reference search retrieved for it; the ones the answer rests on are cited by id.
 */
export function answerChat(conversation: ChatTurn[], passages: ReferencePassage[] = []): ChatReply {
  const userTurns = conversation.filter((turn) => turn.role === 'user');
  const last = userTurns[userTurns.length - 1]?.content.trim() ?? '';
  // A follow-up ("and for adolescents?") is read with the question before it.
  const context = userTurns
    .slice(-2)
    .map((turn) => turn.content)
    .join(' ');
  const analysis = analyse(last);
  const isCrisis = [...RISK_AREA_CONCEPTS].some((id) => analysis.present.has(id)) || CRISIS_WORDS.test(last);
  const intent = intentOf(last.length > 25 ? last : context);
  let diagnoses = relevantDiagnoses(last);
  if (diagnoses.length === 0 && last.split(/\s+/).length <= 8) diagnoses = relevantDiagnoses(context);

  const sources: Source[] = [];
  // Passages about a diagnosis the answer covers support it; the rest are quoted and cited.
  const quoted = passagesToQuote(passages, diagnoses);
  const supporting = passages.filter((p) => !quoted.includes(p));
  const answer = diagnoses.length > 0 ? answerFor(intent, diagnoses, context, sources) : '';
  for (const passage of [...supporting, ...quoted])
    sources.push({ id: passage.id, title: passageTitle(passage) });
  const cited = [...new Map(sources.map((s) => [s.id, s])).values()];
  // The chat lists `metadata.sources` numbered from 1; a quoted passage's marker is its number in that list.
  const marker = (passage: ReferencePassage) => String(cited.findIndex((s) => s.id === passage.id) + 1);
  const fromReference =
    quoted.length > 0
      ? `**From the reference**\n${quoted
          .map((passage) => `- [${marker(passage)}] ${passageTitle(passage)}: "${excerpt(passage.text)}"`)
          .join('\n')}`
      : '';
  let body: string;
  if (answer) body = [answer, fromReference].filter(Boolean).join('\n\n');
  else if (intent === 'risk' || isCrisis) body = [GENERAL_RISK, fromReference].filter(Boolean).join('\n\n');
  else if (intent === 'documentation')
    body = [GENERAL_DOCUMENTATION, fromReference].filter(Boolean).join('\n\n');
  else if (fromReference) body = fromReference;
  else
    body =
      "I couldn't find that in the reference content I have. Try naming the condition, symptom or treatment you mean, or ask about treatment options, differentials, risk assessment or documentation.";

  const content = [
    isCrisis ? `**Safety first.** ${CRISIS_GUIDANCE}` : '',
    body,
    diagnoses.length > 0
      ? 'This is general reference information, not a diagnosis of a specific person; clinical judgement decides.'
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    content,
    metadata: { enhanced: cited.length > 0, sources: cited },
  };
}
