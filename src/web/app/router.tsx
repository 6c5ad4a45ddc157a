import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import type { RouteHandle } from './app-shell';
import { RouteErrorScreen } from './error-screens';

type ScreenSpec = { path: string; title: string; heading?: string; description: string };

/**
 * Workspace screens (SPEC §2 route table). Each will be replaced by its feature's screen; until then it
 * shows its title and heading.
 */
const WORKSPACE_SCREENS: ScreenSpec[] = [
  {
    path: 'clients',
    title: 'Clients',
    description: 'Your client list with concerns, last session, status and risk level.',
  },
  {
    path: 'templates',
    title: 'Templates',
    heading: 'Session Templates',
    description: 'Reusable session templates and note formats.',
  },
  {
    path: 'session/settings',
    title: 'Session Settings',
    description: 'Choose a client, a session type and a template, then start the session.',
  },
  {
    path: 'session/session-settings',
    title: 'Session Settings',
    description: 'Choose a client, a session type and a template, then start the session.',
  },
  {
    path: 'session/dictation',
    title: 'Session Recording',
    description: 'Record or dictate the session and watch the live transcript.',
  },
  {
    path: 'session-recording',
    title: 'Session Recording',
    description: 'Record or dictate the session and watch the live transcript.',
  },
  {
    path: 'session/note-formulation',
    title: 'Note Formulation',
    description: 'Review and approve the structured session note.',
  },
  {
    path: 'session/differential-diagnosis',
    title: 'Differential Diagnosis',
    description: 'Ranked diagnostic suggestions for clinician confirmation.',
  },
  {
    path: 'session/treatment-suggestions',
    title: 'Treatment Suggestions',
    description: 'Evidence-based treatment options for the accepted diagnoses.',
  },
  {
    path: 'session/assessment-formulation',
    title: 'Assessment Formulation',
    description: 'The assessment summary, ready to export.',
  },
  { path: 'assessment-reports', title: 'Assessment Reports', description: 'Saved assessment reports.' },
  {
    path: 'therapy-recommendations',
    title: 'Therapy Recommendations',
    description: 'Therapy recommendations for a client profile.',
  },
  {
    path: 'dsm-assistant',
    title: 'DSM-5-TR Assistant',
    description: 'Search the diagnostic reference and request an enhanced diagnosis.',
  },
  { path: 'settings', title: 'Settings', description: 'Profile, notifications, privacy and theme.' },
];

function placeholderRoute(screen: ScreenSpec): RouteObject {
  const handle: RouteHandle = { title: screen.title };
  return {
    path: screen.path,
    handle,
    element: <PagePlaceholder heading={screen.heading ?? screen.title} description={screen.description} />,
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  {
    path: '/test',
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({ Component: (await import('./test-page')).TestPage }),
  },
  {
    path: '/app',
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
    children: [
      {
        index: true,
        handle: { title: 'Dashboard' } satisfies RouteHandle,
        element: (
          <PagePlaceholder
            heading="Dashboard"
            description="Today's sessions, clients and notes at a glance."
          />
        ),
      },
      ...WORKSPACE_SCREENS.map(placeholderRoute),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
