import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';

/** The header's clinician badge in accounts mode: a menu with Sign out. */
export function AccountMenu({
  displayName,
  badge,
  onSignOut,
}: {
  displayName: string;
  badge: ReactNode;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="user-badge"
        aria-label={`Account menu for ${displayName}`}
        className="flex items-center gap-2 rounded-md p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 dark:hover:bg-slate-800"
      >
        {badge}
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item
            onSelect={onSignOut}
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
