import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/engine/analyse';
import { runEngine, writeSessionNote, writeSessionSummary } from '../../src/engine/writers';

type Status = 'present' | 'denied' | 'not_assessed';
type Case = {
  id: string;
  transcript: string;
  gold: { risk: Record<'suicidal' | 'selfHarm' | 'harmToOthers', Status> };
};

const dir = path.resolve('bench/eval/cases');
const cases = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Case);

/** The rules the engine must keep on every case, whatever its diagnostic accuracy. */
describe.each(cases.map((c) => [c.id, c] as const))('engine guarantees on %s', (_id, item) => {
  const output = runEngine(analyse(item.transcript));
  const note = writeSessionNote(output, ['Subjective', 'Assessment', 'Plan']);
  const summary = writeSessionSummary(output, { clientName: '', sessionDate: '', sessionNotes: '' });

  it('never invents a denial, and finds every risk that was disclosed', () => {
    for (const area of ['suicidal', 'selfHarm', 'harmToOthers'] as const) {
      if (item.gold.risk[area] === 'not_assessed') expect(summary.risk[area], area).not.toBe('denied');
      if (item.gold.risk[area] === 'present') expect(summary.risk[area], area).toBe('present');
    }
  });

  it('quotes the client verbatim and points every evidence span at the transcript', () => {
    expect(item.transcript).toContain(note.clientQuote);
    const spans = [
      ...Object.values(note.evidence).flat(),
      ...note.sections.flatMap((s) => s.evidence),
      ...Object.values(summary.evidence).flat(),
    ];
    for (const span of spans) expect(item.transcript.slice(span.start, span.end)).toBe(span.text);
  });
});
