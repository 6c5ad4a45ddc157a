import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { prefetchDashboard, prefetchSession } from '../api/workspace-prefetch';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { AppShell, type RouteHandle } from './app-shell';
import { RouteErrorScreen } from './error-screens';

/**
 * A workspace route whose screen loads on first visit, so each screen's code stays out of the others'. A screen
 * with tooltips gets their provider (SPEC §9's shared open and skip delays), loaded with it rather than with the
 * workspace frame.
 */
function screen(
  path: string,
  title: string,
  load: () => Promise<React.ComponentType>,
  { tooltips = false }: { tooltips?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => {
    if (!tooltips) return { Component: await load() };
    const [Screen, { TooltipProvider }] = await Promise.all([load(), import('../components/ui/tooltip')]);
    return {
      Component: () => (
        <TooltipProvider>
          <Screen />
        </TooltipProvider>
      ),
    };
  };
  return { path, handle, lazy };
}

const loadClients = () => import('./clients-route').then((m) => m.ClientsRoute);
const loadTemplates = () => import('../features/templates/templates-screen').then((m) => m.TemplatesScreen);
const loadSessionSettings = () =>
  import('../features/session-settings/session-settings-screen').then((m) => m.SessionSettingsScreen);
const loadSessionRecording = () => import('./session-recording-route').then((m) => m.SessionRecordingRoute);
const loadSettings = () => import('./settings-route').then((m) => m.SettingsRoute);
const loadNoteFormulation = () =>
  import('../features/session-wizard/note-formulation-screen').then((m) => m.NoteFormulationScreen);
const loadDifferentialDiagnosis = () =>
  import('../features/session-wizard/differential-diagnosis-screen').then(
    (m) => m.DifferentialDiagnosisScreen,
  );
const loadTreatmentSuggestions = () =>
  import('../features/session-wizard/treatment-suggestions-screen').then((m) => m.TreatmentSuggestionsScreen);
const loadAssessmentFormulation = () =>
  import('../features/session-wizard/assessment-formulation-screen').then(
    (m) => m.AssessmentFormulationScreen,
  );
const loadAssessmentReports = () =>
  import('../features/assessment-reports/assessment-reports-screen').then((m) => m.AssessmentReportsScreen);
const loadAssessmentReport = () =>
  import('../features/assessment-reports/assessment-report-screen').then((m) => m.AssessmentReportScreen);
const loadTherapyRecommendations = () =>
  import('../features/therapy-recommendations/therapy-recommendations-screen').then(
    (m) => m.TherapyRecommendationsScreen,
  );
const loadDsmAssistant = () =>
  import('../features/dsm-assistant/dsm-assistant-screen').then((m) => m.DsmAssistantScreen);

/** SPEC §2 route table. */
const WORKSPACE_ROUTES: RouteObject[] = [
  {
    // The workspace's first screen ships with the frame, so opening /app waits for no further code.
    index: true,
    handle: { title: 'Dashboard' } satisfies RouteHandle,
    Component: DashboardScreen,
    loader: () => {
      prefetchDashboard();
      return null;
    },
  },
  screen('clients', 'Clients', loadClients, { tooltips: true }),
  screen('templates', 'Templates', loadTemplates),
  screen('session/settings', 'Session Settings', loadSessionSettings, {
    tooltips: true,
  }),
  screen('session/session-settings', 'Session Settings', loadSessionSettings, {
    tooltips: true,
  }),
  screen('session/dictation', 'Session Recording', loadSessionRecording),
  screen('session-recording', 'Session Recording', loadSessionRecording),
  screen('session/note-formulation', 'Note Formulation', loadNoteFormulation),
  screen('session/differential-diagnosis', 'Differential Diagnosis', loadDifferentialDiagnosis),
  screen('session/treatment-suggestions', 'Treatment Suggestions', loadTreatmentSuggestions),
  screen('session/assessment-formulation', 'Assessment Formulation', loadAssessmentFormulation),
  screen('assessment-reports', 'Assessment Reports', loadAssessmentReports),
  screen('assessment-reports/:reportId', 'Assessment Report', loadAssessmentReport),
  screen('therapy-recommendations', 'Therapy Recommendations', loadTherapyRecommendations),
  screen('dsm-assistant', 'DSM-5-TR Assistant', loadDsmAssistant),
  screen('settings', 'Settings', loadSettings),
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
    // Starts the session check while the screen's code loads (see api/workspace-prefetch.ts).
    loader: () => {
      prefetchSession();
      return null;
    },
    // The frame every workspace screen sits in is part of the first load: a lazy frame cost a round of requests.
    Component: AppShell,
    children: WORKSPACE_ROUTES,
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
