import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import { useCurrentClinician, useSignOut } from '../../../api/auth';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="user-badge"
        aria-label={`Account menu for ${clinician.displayName}`}
        className="flex items-center gap-2 rounded-md p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-slate-800"
      >
        <Badge initials={clinician.initials} displayName={clinician.displayName} />
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item
            onSelect={() => signOut.mutate()}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
