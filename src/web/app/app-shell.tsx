import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useMatches } from 'react-router';
import { getWorkspaceQueryClient } from '../api/query-client';
import { KeyboardShortcuts } from '../components/keyboard-shortcuts';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { ChatPanel } from '../features/chat/chat-panel';
import { ThemeSync } from '../features/settings/theme-sync';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UserMenu } from '../features/auth/components/user-menu';
import { DesktopSidebar, NavDrawer } from './workspace-nav';

export type RouteHandle = { title: string };

function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Dashboard';
}

/** The workspace frame of SPEC §2: a 16 rem sidebar and a header with the page title. */
export function AppShell() {
  return (
    <QueryClientProvider client={getWorkspaceQueryClient()}>
      <AuthGate>
        <WorkspaceFrame />
      </AuthGate>
    </QueryClientProvider>
  );
}

function WorkspaceFrame() {
  const title = usePageTitle();

  // Tooltips and toasts live with the workspace so the public landing page does not load them.
  return (
    <TooltipProvider>
      <div className="flex min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <DesktopSidebar />

        <div className="flex min-w-0 flex-1 flex-col lg:ml-sidebar">
          {/* On a phone the header's controls wrap under the title rather than push the page sideways. */}
          <header className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:px-6 lg:h-16 lg:flex-nowrap lg:py-0 dark:border-slate-800 dark:bg-slate-900/90">
            <div className="flex min-w-40 flex-1 items-center gap-2">
              <NavDrawer />
              <h1 className="truncate text-lg font-semibold">{title}</h1>
            </div>
            <div className="ml-auto flex items-center gap-3 sm:gap-4">
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                15 trial notes left
              </span>
              <Link
                to="/#waitlist"
                className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Subscribe
              </Link>
              <UserMenu />
            </div>
          </header>
          <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
        <ChatPanel />
        <Toaster />
        <KeyboardShortcuts />
        <ThemeSync />
      </div>
    </TooltipProvider>
  );
}
