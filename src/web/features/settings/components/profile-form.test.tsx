import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AUTH_MODES } from '#contract/auth';
import type { ProfileSettings } from '#contract/settings';
import { renderWithQueries, stubFetch } from '#web/testing/render-with-queries';
import { ProfileForm } from './profile-form';

const PROFILE: ProfileSettings = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.org',
  title: 'Dr.',
  licenseNumber: 'PSY-10001',
};

const ME = {
  clinician: {
    id: '3c0e6a7b-5d1f-4e2a-9b8c-7d6e5f4a3b21',
    firstName: 'Alex',
    lastName: 'Morgan',
    title: 'Dr.',
    displayName: 'Dr. Alex Morgan',
    initials: 'AM',
    isDemo: false,
    isOwner: true,
    totpEnabled: false,
  },
};

const savedSettings = (profile: ProfileSettings) => ({
  settings: {
    profile,
    notifications: { sessionReminders: true, clientUpdates: true, systemAlerts: true },
    theme: 'system',
  },
});

/** The server as the form meets it: who is signed in (and how), and PATCH /api/settings answered with `answer`. */
function stubApi(authMode: (typeof AUTH_MODES)[number], answer: () => Response) {
  return stubFetch(({ method, url }) => {
    if (method === 'GET' && url === '/api/auth/me') return Response.json({ ...ME, authMode });
    if (method === 'PATCH' && url === '/api/settings') return answer();
    return Response.json({ error: 'Not found', code: 'not_found' }, { status: 404 });
  });
}

/** The text of the elements that describe a field (its hint and its error). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The field appears once the signed-in account has loaded and the email differs from the saved one. */
const findCurrentPassword = () => screen.findByLabelText('Current password', {}, { timeout: 5000 });

const patches = <R extends { method: string }>(sent: R[]) =>
  sent.filter((request) => request.method === 'PATCH');

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('asks an account for its current password before changing its email, and sends nothing without it', async () => {
    const sent = stubApi('accounts', () => Response.json(savedSettings(PROFILE)));
    const user = renderWithQueries(<ProfileForm profile={PROFILE} />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alex@new-clinic.example');
    const password = await findCurrentPassword();
    expect(password.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(descriptionOf(password)).toContain('Enter your current password to change your email.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(password));
    expect(patches(sent)).toEqual([]);
  });

  it('shows a 400 from the server on the field its issue names', async () => {
    stubApi('demo', () =>
      Response.json(
        {
          error: 'Title must be at most 40 characters',
          code: 'validation_failed',
          issues: [{ path: ['profile', 'title'], message: 'Title must be at most 40 characters' }],
        },
        { status: 400 },
      ),
    );
    const user = renderWithQueries(<ProfileForm profile={PROFILE} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    await vi.waitFor(() => expect(descriptionOf(title)).toContain('Title must be at most 40 characters'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('saves what was typed, with the current password when the email changes', async () => {
    const sent = stubApi('accounts', () =>
      Response.json(savedSettings({ ...PROFILE, firstName: 'Jordan', email: 'jordan@new-clinic.example' })),
    );
    const user = renderWithQueries(<ProfileForm profile={PROFILE} />);
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, ' Jordan ');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'jordan@new-clinic.example');
    await user.type(await findCurrentPassword(), 'a long and careful password');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(patches(sent)[0]?.body).toEqual({
      profile: { ...PROFILE, firstName: 'Jordan', email: 'jordan@new-clinic.example' },
      currentPassword: 'a long and careful password',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves an unchanged email without asking for a password', async () => {
    const sent = stubApi('accounts', () => Response.json(savedSettings({ ...PROFILE, title: 'Prof.' })));
    const user = renderWithQueries(<ProfileForm profile={PROFILE} />);
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Prof.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(patches(sent)).toHaveLength(1));
    expect(patches(sent)[0]?.body).toEqual({ profile: { ...PROFILE, title: 'Prof.' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
