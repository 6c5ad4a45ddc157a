import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  ProfileSettings,
  Settings,
  Theme,
  UpdateSettingsRequest,
} from '../../contract/settings';
import { DELETE_WORKSPACE_CONFIRMATION } from '../../contract/settings-values';
import { ApiError, apiRequest } from '../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../lib/download';
import { showErrorToast } from '../lib/toast-store';
import { authKeys, invalidate, settingsKeys } from './query-keys';

const SETTINGS_QUERY_KEY = settingsKeys.all;
/** Every settings change shares this mutation key, so the last of several quick ones knows it is the last. */
const UPDATE_SETTINGS_MUTATION_KEY = [...settingsKeys.all, 'update'] as const;

/** GET /api/settings: the signed-in clinician's profile, notification switches and theme. */
export async function fetchSettings(): Promise<Settings> {
  const { settings } = await apiRequest('/api/settings', { schema: (s) => s.settingsResponseSchema });
  return settings;
}

export const settingsQuery = () => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings });

/** The Settings screen, and the theme the workspace follows. */
export function useSettings() {
  return useQuery(settingsQuery());
}

/** PATCH /api/settings with only the parts that changed; answers the whole settings object. */
export async function updateSettings(patch: UpdateSettingsRequest): Promise<Settings> {
  const { settings } = await apiRequest('/api/settings', {
    method: 'PATCH',
    body: patch,
    schema: (s) => s.settingsResponseSchema,
  });
  return settings;
}

/** The header badge shows the clinician's initials and display name from the signed-in clinician. */
export function afterProfileSaved(queryClient: QueryClient, settings: Settings): Promise<void> {
  queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
  return invalidate(queryClient, [SETTINGS_QUERY_KEY, authKeys.me()]);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_SETTINGS_MUTATION_KEY,
    /** `currentPassword` goes with a new email address of an account (the server asks for it). */
    mutationFn: ({ profile, currentPassword }: { profile: ProfileSettings; currentPassword?: string }) =>
      updateSettings(currentPassword ? { profile, currentPassword } : { profile }),
    onSuccess: (settings) => afterProfileSaved(queryClient, settings),
  });
}

/**
 * Writes `change` into the cached settings at once (the switch or theme moves before the server answers)
 * and returns how to undo just that change, so a failure does not also undo a later, successful one.
 */
function applyOptimistically(
  queryClient: QueryClient,
  change: (settings: Settings) => Settings,
  undo: (settings: Settings) => Settings,
) {
  queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (current) => (current ? change(current) : current));
  return () =>
    queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (current) => (current ? undo(current) : current));
}

/** Refetch once the last of several quick changes has settled, so the cache ends on the server's state. */
async function resyncWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: UPDATE_SETTINGS_MUTATION_KEY }) <= 1)
    await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
}

export type NotificationKey = keyof NotificationSettings;

export function useToggleNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_SETTINGS_MUTATION_KEY,
    mutationFn: ({ key, isOn }: { key: NotificationKey; isOn: boolean }) =>
      updateSettings({ notifications: { [key]: isOn } }),
    onMutate: async ({ key, isOn }) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
      const setSwitch = (value: boolean) => (settings: Settings) => ({
        ...settings,
        notifications: { ...settings.notifications, [key]: value },
      });
      return { undo: applyOptimistically(queryClient, setSwitch(isOn), setSwitch(!isOn)) };
    },
    onError: (error, _variables, context) => {
      context?.undo();
      showErrorToast('Notification setting not saved', error);
    },
    onSettled: () => resyncWhenIdle(queryClient),
  });
}

export function useChangeTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_SETTINGS_MUTATION_KEY,
    mutationFn: (theme: Theme) => updateSettings({ theme }),
    onMutate: async (theme) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
      const previous = queryClient.getQueryData<Settings>(SETTINGS_QUERY_KEY)?.theme;
      const setTheme = (value: Theme) => (settings: Settings) => ({ ...settings, theme: value });
      return {
        undo: applyOptimistically(queryClient, setTheme(theme), previous ? setTheme(previous) : (s) => s),
      };
    },
    onError: (error, _theme, context) => {
      context?.undo();
      showErrorToast('Theme not saved', error);
    },
    onSettled: () => resyncWhenIdle(queryClient),
  });
}

const EXPORT_FALLBACK_FILENAME = 'clinician-workspace-export.json';

/**
 * GET /api/export: every record of the workspace as one JSON file. The response is saved as it came, not
 * parsed and re-serialised, so the download is exactly what the server exported (and audited).
 */
export async function downloadWorkspaceExport(): Promise<string> {
  const response = await fetch('/api/export', { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? EXPORT_FALLBACK_FILENAME;
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useExportWorkspace() {
  return useMutation({ mutationFn: downloadWorkspaceExport });
}

/** DELETE /api/workspace: removes the clinician with every client, session, template and setting. */
export async function deleteWorkspace(): Promise<void> {
  await apiRequest('/api/workspace', {
    method: 'DELETE',
    body: { confirm: DELETE_WORKSPACE_CONFIRMATION },
  });
}

/**
 * `onDeleted` forgets what this browser kept of the workspace; then a full page load drops every cached record.
 * In demo mode the next visit to /app starts a fresh sandbox.
 */
export function useDeleteWorkspace(onDeleted: () => void) {
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: () => {
      onDeleted();
      window.location.assign('/');
    },
  });
}
