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
  const byId = new Map(assignments().map((a, i) => [i, a]));
  const current = new Map<string, string>();
  for (const family of FAMILY_NAMES)
    [...byId.values()]
      .filter((a) => a.family === family)
      .forEach((a, i) => {
        current.set(
          `${family}-${String(i + 1).padStart(2, '0')}`,
          hashOf(noteText(a.session.transcript, a.templateKey).text),
        );
      });
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

if (process.argv[2] === 'packets') writePackets();
