import type { LucideIcon } from 'lucide-react';
import {
  ClipboardList,
  FileDown,
  FileText,
  Laptop,
  Link2,
  MessagesSquare,
  Mic,
  Quote,
  Search,
  ShieldExclamationPoint,
  ShieldQuestionMark,
  Stethoscope,
  UserCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { EARLY_ACCESS_DISCOUNT, SECTION_IDS, WAITLIST_COUNT_TEXT } from '../landing-constants';
import { WaitlistForm } from './waitlist-form';

type Card = { icon: LucideIcon; title: string; body: string };

const FEATURES: Card[] = [
  {
    icon: Mic,
    title: 'Record or dictate',
    body: 'Record an in-person or telehealth session, or dictate afterwards, and watch the transcript build as you talk.',
  },
  {
    icon: FileText,
    title: 'Structured session notes',
    body: 'Drafts in SOAP, DAP or BIRP format, or the five-field note: presenting problem, duration and timeline, clinical observations, client quote and summary.',
  },
  {
    icon: ShieldExclamationPoint,
    title: 'Risk assessment',
    body: 'Each risk area is reported from what was actually said. One that was never discussed reads "not assessed", never "denied".',
  },
  {
    icon: Stethoscope,
    title: 'Differential diagnosis',
    body: 'Ranked diagnostic suggestions with ICD-10-CM codes and the reasoning behind each, for you to confirm or set aside.',
  },
  {
    icon: ClipboardList,
    title: 'Treatment plans',
    body: 'Evidence-based treatment options for the diagnoses you accept, ready to adjust before they go in the plan.',
  },
  {
    icon: FileDown,
    title: 'Assessment reports',
    body: 'Bring the presenting problem, diagnoses and plan together in an assessment summary and export it as a PDF.',
  },
  {
    icon: Search,
    title: 'Diagnostic reference search',
    body: 'Look up criteria and descriptions in a diagnostic reference by symptom or phrase, without leaving the session.',
  },
  {
    icon: MessagesSquare,
    title: 'Clinical chat assistant',
    body: 'Ask about interventions, diagnostic questions or documentation and get evidence-based guidance for your practice.',
  },
];

const BENEFITS: Card[] = [
  {
    icon: Laptop,
    title: 'Private by default',
    body: 'It runs fully offline on your own computer, with an embedded database. No audio, transcript or note leaves your machine unless you choose to use a cloud model.',
  },
  {
    icon: Link2,
    title: 'Grounded in the transcript',
    body: 'Every generated sentence links back to the span of the transcript it came from, and client quotes stay word for word. Checking a note takes a click.',
  },
  {
    icon: ShieldQuestionMark,
    title: 'Honest about gaps',
    body: 'Silence is not a finding. If a risk was not discussed, the note says "not assessed" rather than implying the client denied it.',
  },
  {
    icon: UserCheck,
    title: 'You make the call',
    body: 'Diagnoses, codes and treatment options are suggestions that wait for your confirmation. Nothing is final until you sign it off.',
  },
];

type Testimonial = { quote: string; name: string; role: string };

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I can click any line of the note and see exactly what my client said. That is what made me trust it.',
    name: 'Maya',
    role: 'LCSW',
  },
  {
    quote:
      'It wrote "not assessed" for suicidal ideation on a day I ran out of time to ask. I would rather be told than covered for.',
    name: 'Daniel',
    role: 'Clinical psychologist',
  },
  {
    quote: 'Everything stays on my laptop. For a solo practice, that settled it.',
    name: 'Priya',
    role: 'LMFT',
  },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-500">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{children}</p>
    </div>
  );
}

export function FeaturesSection() {
  return (
    <section
      id={SECTION_IDS.features}
      aria-labelledby="features-heading"
      className="scroll-mt-16 bg-white py-20 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="From the session to a note you can sign"
        >
          One workspace for the documentation and decision support around a session, each step drafted from
          the transcript and left for you to review.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-800/60"
            >
              <Icon className="size-6 text-brand-700 dark:text-brand-500" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function BenefitsSection() {
  return (
    <section id={SECTION_IDS.benefits} aria-labelledby="benefits-heading" className="scroll-mt-16 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="benefits-heading"
          eyebrow="Benefits"
          title="Built to be checked, not just trusted"
        >
          A clinical note carries your name. These are the rules the workspace follows so you can stand behind
          it.
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WaitlistSection() {
  return (
    <section
      id={SECTION_IDS.waitlist}
      aria-labelledby="waitlist-heading"
      className="scroll-mt-16 bg-brand-50 py-20 dark:bg-slate-900"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-500">
            Early access
          </p>
          <h2
            id="waitlist-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-white"
          >
            Join the waitlist and get {EARLY_ACCESS_DISCOUNT} at launch
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Join {WAITLIST_COUNT_TEXT} clinicians on the waitlist. We will email you when early access opens,
            with your {EARLY_ACCESS_DISCOUNT} launch discount.
          </p>
        </div>
        <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800">
          <WaitlistForm />
        </div>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id={SECTION_IDS.testimonials}
      aria-labelledby="testimonials-heading"
      className="scroll-mt-16 py-20"
    >
      <div className="mx-auto max-w-6xl px-6">
        <h2
          id="testimonials-heading"
          className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          What clinicians say
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
                <Quote className="size-6 text-brand-700 dark:text-brand-500" aria-hidden />
                <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-200">
                  <p>{quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">
                  {name}, <span className="font-normal text-slate-600 dark:text-slate-400">{role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">Illustrative testimonials.</p>
      </div>
    </section>
  );
}
