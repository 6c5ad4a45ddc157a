import { LayoutTemplate, MessageSquare, Mic, PlusCircle, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '#web/components/ui/card';
import { useChatPanel } from '#web/lib/chat-panel-state';

type QuickAction = {
  label: string;
  description: string;
  icon: LucideIcon;
  onSelect: () => void;
  opensDialog?: boolean;
};

/** SPEC §2 Quick Actions: each one either opens something on this page or goes to another screen. */
export function QuickActions({ onStartNewSession }: { onStartNewSession: () => void }) {
  const navigate = useNavigate();
  const chat = useChatPanel();
  const idPrefix = useId();
  const actions: QuickAction[] = [
    {
      label: 'Start New Session',
      description: 'Add an intake, in person or by telehealth',
      icon: PlusCircle,
      onSelect: onStartNewSession,
      opensDialog: true,
    },
    {
      label: 'Record Session Notes',
      description: 'Dictate notes for a session',
      icon: Mic,
      onSelect: () => void navigate('/app/session/dictation'),
    },
    {
      label: 'Create Template',
      description: 'Build a reusable session template',
      icon: LayoutTemplate,
      onSelect: () => void navigate('/app/templates'),
    },
    {
      label: 'Chat Assistant',
      description: 'Ask for evidence-based guidance',
      icon: MessageSquare,
      onSelect: chat.open,
      opensDialog: true,
    },
  ];
  return (
    <Card className="p-5">
      <h2 id="quick-actions-heading" className="text-base font-semibold">
        Quick Actions
      </h2>
      <ul aria-labelledby="quick-actions-heading" className="mt-3 grid gap-2">
        {actions.map(({ label, description, icon: Icon, onSelect, opensDialog }, index) => (
          <li key={label}>
            <button
              type="button"
              onClick={onSelect}
              aria-haspopup={opensDialog ? 'dialog' : undefined}
              aria-labelledby={`${idPrefix}-${index}-label`}
              aria-describedby={`${idPrefix}-${index}-description`}
              className="flex w-full items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-700 dark:hover:border-brand-500 dark:hover:bg-brand-900/30"
            >
              <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span
                  id={`${idPrefix}-${index}-label`}
                  className="block text-sm font-medium text-slate-900 dark:text-slate-50"
                >
                  {label}
                </span>
                <span
                  id={`${idPrefix}-${index}-description`}
                  className="block text-xs text-slate-600 dark:text-slate-400"
                >
                  {description}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
