import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, isCommonPassword, passwordProblem } from './password-policy';

describe('password policy', () => {
  it.each([
    'password1234',
    'qwertyuiop123',
    'PASSWORD1234',
    '123456789012',
    '1234password',
    'iloveyou2024!!',
    'monkey123456',
    'correcthorsebatterystaple',
  ])('refuses %s as a common password', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.common);
  });

  it.each(['aaaaaaaaaaaa', '777777777777777', 'abcabcabcabc', '121212121212'])(
    'refuses %s as a character or short pattern repeated',
    (password) => {
      expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.repeated);
    },
  );

  it('refuses the clinician’s own email address, whole or as the name before the @', () => {
    expect(passwordProblem('olivia.owner@example.org', 'Olivia.Owner@example.org')).toBe(
      PASSWORD_MESSAGES.email,
    );
    expect(passwordProblem('olivia.owner2024!', 'olivia.owner@example.org')).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('my olivia.owner@example.org pw', 'olivia.owner@example.org')).toBe(
      PASSWORD_MESSAGES.email,
    );
  });

  it.each([
    'a long enough password',
    'cara long password',
    'violet tractor on a hill',
    'Tr0ub4dor&3 horse shoe',
    'dragon1998 was my cat',
  ])('accepts %s (no composition rules, length is what counts)', (password) => {
    expect(passwordProblem(password, 'cara@example.org')).toBeUndefined();
  });

  it('does not count a listed word that is only a small part of a longer password', () => {
    expect(isCommonPassword('love!!!!!!!!!!!!')).toBe(false);
    expect(isCommonPassword('lovelace-engine-7')).toBe(false);
  });
});
