import type { LucideIcon } from 'lucide-react';
import {
  BookOpenText,
  MessageSquare,
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  Mic,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react';

export type NavEntry = {
  to: string;
  label: string;
  icon: LucideIcon;
  isActive: (pathname: string) => boolean;
};

const exactly = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;
const within = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** SPEC §2 sidebar. Start Session stays highlighted on every path that starts with /app/session. */
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/app', label: 'Dashboard', icon: LayoutDashboard, isActive: exactly('/app') },
  { to: '/app/clients', label: 'Clients', icon: Users, isActive: within('/app/clients') },
  { to: '/app/templates', label: 'Templates', icon: LayoutTemplate, isActive: within('/app/templates') },
  {
    to: '/app/session/settings',
    label: 'Start Session',
    icon: Mic,
    isActive: (pathname) => pathname.startsWith('/app/session'),
  },
  {
    to: '/app/assessment-reports',
    label: 'Assessment Reports',
    icon: FileText,
    isActive: within('/app/assessment-reports'),
  },
  {
    to: '/app/therapy-recommendations',
    label: 'Therapy Recommendations',
    icon: Sparkles,
    isActive: within('/app/therapy-recommendations'),
  },
  {
    to: '/app/dsm-assistant',
    label: 'DSM-5-TR Assistant',
    icon: BookOpenText,
    isActive: within('/app/dsm-assistant'),
  },
  { to: '/app/settings', label: 'Settings', icon: Settings, isActive: within('/app/settings') },
];

export const CHAT_ENTRY_ICON = MessageSquare;
