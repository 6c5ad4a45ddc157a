import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import type { RouteHandle } from './app-shell';
import { RouteErrorScreen } from './error-screens';

type ScreenModule = Record<string, React.ComponentType>;

/** A workspace route whose screen loads on first visit, so each screen's code stays out of the others'. */
function screen(
  path: string | undefined,
  title: string,
  load: () => Promise<ScreenModule>,
  exportName: string,
): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await load())[exportName] });
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

function placeholder(path: string, title: string, description: string): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <PagePlaceholder heading={title} description={description} /> };
}

const loadDashboard = () => import('../features/dashboard/dashboard-screen');
const loadClients = () => import('../features/clients/clients-screen');
const loadTemplates = () => import('../features/templates/templates-screen');
const loadSessionSettings = () => import('../features/session-settings/session-settings-screen');
const loadSessionRecording = () => import('../features/session-recording/session-recording-screen');
const loadSettings = () => import('./settings-route');

/** SPEC §2 route table. */
const WORKSPACE_ROUTES: RouteObject[] = [
  screen(undefined, 'Dashboard', loadDashboard, 'DashboardScreen'),
  screen('clients', 'Clients', loadClients, 'ClientsScreen'),
  screen('templates', 'Templates', loadTemplates, 'TemplatesScreen'),
  screen('session/settings', 'Session Settings', loadSessionSettings, 'SessionSettingsScreen'),
  screen('session/session-settings', 'Session Settings', loadSessionSettings, 'SessionSettingsScreen'),
  screen('session/dictation', 'Session Recording', loadSessionRecording, 'SessionRecordingScreen'),
  screen('session-recording', 'Session Recording', loadSessionRecording, 'SessionRecordingScreen'),
  placeholder(
    'session/note-formulation',
    'Note Formulation',
    'Review and approve the structured session note.',
  ),
  placeholder(
    'session/differential-diagnosis',
    'Differential Diagnosis',
    'Ranked diagnostic suggestions for clinician confirmation.',
  ),
  placeholder(
    'session/treatment-suggestions',
    'Treatment Suggestions',
    'Evidence-based treatment options for the accepted diagnoses.',
  ),
  placeholder(
    'session/assessment-formulation',
    'Assessment Formulation',
    'The assessment summary, ready to export.',
  ),
  placeholder('assessment-reports', 'Assessment Reports', 'Saved assessment reports.'),
  placeholder(
    'therapy-recommendations',
    'Therapy Recommendations',
    'Therapy recommendations for a client profile.',
  ),
  placeholder(
    'dsm-assistant',
    'DSM-5-TR Assistant',
    'Search the diagnostic reference and request an enhanced diagnosis.',
  ),
  screen('settings', 'Settings', loadSettings, 'SettingsRoute'),
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Shown while a route's code loads on the first visit. */
function RouteLoading() {
  return (
    <p role="status" className="sr-only">
      Loading…
    </p>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  {
    path: '/test',
    errorElement: <RouteErrorScreen />,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./test-page')).TestPage }),
  },
  {
    path: '/app',
    errorElement: <RouteErrorScreen />,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
    children: WORKSPACE_ROUTES,
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
