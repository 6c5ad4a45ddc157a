import { Suspense, lazy, useState } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

/**
 * A centred dialog: Escape, the close button and the backdrop close it; focus stays inside while open. Its code
 * (the dialog primitive and its focus trap) is fetched the first time any dialog opens, not with the screen that
 * holds it; once opened it stays mounted, as a dialog always rendered would.
 */
export function Modal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  ) : null;
}
