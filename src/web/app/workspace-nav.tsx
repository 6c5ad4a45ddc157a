import { Menu } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useChatPanel } from '../lib/chat-panel-state';
import { cn } from '../lib/cn';
import { CHAT_ENTRY_ICON, NAV_ENTRIES } from './navigation';

/** Tailwind's `lg` breakpoint: from here up the sidebar is always shown, below it the menu button opens it. */
const DESKTOP_MEDIA_QUERY = '(min-width: 64rem)';

const NavDrawerDialog = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawerDialog })));

function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex h-16 items-center gap-2 border-b border-slate-200 px-5 font-semibold dark:border-slate-800"
    >
      <img src="/favicon.svg" alt="" className="size-7" />
      <span>Clinician Workspace</span>
    </Link>
  );
}

/** SPEC §2 sidebar entries plus the Chat Assistant entry; the same list in the desktop sidebar and the drawer. */
function WorkspaceNavList({ onNavigate, onOpenChat }: { onNavigate?: () => void; onOpenChat: () => void }) {
  const { pathname } = useLocation();
  const ChatIcon = CHAT_ENTRY_ICON;
  return (
    <nav aria-label="Workspace" className="flex-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {NAV_ENTRIES.map((entry) => {
          const isActive = entry.isActive(pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                data-active={isActive ? 'true' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
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
            onClick={onOpenChat}
            aria-haspopup="dialog"
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ChatIcon className="size-4 shrink-0" aria-hidden />
            Chat Assistant
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The 16 rem sidebar of SPEC §2, shown from the `lg` breakpoint up; below it {@link NavDrawer} takes its place. */
export function DesktopSidebar() {
  const chat = useChatPanel();
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-sidebar flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900">
      <BrandLink />
      <WorkspaceNavList onOpenChat={chat.open} />
    </aside>
  );
}

/**
 * On phones and tablets the sidebar would leave no room for the screen, so a menu button in the header opens it
 * as a drawer (nav-drawer.tsx, fetched the first time the button is pressed). The dialog traps focus while open,
 * and Escape, the close button, the backdrop or following a link close it with focus back on the menu button.
 */
export function NavDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A drawer left open while the window grows past the breakpoint would keep trapping focus behind the sidebar.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setIsOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <NavDrawerDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            returnFocusTo={buttonRef}
            brand={(close) => <BrandLink onNavigate={close} />}
            nav={(close, openChat) => <WorkspaceNavList onNavigate={close} onOpenChat={openChat} />}
          />
        </Suspense>
      ) : null}
    </>
  );
}
