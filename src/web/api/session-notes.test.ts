import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionNoteResponse } from '../../contract/workflow';
import { createQueryClient } from './query-client';
import { sessionKeys } from './query-keys';
import { useSaveSessionNote, useSignSessionNote } from './session-notes';

/** Runs a hook once inside a provider and hands back what it returned (its mutations work outside the render). */
function runHook<T>(queryClient: QueryClient, hook: () => T): T {
  const result: { current?: T } = {};
  function Probe() {
    result.current = hook();
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Probe)));
  if (result.current === undefined) throw new Error('the hook did not run');
  return result.current;
}

const SAVED: SessionNoteResponse = { note: null, versions: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the note mutations the recording screen and the wizard share', () => {
  it('put the saved note in the cache, run onSaved, and mark the wizard assessment of that session stale', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(SAVED)));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionKeys.assessment('s1'), null);
    queryClient.setQueryData(sessionKeys.assessment('s2'), null);
    const onSaved = vi.fn();

    const save = runHook(queryClient, () => useSaveSessionNote('s1', { onSaved }));
    await save.mutateAsync({ content: { subjective: 'Sleeping better' } } as never);

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/sessions/s1/note',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(onSaved).toHaveBeenCalledWith(SAVED);
    expect(queryClient.getQueryData(sessionKeys.note('s1'))).toEqual(SAVED);
    expect(queryClient.getQueryState(sessionKeys.assessment('s1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKeys.assessment('s2'))?.isInvalidated).toBe(false);
  });

  it('signing does the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(SAVED))),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionKeys.assessment('s1'), null);

    const sign = runHook(queryClient, () => useSignSessionNote('s1'));
    await sign.mutateAsync();

    expect(queryClient.getQueryData(sessionKeys.note('s1'))).toEqual(SAVED);
    expect(queryClient.getQueryState(sessionKeys.assessment('s1'))?.isInvalidated).toBe(true);
  });
});
