import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { rankDiagnoses, SESSION_READING, suggestDiagnoses } from './diagnose';
import { readSession } from './diagnosis-model';

// A tuning session the session classifier never trained on: alcohol use told in the client's own words, where the
// lexicon finds too few problem-use criteria to open the diagnosis on its own.
const session = JSON.parse(
  readFileSync('bench/eval/tuning-sessions/t2-06-alcohol-retired-driver-daughter.json', 'utf8'),
) as { transcript: string };

describe('the session classifier', () => {
  it('reads a whole session into a probability per diagnosis', () => {
    const reading = readSession(analyse(session.transcript).document);
    const total = [...reading.values()].reduce((a, p) => a + p, 0);
    expect(total).toBeCloseTo(1, 5);
    const best = [...reading.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(best?.[0]).toBe('alcohol-use-disorder');
  });

  it('offers a diagnosis on the reading with verbatim evidence and says so', () => {
    const [first] = suggestDiagnoses(analyse(session.transcript));
    expect(first?.id).toBe('alcohol-use-disorder');
    expect(first?.reasoning).toContain('wording of the session as a whole');
    expect(first?.evidence.length).toBeGreaterThan(0);
    for (const span of first?.evidence ?? [])
      expect(session.transcript.slice(span.start, span.end)).toBe(span.text);
  });

  it('reads nothing from a session with no client speech and leaves the criteria alone', () => {
    expect(readSession(analyse('Therapist: How are you today?').document).size).toBe(0);
  });

  it('leaves far weaker candidates out of the differential', () => {
    const ranked = rankDiagnoses(analyse(session.transcript));
    const leader = ranked[0]?.confidence ?? 0;
    for (const score of ranked)
      expect(score.confidence).toBeGreaterThanOrEqual(SESSION_READING.closeToLeader * leader);
  });
});
