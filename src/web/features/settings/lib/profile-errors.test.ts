import { describe, expect, it } from 'vitest';
import { validateProfile } from './profile-errors';

const VALID = {
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan.lee@example.com',
  title: 'Dr.',
  licenseNumber: 'PSY-12345',
};

describe('validateProfile', () => {
  it('accepts a complete profile and blank optional fields', () => {
    expect(validateProfile(VALID)).toEqual({});
    expect(validateProfile({ ...VALID, email: '', licenseNumber: '' })).toEqual({});
  });

  it('puts each contract message on its own field', () => {
    expect(validateProfile({ ...VALID, email: 'jordan.lee at example' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateProfile({ ...VALID, firstName: 'J'.repeat(81), title: 'T'.repeat(41) })).toEqual({
      firstName: 'First name must be at most 80 characters',
      title: 'Title must be at most 40 characters',
    });
  });
});
