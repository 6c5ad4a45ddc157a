import type { AppContext } from '../../context';
import { clients, templates, therapySessions } from '../../db/schema';
import { sealClientIdentity, type ClientIdentity } from '../clients/client-identity';

type SampleClient = ClientIdentity &
  Pick<typeof clients.$inferInsert, 'age' | 'status' | 'riskLevel' | 'nextSession'> & { key: string };
type SampleTemplate = Omit<typeof templates.$inferInsert, 'clinicianId'> & { key: string };

const DAY_MS = 86_400_000;

/** The spec's demo workspace: its sample clients, sessions and templates, plus the note formats clinicians expect. */
function sampleClients(now: Date): SampleClient[] {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      key: 'sarah',
      firstName: 'Sarah',
      lastName: 'M.',
      age: 28,
      gender: 'Female',
      status: 'active',
      riskLevel: 'moderate',
      primaryConcerns: ['Anxiety', 'Sleep Issues', 'Work Stress'],
      nextSession: inDays(3),
    },
    {
      key: 'james',
      firstName: 'James',
      lastName: 'K.',
      age: 35,
      gender: 'Male',
      status: 'active',
      riskLevel: 'low',
      primaryConcerns: ['Depression', 'Relationship Issues'],
      nextSession: inDays(5),
    },
    {
      key: 'emily',
      firstName: 'Emily',
      lastName: 'R.',
      age: 42,
      gender: 'Female',
      status: 'active',
      riskLevel: 'moderate',
      primaryConcerns: ['Trauma', 'Panic Attacks'],
      nextSession: inDays(1),
    },
    {
      key: 'michael',
      firstName: 'Michael',
      lastName: 'T.',
      age: 19,
      gender: 'Male',
      status: 'active',
      riskLevel: 'low',
      primaryConcerns: ['ADHD', 'Academic Stress'],
      nextSession: null,
    },
    {
      key: 'linda',
      firstName: 'Linda',
      lastName: 'P.',
      age: 61,
      gender: 'Female',
      status: 'inactive',
      riskLevel: 'low',
      primaryConcerns: ['Grief'],
      nextSession: null,
    },
  ];
}

/** The session templates every workspace starts with; the blind note ratings (bench/eval) use their formats too. */
export const BUILT_IN_TEMPLATES: SampleTemplate[] = [
  {
    key: 'initial',
    name: 'Initial Assessment',
    description: 'A first session: history, presenting concerns, risk and goals.',
    sessionType: 'individual',
    duration: 60,
    sections: [
      'Presenting Problem',
      'History of Presenting Problem',
      'Current Mood/Affect',
      'Sleep & Appetite',
      'Safety Assessment',
      'Goals & Progress',
      'Next Steps',
    ],
    prompts: [
      'What brings you in today?',
      'How long has this been going on?',
      'How have you been sleeping and eating?',
      'Have you had any thoughts of harming yourself or others?',
    ],
  },
  {
    key: 'cbt',
    name: 'CBT Follow-up',
    description: 'A structured cognitive behavioural therapy session with homework review.',
    sessionType: 'individual',
    duration: 50,
    sections: [
      'Current Mood/Affect',
      'Homework Review',
      'Therapeutic Interventions',
      'Goals & Progress',
      'Next Steps',
    ],
    prompts: [
      'How did the homework go this week?',
      'What situations triggered strong feelings?',
      'Which thoughts came up, and how did you test them?',
    ],
  },
  {
    key: 'soap',
    name: 'SOAP Note',
    description: 'Subjective, Objective, Assessment and Plan.',
    sessionType: 'individual',
    duration: 50,
    sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
    prompts: ['How have things been since our last session?'],
  },
  {
    key: 'dap',
    name: 'DAP Note',
    description: 'Data, Assessment and Plan.',
    sessionType: 'individual',
    duration: 50,
    sections: ['Data', 'Assessment', 'Plan'],
    prompts: [],
  },
  {
    key: 'birp',
    name: 'BIRP Note',
    description: 'Behaviour, Intervention, Response and Plan.',
    sessionType: 'individual',
    duration: 50,
    sections: ['Behavior', 'Intervention', 'Response', 'Plan'],
    prompts: [],
  },
  {
    key: 'girp',
    name: 'GIRP Note',
    description: 'Goals, Intervention, Response and Plan.',
    sessionType: 'individual',
    duration: 50,
    sections: ['Goals', 'Intervention', 'Response', 'Plan'],
    prompts: [],
  },
  {
    key: 'pie',
    name: 'PIE Note',
    description: 'Problem, Intervention and Evaluation.',
    sessionType: 'individual',
    duration: 50,
    sections: ['Problem', 'Intervention', 'Evaluation'],
    prompts: [],
  },
  {
    key: 'intake',
    name: 'Intake Assessment',
    description: 'A full intake: identifying information, history, mental status, risk, diagnosis and plan.',
    sessionType: 'individual',
    duration: 90,
    sections: [
      'Identifying Information',
      'Presenting Problem',
      'Psychiatric History',
      'Medical History',
      'Substance Use',
      'Social & Family History',
      'Mental Status Examination',
      'Safety Assessment',
      'Diagnostic Impression',
      'Treatment Plan',
    ],
    prompts: [
      'What brings you in today?',
      'Have you seen a therapist or psychiatrist before?',
      'Do you take any medications?',
      'How much alcohol or other substances do you use in a typical week?',
      'Who are the important people in your life?',
    ],
  },
];

/** [client, days ago, hour, minutes, status, note] — today's sessions and recent history. */
const SAMPLE_SESSIONS: [string, number, number, number, 'completed' | 'needs_review', string][] = [
  ['sarah', 0, 9, 50, 'completed', 'Reviewed worry log; practised a grounding exercise.'],
  ['emily', 0, 11, 55, 'needs_review', 'Discussed panic symptoms at work; note to be finalised.'],
  ['james', 1, 14, 50, 'completed', 'Behavioural activation plan for the week.'],
  ['sarah', 7, 9, 50, 'completed', 'Sleep hygiene and worry time introduced.'],
  ['michael', 9, 16, 45, 'needs_review', 'Study planning and attention strategies.'],
  ['sarah', 14, 9, 50, 'completed', 'Cognitive restructuring of work-related worries.'],
  ['sarah', 21, 9, 50, 'completed', 'Psychoeducation on anxiety.'],
  ['linda', 40, 10, 50, 'completed', 'Closing session; coping plan reviewed.'],
];

export async function seedSandbox(ctx: AppContext, clinicianId: string): Promise<void> {
  const now = ctx.now();
  const insertedClients = await ctx.db
    .insert(clients)
    .values(
      sampleClients(now).map(({ key, firstName, lastName, gender, primaryConcerns, ...client }) => ({
        ...client,
        ...sealClientIdentity(ctx.cipher, { firstName, lastName, gender, primaryConcerns }),
        clinicianId,
        isSample: true,
      })),
    )
    .returning({ id: clients.id });
  const clientIds = new Map(sampleClients(now).map((c, i) => [c.key, insertedClients[i]?.id ?? '']));

  const insertedTemplates = await ctx.db
    .insert(templates)
    .values(
      BUILT_IN_TEMPLATES.map(({ key, ...template }, i) => ({
        ...template,
        clinicianId,
        isSample: true,
        // Distinct creation times keep the grid's order stable: the spec's two samples first.
        createdAt: new Date(now.getTime() - (BUILT_IN_TEMPLATES.length - i) * 60_000),
        // Every sample session below used CBT Follow-up.
        usageCount: key === 'cbt' ? SAMPLE_SESSIONS.length + 4 : 0,
      })),
    )
    .returning({ id: templates.id });
  const cbtTemplateId = insertedTemplates[1]?.id ?? null;

  // Sarah M., the demo client of SPEC §9, has 8 sessions in all: the 4 listed here plus 4 older ones.
  const olderSarah: (typeof SAMPLE_SESSIONS)[number][] = [28, 35, 42, 49].map((days) => [
    'sarah',
    days,
    9,
    50,
    'completed',
    'Earlier session.',
  ]);
  await ctx.db.insert(therapySessions).values(
    [...SAMPLE_SESSIONS, ...olderSarah].map(([key, daysAgo, hour, minutes, status, note]) => {
      const started = new Date(now.getTime() - daysAgo * DAY_MS);
      started.setHours(hour, 0, 0, 0);
      if (daysAgo === 0 && started > now) started.setTime(now.getTime() - (minutes + 5) * 60_000);
      return {
        clinicianId,
        clientId: clientIds.get(key) ?? '',
        templateId: cbtTemplateId,
        setting: 'in-person' as const,
        language: 'en-US',
        startedAt: started,
        endedAt: new Date(started.getTime() + minutes * 60_000),
        durationMinutes: minutes,
        status,
        notes: ctx.cipher.encrypt(note),
        isSample: true,
      };
    }),
  );
}
