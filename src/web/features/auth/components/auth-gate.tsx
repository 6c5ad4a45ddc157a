import { Suspense, lazy, useState, type ReactNode } from 'react';
import { PASSWORD_RESET_FRAGMENT } from '#contract/auth-links';
import { useAuthStatus, useCurrentClinician, useSignOut } from '#web/api/auth';
import { Button } from '#web/components/ui/button';
import { isSessionExpired, markSessionExpired } from '#web/lib/session-expiry';
import { useIdleSignOut } from '../use-idle-sign-out';

// The sign-in, first-run and reset forms (and the validator they check input with) load only when shown.
const FirstRunScreen = lazy(() => import('./auth-forms').then((m) => ({ default: m.FirstRunScreen })));
const ResetPasswordScreen = lazy(() =>
  import('./auth-forms').then((m) => ({ default: m.ResetPasswordScreen })),
);
const SignInScreen = lazy(() => import('./auth-forms').then((m) => ({ default: m.SignInScreen })));

const EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <main
      className="flex min-h-screen items-center justify-center p-6 text-slate-700 dark:text-slate-200"
      role="status"
    >
      {children}
    </main>
  );
}

function SignedIn({ children, idleTimeoutMs }: { children: ReactNode; idleTimeoutMs: number | null }) {
  const signOut = useSignOut();
  useIdleSignOut(idleTimeoutMs, () => {
    markSessionExpired();
    signOut.mutate();
  });
  return <>{children}</>;
}

/**
 * The workspace behind sign-in: in accounts mode a signed-out visitor sees the first-run or sign-in
 * screen inside /app (no new routes); in demo mode the server always answers with the sandbox clinician.
 */
/** The token of an owner-issued reset link (`/app#reset=…`); the fragment never reaches the server. */
function resetTokenInUrl(): string | undefined {
  const hash = window.location.hash.slice(1);
  return hash.startsWith(PASSWORD_RESET_FRAGMENT) ? hash.slice(PASSWORD_RESET_FRAGMENT.length) : undefined;
}

export function AuthGate({ children }: { children: ReactNode }) {
  const me = useCurrentClinician();
  const status = useAuthStatus();
  const [resetToken, setResetToken] = useState(resetTokenInUrl);
  const [notice, setNotice] = useState<string | undefined>();

  if (resetToken) {
    return (
      <Suspense fallback={<FullPageStatus>Loading…</FullPageStatus>}>
        <ResetPasswordScreen
          token={resetToken}
          onDone={(message) => {
            window.history.replaceState(null, '', window.location.pathname + window.location.search);
            setResetToken(undefined);
            setNotice(message);
          }}
        />
      </Suspense>
    );
  }

  if (me.isPending) return <FullPageStatus>Loading your workspace…</FullPageStatus>;
  if (me.isError) {
    return (
      <FullPageStatus>
        <div className="space-y-3 text-center">
          <p>The workspace could not be reached. Check that the server is running.</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </div>
      </FullPageStatus>
    );
  }
  if (me.data) return <SignedIn idleTimeoutMs={status.data?.idleTimeoutMs ?? null}>{children}</SignedIn>;
  if (status.isPending) return <FullPageStatus>Loading…</FullPageStatus>;
  return (
    <Suspense fallback={<FullPageStatus>Loading…</FullPageStatus>}>
      {status.data?.needsSetup ? (
        <FirstRunScreen />
      ) : (
        <SignInScreen notice={notice ?? (isSessionExpired() ? EXPIRED_NOTICE : undefined)} />
      )}
    </Suspense>
  );
}
