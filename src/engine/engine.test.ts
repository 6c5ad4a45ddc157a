import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { suggestDiagnoses } from './diagnose';
import { findDurations } from './durations';
import { assessRisk } from './risk';
import { runEngine, writeSessionNote } from './writers';

/** One template section of the note written for `transcript`. */
const sectionOf = (transcript: string, title: string) =>
  writeSessionNote(runEngine(analyse(transcript)), [title]).sections[0] ?? { content: '', evidence: [] };

/** Every evidence span is the transcript's own text at its offsets. */
function expectVerbatim(
  transcript: string,
  evidence: readonly { start: number; end: number; text: string }[],
) {
  for (const span of evidence) expect(transcript.slice(span.start, span.end)).toBe(span.text);
}

const statusOf = (text: string, conceptId: string) =>
  analyse(text)
    .findings.filter((f) => f.conceptId === conceptId)
    .map((f) => f.status);

describe('context of what was said', () => {
  it('reads a denial as a denial, never as the symptom', () => {
    expect(statusOf("Client: I've never hurt myself, not once.", 'self-harm')).toEqual(['denied']);
    expect(analyse("Client: I've never hurt myself, not once.").present.has('self-harm')).toBe(false);
  });

  it("attributes a family member's condition to them, not the client", () => {
    const analysis = analyse('Client: My mother has been depressed for years. I am fine most days.');
    expect(analysis.present.has('depressed-mood')).toBe(false);
  });

  it('reads a clinician question through the client answer', () => {
    const text = 'Therapist: Have you had any thoughts of killing yourself?\nClient: No, never.';
    const analysis = analyse(text);
    expect(analysis.denied.has('suicidal-ideation')).toBe(true);
    expect(analysis.present.has('suicidal-ideation')).toBe(false);
  });
});

describe('durations', () => {
  it('finds durations and onsets as said', () => {
    const found = findDurations(
      "It's been going on for about seven months. Since March, really. The last two weeks were worse.",
      new Date('2026-11-21'),
    );
    expect(found.map((d) => d.text)).toEqual(['for about seven months', 'Since March', 'The last two weeks']);
    expect(found[0]?.days).toBe(210);
    expect(found[2]?.days).toBe(14);
  });

  it('reads an age said in words whole: "since I was nineteen" is not "nine"', () => {
    expect(
      findDurations("I've felt like this since I was nineteen.", new Date('2026-11-21')).map((d) => d.text),
    ).toEqual(['since I was nineteen']);
  });
});

describe('risk', () => {
  it('is present with its evidence for indirect phrasing', () => {
    const text = 'Client: Some nights I think everyone would be better off without me.';
    const risk = assessRisk(analyse(text));
    expect(risk.suicidal).toBe('present');
    expect(risk.evidence[0]?.text).toBe('Some nights I think everyone would be better off without me.');
  });

  it('is not assessed when the session never touched it, never an invented denial', () => {
    const risk = assessRisk(analyse("Client: Work has been stressful and I can't sleep."));
    expect(risk).toMatchObject({
      suicidal: 'not_assessed',
      selfHarm: 'not_assessed',
      harmToOthers: 'not_assessed',
      level: 'not_assessed',
    });
  });

  it('is denied only when the text holds a denial', () => {
    const risk = assessRisk(
      analyse('Therapist: Any thoughts of harming yourself?\nClient: No, nothing like that.'),
    );
    expect(risk.selfHarm).toBe('denied');
    expect(risk.suicidal).toBe('not_assessed');
  });

  it('reads a risk the clinician names in a statement and then asks about through the answer', () => {
    const text = [
      'Therapist: When people are this worn down, sometimes they have thoughts of ending their life. Has anything like that come up?',
      'Client: No, never. I want to get better for my family.',
    ].join('\n');
    const risk = assessRisk(analyse(text));
    expect(risk.suicidal).toBe('denied');
    expect(risk.evidence.map((span) => span.text)).toContain('No, never.');
  });
});

describe('diagnosis', () => {
  const gad = [
    "Therapist: What's been going on?",
    "Client: I worry about everything, work, money, my kids, all of it. I can't switch my mind off, even when I try.",
    "Client: It's been like this for about eight months now. I'm restless and on edge all the time, my shoulders are tight,",
    "Client: and I'm exhausted. I can't concentrate at work and I snap at my partner. It's affecting my job.",
  ].join('\n');

  it('ranks generalized anxiety disorder first for a typical story, with criteria and evidence', () => {
    const [top] = suggestDiagnoses(analyse(gad));
    expect(top?.id).toBe('generalized-anxiety-disorder');
    expect(top?.code).toBe('F41.1');
    expect(top?.criteriaMet.length).toBeGreaterThan(3);
    for (const span of top?.evidence ?? []) expect(gad.slice(span.start, span.end)).toBe(span.text);
  });

  it('lets a too-short duration count against a diagnosis that needs six months', () => {
    const short = gad.replace('for about eight months now', 'for about three weeks now');
    const gadScore = (text: string) =>
      suggestDiagnoses(analyse(text), 60).find((d) => d.id === 'generalized-anxiety-disorder')?.confidence ??
      0;
    expect(gadScore(short)).toBeLessThan(gadScore(gad));
  });

  it('never suggests a disorder on distress or impairment alone, without one of its own symptoms', () => {
    const suggested = suggestDiagnoses(analyse(gad), 60).map((d) => d.id);
    for (const id of ['obsessive-compulsive-disorder', 'body-dysmorphic-disorder', 'hoarding-disorder'])
      expect(suggested).not.toContain(id);
  });

  it('keeps a diagnosis without its essential feature (premenstrual timing) from leading', () => {
    const moody = [
      'Client: My moods swing all over the place and I snap at everyone. I feel tense and keyed up,',
      'Client: I cry at nothing, I have no energy and I feel overwhelmed. It has gone on for a year.',
    ].join('\n');
    const pmdd = suggestDiagnoses(analyse(moody), 60).find((d) => d.id === 'pmdd');
    expect(pmdd?.confidence ?? 0).toBeLessThanOrEqual(0.3);
  });
});

describe('template sections about the session itself', () => {
  const sections = (transcript: string) =>
    writeSessionNote(runEngine(analyse(transcript)), [
      'Homework Review',
      'Therapeutic Interventions',
      'Goals & Progress',
    ]).sections;

  it('quote where homework, interventions and goals came up, with evidence spans on those sentences', () => {
    const transcript = [
      'Therapist: Did you keep the worry diary since last week?',
      'Client: I filled it in most days. The worry is still there every night and I cannot switch off.',
      "Therapist: Let's practise the breathing exercise together now.",
      'Client: I want to be able to sleep through the night again.',
    ].join('\n');
    const [homework, interventions, goals] = sections(transcript);
    expect(homework?.content).toContain('Did you keep the worry diary since last week?');
    expect(interventions?.content).toContain("Let's practise the breathing exercise together now.");
    expect(goals?.content).toBe('I want to be able to sleep through the night again.');
    for (const section of [homework, interventions, goals])
      expectVerbatim(transcript, section?.evidence ?? []);
  });

  it('say "Not discussed in this session." rather than writing treatment options into them', () => {
    const transcript = [
      'Therapist: How have things been?',
      "Client: I worry about everything, all day, and I can't sleep. It has been like this for a year.",
    ].join('\n');
    for (const section of sections(transcript)) {
      expect(section.content).toBe('Not discussed in this session.');
      expect(section.evidence).toEqual([]);
    }
  });
});

describe('the plan section', () => {
  const plan = (transcript: string) => sectionOf(transcript, 'Plan');
  const opening = [
    'Therapist: What brings you in today?',
    "Client: I've felt low for about three months. I wake at four every morning and I can't enjoy anything.",
    "Client: I've stopped seeing my friends and I'm struggling at work.",
    'Therapist: Has anything like this happened before?',
    'Client: No, this is the first time. I want to get back to how I was.',
  ];

  it('quotes what the clinician agreed at the end, word for word, with its evidence', () => {
    const transcript = [
      ...opening,
      "Therapist: Here's the plan. I'd like you to keep a sleep and drink diary this week.",
      'Client: Should I write everything down, even the bad days?',
      "Therapist: Yes. And I'm referring you to your GP for a review of the sleep, and I'll see you next Tuesday.",
      'Client: Okay, I can try the diary.',
    ].join('\n');
    const section = plan(transcript);
    expect(section.content).toMatch(/^Agreed in session: /);
    // Said by the clinician, so given in quotation marks rather than in the note's own voice.
    expect(section.content).toContain('"I\'d like you to keep a sleep and drink diary this week."');
    expect(section.content).toContain(
      "I'm referring you to your GP for a review of the sleep, and I'll see you",
    );
    // The client's words and questions are never written as what was agreed.
    expect(section.content).not.toContain('I can try the diary');
    expect(section.content).not.toContain('Should I write everything down');
    expect(section.evidence.length).toBeGreaterThan(0);
    expectVerbatim(transcript, section.evidence);
  });

  it('agrees nothing the session did not say: without a plan it offers options, or says it was not discussed', () => {
    const section = plan(opening.join('\n'));
    expect(section.content).not.toContain('Agreed in session');
    expect(
      section.content === 'Not discussed in this session.' ||
        section.content.startsWith('Options to discuss'),
    ).toBe(true);
  });
});

describe('the objective and mental status sections', () => {
  const objective = (transcript: string) => sectionOf(transcript, 'Objective');

  it('quote a dictated mental state examination word for word, with its evidence', () => {
    const transcript = [
      'Follow-up review. Client reports low mood for three months with early waking and poor appetite.',
      'She has stopped seeing friends and finds work a struggle.',
      'Mental state: casually dressed, psychomotor slowing, speech quiet, affect constricted. Insight good.',
      'PHQ-9 today 18.',
      'Plan: behavioural activation, sleep diary, review in two weeks.',
    ].join(' ');
    const section = objective(transcript);
    expect(section.content).toContain(
      'Mental state: casually dressed, psychomotor slowing, speech quiet, affect constricted.',
    );
    expect(section.content).toContain('PHQ-9 today 18.');
    expectVerbatim(transcript, section.evidence);
  });

  it('take the scores a clinician states in a dialogue, never a question about mood', () => {
    const transcript = [
      'Therapist: How has your mood been this week?',
      "Client: Low. I've been waking at four and I can't enjoy anything.",
      'Therapist: You scored 16 on the PHQ-9 today, which is in the moderately severe range.',
      "Client: That sounds about right, honestly. I've stopped going out.",
    ].join('\n');
    const section = objective(transcript);
    expect(section.content).toBe(
      'You scored 16 on the PHQ-9 today, which is in the moderately severe range.',
    );
  });
});

describe('the identifying information section', () => {
  const sections = (transcript: string) =>
    writeSessionNote(runEngine(analyse(transcript)), ['Identifying Information', 'Presenting Problem'])
      .sections;

  it('quotes who the client is, and no longer repeats the presenting problem', () => {
    const transcript = [
      'Therapist: Tell me a bit about yourself before we start.',
      "Client: I'm 34, I work as a paramedic, and I live with my partner and our dog.",
      'Therapist: And what brings you in?',
      "Client: I've felt low for three months and I wake at four every morning. I can't enjoy anything.",
    ].join('\n');
    const [identifying, presenting] = sections(transcript);
    expect(identifying?.content).toBe(
      "I'm 34, I work as a paramedic, and I live with my partner and our dog.",
    );
    expect(identifying?.content).not.toBe(presenting?.content);
    expectVerbatim(transcript, identifying?.evidence ?? []);
  });

  it('says nothing was discussed rather than inventing an identity', () => {
    const [identifying] = sections(
      "Therapist: What brings you in?\nClient: I've felt low for three months and I can't enjoy anything.",
    );
    expect(identifying?.content).toBe('Not discussed in this session.');
  });
});

describe('the presenting problem and its duration', () => {
  const transcript = [
    'Therapist: What brings you in today?',
    "Client: My hands go numb and tingly sometimes, I've had that for years. But mostly it's the worrying.",
    'Therapist: Tell me about the worrying.',
    "Client: I worry about everything, all day, money, the kids, work. I can't switch it off and I can't control it. It's been about eight months now.",
    "Client: I'm restless, on edge, my shoulders are tight all the time and I can't concentrate at work.",
    'Client: About fifteen years ago at university I saw a counsellor for a while too.',
  ].join('\n');

  it('leads with the complaints behind the working impression, not a passing one said first', () => {
    const note = writeSessionNote(runEngine(analyse(transcript)));
    expect(note.presentingProblem).toMatch(/^Presents with /);
    expect(note.presentingProblem).toContain('excessive worry');
    expect(note.presentingProblem).not.toContain('numbness or tingling');
    expect(note.evidence.presentingProblem.length).toBeGreaterThan(0);
    expectVerbatim(transcript, note.evidence.presentingProblem);
  });

  it("gives the current episode's duration alone, without other spans said in the session", () => {
    const note = writeSessionNote(runEngine(analyse(transcript)));
    expect(note.duration).toBe('Reported as "about eight months" (about 8 months).');
    expect(note.evidence.duration.map((e) => e.text)).toEqual(['about eight months']);
  });
});

describe('the history sections of an intake', () => {
  const transcript = [
    'Therapist: Has anything like this happened before?',
    'Client: I was on sertraline about five years ago, after my divorce, and I saw a counsellor for a while.',
    'Client: My dad was sectioned twice when I was a kid.',
    'Therapist: Any physical health problems?',
    "Client: I've got asthma, I use the inhaler most mornings.",
    'Client: My dad has bipolar, the proper kind, and my mum was a worrier too.',
  ].join('\n');
  const note = writeSessionNote(runEngine(analyse(transcript)), [
    'Psychiatric History',
    'Medical History',
    'Social & Family History',
  ]);
  const section = (title: string) => note.sections.find((s) => s.title === title);

  it("quote the client's own earlier treatment and health, never a relative's, with evidence", () => {
    expect(section('Psychiatric History')?.content).toBe(
      'I was on sertraline about five years ago, after my divorce, and I saw a counsellor for a while.',
    );
    expect(section('Medical History')?.content).toBe("I've got asthma, I use the inhaler most mornings.");
    for (const s of note.sections) expectVerbatim(transcript, s.evidence);
  });

  it("put a relative's illness under family history", () => {
    expect(section('Social & Family History')?.content).toContain('My dad has bipolar, the proper kind');
    expect(section('Social & Family History')?.content).not.toContain('asthma');
  });
});

describe('the intervention and response sections', () => {
  const transcript = [
    'Therapist: How have you been sleeping?',
    "Client: Badly, I'm awake at four most mornings, if that makes sense.",
    'Therapist: Have you had any thoughts of ending your life?',
    'Client: No, never.',
    "Therapist: Panic attacks are really common, and what happens is your body's alarm goes off when there is no danger.",
    'Therapist: I would like us to try some slow breathing together each morning this week.',
    'Client: That makes sense, I could try that.',
  ].join('\n');
  const note = writeSessionNote(runEngine(analyse(transcript)), ['Intervention', 'Response']);
  const section = (title: string) => note.sections.find((s) => s.title === title);

  it('say what the clinician assessed and quote what they explained and proposed, with evidence', () => {
    const intervention = section('Intervention');
    expect(intervention?.content).toContain('Assessed sleep and suicidal ideation.');
    expect(intervention?.content).toContain(
      "Panic attacks are really common, and what happens is your body's alarm",
    );
    expect(intervention?.content).toContain(
      'I would like us to try some slow breathing together each morning this week.',
    );
    expectVerbatim(transcript, intervention?.evidence ?? []);
    expect(intervention?.evidence.map((e) => e.text)).toContain(
      'Have you had any thoughts of ending your life?',
    );
  });

  it("quote the client's response to what was offered, never a passing 'if that makes sense'", () => {
    expect(section('Response')?.content).toBe('That makes sense, I could try that.');
    expectVerbatim(transcript, section('Response')?.evidence ?? []);
  });
});

describe('the client quote of a speech-to-text run-on', () => {
  it('quotes the words where the client speaks of what was found, word for word, instead of none', () => {
    const transcript =
      "so what happens in class then it feels like they are all looking at me and if a teacher asks me something in front of everyone my voice goes all wobbly and my brain just deletes the answer even if i know it how long would you say that's been going on since year seven maybe";
    const note = writeSessionNote(runEngine(analyse(transcript)));
    expect(note.clientQuote).not.toBe('No direct client quote was recorded in this session.');
    expect(note.clientQuote.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(transcript).toContain(note.clientQuote);
    expectVerbatim(transcript, note.evidence.clientQuote);
  });
});

describe('the subjective sections of a progress note', () => {
  const transcript = [
    'Therapist: What has been happening?',
    "Client: I worry about everything, all day, and I can't switch it off. It's been about eight months now.",
    "Client: I'm restless and my shoulders are tight all the time.",
    'Therapist: Any panic attacks?',
    "Client: No, nothing like that, I've never had one.",
  ].join('\n');

  it("give the client's own account behind the complaints, word for word, instead of repeating the presenting problem", () => {
    const note = writeSessionNote(runEngine(analyse(transcript)), ['Subjective']);
    const subjective = note.sections[0];
    expect(subjective?.content).toMatch(/^In the client's words: "/);
    expect(subjective?.content).toContain('"I worry about everything, all day, and I can\'t switch it off."');
    expect(subjective?.content).not.toContain(note.presentingProblem);
    expect(subjective?.content).not.toContain('nothing like that');
    expectVerbatim(transcript, subjective?.evidence ?? []);
  });
});

describe('the note summary', () => {
  it('adds the scores stated and what was agreed, each with its evidence', () => {
    const transcript = [
      "Client: I've felt low for about three months and I can't enjoy anything any more.",
      'Therapist: Your PHQ-9 today is 18.',
      'Client: That sounds about right.',
      "Therapist: Here's the plan. I'd like you to keep an activity diary this week.",
      "Therapist: And I'll see you next Tuesday.",
    ].join('\n');
    const note = writeSessionNote(runEngine(analyse(transcript)));
    expect(note.summary).toContain('Scores stated: PHQ-9 18 (moderately severe).');
    expect(note.summary).toContain('Agreed: "');
    expect(note.evidence.summary.map((e) => e.text)).toContain('Your PHQ-9 today is 18.');
    expectVerbatim(transcript, note.evidence.summary);
  });
});

describe('the assessment section', () => {
  it('states risk in one sentence, leaving the quotes to the risk block', () => {
    const transcript = [
      'Therapist: Have you had any thoughts of ending your life?',
      'Client: Yes, most nights. I think everyone would be better off without me.',
      "Client: I've felt low for three months and nothing is enjoyable any more.",
    ].join('\n');
    const assessment = sectionOf(transcript, 'Assessment');
    expect(assessment.content).toMatch(/Risk (?:moderate|high) \(suicidal ideation disclosed\)\./);
    expect(assessment.content).not.toContain('Possible risk language');
    expect(assessment.content).not.toContain('not assessed in this session');
  });
});

describe('the psychiatric history of a dictated note', () => {
  it("quotes a dictated past psychiatric history and the client's own earlier episodes, never a relative's", () => {
    const transcript = [
      'Client: I have felt like this before, after my first baby, but it lifted on its own.',
      'Client: My nephew was diagnosed autistic last year.',
      'No previous psychiatric admissions.',
    ].join('\n');
    const section = sectionOf(transcript, 'Psychiatric History');
    expect(section.content).toContain('I have felt like this before');
    expect(section.content).toContain('No previous psychiatric admissions.');
    expect(section.content).not.toContain('nephew');
    expectVerbatim(transcript, section.evidence);
  });
});
