import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootErrorBoundary } from './app/root-error-boundary';
import { LandingPage } from './features/landing/landing-page';
import { resetOfflineCaches } from './lib/reset-offline-caches';
import './styles.css';

/*
 * The public landing page on its own (the server sends landing.html for `/`): it has no in-app navigation, so it
 * ships without the router, the query client and the workspace frame. Its links to the workspace load /app.
 * Inside the workspace, `/` is still a route of the router, which shows the same page.
 */
resetOfflineCaches().catch((error: unknown) => console.error('Could not clear offline caches', error));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('landing.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <RootErrorBoundary>
      <LandingPage />
    </RootErrorBoundary>
  </StrictMode>,
);
