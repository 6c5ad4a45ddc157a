import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { ChatPanel } from '../features/chat/chat-panel';
import { ThemeSync } from '../features/settings/theme-sync';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UserMenu } from '../features/auth/components/user-menu';
import { useChatPanel } from '../lib/chat-panel-state';
import { getWorkspaceQueryClient } from '../lib/query-client';
import { CHAT_ENTRY_ICON, NAV_ENTRIES } from './navigation';

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
  const { pathname } = useLocation();
  const chat = useChatPanel();
  const ChatIcon = CHAT_ENTRY_ICON;

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
        <aside className="fixed inset-y-0 left-0 flex w-sidebar flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <Link
            to="/"
            className="flex h-16 items-center gap-2 border-b border-slate-200 px-5 font-semibold dark:border-slate-800"
          >
            <img src="/favicon.svg" alt="" className="size-7" />
            <span>Clinician Workspace</span>
          </Link>
          <nav aria-label="Workspace" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {NAV_ENTRIES.map((entry) => {
                const isActive = entry.isActive(pathname);
                const Icon = entry.icon;
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      aria-current={isActive ? 'page' : undefined}
                      data-active={isActive ? 'true' : undefined}
                      className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                        isActive
                          ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                      }`}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden />
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
              <li>
                <button
                  type="button"
                  onClick={chat.open}
                  aria-haspopup="dialog"
                  className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <ChatIcon className="size-4 shrink-0" aria-hidden />
                  Chat Assistant
                </button>
              </li>
            </ul>
          </nav>
        </aside>

        <div className="ml-sidebar flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-4 border-b border-slate-200 bg-white/90 px-6 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
            <h1 className="truncate text-lg font-semibold">{title}</h1>
            <div className="flex items-center gap-4">
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
          <main id="main" className="flex-1 p-6">
            <Outlet />
          </main>
        </div>
        <ChatPanel />
        <Toaster />
        <ThemeSync />
      </div>
    </TooltipProvider>
  );
}
