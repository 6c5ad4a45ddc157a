import { Loader2, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH, type DsmSearchResult } from '#contract/reference';
import { useReferenceSearch } from '#web/api/reference';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { Input } from '#web/components/ui/field';
import { StatusText } from '#web/components/ui/status-text';
import { SEARCH_FAILED, canSearch, formatPercent, sourceLabel, truncateText } from '../lib/dsm-display';

/** SPEC §2 content search: the top 5 reference passages for a question or a client's own words. */
export function ReferenceSearchCard({ isReady }: { isReady: boolean }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const search = useReferenceSearch(submitted);
  const inputId = useId();
  const hintId = useId();
  const isEnabled = canSearch(isReady, query);

  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Search className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
        Search the reference
      </h2>
      <form
        role="search"
        aria-label="Reference content"
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (isEnabled) setSubmitted(query.trim());
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Search query
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={inputId}
            type="search"
            value={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="A symptom, a diagnosis or the client's own words"
            aria-describedby={isReady ? undefined : hintId}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={!isEnabled}>
            Search
          </Button>
        </div>
        {isReady ? null : (
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            Search is available once the reference has embeddings.
          </p>
        )}
      </form>
      {submitted !== null ? <SearchResults search={search} query={submitted} /> : null}
    </Card>
  );
}

function SearchResults({ search, query }: { search: ReturnType<typeof useReferenceSearch>; query: string }) {
  if (search.isPending)
    return (
      <StatusText className="flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Searching…
      </StatusText>
    );
  if (search.isError) return <ErrorText>{SEARCH_FAILED}</ErrorText>;
  if (search.data.length === 0) return <StatusText>No matching reference content for “{query}”.</StatusText>;
  return (
    <ol aria-label="Search results" className="space-y-3">
      {search.data.map((result) => (
        <SearchResultItem key={result.id} result={result} />
      ))}
    </ol>
  );
}

function SearchResultItem({ result }: { result: DsmSearchResult }) {
  return (
    <li className="space-y-1.5 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{result.section}</h3>
        <span className="text-sm font-semibold text-brand-800 tabular-nums dark:text-brand-100">
          <span className="sr-only">Relevance </span>
          {formatPercent(result.score, 1)}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{sourceLabel(result.source)}</p>
      <p className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">
        {truncateText(result.text)}
      </p>
    </li>
  );
}
