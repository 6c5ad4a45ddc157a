import { useEffect } from 'react';
import {
  isTextField,
  runShortcut,
  shortcutFor,
  shortcutList,
  type ShortcutId,
} from '../lib/keyboard-shortcuts';
import { showToast } from '../lib/toast-store';
import { useDialogWithFocusReturn } from '../lib/use-dialog-with-focus-return';
import { Modal } from './ui/modal';

const NOT_HERE: Record<Exclude<ShortcutId, 'help' | 'save' | 'copy-section'>, string> = {
  record: 'Recording is on the session recording screen',
  'generate-note': 'Generate Session Note is on the session recording screen',
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl/Cmd+S: submits the form that has focus, or whatever the screen saves (the note being edited). */
function save() {
  const form = document.activeElement?.closest('form');
  if (form) {
    form.requestSubmit();
    return;
  }
  if (!runShortcut('save'))
    showToast({
      title: 'Nothing to save here',
      description: 'Move focus into a form, then press the keys again.',
    });
}

/** Alt+C: the Copy button of the note section that has focus. */
function copyFocusedSection() {
  const section = document.activeElement?.closest('[data-note-section]');
  const button = section?.querySelector<HTMLButtonElement>('button[data-copy-section]');
  if (button) {
    button.click();
    return;
  }
  showToast({
    title: 'No note section has focus',
    description: 'Move to a section of the note with Tab, then press the keys again.',
  });
}

/** The workspace's keyboard shortcuts, and the "?" dialog that lists them. */
export function KeyboardShortcuts() {
  const dialog = useDialogWithFocusReturn();
  const { open } = dialog;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const id = shortcutFor(event, isTextField(document.activeElement));
      if (id === null) return;
      event.preventDefault();
      if (event.repeat) return;
      if (id === 'help') open();
      else if (id === 'save') save();
      else if (id === 'copy-section') copyFocusedSection();
      else if (!runShortcut(id)) showToast({ title: NOT_HERE[id] });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Modal
      open={dialog.isOpen}
      onOpenChange={dialog.onOpenChange}
      title="Keyboard shortcuts"
      description="The shortcuts with a modifier key also work while you type."
    >
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Keys</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {shortcutList(isMac()).map((shortcut) => (
            <tr key={shortcut.id}>
              <td className="py-2 pr-4 text-slate-800 dark:text-slate-100">{shortcut.description}</td>
              <td className="py-2 text-right whitespace-nowrap">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? <span> + </span> : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">Press Escape to close.</p>
    </Modal>
  );
}
