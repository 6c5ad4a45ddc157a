import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPhiCipher } from './phi-cipher';

describe('PHI cipher', () => {
  it('opens what it sealed, short and long, every time', () => {
    const cipher = createPhiCipher(randomBytes(32));
    const short = cipher.encrypt('Zoë');
    const long = cipher.encrypt('Client: '.repeat(200));
    for (let i = 0; i < 3; i++) {
      expect(cipher.decrypt(short)).toBe('Zoë');
      expect(cipher.decrypt(long)).toBe('Client: '.repeat(200));
    }
    expect(cipher.encrypt('Zoë')).not.toBe(short);
  });

  it('refuses a tampered value even after the genuine one was opened', () => {
    const cipher = createPhiCipher(randomBytes(32));
    const stored = cipher.encrypt('Jordan');
    expect(cipher.decrypt(stored)).toBe('Jordan');
    const [version, iv, tag, body = ''] = stored.split('.');
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'))).toThrow();
    // A refused value is not kept: it is refused again.
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'))).toThrow();
  });

  it('opens nothing sealed under another key, even a value the other key has opened', () => {
    const first = createPhiCipher(randomBytes(32));
    const second = createPhiCipher(randomBytes(32));
    const stored = first.encrypt('Sam');
    expect(first.decrypt(stored)).toBe('Sam');
    expect(() => second.decrypt(stored)).toThrow();
  });
});
