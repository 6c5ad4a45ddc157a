import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  settingsResponseSchema,
  type NotificationSettings,
  type ProfileSettings,
  type Settings,
  type Theme,
  type UpdateSettingsRequest,
} from '../../../../contract/settings';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import { SETTINGS_QUERY_KEY } from './get-settings';
import { currentClinicianQuery } from '../../../lib/current-clinician';

const UPDATE_SETTINGS_MUTATION_KEY = ['settings', 'update'] as const;

/** PATCH /api/settings with only the parts that changed; answers the whole settings object. */
export async function updateSettings(patch: UpdateSettingsRequest): Promise<Settings> {
  const { settings } = await apiRequest('/api/settings', {
    method: 'PATCH',
    body: patch,
    schema: settingsResponseSchema,
  });
  return settings;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_SETTINGS_MUTATION_KEY,
    /** `currentPassword` goes with a new email address of an account (the server asks for it). */
    mutationFn: ({ profile, currentPassword }: { profile: ProfileSettings; currentPassword?: string }) =>
      updateSettings(currentPassword ? { profile, currentPassword } : { profile }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
        // The header badge shows the clinician's initials and display name from here.
        queryClient.invalidateQueries({ queryKey: currentClinicianQuery.queryKey }),
      ]);
    },
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
      showToast({
        title: 'Notification setting not saved',
        description: errorMessage(error),
        variant: 'destructive',
      });
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
      showToast({ title: 'Theme not saved', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => resyncWhenIdle(queryClient),
  });
}
