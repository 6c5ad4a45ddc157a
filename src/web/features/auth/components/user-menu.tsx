import { Suspense, lazy } from 'react';
import { useCurrentClinician, useSignOut } from '#web/api/auth';

/** The accounts-mode menu (a dropdown) is fetched only where there is an account to sign out of. */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

function Badge({ initials, displayName }: { initials: string; displayName: string }) {
  return (
    <>
      <span
        aria-hidden
        className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
      >
        {initials}
      </span>
      {/* On a phone the initials stand for the clinician; the name stays for screen readers. */}
      <span className="sr-only text-sm font-medium sm:not-sr-only">{displayName}</span>
    </>
  );
}

/** The header's clinician badge; in accounts mode it opens a menu with Sign out. */
export function UserMenu() {
  const { data } = useCurrentClinician();
  const signOut = useSignOut();
  const clinician = data?.clinician;
  if (!clinician) return null;
  if (data.authMode === 'demo') {
    return (
      <div className="flex items-center gap-2" data-testid="user-badge">
        <Badge initials={clinician.initials} displayName={clinician.displayName} />
      </div>
    );
  }
  return (
    <Suspense fallback={<Badge initials={clinician.initials} displayName={clinician.displayName} />}>
      <AccountMenu
        displayName={clinician.displayName}
        badge={<Badge initials={clinician.initials} displayName={clinician.displayName} />}
        onSignOut={() => signOut.mutate()}
      />
    </Suspense>
  );
}
