import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

type CursorPage = { nextCursor: string | null; total: number };

/**
 * The pages of a cursor-paged list loaded so far, flattened under `itemsKey` (`{ clients, total }`), with the
 * count of every row that matches. `fetchPage` is given the previous page's `nextCursor` (null for the first).
 */
export function pagedListQuery<
  TKey extends QueryKey,
  K extends string,
  TPage extends CursorPage & Record<K, unknown[]>,
>(queryKey: TKey, itemsKey: K, fetchPage: (cursor: string | null) => Promise<TPage>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TPage) => last.nextCursor,
    select: (data) =>
      ({
        [itemsKey]: data.pages.flatMap((page) => page[itemsKey]),
        total: data.pages.at(-1)?.total ?? 0,
      }) as Record<K, TPage[K]> & { total: number },
  });
}
