import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  SessionPage,
  StartSessionRequest,
  TherapySession,
  TherapySessionDetail,
  UpdateSessionRequest,
} from '../../contract/sessions';
import { apiRequest } from '../lib/api-client';
import { createOncePerKey } from '../lib/once-per-key';
import { withQuery } from '../lib/paging';
import { pagedListQuery } from './paged-query';
import {
  clientKeys,
  dashboardKeys,
  invalidate,
  sessionKeys,
  templateKeys,
  type SessionListFilter,
} from './query-keys';

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/**
 * GET /api/sessions: a page of the clinician's sessions (or one client's), newest first unless asked otherwise,
 * found by client or template name with `q`. `cursor` is the previous page's `nextCursor`.
 */
export async function fetchSessionPage(
  filter: SessionListFilter,
  cursor: string | null,
): Promise<SessionPage> {
  return apiRequest(
    withQuery('/api/sessions', {
      clientId: filter.clientId,
      q: filter.q?.trim(),
      sort: filter.sort,
      limit: filter.limit,
      cursor,
    }),
    { schema: (s) => s.listSessionsResponseSchema },
  );
}

/** The first page: the newest sessions, and how many match in all. */
export const sessionListQuery = (filter: SessionListFilter) =>
  queryOptions({ queryKey: sessionKeys.list(filter), queryFn: () => fetchSessionPage(filter, null) });

type ListOptions = { enabled?: boolean; refetchOnMount?: 'always' };

/**
 * The first page of sessions (the most recent): a chooser of recent sessions. `refetchOnMount: 'always'` is for
 * lists shown briefly (a chooser, a count) that must not show a session list older than the screen.
 */
export function useSessions(filter: SessionListFilter, options: ListOptions = {}) {
  return useQuery({ ...sessionListQuery(filter), ...options, select: (page) => page.sessions });
}

/** The first page with its total: how many sessions match, whatever the page holds. */
export function useSessionPage(filter: SessionListFilter, options: ListOptions = {}) {
  return useQuery({ ...sessionListQuery(filter), ...options });
}

/** The pages of a session list loaded so far, flattened, with the count of every session that matches. */
export const sessionPagesQuery = (filter: SessionListFilter) =>
  pagedListQuery(sessionKeys.pages(filter), 'sessions', (cursor) => fetchSessionPage(filter, cursor));

/** A session list a page at a time ("Load more"). */
export function useSessionPages(filter: SessionListFilter, options: ListOptions = {}) {
  return useInfiniteQuery({ ...sessionPagesQuery(filter), ...options });
}

/** GET /api/sessions/:id: one session with its transcript, as the recording screen and the wizard open it. */
export async function fetchSession(id: string): Promise<TherapySessionDetail> {
  return (await apiRequest(sessionPath(id), { schema: (s) => s.therapySessionDetailResponseSchema })).session;
}

export const sessionQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => fetchSession(id) });

export function useSession(id: string | null) {
  return useQuery({ ...sessionQuery(id ?? ''), enabled: id !== null });
}

/** A new session: the lists and today's count change, and its client and template count one more session. */
export function afterSessionStarted(queryClient: QueryClient, session: TherapySession): Promise<void> {
  return invalidate(queryClient, [
    sessionKeys.lists(),
    dashboardKeys.all,
    ...(session.clientId ? [clientKeys.all] : []),
    ...(session.templateId ? [templateKeys.all] : []),
  ]);
}

/** POST /api/sessions: starts an in-progress session record for a client with a template. */
export async function startSession(request: StartSessionRequest): Promise<TherapySession> {
  return (
    await apiRequest('/api/sessions', {
      method: 'POST',
      body: request,
      schema: (s) => s.therapySessionResponseSchema,
    })
  ).session;
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    // Not awaited: the screen navigates away at once and the lists refetch when next shown.
    onSuccess: (session) => void afterSessionStarted(queryClient, session),
  });
}

/** POST /api/sessions with no client or template: a draft to dictate into at once, completed from the header. */
export async function startDraftSession(): Promise<TherapySessionDetail> {
  const { session } = await apiRequest('/api/sessions', {
    method: 'POST',
    body: {},
    schema: (s) => s.therapySessionResponseSchema,
  });
  return { ...session, transcript: '' };
}

/** One draft per visit (history entry) for the life of the page, however often the screen asks. */
const draftForVisit = createOncePerKey<TherapySessionDetail>();

/**
 * Starts (or joins) the draft of the visit `visitKey`; the new session is cached so the screen opens it without
 * another request, and the lists that count sessions are refreshed.
 */
export function useStartDraftSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (visitKey: string) =>
      draftForVisit(visitKey, async () => {
        const session = await startDraftSession();
        queryClient.setQueryData(sessionKeys.detail(session.id), session);
        void afterSessionStarted(queryClient, session);
        return session;
      }),
    [queryClient],
  );
}

/**
 * The server's answer becomes the cached session. Lists, the dashboard and the assessment show parts of a
 * session (its client, times, notes, status); a new client or template also changes their session counts.
 */
export function afterSessionUpdated(
  queryClient: QueryClient,
  session: TherapySessionDetail,
  patch: UpdateSessionRequest,
): Promise<void> {
  queryClient.setQueryData(sessionKeys.detail(session.id), session);
  return invalidate(queryClient, [
    sessionKeys.lists(),
    dashboardKeys.all,
    sessionKeys.assessment(session.id),
    ...(patch.clientId !== undefined ? [clientKeys.all] : []),
    ...(patch.templateId !== undefined ? [templateKeys.all] : []),
  ]);
}

/** PATCH /api/sessions/:id: saves the transcript, the clinician's notes, the header's choices, or the end. */
export async function updateSession(id: string, patch: UpdateSessionRequest): Promise<TherapySessionDetail> {
  return (
    await apiRequest(sessionPath(id), {
      method: 'PATCH',
      body: patch,
      schema: (s) => s.therapySessionDetailResponseSchema,
    })
  ).session;
}

/** The refetches are not awaited: the change is done once the cached session has the server's answer. */
export function useUpdateSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateSessionRequest) => updateSession(id, patch),
    onSuccess: (session, patch) => void afterSessionUpdated(queryClient, session, patch),
  });
}

/**
 * Saves the transcript as typed, for the recording screen's autosave: it orders its own requests (a later save
 * wins), so this is a plain call rather than a mutation, with the same cache effects as any other change.
 */
export function useSaveTranscript(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (transcript: string): Promise<TherapySessionDetail> => {
      const patch = { transcript };
      const session = await updateSession(id, patch);
      void afterSessionUpdated(queryClient, session, patch);
      return session;
    },
    [queryClient, id],
  );
}

/** Ends the session, with the transcript not saved yet when there is one; settles once the lists have it. */
export function useEndSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transcript: string | undefined) =>
      updateSession(id, transcript === undefined ? { end: true } : { end: true, transcript }),
    onSuccess: (session) => afterSessionUpdated(queryClient, session, { end: true }),
  });
}
