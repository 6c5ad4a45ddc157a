import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

const FALLBACK_FILENAME = 'clinician-workspace-export.json';

/**
 * GET /api/export: every record of the workspace as one JSON file. The response is saved as it came, not
 * parsed and re-serialised, so the download is exactly what the server exported (and audited).
 */
export async function downloadWorkspaceExport(): Promise<string> {
  const response = await fetch('/api/export', { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? FALLBACK_FILENAME;
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useExportWorkspace() {
  return useMutation({ mutationFn: downloadWorkspaceExport });
}
