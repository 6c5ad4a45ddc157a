import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { pdfFilename } from '../lib/save-file';

/**
 * GET /api/reports/:id/pdf, saved as the browser's own download. The bytes are saved as they came, so the file
 * is exactly the PDF the server rendered (and audited as an export).
 */
export async function downloadReportPdf(id: string): Promise<string> {
  const response = await fetch(`/api/reports/${encodeURIComponent(id)}/pdf`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const filename = pdfFilename(response.headers.get('Content-Disposition'), id);
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useDownloadReportPdf() {
  return useMutation({ mutationFn: downloadReportPdf });
}
