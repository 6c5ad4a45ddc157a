import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { getWorkspaceQueryClient } from '../api/query-client';
import { KeyboardShortcuts } from '../components/keyboard-shortcuts';
import { buttonVariants } from '../components/ui/button';
import { useChatPanel } from '../lib/chat-panel-state';
import { ThemeSync } from '../features/settings/theme-sync';
import { AuthGate } from '../features/auth/components/auth-gate';
import { UserMenu } from '../features/auth/components/user-menu';
import { cn } from '../lib/cn';
import { DesktopSidebar, NavDrawer } from './workspace-nav';

// Loaded on first use rather than with the first screen: the chat drawer when it first opens, the toasts' region
// once the screen has painted.
const ChatPanel = lazy(() => import('../features/chat/chat-panel').then((m) => ({ default: m.ChatPanel })));
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

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

  return (
    <>
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
              <Link to="/#waitlist" className={cn(buttonVariants(), 'px-3 py-1.5')}>
                Subscribe
              </Link>
              <UserMenu />
            </div>
          </header>
          <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
        <ChatOnFirstOpen />
        <ToasterAfterPaint />
        <KeyboardShortcuts />
        <ThemeSync />
      </div>
    </>
  );
}

/** The chat drawer, fetched the first time it opens and kept mounted after, so the conversation stays. */
function ChatOnFirstOpen() {
  const { isOpen } = useChatPanel();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  ) : null;
}

/**
 * The toasts' region, fetched once the first screen has painted and the browser is idle. F8 (SPEC §9) works before
 * then too: pressed early, it fetches the region at once and moves focus there when it arrives.
 */
function ToasterAfterPaint() {
  const [isWanted, setIsWanted] = useState(false);
  const early = useRef({ isMounted: false, isFocusWanted: false });
  useEffect(() => {
    const want = () => setIsWanted(true);
    // Until the region has mounted (its own F8 handler with it), an F8 fetches it and asks for focus on arrival.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || early.current.isMounted) return;
      early.current.isFocusWanted = true;
      want();
    };
    window.addEventListener('keydown', onKeyDown);
    // Safari before 18 has no idle callback: a timer after paint does.
    const idleCallbacks = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
    const idle = idleCallbacks.requestIdleCallback?.(want, { timeout: 1_000 });
    const timer = idle === undefined ? window.setTimeout(want, 0) : undefined;
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (idle !== undefined) idleCallbacks.cancelIdleCallback?.(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return isWanted ? (
    <Suspense fallback={null}>
      <Toaster
        onMount={() => {
          early.current.isMounted = true;
          return { focus: early.current.isFocusWanted };
        }}
      />
    </Suspense>
  ) : null;
}
