import { describe, expect, it } from 'vitest';
import { profileFormSchema } from './profile-form';

const VALID = {
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan.lee@example.com',
  title: 'Dr.',
  licenseNumber: 'PSY-12345',
};

/** The first message on each field, as the form shows them. */
function fieldMessages(values: Record<string, string>, isAccount = false): Record<string, string> {
  const result = profileFormSchema(isAccount, VALID.email).safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('profileFormSchema', () => {
  it('accepts a complete profile and blank optional fields', () => {
    expect(fieldMessages(VALID)).toEqual({});
    expect(fieldMessages({ ...VALID, email: '', licenseNumber: '' })).toEqual({});
  });

  it('puts each contract message on its own field', () => {
    expect(fieldMessages({ ...VALID, email: 'jordan.lee at example' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(fieldMessages({ ...VALID, firstName: 'J'.repeat(81), title: 'T'.repeat(41) })).toEqual({
      firstName: 'First name must be at most 80 characters',
      title: 'Title must be at most 40 characters',
    });
  });

  it('asks an account for its current password with a new email, and only then', () => {
    const moved = { ...VALID, email: 'jordan@clinic.example' };
    expect(fieldMessages(moved, true)).toEqual({
      currentPassword: 'Enter your current password to change your email.',
    });
    expect(fieldMessages({ ...moved, currentPassword: 'a long and careful password' }, true)).toEqual({});
    expect(fieldMessages({ ...VALID, email: ' Jordan.Lee@example.com ' }, true)).toEqual({});
    expect(fieldMessages(moved, false)).toEqual({});
  });

  it('shows the profile’s own problems before asking for the password', () => {
    expect(fieldMessages({ ...VALID, email: 'jordan at clinic', title: 'T'.repeat(41) }, true)).toEqual({
      email: 'Enter a valid email address',
      title: 'Title must be at most 40 characters',
    });
  });
});
