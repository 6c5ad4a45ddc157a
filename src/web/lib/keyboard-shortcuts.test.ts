import { describe, expect, it } from 'vitest';
import { runShortcut, shortcutFor, shortcutList, type KeyLike } from './keyboard-shortcuts';

const press = (key: string, code: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcutFor', () => {
  it('maps Alt+R, Alt+G and Alt+C by key position, also where Option types a character', () => {
    expect(shortcutFor(press('r', 'KeyR', { altKey: true }), false)).toBe('record');
    expect(shortcutFor(press('©', 'KeyG', { altKey: true }), false)).toBe('generate-note');
    expect(shortcutFor(press('ç', 'KeyC', { altKey: true }), true)).toBe('copy-section');
  });

  it('fires the modifier shortcuts while typing, but never plain keys', () => {
    expect(shortcutFor(press('r', 'KeyR', { altKey: true }), true)).toBe('record');
    expect(shortcutFor(press('s', 'KeyS', { ctrlKey: true }), true)).toBe('save');
    expect(shortcutFor(press('s', 'KeyS', { metaKey: true }), false)).toBe('save');
    expect(shortcutFor(press('r', 'KeyR'), false)).toBeNull();
    expect(shortcutFor(press('?', 'Slash', { shiftKey: true }), true)).toBeNull();
  });

  it('opens the list with "?" outside text fields', () => {
    expect(shortcutFor(press('?', 'Slash', { shiftKey: true }), false)).toBe('help');
  });

  it('leaves the browser its own combinations', () => {
    expect(shortcutFor(press('c', 'KeyC', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(press('R', 'KeyR', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(shortcutFor(press('S', 'KeyS', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(shortcutFor(press('d', 'KeyD', { altKey: true }), false)).toBeNull();
    expect(shortcutFor(press('f', 'KeyF', { altKey: true }), false)).toBeNull();
  });
});

describe('shortcutList', () => {
  it('names the Mac keys on a Mac', () => {
    expect(shortcutList(true).find((s) => s.id === 'save')?.keys).toEqual(['Cmd', 'S']);
    expect(shortcutList(false).find((s) => s.id === 'record')?.keys).toEqual(['Alt', 'R']);
  });
});

describe('runShortcut', () => {
  it('reports when no screen handles a shortcut', () => {
    expect(runShortcut('generate-note')).toBe(false);
  });
});
