// Blind ratings of generated notes (docs/note-quality-rubric.md): the packets raters read, and the summary of what
// they wrote. `tsx bench/eval/note-ratings.ts packets` writes the packets for the engine as it is now; `npm run eval`
// prints the summary, and says how many rated notes the engine still writes word for word.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { NOTE_FIELDS } from '../../src/contract/workflow';
import { analyse } from '../../src/engine/analyse';
import { runEngine, writeSessionNote } from '../../src/engine/writers';
import { BUILT_IN_TEMPLATES } from '../../src/server/modules/demo/sample-data';
import { loadSessions, type SessionCase } from './measure';

const RATINGS_DIR = path.resolve('bench/eval/ratings');
const HOLDOUT_SESSIONS = path.resolve('bench/eval/holdout/sessions');
export const SESSIONS_PER_FAMILY = 20;

/** The three kinds of note a clinician signs: the five fields alone, a progress note, and an intake. */
const FAMILIES = {
  'five-fields': [undefined],
  progress: ['soap', 'dap', 'birp', 'girp', 'pie'],
  intake: ['intake'],
} as const satisfies Record<string, readonly (string | undefined)[]>;
type Family = keyof typeof FAMILIES;
const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];

function templateSections(key: string | undefined): { name: string; sections: string[] } {
  if (key === undefined) return { name: 'Session note (five fields)', sections: [] };
  const template = BUILT_IN_TEMPLATES.find((t) => t.key === key);
  if (!template) throw new Error(`no built-in template ${key}`);
  return { name: template.name, sections: template.sections };
}

/** The note as a clinician reads it on screen: the five fields, then the template's sections. */
function noteText(transcript: string, templateKey: string | undefined): { format: string; text: string } {
  const { name, sections } = templateSections(templateKey);
  const note = writeSessionNote(runEngine(analyse(transcript)), sections);
  const parts = [
    ...NOTE_FIELDS.map(([field, title]) => `### ${title}\n${note[field].trim() || '(empty)'}`),
    ...note.sections.map((section) => `### ${section.title}\n${section.content.trim() || '(empty)'}`),
  ];
  return { format: name, text: parts.join('\n\n') };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The held-out sessions each family is rated on: in id order, the i-th session goes to family i mod 5 when that
 * is 0, 1 or 2, so no session is rated twice; within the progress family the five formats take turns.
 */
function assignments(): { family: Family; session: SessionCase; templateKey: string | undefined }[] {
  const sessions = loadSessions(HOLDOUT_SESSIONS).sort((a, b) => a.id.localeCompare(b.id));
  return FAMILY_NAMES.flatMap((family, f) => {
    const chosen = sessions.filter((_, i) => i % 5 === f).slice(0, SESSIONS_PER_FAMILY);
    const keys = FAMILIES[family];
    return chosen.map((session, i) => ({ family, session, templateKey: keys[i % keys.length] }));
  });
}

const itemIdOf = (family: Family, i: number) => `${family}-${String(i + 1).padStart(2, '0')}`;

/** Every rated item's note as the engine writes it now, with its transcript. */
function currentNotes(): Map<string, { family: Family; transcript: string; format: string; text: string }> {
  const notes = new Map<string, { family: Family; transcript: string; format: string; text: string }>();
  for (const family of FAMILY_NAMES)
    assignments()
      .filter((a) => a.family === family)
      .forEach((a, i) => {
        const { format, text } = noteText(a.session.transcript, a.templateKey);
        notes.set(itemIdOf(family, i), { family, transcript: a.session.transcript, format, text });
      });
  return notes;
}

/** Writes one packet per family (what a rater reads) and the manifest of what was rated. */
function writePackets(): void {
  mkdirSync(path.join(RATINGS_DIR, 'packets'), { recursive: true });
  const manifest: Record<string, { family: Family; format: string; noteHash: string }> = {};
  for (const family of FAMILY_NAMES) {
    const items = assignments().filter((a) => a.family === family);
    const blocks = items.map(({ session, templateKey }, i) => {
      const { format, text } = noteText(session.transcript, templateKey);
      const itemId = `${family}-${String(i + 1).padStart(2, '0')}`;
      manifest[itemId] = { family, format, noteHash: hashOf(text) };
      return [
        `## ${itemId} (${format})`,
        '',
        '#### Transcript',
        '',
        '```text',
        session.transcript.trim(),
        '```',
        '',
        '#### Generated note',
        '',
        text,
      ].join('\n');
    });
    writeFileSync(
      path.join(RATINGS_DIR, 'packets', `${family}.md`),
      `# Notes to rate: ${family} (${items.length})\n\nRate each note against its transcript with docs/note-quality-rubric.md.\n\n${blocks.join('\n\n---\n\n')}\n`,
    );
  }
  // Which held-out session each item is, kept apart from the packets so raters see only the transcript.
  const sources = Object.fromEntries(
    FAMILY_NAMES.flatMap((family) =>
      assignments()
        .filter((a) => a.family === family)
        .map((a, i) => [`${family}-${String(i + 1).padStart(2, '0')}`, a.session.id]),
    ),
  );
  writeFileSync(
    path.join(RATINGS_DIR, 'manifest.json'),
    `${JSON.stringify({ items: manifest, sources }, null, 2)}\n`,
  );
}

const PDQI_ITEMS = [
  'upToDate',
  'accurate',
  'thorough',
  'useful',
  'organised',
  'comprehensible',
  'succinct',
  'synthesised',
  'consistent',
] as const;
const score = z.number().int().min(1).max(5);
const ratingSchema = z.object({
  item: z.string(),
  pdqi: z.object(
    Object.fromEntries(PDQI_ITEMS.map((k) => [k, score])) as Record<
      (typeof PDQI_ITEMS)[number],
      typeof score
    >,
  ),
  claims: z.number().int().min(0),
  supportedClaims: z.number().int().min(0),
  unsupported: z.array(z.string()),
  comment: z.string(),
});
const ratingsFileSchema = z.object({ rater: z.string(), ratings: z.array(ratingSchema) });
const manifestSchema = z.object({
  items: z.record(z.string(), z.object({ family: z.string(), format: z.string(), noteHash: z.string() })),
  sources: z.record(z.string(), z.string()),
});

/** The summary `npm run eval` prints; an empty list when nothing has been rated yet. */
export function summariseRatings(): string[] {
  const manifestFile = path.join(RATINGS_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const current = new Map([...currentNotes()].map(([item, note]) => [item, hashOf(note.text)]));
  const lines: string[] = [];
  let allTotals: number[] = [];
  let allClaims = 0;
  let allSupported = 0;
  for (const family of FAMILY_NAMES) {
    const file = path.join(RATINGS_DIR, `${family}.json`);
    if (!existsSync(file)) continue;
    const { rater, ratings } = ratingsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const totals = ratings.map((r) => PDQI_ITEMS.reduce((sum, k) => sum + r.pdqi[k], 0));
    const claims = ratings.reduce((s, r) => s + r.claims, 0);
    const supported = ratings.reduce((s, r) => s + Math.min(r.supportedClaims, r.claims), 0);
    const unchanged = ratings.filter((r) => current.get(r.item) === manifest.items[r.item]?.noteHash).length;
    allTotals = allTotals.concat(totals);
    allClaims += claims;
    allSupported += supported;
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
    const perItem = PDQI_ITEMS.map((k) => `${k} ${mean(ratings.map((r) => r.pdqi[k])).toFixed(1)}`).join(
      ', ',
    );
    lines.push(
      `  ${family.padEnd(12)} ${String(ratings.length).padStart(2)} notes (${rater}) · PDQI-9 mean ${mean(totals).toFixed(1)} of 45 · claims supported ${((100 * supported) / Math.max(1, claims)).toFixed(1)}% (${supported}/${claims}) · ${unchanged} still written word for word`,
      `    ${perItem}`,
    );
  }
  if (lines.length === 0) return [];
  const overall = allTotals.reduce((s, v) => s + v, 0) / Math.max(1, allTotals.length);
  return [
    `  all          ${String(allTotals.length).padStart(2)} notes · PDQI-9 mean ${overall.toFixed(1)} of 45 (target ≥ 36) · claims supported ${((100 * allSupported) / Math.max(1, allClaims)).toFixed(1)}% (target ≥ 95%)`,
    ...lines,
  ];
}

/** The notes as the first packets showed them, read back from those packets. */
function ratedNotes(family: Family): Map<string, string> {
  const packet = readFileSync(path.join(RATINGS_DIR, 'packets', `${family}.md`), 'utf8');
  const notes = new Map<string, string>();
  for (const block of packet.split('\n\n---\n\n')) {
    const id = /^## (\S+) \(/m.exec(block)?.[1];
    const at = block.indexOf('#### Generated note\n\n');
    if (id && at >= 0) notes.set(id, block.slice(at + '#### Generated note\n\n'.length).trim());
  }
  return notes;
}

const COMPARE_DIR = path.join(RATINGS_DIR, 'compare');

/**
 * Rounds of pair ratings, each in its own folder under ratings/compare, in the order they were made: what changed
 * in the writer between the rated notes and the round's notes.
 */
const COMPARE_ROUNDS = {
  'plan-change': 'after the plan change',
  'writers-2': 'after the history, presenting-problem, duration and risk-level changes',
  'writers-3': 'after the intervention, response and client-quote changes as well',
  'writers-4': "after the client's-own-words sections, quoted plans and the fuller summary as well",
} as const;
type CompareRound = keyof typeof COMPARE_ROUNDS;
const isCompareRound = (name: string | undefined): name is CompareRound =>
  name !== undefined && name in COMPARE_ROUNDS;

/**
 * For every rated note the engine now writes differently: one packet item with its transcript and both notes, as
 * X and Y in an order fixed by a hash of the item (the key, kept apart, says which is the rated one). A rater who
 * never saw either writer rates both, so the two versions are compared by the same person.
 */
function writeComparePackets(round: CompareRound): void {
  const dir = path.join(COMPARE_DIR, round);
  mkdirSync(path.join(dir, 'packets'), { recursive: true });
  const key: Record<string, { x: 'before' | 'after' }> = {};
  const current = currentNotes();
  for (const family of FAMILY_NAMES) {
    const before = ratedNotes(family);
    const blocks: string[] = [];
    for (const [item, now] of current) {
      const old = before.get(item);
      if (now.family !== family || old === undefined || old === now.text.trim()) continue;
      const xIsBefore = Number.parseInt(hashOf(item).slice(0, 2), 16) % 2 === 0;
      key[item] = { x: xIsBefore ? 'before' : 'after' };
      const [x, y] = xIsBefore ? [old, now.text] : [now.text, old];
      blocks.push(
        [
          `## ${item} (${now.format})`,
          '',
          '#### Transcript',
          '',
          '```text',
          now.transcript.trim(),
          '```',
          '',
          '#### Note X',
          '',
          x,
          '',
          '#### Note Y',
          '',
          y,
        ].join('\n'),
      );
    }
    if (blocks.length > 0)
      writeFileSync(
        path.join(dir, 'packets', `${family}.md`),
        `# Notes to rate in pairs: ${family} (${blocks.length})\n\nRate note X and note Y of each item against its transcript with docs/note-quality-rubric.md.\n\n${blocks.join('\n\n---\n\n')}\n`,
      );
  }
  writeFileSync(path.join(dir, 'key.json'), `${JSON.stringify(key, null, 2)}\n`);
}

const pairFileSchema = z.object({
  rater: z.string(),
  ratings: z.array(
    z.object({
      item: z.string(),
      x: ratingSchema.omit({ item: true }),
      y: ratingSchema.omit({ item: true }),
    }),
  ),
});

/** Before and after, rated by the same rater: what `npm run eval` prints when pairs have been rated. */
export function summariseComparison(): string[] {
  return Object.keys(COMPARE_ROUNDS).flatMap((round) => summariseRound(round as CompareRound));
}

function summariseRound(round: CompareRound): string[] {
  const dir = path.join(COMPARE_DIR, round);
  const keyFile = path.join(dir, 'key.json');
  if (!existsSync(keyFile)) return [];
  const key = z
    .record(z.string(), z.object({ x: z.enum(['before', 'after']) }))
    .parse(JSON.parse(readFileSync(keyFile, 'utf8')));
  const lines: string[] = [];
  for (const family of FAMILY_NAMES) {
    const file = path.join(dir, `${family}.json`);
    if (!existsSync(file)) continue;
    const { rater, ratings } = pairFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const sides = {
      before: [] as z.infer<typeof ratingSchema>[],
      after: [] as z.infer<typeof ratingSchema>[],
    };
    for (const pair of ratings) {
      const xIs = key[pair.item]?.x;
      if (!xIs) continue;
      sides[xIs].push({ item: pair.item, ...pair.x });
      sides[xIs === 'before' ? 'after' : 'before'].push({ item: pair.item, ...pair.y });
    }
    const describe = (rs: z.infer<typeof ratingSchema>[]) => {
      const total =
        rs.reduce((s, r) => s + PDQI_ITEMS.reduce((t, k) => t + r.pdqi[k], 0), 0) / Math.max(1, rs.length);
      const claims = rs.reduce((s, r) => s + r.claims, 0);
      const supported = rs.reduce((s, r) => s + Math.min(r.supportedClaims, r.claims), 0);
      return `PDQI-9 ${total.toFixed(1)}, claims supported ${((100 * supported) / Math.max(1, claims)).toFixed(1)}%`;
    };
    lines.push(
      `  ${family.padEnd(12)} ${String(sides.after.length).padStart(2)} changed notes (${rater}): as rated ${describe(sides.before)} · ${COMPARE_ROUNDS[round]} ${describe(sides.after)}`,
    );
  }
  return lines;
}

if (process.argv[2] === 'packets') writePackets();
if (process.argv[2] === 'compare') {
  const round = process.argv[3];
  if (!isCompareRound(round))
    throw new Error(`name the round: one of ${Object.keys(COMPARE_ROUNDS).join(', ')}`);
  writeComparePackets(round);
}
