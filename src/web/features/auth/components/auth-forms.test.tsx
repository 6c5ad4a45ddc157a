import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubFetch } from '#web/testing/render-with-queries';
import { FirstRunScreen, SignInScreen } from './auth-forms';

/** /api/auth/sign-in answered with each of `answers` in turn. */
const stubSignIn = (...answers: Response[]) =>
  stubFetch(() => answers.shift() ?? Response.json({}, { status: 500 }));

const refusal = (status: number, error: string, code: string) => Response.json({ error, code }, { status });

const renderSignIn = () => renderWithQueries(<SignInScreen />);

/**
 * An email and password sent (with Enter) to a server that asks for the authenticator code, then refuses the next
 * attempt.
 */
async function signInAskedForCode() {
  const sent = stubSignIn(
    refusal(401, 'Enter the code from your authenticator app.', 'totp_required'),
    refusal(401, 'That code is not right.', 'unauthorized'),
  );
  const user = renderSignIn();
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.keyboard('{Enter}');
  return { sent, user };
}

/** The text of the elements that describe a field (its hint and its error). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

afterEach(() => vi.unstubAllGlobals());

describe('SignInScreen', () => {
  it('sends the email and password and shows the server’s refusal in its words', async () => {
    const sent = stubSignIn(refusal(401, 'Email or password is incorrect.', 'unauthorized'));
    const user = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        body: { email: 'ada@example.org', password: 'not the password' },
      },
    ]);
  });

  it('asks for the authenticator code when the server requires it, then sends it with the password', async () => {
    const { sent, user } = await signInAskedForCode();

    const code = await screen.findByLabelText('Authentication code');
    // Asking for the code is not an error.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');
    expect(sent[1]?.body).toEqual({
      email: 'ada@example.org',
      password: 'correct horse',
      totpCode: '123456',
    });
  });

  it('takes a recovery code instead of the authenticator code when asked to', async () => {
    const { sent, user } = await signInAskedForCode();
    await user.type(await screen.findByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    const recovery = screen.getByLabelText('Recovery code');
    // Switching starts the code afresh.
    expect((recovery as HTMLInputElement).value).toBe('');
    await user.type(recovery, 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(sent[1]?.body).toEqual({
      email: 'ada@example.org',
      password: 'correct horse',
      recoveryCode: 'abcd-efgh-ijkl-mnop',
    });
  });
});

describe('SignInScreen, checking before it sends', () => {
  it('shows a code of the wrong shape on its field, focused, and does not send it', async () => {
    const { sent, user } = await signInAskedForCode();
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() =>
      expect(descriptionOf(code)).toContain('Enter the 6-digit code from your authenticator app'),
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(sent).toHaveLength(1);
  });
});

describe('FirstRunScreen', () => {
  it('shows a missing name and a short password on their fields and sends nothing', async () => {
    const sent = stubFetch(() => Response.json({}, { status: 500 }));
    const user = renderWithQueries(<FirstRunScreen />);
    await user.type(screen.getByLabelText('Last name'), 'Shah');
    await user.type(screen.getByLabelText('Email'), 'priya.shah@example.org');
    await user.type(screen.getByLabelText('Password'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Create owner account' }));

    const firstName = screen.getByLabelText('First name');
    await vi.waitFor(() => expect(descriptionOf(firstName)).toContain('First name is required'));
    expect(descriptionOf(screen.getByLabelText('Password'))).toContain(
      'Password must be at least 12 characters',
    );
    expect(document.activeElement).toBe(firstName);
    expect(sent).toEqual([]);
  });

  it('shows the server’s issue on the field it names', async () => {
    stubFetch(() =>
      Response.json(
        {
          error: 'Enter a valid email address',
          code: 'validation_failed',
          issues: [{ path: ['email'], message: 'Enter a valid email address' }],
        },
        { status: 400 },
      ),
    );
    const user = renderWithQueries(<FirstRunScreen />);
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Shah');
    await user.type(screen.getByLabelText('Email'), 'priya.shah@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long and careful password');
    await user.click(screen.getByRole('button', { name: 'Create owner account' }));

    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(descriptionOf(email)).toContain('Enter a valid email address'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
