import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { normaliseSpeech } from './risk-language';
import { runEngine, writeSessionNote, writeSessionSummary } from './writers';

/** Words that name properties every plain JavaScript object has. */
const OBJECT_WORDS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

describe('words that are also names of object properties', () => {
  it.each(OBJECT_WORDS)('are read as words in a transcript ("%s")', (word) => {
    const transcript = [
      `Therapist: Your dad works as a ${word}, you said?`,
      `Client: ${word[0]?.toUpperCase()}${word.slice(1)} is his job. He's a ${word} and I'm not, that's all.`,
      `Client: I have been low for three months and I can't sleep, my ${word} of a boss doesn't help.`,
      `Mother: She told me ${word} things and then cried for hours.`,
    ].join('\n');
    const output = runEngine(analyse(transcript));
    const note = writeSessionNote(output, ['Subjective', 'Objective', 'Assessment', 'Plan']);
    const summary = writeSessionSummary(output, { clientName: 'A', sessionDate: '', sessionNotes: '' });
    const written = JSON.stringify({ note, summary });
    expect(written).not.toContain('native code');
    expect(written).not.toContain('function ');
  });

  it('leave the words themselves in normalised speech', () => {
    expect(normaliseSpeech('my dad is a constructor')).toContain('constructor');
    expect(normaliseSpeech('valueOf and toString')).not.toContain('native code');
  });
});
