// The baseline `npm run bench` holds the workspace's first screen against: React, the router and the query
// library, as the app uses them, rendering one list fetched from the server. Nothing else.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';

type Item = { id: string; name: string };

function Screen() {
  const items = useQuery({
    queryKey: ['items'],
    queryFn: async () => ((await (await fetch('/api/items')).json()) as { items: Item[] }).items,
  });
  return (
    <main>
      <h1>Baseline</h1>
      {items.data ? (
        <ul aria-label="Baseline ready">
          {items.data.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={createBrowserRouter([{ path: '*', element: <Screen /> }])} />
    </QueryClientProvider>
  </StrictMode>,
);
