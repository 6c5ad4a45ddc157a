import { queryOptions, useQuery } from '@tanstack/react-query';
import { dsmSearchResponseSchema } from '../../../../contract/reference';
import { apiRequest } from '../../../lib/api-client';
import { SEARCH_RESULT_LIMIT } from '../lib/dsm-display';
import { DSM_QUERY_KEY } from './get-dsm-status';

/** GET /api/dsm/search?query&limit — the screen asks for the top 5 (SPEC §7). */
export async function searchDsm(query: string) {
  const params = new URLSearchParams({ query, limit: String(SEARCH_RESULT_LIMIT) });
  const { results } = await apiRequest(`/api/dsm/search?${params.toString()}`, {
    schema: dsmSearchResponseSchema,
  });
  return results;
}

export const dsmSearchQuery = (query: string) =>
  queryOptions({ queryKey: [...DSM_QUERY_KEY, 'search', query], queryFn: () => searchDsm(query) });

/** Runs once a query is submitted (null until then); new embeddings or documents invalidate old answers. */
export function useDsmSearch(submitted: string | null) {
  return useQuery({ ...dsmSearchQuery(submitted ?? ''), enabled: submitted !== null });
}
