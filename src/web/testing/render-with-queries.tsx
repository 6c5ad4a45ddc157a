import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createQueryClient } from '../api/query-client';

/** Renders `ui` with a query client of its own, with the app's defaults; returns a user to act with. */
export function renderWithQueries(ui: ReactElement) {
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

/** `fetch` replaced for one test: `answer` gives each response; every request is recorded. */
export function stubFetch(answer: (request: { method: string; url: string }) => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    return Promise.resolve(answer({ method, url }));
  });
  return sent;
}
