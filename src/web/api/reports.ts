import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { ReportPage } from '../../contract/workflow';
import { ApiError, apiRequest } from '../lib/api-client';
import { saveBlob } from '../lib/download';
import { withQuery } from '../lib/paging';
import { pdfFilename } from '../lib/pdf-filename';
import { pagedListQuery } from './paged-query';
import { reportKeys, type ReportListFilter } from './query-keys';

const reportPath = (id: string) => `/api/reports/${encodeURIComponent(id)}`;

/** GET /api/reports: a page of the clinician's final reports, newest first, found by client name or type. */
export async function fetchReportPage(filter: ReportListFilter, cursor: string | null): Promise<ReportPage> {
  return apiRequest(withQuery('/api/reports', { q: filter.q?.trim(), cursor }), {
    schema: (s) => s.reportListResponseSchema,
  });
}

/** The pages loaded so far, flattened, with the count of every report that matches. */
export const reportPagesQuery = (filter: ReportListFilter) =>
  pagedListQuery(reportKeys.pages(filter), 'reports', (cursor) => fetchReportPage(filter, cursor));

/** Reports are created when a session is completed elsewhere, so the list is fetched afresh on every visit. */
export function useReports(filter: ReportListFilter = {}) {
  return useInfiniteQuery({
    ...reportPagesQuery(filter),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/:id: one final report, everything its PDF prints. */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: async () => (await apiRequest(reportPath(id), { schema: (s) => s.reportResponseSchema })).report,
  });

export function useReport(id: string) {
  return useQuery(reportQuery(id));
}

/**
 * GET /api/reports/:id/pdf, saved as the browser's own download. The bytes are saved as they came, so the file
 * is exactly the PDF the server rendered (and audited as an export).
 */
export async function downloadReportPdf(id: string): Promise<string> {
  const response = await fetch(`${reportPath(id)}/pdf`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const filename = pdfFilename(response.headers.get('Content-Disposition'), id);
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useDownloadReportPdf() {
  return useMutation({ mutationFn: downloadReportPdf });
}
