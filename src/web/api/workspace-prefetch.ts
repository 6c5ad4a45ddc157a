import { ApiError } from '../lib/api-client';
import { currentClinicianQuery, authStatusQuery } from './auth';
import { dashboardQuery, fetchDashboard } from './dashboard';
import { getWorkspaceQueryClient } from './query-client';

/**
 * Asks who is signed in as soon as a workspace route is opened, while the screen's code still loads, rather than
 * once the workspace frame has rendered. The frame's own queries find these answers (or these requests in flight).
 * It is the same single /api/auth/me that starts a demo workspace on a first visit.
 */
export function prefetchSession(): void {
  const client = getWorkspaceQueryClient();
  client.query(currentClinicianQuery).catch(() => undefined);
  client.query(authStatusQuery).catch(() => undefined);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The dashboard's data, asked for alongside /api/auth/me: a returning clinician's session is valid already, so
 * both answers arrive together. When the dashboard answers 401 (a first demo visit, whose session that same
 * /api/auth/me is starting, or nobody signed in), it is asked once more only if /api/auth/me then names a
 * signed-in clinician. /api/auth/me is never asked twice, so a first demo visit still starts exactly one workspace.
 */
export function prefetchDashboard(): void {
  const client = getWorkspaceQueryClient();
  const tzOffset = new Date().getTimezoneOffset();
  const signedIn = client.query(currentClinicianQuery).catch(() => null);
  client
    .query({
      ...dashboardQuery(tzOffset),
      queryFn: async () => {
        try {
          return await fetchDashboard(tzOffset);
        } catch (error) {
          if (isUnauthorized(error) && (await signedIn)) return fetchDashboard(tzOffset);
          throw error;
        }
      },
    })
    .catch(() => undefined);
}
