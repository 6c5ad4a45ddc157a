import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { WIZARD_STEPS, stepHref, type WizardStepKey } from '../lib/wizard-steps';

/** The four steps of SPEC §4's wizard flow; the current one is marked for assistive technology too. */
export function StepIndicator({ current, sessionId }: { current: WizardStepKey; sessionId: string }) {
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Session steps">
      <ol className="grid gap-2 sm:grid-cols-4">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isBefore = index < currentIndex;
          return (
            <li key={step.key}>
              <Link
                to={stepHref(step.key, sessionId)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  isCurrent
                    ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-500 dark:bg-brand-900/40 dark:text-brand-100'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                    isCurrent
                      ? 'bg-brand-700 text-white'
                      : isBefore
                        ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-slate-950'
                        : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
                  )}
                >
                  {isBefore ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
