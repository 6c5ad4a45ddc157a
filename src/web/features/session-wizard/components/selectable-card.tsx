import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { TONE_CLASSES } from '#web/lib/status-colors';

/**
 * A suggestion card the clinician selects by clicking it or pressing Space or Enter on it. It is a toggle
 * button named by its title only; the details are its description, so a screen reader does not read the
 * whole card as the button's name.
 */
export function SelectableCard({
  isSelected,
  onToggle,
  title,
  children,
}: {
  isSelected: boolean;
  onToggle: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle();
    }
  }
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={isSelected}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-details`}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      className={cn(
        'cursor-pointer rounded-lg border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        isSelected
          ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700 dark:border-brand-500 dark:bg-brand-900/30 dark:ring-brand-500'
          : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div id={`${id}-title`} className="font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </div>
        <span
          aria-hidden
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
            isSelected ? 'bg-brand-700 text-white' : TONE_CLASSES.muted,
          )}
        >
          {isSelected ? 'Selected' : 'Select'}
        </span>
      </div>
      <div id={`${id}-details`} className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </div>
  );
}
