import { useEffect, useRef } from 'react';

/**
 * Keyboard shortcuts of the workspace. Letters go with Alt (Option on a Mac), and Save with Ctrl or Cmd, so they
 * work while the clinician types in the transcript; "?" has no modifier and so never fires inside a text field.
 * Alt+R, Alt+G and Alt+C open no browser menu (Chrome uses Alt+D, Alt+E and Alt+F; Firefox's menu bar Alt+F, E,
 * V, S, B, T and H); Ctrl/Cmd+S replaces the browser's "save page", which a clinical workspace has no use for.
 * Keys are matched by their physical position (`code`), so Option+C on a Mac, which types "ç", still copies.
 */
export const SHORTCUT_IDS = ['record', 'generate-note', 'copy-section', 'save', 'help'] as const;
export type ShortcutId = (typeof SHORTCUT_IDS)[number];

export type ShortcutInfo = { id: ShortcutId; keys: string[]; description: string };

export function shortcutList(isMac: boolean): ShortcutInfo[] {
  const alt = isMac ? 'Option' : 'Alt';
  return [
    { id: 'record', keys: [alt, 'R'], description: 'Start or stop recording' },
    { id: 'generate-note', keys: [alt, 'G'], description: 'Generate Session Note' },
    {
      id: 'copy-section',
      keys: [alt, 'C'],
      description: 'Copy the note section that has focus, as plain text',
    },
    {
      id: 'save',
      keys: [isMac ? 'Cmd' : 'Ctrl', 'S'],
      description: 'Save the form you are in, or the note being edited',
    },
    { id: 'help', keys: ['?'], description: 'Show these shortcuts (outside text fields)' },
  ];
}

export type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/** The shortcut a key press stands for; `isTyping` is true while focus is in a text field. */
export function shortcutFor(event: KeyLike, isTyping: boolean): ShortcutId | null {
  const { altKey, ctrlKey, metaKey, shiftKey } = event;
  if (altKey && !ctrlKey && !metaKey && !shiftKey) {
    if (event.code === 'KeyR') return 'record';
    if (event.code === 'KeyG') return 'generate-note';
    if (event.code === 'KeyC') return 'copy-section';
    return null;
  }
  if (
    (ctrlKey || metaKey) &&
    !altKey &&
    !shiftKey &&
    (event.code === 'KeyS' || event.key.toLowerCase() === 's')
  )
    return 'save';
  if (event.key === '?' && !altKey && !ctrlKey && !metaKey && !isTyping) return 'help';
  return null;
}

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

/** Whether keys typed at `element` become text: text inputs, text areas and editable content. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((element.getAttribute('type') ?? '').toLowerCase());
  return element instanceof HTMLElement && element.isContentEditable;
}

type Handler = () => void;
const handlers = new Map<ShortcutId, Handler[]>();

/** Runs the handler the screen registered for `id` (the latest one mounted); false when there is none. */
export function runShortcut(id: ShortcutId): boolean {
  const stack = handlers.get(id);
  const handler = stack?.[stack.length - 1];
  if (!handler) return false;
  handler();
  return true;
}

/** Lets a screen act on a shortcut while it is mounted (and `isEnabled`); the newest registration wins. */
export function useShortcut(id: ShortcutId, handler: Handler, isEnabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!isEnabled) return undefined;
    const call: Handler = () => latest.current();
    handlers.set(id, [...(handlers.get(id) ?? []), call]);
    return () => {
      handlers.set(
        id,
        (handlers.get(id) ?? []).filter((entry) => entry !== call),
      );
    };
  }, [id, isEnabled]);
}
