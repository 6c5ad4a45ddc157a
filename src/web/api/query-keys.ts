import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ClientSort, DateSort } from '../../contract/paging';

/*
 * Every query key of the workspace, as one tree. Invalidating a key refreshes everything under it, so the shape
 * of the tree is the design: `['sessions']` holds the session lists, each session, and each session's note and
 * wizard steps. The resource modules beside this file (clients.ts, sessions.ts, …) hold the reads and the
 * mutations; they all take their keys from here, so no resource module imports another to say what a change
 * refreshes, and no screen writes a key by hand.
 */

export const authKeys = {
  /** Kept when the signed-in clinician changes; everything else is dropped (see auth.ts). */
  all: ['auth'] as const,
  me: () => ['auth', 'me'] as const,
  status: () => ['auth', 'status'] as const,
  practiceMembers: () => ['auth', 'clinicians'] as const,
};

/** Which clients a list or picker shows: `q` is the search text (server-side), `sort` one of CLIENT_SORTS. */
export type ClientListFilter = { includeArchived: boolean; q?: string; sort?: ClientSort };

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  /** The first page of a list (a picker's choices). */
  list: (filter: ClientListFilter) => ['clients', 'list', filter] as const,
  /** The pages of a list loaded so far (the Clients screen's "Load more"). */
  pages: (filter: ClientListFilter) => ['clients', 'list', 'pages', filter] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};

/**
 * `clientId` narrows the list to one client's sessions; without it, every session of the clinician. `q` searches
 * by client or template name; `limit` asks for a longer first page (at most 100).
 */
export type SessionListFilter = { clientId?: string; q?: string; sort?: DateSort; limit?: number };

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => ['sessions', 'list'] as const,
  list: (filter: SessionListFilter) => ['sessions', 'list', filter] as const,
  pages: (filter: SessionListFilter) => ['sessions', 'list', 'pages', filter] as const,
  details: () => ['sessions', 'detail'] as const,
  detail: (id: string) => ['sessions', 'detail', id] as const,
  /** The session's note (current version and history), which the recording screen and the wizard share. */
  note: (id: string) => ['sessions', 'note', id] as const,
  /** A client's notes (current version of each session's) and final reports, for the Client Notes dialog. */
  clientDocuments: (clientId: string) => ['sessions', 'client-documents', clientId] as const,
  summaries: () => ['sessions', 'summary'] as const,
  summary: (id: string) => ['sessions', 'summary', id] as const,
  /** The wizard's saved steps of one session; the assessment is built by the server from all of them. */
  steps: (id: string) => ['sessions', 'wizard', id] as const,
  diagnoses: (id: string) => ['sessions', 'wizard', id, 'diagnoses'] as const,
  plan: (id: string) => ['sessions', 'wizard', id, 'plan'] as const,
  assessment: (id: string) => ['sessions', 'wizard', id, 'assessment'] as const,
};

export const templateKeys = {
  all: ['templates'] as const,
  list: () => ['templates', 'list'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** `tzOffset` is part of the request: the server counts "today" in the clinician's own time zone. */
  summary: (tzOffset: number) => ['dashboard', { tzOffset }] as const,
};

export type ReportListFilter = { q?: string };

export const reportKeys = {
  all: ['reports'] as const,
  list: () => ['reports', 'list'] as const,
  pages: (filter: ReportListFilter) => ['reports', 'list', 'pages', filter] as const,
  detail: (id: string) => ['reports', 'detail', id] as const,
};

export const measurementKeys = {
  all: ['measurements'] as const,
  client: (clientId: string) => ['measurements', 'client', clientId] as const,
  session: (sessionId: string) => ['measurements', 'session', sessionId] as const,
  latest: () => ['measurements', 'latest'] as const,
};

/** A client's saved treatment plan (the therapies planned or active), kept by Therapy Recommendations. */
export const treatmentPlanKeys = {
  all: ['treatment-plan'] as const,
  client: (clientId: string) => ['treatment-plan', clientId] as const,
};

/** The reference library (DSM-5-TR and imports): its status, documents and searches. */
export const referenceKeys = {
  all: ['dsm'] as const,
  status: () => ['dsm', 'status'] as const,
  documents: () => ['dsm', 'documents'] as const,
  /** The pages of the documents list loaded so far, for a search text. */
  documentPages: (q: string) => ['dsm', 'documents', 'pages', { q }] as const,
  search: (query: string, limit: number) => ['dsm', 'search', { query, limit }] as const,
};

export const transcriptionKeys = {
  all: ['transcription'] as const,
  status: () => ['transcription', 'status'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
};

/**
 * Marks every query under each key stale and refetches those a screen is showing; resolves once they have
 * answered. Queries no screen shows refetch when one next does. A fetch still in flight was sent before the
 * change, so it is cancelled and sent again: TanStack Query would otherwise hand a first load (one with no data
 * yet) the answer it is still waiting for, which predates the change.
 */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
