import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A column of a simple data table: its heading, whether numbers align right, whether only screen readers see it. */
export type TableColumn = { label: string; numeric?: boolean; hidden?: boolean };

/**
 * The header row shared by the workspace's small data tables (note versions, reference documents, a report's
 * diagnoses), so they look and read alike: every heading is a column header, an actions column can be named for
 * screen readers only.
 */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead className="text-slate-600 dark:text-slate-400">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column.label}
            scope="col"
            className={cn(
              'py-2 font-medium',
              index < columns.length - 1 && 'pr-4',
              column.numeric && 'text-right',
            )}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The body rows' dividers that go with {@link TableHead}. */
export const TABLE_BODY_CLASS = 'divide-y divide-slate-200 dark:divide-slate-700';

/**
 * The box a table wider than a phone scrolls sideways in, so the page itself never does. It is `relative` so the
 * table's screen-reader-only text stays inside it, and while it overflows it takes keyboard focus (a named
 * region) so the hidden columns can be scrolled into view without a mouse.
 */
export function TableScroller({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isOverflowing, setIsOverflowing] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setIsOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      role={isOverflowing ? 'region' : undefined}
      aria-label={isOverflowing ? label : undefined}
      tabIndex={isOverflowing ? 0 : undefined}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children}
    </div>
  );
}
