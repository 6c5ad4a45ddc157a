import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RootErrorBoundary } from './app/root-error-boundary';
import { createAppRouter } from './app/router';
import { ChatPanelProvider } from './lib/chat-panel-state';
import { resetOfflineCaches } from './lib/reset-offline-caches';
import './styles.css';

resetOfflineCaches().catch((error: unknown) => console.error('Could not clear offline caches', error));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <RootErrorBoundary>
      <ChatPanelProvider>
        <RouterProvider router={router} />
      </ChatPanelProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
