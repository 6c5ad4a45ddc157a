import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from './app-shell';
import { RouteErrorScreen } from './error-screens';

type ScreenModule = Record<string, React.ComponentType>;

/**
 * A workspace route whose screen loads on first visit, so each screen's code stays out of the others'. A screen
 * with tooltips gets their provider (SPEC §9's shared open and skip delays), loaded with it rather than with the
 * workspace frame.
 */
function screen(
  path: string | undefined,
  title: string,
  load: () => Promise<ScreenModule>,
  exportName: string,
  { tooltips = false }: { tooltips?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => {
    if (!tooltips) return { Component: (await load())[exportName] };
    const [module, { TooltipProvider }] = await Promise.all([load(), import('../components/ui/tooltip')]);
    const Screen = module[exportName];
    if (!Screen) return { Component: undefined };
    return {
      Component: () => (
        <TooltipProvider>
          <Screen />
        </TooltipProvider>
      ),
    };
  };
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

const loadDashboard = () => import('../features/dashboard/dashboard-screen');
const loadClients = () => import('./clients-route');
const loadTemplates = () => import('../features/templates/templates-screen');
const loadSessionSettings = () => import('../features/session-settings/session-settings-screen');
const loadSessionRecording = () => import('./session-recording-route');
const loadSettings = () => import('./settings-route');
const loadNoteFormulation = () => import('../features/session-wizard/note-formulation-screen');
const loadDifferentialDiagnosis = () => import('../features/session-wizard/differential-diagnosis-screen');
const loadTreatmentSuggestions = () => import('../features/session-wizard/treatment-suggestions-screen');
const loadAssessmentFormulation = () => import('../features/session-wizard/assessment-formulation-screen');
const loadAssessmentReports = () => import('../features/assessment-reports/assessment-reports-screen');
const loadAssessmentReport = () => import('../features/assessment-reports/assessment-report-screen');
const loadTherapyRecommendations = () =>
  import('../features/therapy-recommendations/therapy-recommendations-screen');
const loadDsmAssistant = () => import('../features/dsm-assistant/dsm-assistant-screen');

/** SPEC §2 route table. */
const WORKSPACE_ROUTES: RouteObject[] = [
  {
    ...screen(undefined, 'Dashboard', loadDashboard, 'DashboardScreen'),
    loader: () => {
      void import('../api/workspace-prefetch').then((prefetch) => prefetch.prefetchDashboard());
      return null;
    },
  },
  screen('clients', 'Clients', loadClients, 'ClientsRoute', { tooltips: true }),
  screen('templates', 'Templates', loadTemplates, 'TemplatesScreen'),
  screen('session/settings', 'Session Settings', loadSessionSettings, 'SessionSettingsScreen', {
    tooltips: true,
  }),
  screen('session/session-settings', 'Session Settings', loadSessionSettings, 'SessionSettingsScreen', {
    tooltips: true,
  }),
  screen('session/dictation', 'Session Recording', loadSessionRecording, 'SessionRecordingRoute'),
  screen('session-recording', 'Session Recording', loadSessionRecording, 'SessionRecordingRoute'),
  screen('session/note-formulation', 'Note Formulation', loadNoteFormulation, 'NoteFormulationScreen'),
  screen(
    'session/differential-diagnosis',
    'Differential Diagnosis',
    loadDifferentialDiagnosis,
    'DifferentialDiagnosisScreen',
  ),
  screen(
    'session/treatment-suggestions',
    'Treatment Suggestions',
    loadTreatmentSuggestions,
    'TreatmentSuggestionsScreen',
  ),
  screen(
    'session/assessment-formulation',
    'Assessment Formulation',
    loadAssessmentFormulation,
    'AssessmentFormulationScreen',
  ),
  screen('assessment-reports', 'Assessment Reports', loadAssessmentReports, 'AssessmentReportsScreen'),
  screen('assessment-reports/:reportId', 'Assessment Report', loadAssessmentReport, 'AssessmentReportScreen'),
  screen(
    'therapy-recommendations',
    'Therapy Recommendations',
    loadTherapyRecommendations,
    'TherapyRecommendationsScreen',
  ),
  screen('dsm-assistant', 'DSM-5-TR Assistant', loadDsmAssistant, 'DsmAssistantScreen'),
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
    // Starts the session check while the frame's and the screen's code load (see api/workspace-prefetch.ts).
    loader: () => {
      void import('../api/workspace-prefetch').then((prefetch) => prefetch.prefetchSession());
      return null;
    },
    lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
    children: WORKSPACE_ROUTES,
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
