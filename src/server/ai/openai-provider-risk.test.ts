import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../contract/generation';
import { analyse } from '../../engine/analyse';
import { runEngine, writeSessionNote, writeSessionSummary } from '../../engine/writers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { TEST_DATABASES, TestAgent, createTestApp, type TestApp } from '../testing/harness';
import { createOpenAiProvider } from './openai-provider';

// Sessions where risk was never raised, raised and not answered, disclosed, and explicitly denied.
const SESSIONS = {
  notAsked: `Therapist: What brings you in today?
Client: I just can't switch my mind off. I worry about everything, work, money, my kids, all of it.
Therapist: How long has this been going on?
Client: For about seven months now. Since the restructure at work, really.
Therapist: How are you sleeping?
Client: Badly. I lie awake for hours and I feel on edge all day, my shoulders are always tense.`,
  unanswered: `Therapist: How has the week been?
Client: Long. I've barely slept and I keep crying at work.
Therapist: Have you had any thoughts of killing yourself?
Client: I'd rather not talk about that today.
Therapist: Have you hurt yourself at all?
Client: Can we talk about my sister instead?
Therapist: Any thoughts of hurting anyone else?
Client: Whatever. Next question.`,
  present: `Therapist: How has your mood been since we last met?
Client: Pretty flat. I haven't enjoyed anything for weeks.
Therapist: Have you had any thoughts of ending your life?
Client: Honestly, some nights I think everyone would be better off without me.
Therapist: Have you hurt yourself at all?
Client: I've been cutting my arms again when it gets bad.`,
  denied: `Therapist: How has your mood been?
Client: Low, honestly. I've been tired and I've lost interest in cooking, which I used to love.
Therapist: Have you had any thoughts of ending your life?
Client: No, never. I want to see my kids grow up.
Therapist: Have you ever hurt yourself on purpose?
Client: No, I haven't.
Therapist: Any thoughts of hurting anyone else?
Client: No, not at all.`,
} as const;
type Session = keyof typeof SESSIONS;

function draft(session: Session) {
  const output = runEngine(analyse(SESSIONS[session], new Date('2026-11-21')));
  return {
    output,
    note: writeSessionNote(output),
    summary: writeSessionSummary(output, { clientName: 'Sam', sessionDate: '2026-11-20', sessionNotes: '' }),
  };
}

/** Summary prose with nothing about risk except what a test puts in riskAssessment. */
const SUMMARY_PROSE = {
  executiveSummary: 'Sam attended a session on 2026-11-20 and talked about a difficult few weeks.',
  keyThemes: ['Mood', 'Sleep'],
  therapeuticProgress: 'Sam engaged well and described what has helped in the past.',
  nextSessionGoals: ['Agree a sleep routine'],
  clinicalRecommendations: ['Consider a behavioural activation plan'],
};
const NOTE_PROSE = {
  presentingProblem: 'Client describes a difficult few weeks with poor sleep.',
  duration: 'Not stated in the session.',
  clinicalObservations: 'Client was tearful at times and engaged well.',
  summary: 'Session focused on sleep and mood.',
};

/**
 * Reworded denials, minimisations and invented assessments a model may write where the engine found risk present,
 * asked and not answered, or never asked: every one must be caught.
 */
const DENIALS_AND_MINIMISATIONS = [
  'The client did not endorse suicidal ideation and is safe.',
  'No thoughts about ending her life.',
  'She would never kill herself, minimal suicide risk.',
  'The client did not endorse any suicidal ideation, self-harm or thoughts of harming others.',
  'Negative for SI.',
  'No thoughts of ending her life; future-oriented.',
  'Client contracted for safety.',
  'Low risk.',
  'Not a danger to himself or others.',
  'SI/HI: denies.',
  'No self-injurious behaviour reported.',
  'Future-oriented, safe.',
  'Risk assessed as minimal.',
  'Denies SI, HI, AVH.',
  'No SI/HI/SH.',
  'Pt denies s/i or h/i.',
  'Suicidal ideation: none.',
  'SI neg, HI neg.',
  'C-SSRS screen negative.',
  'PHQ-9 item 9 scored 0.',
  'DTS/DTO: denied.',
  'No suicidality.',
  'Not suicidal or homicidal.',
  'No intent to harm self or others.',
  'Client has no wish to be dead.',
  'Overall risk low; no safety concerns.',
  'Safety assessment completed; client safe for discharge.',
  'No acute risk identified.',
  'Risk to self and others assessed as low.',
  'Suicidal ideation was explored and the client firmly denied it.',
  'Risk not formally assessed, but appears low.',
  'Suicidal ideation was not assessed, as she denied any such thoughts.',
  'No concerns.',
  'Niega ideación suicida. Keine Suizidgedanken.',
  "Pas d'idées suicidaires.",
  'Client presents as safe and future focused.',
  'Denies any risk to self.',
  'She is not at risk of harming herself or anyone else.',
  'No homicidal ideation and no violent thoughts toward others.',
  'Asked about self-harm and suicide; she denied both.',
  'She would not hurt anyone and has never thought about suicide.',
  'Mood low. Suicidal thoughts were discussed. She denied them.',
  'Client reports feeling safe.',
  'Self-harm behaviours ceased.',
  'Negative C-SSRS.',
  'Nil SI.',
  'She laughed off any suggestion of suicide.',
  'Nothing suggests she would harm herself.',
  'She has no interest in dying and wants to live.',
  'Risk of harm to self: low.',
  'Suicidal thoughts have not recurred.',
  'Thoughts of killing himself have gone away.',
  'Cutting is a thing of the past.',
  'The client is stable and safe.',
  'Client minimised the comment and said she was fine.',
  'SI? No.',
];

/** Where risk was disclosed: the disclosure is stated, then taken back or played down. */
const TAKEN_BACK = [
  'Passive SI and recent cutting disclosed; she laughed off any suggestion of acting on it.',
  'Passive suicidal ideation and cutting disclosed. She said she was only joking about the suicidal thoughts.',
  'Suicidal ideation and self-harm by cutting were reported. Risk minimal.',
  'Client disclosed passive SI and cutting, but is future-oriented.',
  'Passive suicidal ideation disclosed, now resolved; self-harm by cutting reported.',
];

/** Disclosures and answers the client never gave. */
const INVENTED_DISCLOSURES = [
  'Client endorsed passive suicidal ideation without a plan.',
  'Active SI with a plan to overdose was reported.',
  'Risk level: high.',
  'Self-harm: cutting her arms weekly.',
  'Homicidal ideation toward her manager was disclosed.',
  'She admitted thoughts of ending her life.',
];
const INVENTED_QUESTIONS = [
  'Client declined to answer questions about suicidal thoughts.',
  'Suicide risk assessment completed.',
  'Self-harm was explored in session.',
];

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

const provider = () =>
  createOpenAiProvider({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 10_000 });

async function summaryWith(session: Session, riskAssessment: string, extra: object = {}) {
  const { summary } = draft(session);
  server.answerContent({ ...SUMMARY_PROSE, riskAssessment, ...extra });
  const result = await provider().improveSummary({
    transcript: SESSIONS[session],
    engineSummary: summary,
    findings: '',
    reference: '',
  });
  return { result, engine: summary };
}

/** The answers (of `answers`) whose riskAssessment was used as the model wrote it, or that lost other fields. */
async function missed(session: Session, answers: string[]): Promise<string[]> {
  const misses: string[] = [];
  for (const riskAssessment of answers) {
    const { result, engine } = await summaryWith(session, riskAssessment);
    const caught =
      result.riskAssessment === engine.riskAssessment &&
      result.provider === 'openai:test-model (engine text for riskAssessment: risk_disagreement)' &&
      result.executiveSummary === SUMMARY_PROSE.executiveSummary &&
      result.risk === engine.risk;
    if (!caught) misses.push(`${session}: ${riskAssessment} -> ${result.provider}`);
  }
  return misses;
}

describe("a model's risk prose is checked against the engine's risk screen", () => {
  it('the sessions have the statuses the tests rely on', () => {
    const statuses = (session: Session) => {
      const { risk } = draft(session).output;
      return [risk.suicidal, risk.selfHarm, risk.harmToOthers];
    };
    expect(statuses('notAsked')).toEqual(['not_assessed', 'not_assessed', 'not_assessed']);
    expect(statuses('unanswered')).toEqual([
      'asked_not_answered',
      'asked_not_answered',
      'asked_not_answered',
    ]);
    expect(statuses('present')).toEqual(['present', 'present', 'not_assessed']);
    expect(statuses('denied')).toEqual(['denied', 'denied', 'denied']);
  });

  it('replaces every reworded denial or minimisation with the engine text, where risk was not asked', async () => {
    expect(DENIALS_AND_MINIMISATIONS.length).toBeGreaterThanOrEqual(30);
    expect(await missed('notAsked', DENIALS_AND_MINIMISATIONS)).toEqual([]);
  });

  it('replaces every reworded denial or minimisation, where risk was asked and not answered', async () => {
    expect(await missed('unanswered', DENIALS_AND_MINIMISATIONS)).toEqual([]);
  });

  it('replaces every reworded denial or minimisation, where suicidal ideation and self-harm were disclosed', async () => {
    expect(await missed('present', DENIALS_AND_MINIMISATIONS)).toEqual([]);
  });

  it('replaces a disclosed risk that is then taken back or played down', async () => {
    expect(await missed('present', TAKEN_BACK)).toEqual([]);
  });

  it('replaces disclosures and answers the client never gave', async () => {
    expect(await missed('notAsked', [...INVENTED_DISCLOSURES, ...INVENTED_QUESTIONS])).toEqual([]);
    expect(await missed('unanswered', INVENTED_DISCLOSURES)).toEqual([]);
    expect(await missed('denied', INVENTED_DISCLOSURES)).toEqual([]);
    expect(await missed('present', ['Homicidal ideation toward her manager was disclosed.'])).toEqual([]);
  });

  it('keeps risk prose that agrees with the engine, a real denial included', async () => {
    const agreeing: [Session, string][] = [
      [
        'denied',
        'Client denied suicidal ideation, self-harm and any thoughts of harming others when asked directly. No current risk identified.',
      ],
      [
        'present',
        'Passive suicidal ideation disclosed ("everyone would be better off without me"); recent self-harm by cutting her arms. Harm to others not assessed. Overall risk moderate; review the safety plan.',
      ],
      [
        'unanswered',
        'Asked about suicidal thoughts, self-harm and harming others; the client did not answer. Overall risk not assessed; complete a risk screen next session.',
      ],
      [
        'notAsked',
        'Suicidal ideation, self-harm and harm to others were not assessed in this session. Overall risk not assessed.',
      ],
    ];
    for (const [session, riskAssessment] of agreeing) {
      const { result } = await summaryWith(session, riskAssessment);
      expect(result.provider, session).toBe('openai:test-model');
      expect(result.riskAssessment, session).toBe(riskAssessment);
    }
  });

  it('replaces only the section that disagrees, in any field, and lists each one', async () => {
    const { result, engine } = await summaryWith(
      'notAsked',
      'Suicidal ideation, self-harm and harm to others were not assessed in this session.',
      {
        keyThemes: ['Worry', 'No suicidal thoughts'],
        therapeuticProgress: 'Client is future-oriented and safe.',
      },
    );
    expect(result.keyThemes).toEqual(engine.keyThemes);
    expect(result.therapeuticProgress).toBe(engine.therapeuticProgress);
    expect(result.riskAssessment).toBe(
      'Suicidal ideation, self-harm and harm to others were not assessed in this session.',
    );
    expect(result.nextSessionGoals).toEqual(SUMMARY_PROSE.nextSessionGoals);
    expect(result.provider).toBe(
      'openai:test-model (engine text for keyThemes, therapeuticProgress: risk_disagreement)',
    );
  });

  it('uses the engine text when a disclosed risk is left out, and says so', async () => {
    const { result, engine } = await summaryWith('present', 'Mood has been flat for several weeks.');
    expect(result.riskAssessment).toBe(engine.riskAssessment);
    expect(result.provider).toBe('openai:test-model (engine text for riskAssessment: risk_omitted)');
  });

  it("keeps the risk block the engine's even when the model sends one", async () => {
    const { result, engine } = await summaryWith('present', 'Low risk.', {
      risk: { level: 'none_identified', suicidal: 'denied', selfHarm: 'denied', harmToOthers: 'denied' },
    });
    expect(result.risk).toEqual(engine.risk);
    expect(result.risk.suicidal).toBe('present');
  });

  it("replaces a note's observations and summary that deny or play down the risk", async () => {
    const { note, output } = draft('unanswered');
    server.answerContent({
      ...NOTE_PROSE,
      clinicalObservations: 'Tearful; the client did not endorse suicidal ideation and is safe.',
      summary: 'Session focused on sleep and mood. Risk: low.',
      clientQuote: "I've barely slept and I keep crying at work.",
    });
    const result = await provider().improveNote({
      transcript: SESSIONS.unanswered,
      engineNote: note,
      findings: '',
      reference: '',
      risk: output.risk,
    });
    expect(result.clinicalObservations).toBe(note.clinicalObservations);
    expect(result.summary).toBe(note.summary);
    expect(result.presentingProblem).toBe(NOTE_PROSE.presentingProblem);
    expect(result.clientQuote).toBe("I've barely slept and I keep crying at work.");
    expect(result.provider).toBe(
      'openai:test-model (engine text for clinicalObservations, summary: risk_disagreement)',
    );
  });

  it("uses the engine's observations when a note leaves a disclosed risk out", async () => {
    const { note, output } = draft('present');
    server.answerContent({
      ...NOTE_PROSE,
      clientQuote: 'Honestly, some nights I think everyone would be better off without me.',
    });
    const result = await provider().improveNote({
      transcript: SESSIONS.present,
      engineNote: note,
      findings: '',
      reference: '',
      risk: output.risk,
    });
    expect(result.clinicalObservations).toBe(note.clinicalObservations);
    expect(result.summary).toBe(NOTE_PROSE.summary);
    expect(result.provider).toBe('openai:test-model (engine text for clinicalObservations: risk_omitted)');
  });
});

describe.each(TEST_DATABASES)('generation endpoints with a model that plays risk down (%s)', (kind) => {
  let t: TestApp | undefined;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: server.baseUrl,
      OPENAI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '10000',
    });
    agent = new TestAgent(t.app);
    await agent.get('/api/auth/me');
  }, 180_000); // building the app shares two cores with every other test file
  afterAll(async () => {
    await t?.close();
  });

  it("answers with the engine's risk text and says why in provider", async () => {
    server.answerContent({ ...SUMMARY_PROSE, riskAssessment: 'Negative for SI. Future-oriented, safe.' });
    const response = await agent.post('/api/generate-session-summary', {
      transcription: SESSIONS.notAsked,
      clientName: 'Sam',
      sessionDate: '2026-11-20',
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json<SessionSummary>();
    expect(summary.riskAssessment).toBe(draft('notAsked').summary.riskAssessment);
    expect(summary.riskAssessment).toContain('Suicidal ideation: not assessed in this session');
    expect(summary.executiveSummary).toBe(SUMMARY_PROSE.executiveSummary);
    expect(summary.risk.suicidal).toBe('not_assessed');
    expect(summary.provider).toBe('openai:test-model (engine text for riskAssessment: risk_disagreement)');
  });
});
