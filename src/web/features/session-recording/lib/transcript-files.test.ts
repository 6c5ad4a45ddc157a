import { describe, expect, it } from 'vitest';
import {
  TranscriptFileError,
  appendParagraph,
  appendSpeech,
  parseSrt,
  parseTranscriptFile,
  parseWebVtt,
  readTranscriptFile,
} from './transcript-files';

/** As a Teams meeting recording exports it: cue ids, voice tags with closing tags, one speaker over several cues. */
const TEAMS_VTT = `WEBVTT

0f6c1a2e-3b1d-4c55-9a0e-2f1d7a1b8c01/12-0
00:00:03.120 --> 00:00:06.480
<v Dr. Maya Patel>Thanks for joining. How have things been since last week?</v>

0f6c1a2e-3b1d-4c55-9a0e-2f1d7a1b8c01/14-0
00:00:07.010 --> 00:00:10.950
<v Jordan Lee>Honestly, not great. I've been lying awake until two or three,</v>

0f6c1a2e-3b1d-4c55-9a0e-2f1d7a1b8c01/14-1
00:00:10.950 --> 00:00:13.200
<v Jordan Lee>and then I'm exhausted at work &amp; snapping at people.</v>

0f6c1a2e-3b1d-4c55-9a0e-2f1d7a1b8c01/19-0
00:00:14.000 --> 00:00:16.500
<v Dr. Maya Patel>That sounds draining.</v>
`;

/** A hand-made file with a header title, NOTE and STYLE blocks, cue settings, markup and two voices in one cue. */
const ANNOTATED_VTT = `\uFEFFWEBVTT - Session 4 (telehealth)
Kind: captions
Language: en

STYLE
::cue(v[voice="Therapist"]) { color: yellow }

NOTE
This file was reviewed by the clinician.
Identifying details removed.

1
00:00:01.000 --> 00:00:04.000 align:start position:10%
<v.loud Therapist>What brings you in <i>today</i>?

2
00:00:04.500 --> 00:00:09.000
<v Client>Mostly the worry. <00:00:06.000><c.highlight>I can't switch it off.</c>
<v Therapist>How long has that been going on?

NOTE a single-line note

3
00:00:09.200 --> 00:00:12.000
<v Client>About six months now.
`;

/** Zoom's transcript export: numbered cues, the speaker as a plain "Name: " label on each cue. */
const ZOOM_VTT = `WEBVTT

1
00:00:00.840 --> 00:00:04.510
Sam Rivera: I started the sleep diary like we said.

2
00:00:04.510 --> 00:00:07.090
Sam Rivera: Most nights I was in bed by eleven.

3
00:00:07.600 --> 00:00:09.000
Dr. Okafor: That's a good start.
`;

/** SubRip with Windows line endings, italics, an SSA position code and a multi-line cue. */
const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Therapist: Did anything help with the panic this week?',
  '',
  '2',
  '00:00:03,900 --> 00:00:07,250',
  'Client: The breathing exercise, <i>sometimes</i>.',
  'Not on the train though.',
  '',
  '3',
  '00:00:07,300 --> 00:00:09,000',
  '{\\an8}Client: My heart was racing and I had to get off.',
  '',
].join('\r\n');

describe('parseWebVtt', () => {
  it('turns a Teams export into speaker turns, merging consecutive cues of one speaker', () => {
    expect(parseWebVtt(TEAMS_VTT)).toBe(
      [
        'Dr. Maya Patel: Thanks for joining. How have things been since last week?',
        "Jordan Lee: Honestly, not great. I've been lying awake until two or three, and then I'm exhausted at work & snapping at people.",
        'Dr. Maya Patel: That sounds draining.',
      ].join('\n'),
    );
  });

  it('drops the header, NOTE and STYLE blocks, cue settings and markup, and splits two voices in one cue', () => {
    expect(parseWebVtt(ANNOTATED_VTT)).toBe(
      [
        'Therapist: What brings you in today?',
        "Client: Mostly the worry. I can't switch it off.",
        'Therapist: How long has that been going on?',
        'Client: About six months now.',
      ].join('\n'),
    );
  });

  it('merges cues that carry the speaker as a plain label, as Zoom writes them', () => {
    expect(parseWebVtt(ZOOM_VTT)).toBe(
      [
        'Sam Rivera: I started the sleep diary like we said. Most nights I was in bed by eleven.',
        "Dr. Okafor: That's a good start.",
      ].join('\n'),
    );
  });

  it('joins captions without speakers into running text', () => {
    const vtt =
      'WEBVTT\n\n00:01.000 --> 00:03.000\nI keep going over the same thoughts\n\n00:03.000 --> 00:05.000\nat night.\n';
    expect(parseWebVtt(vtt)).toBe('I keep going over the same thoughts at night.');
  });
});

describe('parseSrt', () => {
  it('drops cue numbers, timings, markup and CRLF line ends, and merges one speaker across cues', () => {
    expect(parseSrt(SRT)).toBe(
      [
        'Therapist: Did anything help with the panic this week?',
        'Client: The breathing exercise, sometimes. Not on the train though. My heart was racing and I had to get off.',
      ].join('\n'),
    );
  });

  it('does not take a time of day for a speaker label', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nWe meet again at 10:30 next week.\n';
    expect(parseSrt(srt)).toBe('We meet again at 10:30 next week.');
  });
});

describe('parseTranscriptFile', () => {
  it('keeps a plain-text transcript as written, without a byte-order mark or CRLF', () => {
    expect(parseTranscriptFile('session.TXT', '\uFEFFTherapist: Hello.\r\nClient: Hi.\r\n')).toBe(
      'Therapist: Hello.\nClient: Hi.',
    );
  });

  it('picks the parser by extension', () => {
    expect(parseTranscriptFile('call.vtt', ZOOM_VTT)).toContain('Sam Rivera: I started');
    expect(parseTranscriptFile('call.srt', SRT)).toContain('Therapist: Did anything help');
  });

  it.each([
    ['notes.docx', 'Therapist: Hello.', 'Choose a .txt, .vtt or .srt transcript file.'],
    ['audio.mp3', 'ID3', 'Choose a .txt, .vtt or .srt transcript file.'],
    ['empty.txt', '  \n\n ', 'empty.txt is empty.'],
    ['header-only.vtt', 'WEBVTT\n\nNOTE nothing was said\n', 'header-only.vtt has no transcript text in it.'],
  ])('refuses %s with a clear message', (name, text, message) => {
    expect(() => parseTranscriptFile(name, text)).toThrow(new TranscriptFileError(message));
  });
});

describe('readTranscriptFile', () => {
  it('reads a File and refuses an empty one before reading it', async () => {
    await expect(readTranscriptFile(new File([ZOOM_VTT], 'zoom.vtt'))).resolves.toContain(
      "Dr. Okafor: That's",
    );
    await expect(readTranscriptFile(new File([], 'blank.srt'))).rejects.toThrow('blank.srt is empty.');
    await expect(readTranscriptFile(new File(['x'], 'scan.pdf'))).rejects.toThrow(
      'Choose a .txt, .vtt or .srt',
    );
  });
});

describe('appending to the transcript', () => {
  it('appends each final speech result with a trailing space, never gluing words together', () => {
    let transcript = '';
    transcript = appendSpeech(transcript, 'I have not been sleeping');
    transcript = appendSpeech(transcript, 'for about a month');
    expect(transcript).toBe('I have not been sleeping for about a month ');
    expect(appendSpeech('Typed by hand', 'then dictated')).toBe('Typed by hand then dictated ');
  });

  it('adds a file or audio transcript as a new paragraph', () => {
    expect(appendParagraph('', 'Client: Hi.')).toBe('Client: Hi.');
    expect(appendParagraph('Therapist: Hello. ', 'Client: Hi.')).toBe('Therapist: Hello.\nClient: Hi.');
  });
});
