// The settings' plain values, apart from their schemas: the workspace frame and its data layer read them, and
// importing them brings no validator along.

/** The appearance settings offer (SPEC §6). */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** What the clinician types to confirm deleting the whole workspace. */
export const DELETE_WORKSPACE_CONFIRMATION = 'DELETE';
