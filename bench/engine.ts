import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyse } from '../src/engine/analyse';
import { runEngine, writeSessionNote, writeSessionSummary } from '../src/engine/writers';
import { percentile } from './lib';

/** A realistic session's turns, repeated until the transcript reaches `words` words. */
const TURNS = [
  'Therapist: How has the week been since we last met?',
  "Client: Honestly pretty rough. I keep worrying about work and money, and I can't switch my mind off at night.",
  'Therapist: What happens when you try to sleep?',
  "Client: I lie awake until two or three, my heart is pounding, and then I'm exhausted all day and can't concentrate.",
  'Therapist: How long has the sleep been this bad?',
  "Client: For about seven months now. Since my manager changed, really. I snap at my partner and I've stopped seeing friends.",
  'Therapist: Have you had any thoughts of harming yourself or that life is not worth living?',
  'Client: No, nothing like that. My kids keep me going. I just feel on edge and tense all the time, my shoulders are like rocks.',
  'Therapist: Last time we talked about the worry diary. Did you manage to try it?',
  "Client: A couple of times. It helped a bit to write things down, but then I'd start worrying that I was doing it wrong.",
];

/**
 * A transcript of `words` words that does not repeat itself: the evaluation cases' transcripts (bench/eval/cases)
 * one after another, so every sentence is new to the engine as in a real session. The short sample turns above
 * open it.
 */
export function makeTranscript(words: number): string {
  const dir = path.resolve('bench/eval/cases');
  const sources = [
    TURNS.join('\n'),
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { transcript: string }).transcript),
  ];
  const out: string[] = [];
  let count = 0;
  for (const line of sources.join('\n').split('\n')) {
    if (count >= words) break;
    out.push(line);
    count += line.split(/\s+/).length;
  }
  return out.join('\n');
}

/** The full pipeline (analysis, diagnosis, risk, note, summary) on one transcript, timed over repeated runs. */
export function measureEngine(
  words = 10_000,
  runs = 40,
): { p50: number; p99: number; wordsPerSecond: number; actualWords: number } {
  const transcript = makeTranscript(words);
  const actualWords = transcript.split(/\s+/).length;
  const run = () => {
    const output = runEngine(analyse(transcript));
    writeSessionNote(output, ['Subjective', 'Objective', 'Assessment', 'Plan']);
    writeSessionSummary(output, { clientName: 'Bench', sessionDate: '', sessionNotes: '' });
  };
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  return { p50, p99: percentile(times, 99), wordsPerSecond: actualWords / (p50 / 1000), actualWords };
}
