// The engine's quality figures on one set of sessions and one set of risk exchanges. `npm run eval` runs these on
// the tuning data and, separately, on the frozen held-out set (bench/eval/holdout), whose figures are the ones
// reported.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { RiskStatus } from '../../src/contract/generation';
import { analyse } from '../../src/engine/analyse';
import { rankDiagnoses } from '../../src/engine/diagnose';
import { runEngine, writeSessionNote } from '../../src/engine/writers';

export const AREAS = ['suicidal', 'selfHarm', 'harmToOthers'] as const;
type Area = (typeof AREAS)[number];
type Gold = Record<Area, RiskStatus>;

export type SessionCase = {
  id: string;
  style?: string;
  transcript: string;
  gold: {
    primaryDiagnosis: string;
    acceptableDiagnoses: string[];
    primaryCode?: string | null;
    risk: Gold;
    deniedSymptoms: string[];
    otherPersonConditions: string[];
    durations: string[];
  };
};
export type RiskItem = { id: string; style?: string; kind?: string; text: string; gold: Gold };

export const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`);
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export function loadSessions(dir: string): SessionCase[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SessionCase);
}

export function loadRiskItems(file: string): RiskItem[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RiskItem);
}

const STATUSES = ['present', 'denied', 'asked_not_answered', 'not_assessed'] as const;
const SHORT: Record<string, string> = {
  present: 'P',
  denied: 'D',
  asked_not_answered: 'A',
  not_assessed: 'N',
};

/** Per-area risk tallies: gold status against what the engine wrote. */
class RiskTally {
  present = 0;
  found = 0;
  presentAsDenied = 0;
  inventedDenials = 0;
  asked = 0;
  askedRight = 0;
  notPresent = 0;
  falseAlarms = 0;
  denied = 0;
  deniedRight = 0;
  /** Present risks the status missed but the review list shows, with the quote, for the clinician to read. */
  missedButListed = 0;
  /** Areas without a disclosed risk that the review list names all the same: what the clinician reads for nothing. */
  listedWithoutRisk = 0;
  misses: string[] = [];
  confusion = new Map<string, number>();

  /** `listed`: the areas the engine's review list names ("Possible risk language — review"). */
  add(id: string, gold: Gold, found: Gold, quote: string, listed: ReadonlySet<string> = new Set()) {
    for (const area of AREAS) {
      const g = gold[area];
      const f = found[area];
      this.confusion.set(`${g}>${f}`, (this.confusion.get(`${g}>${f}`) ?? 0) + 1);
      if (g === 'present') {
        this.present++;
        if (f === 'present') this.found++;
        else {
          if (listed.has(area)) this.missedButListed++;
          this.misses.push(
            `${id} ${area}: present, engine said ${f}${listed.has(area) ? ' (listed for review)' : ''} — ${quote}`,
          );
        }
        if (f === 'denied') this.presentAsDenied++;
      } else {
        this.notPresent++;
        if (f !== 'present' && listed.has(area)) this.listedWithoutRisk++;
        if (f === 'present') {
          this.falseAlarms++;
          this.misses.push(`${id} ${area}: ${g}, engine said present — ${quote}`);
        }
      }
      if ((g === 'not_assessed' || g === 'asked_not_answered') && f === 'denied') {
        this.inventedDenials++;
        this.misses.push(`${id} ${area}: ${g}, engine said denied — ${quote}`);
      }
      if (g === 'asked_not_answered') {
        this.asked++;
        if (f === 'asked_not_answered') this.askedRight++;
      }
      if (g === 'denied') {
        this.denied++;
        if (f === 'denied') this.deniedRight++;
      }
    }
  }

  lines(indent = '  '): string[] {
    return [
      `${indent}risk recall                 ${pct(this.found, this.present)} (${this.found}/${this.present}, target 100%)`,
      `${indent}missed, listed for review   ${this.missedButListed} of ${this.present - this.found} missed (the quote is shown for the clinician to read); nothing shown for ${this.present - this.found - this.missedButListed}`,
      `${indent}listed for review, no risk  ${pct(this.listedWithoutRisk, this.notPresent)} of areas without risk (${this.listedWithoutRisk}/${this.notPresent})`,
      `${indent}present written as denied   ${this.presentAsDenied} (target 0)`,
      `${indent}invented denials            ${this.inventedDenials} (target 0)`,
      `${indent}asked-not-answered accuracy ${pct(this.askedRight, this.asked)} (${this.askedRight}/${this.asked})`,
      `${indent}denials read as denied      ${pct(this.deniedRight, this.denied)} (${this.deniedRight}/${this.denied})`,
      `${indent}false alarms                ${pct(this.falseAlarms, this.notPresent)} of areas without risk (${this.falseAlarms}/${this.notPresent}, target ≤ 10%)`,
      `${indent}gold → engine (all areas)   ${STATUSES.map((g) => `${SHORT[g]}: ${STATUSES.map((f) => `${SHORT[f]} ${this.confusion.get(`${g}>${f}`) ?? 0}`).join(' ')}`).join(' | ')}`,
    ];
  }
}

/** The areas a risk result's review list names. */
const listedAreas = (review: readonly { area: string | null }[]): Set<string> =>
  new Set(review.flatMap((item) => (item.area === null ? [] : [item.area])));

export type SetResult = { ok: boolean; lines: string[]; misses: string[] };

export function measureSessions(cases: SessionCase[]): SetResult {
  let top1 = 0;
  let top3 = 0;
  let offered = 0;
  let offeredRight = 0;
  let coded = 0;
  let codedRight = 0;
  let negationPhrases = 0;
  let negationRight = 0;
  let otherPhrases = 0;
  let otherRight = 0;
  let durationsStated = 0;
  let durationsRight = 0;
  let duplicatedNotes = 0;
  const risk = new RiskTally();
  const misses: string[] = [];
  const styles = new Map<string, { n: number; top3: number; risk: RiskTally }>();

  for (const item of cases) {
    const analysis = analyse(item.transcript);
    const output = runEngine(analysis);
    const ranked = rankDiagnoses(analysis).slice(0, 3);
    const ids = ranked.map((d) => d.diagnosis.id);
    const acceptable = new Set([item.gold.primaryDiagnosis, ...item.gold.acceptableDiagnoses]);
    const style = styles.get(item.style ?? 'unknown') ?? { n: 0, top3: 0, risk: new RiskTally() };
    styles.set(item.style ?? 'unknown', style);
    style.n++;
    if (ids[0] === item.gold.primaryDiagnosis) top1++;
    if (ids.includes(item.gold.primaryDiagnosis)) {
      top3++;
      style.top3++;
    } else
      misses.push(`${item.id}: expected ${item.gold.primaryDiagnosis}, got ${ids.join(', ') || 'nothing'}`);
    offered += ids.length;
    offeredRight += ids.filter((id) => acceptable.has(id)).length;
    if (item.gold.primaryCode) {
      const primary = ranked.find((d) => d.diagnosis.id === item.gold.primaryDiagnosis);
      if (primary) {
        coded++;
        if (primary.code === item.gold.primaryCode) codedRight++;
        else misses.push(`${item.id}: code ${primary.code}, expected ${item.gold.primaryCode}`);
      }
    }
    const found: Gold = {
      suicidal: output.risk.suicidal,
      selfHarm: output.risk.selfHarm,
      harmToOthers: output.risk.harmToOthers,
    };
    const listed = listedAreas(output.risk.review);
    risk.add(item.id, item.gold.risk, found, '', listed);
    style.risk.add(item.id, item.gold.risk, found, '', listed);

    // A note must never list as denied what it also writes as disclosed.
    const note = writeSessionNote(output);
    for (const area of AREAS)
      if (
        output.risk[area] === 'present' &&
        /Denied: [^.]*(suicid|self-harm|harm(ing)? (to )?others)/i.test(note.clinicalObservations)
      )
        misses.push(`${item.id}: note lists a denial next to a disclosed ${area}`);

    // The duration the note leads with should be the current episode's, as the author marked it.
    const golds = item.gold.durations
      .map((phrase) => ({ start: item.transcript.indexOf(phrase), length: phrase.length }))
      .filter((g) => g.start >= 0)
      .map((g) => ({ start: g.start, end: g.start + g.length }));
    if (golds.length > 0) {
      durationsStated++;
      const lead = note.evidence.duration[0];
      if (lead && golds.some((g) => overlaps(lead, g))) durationsRight++;
      else
        misses.push(
          `${item.id}: duration led with ${lead ? `"${item.transcript.slice(lead.start, lead.end)}"` : 'nothing'}, expected "${item.gold.durations[0] ?? ''}"`,
        );
    }
    // No two of the note's fields may say the same thing.
    const fields = [note.presentingProblem, note.duration, note.clinicalObservations, note.summary]
      .map((f) => f.trim())
      .filter((f) => f.length > 40);
    if (new Set(fields).size < fields.length) duplicatedNotes++;

    const presentFindings = analysis.findings.filter((f) => f.status === 'present');
    for (const phrase of item.gold.deniedSymptoms) {
      const at = item.transcript.indexOf(phrase);
      if (at < 0) continue;
      negationPhrases++;
      const bad = presentFindings.find(
        (f) => f.concept.category !== 'risk' && overlaps(f.mention, { start: at, end: at + phrase.length }),
      );
      if (bad) misses.push(`${item.id}: denied "${phrase}" read as present ${bad.conceptId}`);
      else negationRight++;
    }
    for (const phrase of item.gold.otherPersonConditions) {
      const at = item.transcript.indexOf(phrase);
      if (at < 0) continue;
      otherPhrases++;
      const bad = presentFindings.find(
        (f) =>
          f.concept.category !== 'stressor' && overlaps(f.mention, { start: at, end: at + phrase.length }),
      );
      if (bad) misses.push(`${item.id}: someone else's "${phrase}" read as the client's ${bad.conceptId}`);
      else otherRight++;
    }
  }
  misses.push(...risk.misses);
  const n = cases.length;
  const lines = [
    `  top-1 diagnosis             ${pct(top1, n)} (${top1}/${n}, target ≥ 60%)`,
    `  top-3 diagnosis             ${pct(top3, n)} (${top3}/${n}, target ≥ 85%)`,
    `  top-3 PPV                   ${pct(offeredRight, offered)} of offered diagnoses defensible (${offeredRight}/${offered}, target ≥ 50%)`,
    `  ICD-10-CM code as specified ${pct(codedRight, coded)} (${codedRight}/${coded})`,
    ...risk.lines(),
    `  negation accuracy           ${pct(negationRight, negationPhrases)} (${negationRight}/${negationPhrases}, target ≥ 95%)`,
    `  other-person attribution    ${pct(otherRight, otherPhrases)} (${otherRight}/${otherPhrases})`,
    `  current-episode duration    ${pct(durationsRight, durationsStated)} of notes lead with the duration the author marked (${durationsRight}/${durationsStated})`,
    `  notes with a repeated field ${duplicatedNotes} (target 0)`,
    '  per transcript style        (sessions · top-3 · risk recall · false alarms)',
    ...[...styles.entries()]
      .sort()
      .map(
        ([style, s]) =>
          `    ${style.padEnd(28)} ${String(s.n).padStart(3)} · ${pct(s.top3, s.n).padStart(6)} · ${pct(s.risk.found, s.risk.present).padStart(6)} · ${pct(s.risk.falseAlarms, s.risk.notPresent).padStart(6)}`,
      ),
  ];
  return { ok: risk.presentAsDenied === 0, lines, misses };
}

export function measureRiskItems(items: RiskItem[]): SetResult {
  const risk = new RiskTally();
  const styles = new Map<string, RiskTally>();
  const kinds = new Map<string, RiskTally>();
  for (const item of items) {
    const result = runEngine(analyse(item.text)).risk;
    const found: Gold = {
      suicidal: result.suicidal,
      selfHarm: result.selfHarm,
      harmToOthers: result.harmToOthers,
    };
    const quote = JSON.stringify(item.text.length > 140 ? `${item.text.slice(0, 137)}…` : item.text);
    const listed = listedAreas(result.review);
    risk.add(item.id, item.gold, found, quote, listed);
    for (const [map, key] of [
      [styles, item.style ?? 'unknown'],
      [kinds, item.kind ?? 'unknown'],
    ] as const) {
      const tally = map.get(key) ?? new RiskTally();
      map.set(key, tally);
      tally.add(item.id, item.gold, found, quote, listed);
    }
  }
  const table = (map: Map<string, RiskTally>) =>
    [...map.entries()]
      .sort()
      .map(
        ([key, t]) =>
          `    ${key.padEnd(26)} recall ${pct(t.found, t.present).padStart(6)} · present→denied ${t.presentAsDenied} · invented denials ${t.inventedDenials} · false alarms ${pct(t.falseAlarms, t.notPresent).padStart(6)}`,
      );
  return {
    ok: risk.presentAsDenied === 0,
    lines: [...risk.lines(), '  per style', ...table(styles), '  per kind', ...table(kinds)],
    misses: risk.misses,
  };
}
