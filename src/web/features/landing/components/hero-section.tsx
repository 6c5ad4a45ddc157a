import { ArrowRight, Link2, Lock, Sparkles, UserCheck } from 'lucide-react';
import { EARLY_ACCESS_DISCOUNT, SECTION_IDS } from '../landing-constants';
import { HeroBackground } from './hero-background';

const HERO_POINTS = [
  { icon: Lock, text: 'Runs offline on your own computer' },
  { icon: Link2, text: 'Every sentence linked to its source' },
  { icon: UserCheck, text: 'Suggestions you confirm, never verdicts' },
];

/** A sample of what a grounded note looks like: each line carries the transcript time it came from. */
function GroundedNotePreview() {
  return (
    <figure className="w-full max-w-md rounded-xl border border-white/15 bg-slate-950/70 p-5 text-sm shadow-2xl shadow-black/40 backdrop-blur-md">
      <div className="flex items-center justify-between text-xs text-slate-300">
        <span className="font-semibold tracking-wide text-white uppercase">DAP note · draft</span>
        <span>Sample data</span>
      </div>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-xs font-semibold text-brand-100">Data</dt>
          <dd className="mt-1 text-slate-100">
            Client reports sleeping four to five hours a night since starting a new role.{' '}
            <SourceMark time="12:04" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-brand-100">Client quote</dt>
          <dd className="mt-1 text-slate-100 italic">
            “I lie awake going over every email I sent.” <SourceMark time="12:31" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-brand-100">Risk · self-harm</dt>
          <dd className="mt-1">
            <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
              Not assessed
            </span>{' '}
            <span className="text-slate-300">not discussed in this session</span>
          </dd>
        </div>
      </dl>
      <figcaption className="mt-4 border-t border-white/10 pt-3 text-xs text-slate-300">
        Each line links back to the moment in the transcript it came from.
      </figcaption>
    </figure>
  );
}

function SourceMark({ time }: { time: string }) {
  return (
    <span className="ml-1 inline-flex items-center gap-1 rounded bg-brand-900/80 px-1.5 py-0.5 align-middle font-mono text-[0.7rem] text-brand-100 ring-1 ring-brand-500/50">
      <Link2 className="size-3" aria-hidden />
      <span className="sr-only">transcript at </span>
      {time}
    </span>
  );
}

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div className="absolute inset-0 -z-10">
        <HeroBackground />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 pt-20 pb-24 lg:grid-cols-[1.15fr_1fr] lg:pt-28 lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-medium text-white">
            <Sparkles className="size-4 text-amber-300" aria-hidden />
            Early access: {EARLY_ACCESS_DISCOUNT} at launch
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
          >
            Session notes you can trace back to what was said
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-200">
            Clinician Workspace turns a recorded or dictated session into a structured note, a risk
            assessment, a differential and a treatment plan, on your own computer. Every generated sentence
            links to the part of the transcript it came from, so you review evidence instead of guessing.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <a
              href="/app"
              className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-slate-950 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Try Demo
              <ArrowRight className="size-4" aria-hidden />
            </a>
            <a
              href={`#${SECTION_IDS.waitlist}`}
              className="rounded-md border border-white/30 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Join the waitlist
            </a>
          </div>
          <ul className="mt-10 flex flex-col gap-3 text-sm text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {HERO_POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-500" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">
          <GroundedNotePreview />
        </div>
      </div>
    </section>
  );
}
