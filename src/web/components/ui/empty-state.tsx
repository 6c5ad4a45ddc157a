import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

/** What a list shows before it has anything in it: an icon, what is missing, and the action that adds one. */
export function EmptyState({
  icon: Icon,
  title,
  isHeading = false,
  isCard = false,
  descriptionClassName,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  /** The title as a heading, where the screen's outline needs one. */
  isHeading?: boolean;
  /** A card of its own, rather than inside a card the screen already draws. */
  isCard?: boolean;
  descriptionClassName?: string;
  children: ReactNode;
  action: ReactNode;
}) {
  const Box = isCard ? Card : 'div';
  const Title = isHeading ? 'h3' : 'p';
  return (
    <Box className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400 dark:text-slate-500" aria-hidden />
      <Title className="text-lg font-semibold">{title}</Title>
      <p className={cn('text-sm text-slate-600 dark:text-slate-300', descriptionClassName)}>{children}</p>
      {action}
    </Box>
  );
}
