import { Loader2, Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { showingText } from '../../lib/paging';
import { Button } from './button';
import { CONTROL_CLASSES } from './field';

/**
 * The foot of a paged list: how much of it is shown ("Showing 50 of 5,000") and a Load more button while the
 * server has more. A plain button, so it is reached with Tab and pressed with Enter or Space.
 */
export function LoadMore({
  pages,
  shown,
  what,
}: {
  /** The list's pages as its infinite query holds them. */
  pages: {
    data: { total: number };
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** How many rows are shown (the items of the pages loaded so far). */
  shown: number;
  /** What the list holds, for the button's accessible name ("Load more clients"). */
  what: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <p role="status" aria-live="polite">
        {showingText(shown, pages.data.total)}
      </p>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          aria-label={`Load more ${what}`}
        >
          {pages.isFetchingNextPage ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** A labelled search box for a list the server searches; the caller debounces what it sends. */
export function ListSearch({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cn(CONTROL_CLASSES, 'pl-9')}
      />
    </div>
  );
}
