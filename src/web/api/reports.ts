import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { reportListResponseSchema, reportResponseSchema } from '../../contract/workflow';
import { ApiError, apiRequest } from '../lib/api-client';
import { saveBlob } from '../lib/download';
import { pdfFilename } from '../lib/pdf-filename';
import { reportKeys } from './query-keys';

const reportPath = (id: string) => `/api/reports/${encodeURIComponent(id)}`;

/** GET /api/reports: the clinician's final reports, newest first. */
export const reportListQuery = () =>
  queryOptions({
    queryKey: reportKeys.list(),
    queryFn: () => apiRequest('/api/reports', { schema: reportListResponseSchema }),
  });

/** Reports are created when a session is completed elsewhere, so the list is fetched afresh on every visit. */
export function useReports() {
  return useQuery({ ...reportListQuery(), refetchOnMount: 'always' });
}

/** GET /api/reports/:id: one final report, everything its PDF prints. */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: async () => (await apiRequest(reportPath(id), { schema: reportResponseSchema })).report,
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
