import { describe, expect, it } from 'vitest';
import { notePlainText, noteSections, sectionPlainText, toPlainText } from './note-text';
import type { NoteContent } from './workflow';

const SOAP_NOTE: NoteContent = {
  presentingProblem: 'Worry about work that keeps her awake.',
  duration: 'About seven months, since a change of manager.',
  clinicalObservations: 'Restless; tearful when describing **deadlines**.',
  clientQuote: '"I cannot switch my mind off at night."',
  summary: '',
  recordingConsent: '',
  sections: [
    { title: 'Subjective', content: 'Reports <b>poor sleep</b> and worry most days.', evidence: [] },
    { title: 'Objective', content: '* Fidgeting\n* Speech rapid', evidence: [] },
    { title: 'Assessment', content: '## Impression\nPresentation consistent with GAD.', evidence: [] },
    {
      title: 'Plan',
      content: 'Worry log; review in `one week`.\r\n\r\n\r\nSee [handout](https://x.example).',
      evidence: [],
    },
  ],
  evidence: { presentingProblem: [], duration: [], clinicalObservations: [], clientQuote: [], summary: [] },
  provider: 'local-engine',
};

describe('noteSections', () => {
  it("follows the note's format: the five fields, then the template's sections in order", () => {
    expect(noteSections(SOAP_NOTE).map((section) => section.title)).toEqual([
      'Presenting Problem',
      'Duration & Timeline',
      'Clinical Observations',
      'Client Quote',
      'Session Summary',
      'Subjective',
      'Objective',
      'Assessment',
      'Plan',
    ]);
  });
});

describe('toPlainText', () => {
  it('removes HTML, Markdown emphasis, headings, code marks and links', () => {
    expect(toPlainText('Reports <b>poor sleep</b> &amp; worry.')).toBe('Reports poor sleep & worry.');
    expect(toPlainText('Tearful about **deadlines** and _meetings_.')).toBe(
      'Tearful about deadlines and meetings.',
    );
    expect(toPlainText('## Impression\nGAD')).toBe('Impression\nGAD');
    expect(toPlainText('See [handout](https://x.example) in `one week`.')).toBe('See handout in one week.');
  });

  it('keeps list items as "- " lines and plain punctuation as it is', () => {
    expect(toPlainText('* Fidgeting\n• Speech rapid\n- Calm by the end')).toBe(
      '- Fidgeting\n- Speech rapid\n- Calm by the end',
    );
    expect(toPlainText('Score 3*4 = 12; file_name stays; 5 > 3')).toBe(
      'Score 3*4 = 12; file_name stays; 5 > 3',
    );
  });

  it('normalises line ends and collapses blank lines', () => {
    expect(toPlainText('One.\r\n\r\n\r\nTwo.  \n')).toBe('One.\n\nTwo.');
  });
});

describe('sectionPlainText', () => {
  it('is the content alone, or says it was not recorded', () => {
    expect(sectionPlainText('Reports <i>low mood</i>.')).toBe('Reports low mood.');
    expect(sectionPlainText('   ')).toBe('Not recorded');
  });
});

describe('notePlainText', () => {
  it('titles every section in order, with plain text and a blank line between sections', () => {
    const text = notePlainText(SOAP_NOTE);
    expect(text).toBe(
      [
        'Presenting Problem\nWorry about work that keeps her awake.',
        'Duration & Timeline\nAbout seven months, since a change of manager.',
        'Clinical Observations\nRestless; tearful when describing deadlines.',
        'Client Quote\n"I cannot switch my mind off at night."',
        'Session Summary\nNot recorded',
        'Subjective\nReports poor sleep and worry most days.',
        'Objective\n- Fidgeting\n- Speech rapid',
        'Assessment\nImpression\nPresentation consistent with GAD.',
        'Plan\nWorry log; review in one week.\n\nSee handout.',
      ].join('\n\n'),
    );
    expect(text).not.toMatch(/[<>*#`]/);
  });

  it("ends with the session's consent to recording when the note carries one", () => {
    const consent = 'Verbal consent to recording given by the client on Nov 29, 2026, 9:02 AM.';
    const text = notePlainText({ ...SOAP_NOTE, recordingConsent: consent });
    expect(
      text.endsWith(
        `Plan\nWorry log; review in one week.\n\nSee handout.\n\nConsent to recording\n${consent}`,
      ),
    ).toBe(true);
  });
});
