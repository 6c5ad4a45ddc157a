import { useMutation } from '@tanstack/react-query';
import { DELETE_WORKSPACE_CONFIRMATION } from '../../../../contract/settings';
import { apiRequest } from '../../../lib/api-client';
import { storeTheme } from '../lib/theme';

/** DELETE /api/workspace: removes the clinician with every client, session, template and setting. */
export async function deleteWorkspace(): Promise<void> {
  await apiRequest('/api/workspace', {
    method: 'DELETE',
    body: { confirm: DELETE_WORKSPACE_CONFIRMATION },
  });
}

export function useDeleteWorkspace() {
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: () => {
      // The theme belonged to the deleted workspace. A full page load drops every cached record; in demo
      // mode the next visit to /app starts a fresh sandbox.
      storeTheme(undefined);
      window.location.assign('/');
    },
  });
}
