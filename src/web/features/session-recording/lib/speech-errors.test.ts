import { describe, expect, it } from 'vitest';
import { otherTranscriptWays, speechErrorAlert } from './speech-errors';

const WAYS = otherTranscriptWays(false);

describe('speechErrorAlert', () => {
  it.each([
    ['not-allowed', 'not allowed to use the microphone', 'Allow microphone access'],
    ['service-not-allowed', 'not allowed to use the microphone', 'Allow microphone access'],
    ['audio-capture', 'no microphone could be used', 'Connect a microphone'],
    ['no-speech', 'no speech was heard', 'not muted'],
    ['network', 'could not be reached', 'Check the network connection'],
    ['language-not-supported', 'chosen language', 'Choose another language'],
    ['aborted', 'speech recognition failed (aborted)', 'try again'],
  ])('says what %s means and what to do', (code, what, todo) => {
    const alert = speechErrorAlert(code, WAYS);
    expect(alert.title).toMatch(/^Recording stopped: /);
    expect(alert.title).toContain(what);
    expect(alert.advice).toContain(todo);
    expect(alert.advice).toContain('switch to typing the transcript or upload a transcript file');
    expect(alert.advice).toContain('Everything transcribed so far is kept.');
  });

  it('offers audio transcription only where the server has it', () => {
    expect(otherTranscriptWays(true)).toContain('record or upload audio');
    expect(otherTranscriptWays(false)).not.toContain('audio');
  });
});
