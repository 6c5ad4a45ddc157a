import { currentClinicianQuery, authStatusQuery } from './auth';
import { dashboardQuery } from './dashboard';
import { getWorkspaceQueryClient } from './query-client';

/**
 * Asks who is signed in as soon as a workspace route is opened, while the screens' code still loads, rather than
 * once the workspace frame has rendered. The frame's own queries find these answers (or these requests in flight).
 * It is the same single /api/auth/me that starts a demo workspace on a first visit.
 */
export function prefetchSession(): void {
  const client = getWorkspaceQueryClient();
  client.query(currentClinicianQuery).catch(() => undefined);
  client.query(authStatusQuery).catch(() => undefined);
}

/**
 * The dashboard's data, asked for as soon as /api/auth/me says someone is signed in: never before, so a first
 * demo visit still starts exactly one workspace, and a signed-out visitor asks for nothing.
 */
export function prefetchDashboard(): void {
  const client = getWorkspaceQueryClient();
  client
    .query(currentClinicianQuery)
    .then((clinician) => (clinician ? client.query(dashboardQuery(new Date().getTimezoneOffset())) : undefined))
    .catch(() => undefined);
}
