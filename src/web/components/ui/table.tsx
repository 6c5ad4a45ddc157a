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
            className={`py-2 font-medium ${index < columns.length - 1 ? 'pr-4' : ''} ${column.numeric ? 'text-right' : ''}`.trim()}
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
