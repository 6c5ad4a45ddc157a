import { useEffect } from 'react';
import { cn } from '../../lib/cn';
import { HeroSection } from './components/hero-section';
import {
  BenefitsSection,
  FeaturesSection,
  TestimonialsSection,
  WaitlistSection,
} from './components/landing-sections';
import { SECTION_IDS } from './landing-constants';

const NAV_LINKS = [
  { href: `#${SECTION_IDS.features}`, label: 'Features' },
  { href: `#${SECTION_IDS.benefits}`, label: 'Benefits' },
  { href: `#${SECTION_IDS.waitlist}`, label: 'Waitlist' },
];

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The page is lazy-loaded, so when it opens at a hash (the app header's Subscribe links to `/#waitlist`)
 * the browser has already looked for the target and found nothing. Scroll to it once it exists.
 */
function useScrollToHashOnLoad() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-white/10 bg-slate-950 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-6">
        <a
          href="#top"
          className={cn(
            'flex items-center gap-2 rounded font-semibold',
            FOCUS_RING,
            'focus-visible:outline-white',
          )}
        >
          <img src="/favicon.svg" alt="" className="size-7" />
          Clinician Workspace
        </a>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 sm:flex">
            {NAV_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a
                  href={href}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white',
                    FOCUS_RING,
                    'focus-visible:outline-white',
                  )}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href="/app"
            className={cn(
              'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600',
              FOCUS_RING,
              'focus-visible:outline-white',
            )}
          >
            Try Demo
          </a>
        </nav>
      </div>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 text-sm text-slate-600 md:flex-row md:justify-between dark:text-slate-400">
        <div className="max-w-md space-y-2">
          <p className="font-semibold text-slate-900 dark:text-white">Clinician Workspace</p>
          <p>Private-by-default documentation and decision support for mental-health clinicians.</p>
          <p>
            Diagnoses and treatment options are AI suggestions that need clinician confirmation. The demo runs
            on sample data.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {NAV_LINKS.map(({ href, label }) => (
              <li key={href}>
                <a
                  href={href}
                  className={cn(
                    'rounded hover:text-slate-900 dark:hover:text-white',
                    FOCUS_RING,
                    'focus-visible:outline-brand-700',
                  )}
                >
                  {label}
                </a>
              </li>
            ))}
            <li>
              <a
                href="/app"
                className={cn(
                  'rounded hover:text-slate-900 dark:hover:text-white',
                  FOCUS_RING,
                  'focus-visible:outline-brand-700',
                )}
              >
                Demo
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** The public landing page of SPEC §2: hero, features, benefits, waitlist, testimonials and footer. */
export function LandingPage() {
  useScrollToHashOnLoad();
  return (
    <div id="top" className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <HeroSection />
        <FeaturesSection />
        <BenefitsSection />
        <WaitlistSection />
        <TestimonialsSection />
      </main>
      <SiteFooter />
    </div>
  );
}
