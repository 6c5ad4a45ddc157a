import { useState, type SyntheticEvent, type ReactNode } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  completePasswordResetRequestSchema,
  createAccountRequestSchema,
} from '../../../../contract/auth';
import { useCompletePasswordReset, useCreateOwner, useSignIn } from '../../../api/auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';

function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
      <Card className="w-full max-w-md p-8">
        <div className="mb-6 flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="size-7" />
          Clinician Workspace
        </div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
        {children}
      </Card>
    </main>
  );
}

export function SignInScreen({ notice }: { notice?: string | undefined }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(undefined);
    signIn.mutate(
      {
        email,
        password,
        ...(needsCode ? (usesRecoveryCode ? { recoveryCode: totpCode } : { totpCode }) : {}),
      },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'totp_required') {
            setNeedsCode(true);
            setError(undefined);
            return;
          }
          setError(errorMessage(failure, 'Could not sign in. Please try again.'));
        },
      },
    );
  }

  return (
    <AuthCard title="Sign in" intro="Sign in to your practice workspace.">
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {notice}
        </p>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Email">
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          )}
        </Field>
        <Field label="Password">
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        {needsCode && !usesRecoveryCode ? (
          <Field label="Authentication code" hint="The 6-digit code from your authenticator app.">
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={totpCode}
                onChange={(e) => setTotpCode(e.target.value)}
                autoFocus
              />
            )}
          </Field>
        ) : null}
        {needsCode && usesRecoveryCode ? (
          <Field
            label="Recovery code"
            hint="One of the codes you saved when you turned on two-factor sign-in."
          >
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                maxLength={19}
                value={totpCode}
                onChange={(e) => setTotpCode(e.target.value)}
                autoFocus
              />
            )}
          </Field>
        ) : null}
        {needsCode ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setUsesRecoveryCode((current) => !current);
              setTotpCode('');
            }}
          >
            {usesRecoveryCode ? 'Use a code from the authenticator app' : 'Use a recovery code instead'}
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}

type OwnerForm = { firstName: string; lastName: string; title: string; email: string; password: string };

export function FirstRunScreen() {
  const createOwner = useCreateOwner();
  const [form, setForm] = useState<OwnerForm>({
    firstName: '',
    lastName: '',
    title: 'Dr.',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof OwnerForm | 'form', string>>>({});
  const set = (key: keyof OwnerForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = createAccountRequestSchema.safeParse(form);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof OwnerForm;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    createOwner.mutate(parsed.data, { onError: (failure) => setErrors({ form: errorMessage(failure) }) });
  }

  return (
    <AuthCard
      title="Set up your practice"
      intro="Create the practice owner's account. You can add colleagues later."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" error={errors.firstName}>
            {(props) => (
              <Input
                {...props}
                value={form.firstName}
                onChange={set('firstName')}
                autoComplete="given-name"
              />
            )}
          </Field>
          <Field label="Last name" error={errors.lastName}>
            {(props) => (
              <Input {...props} value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
            )}
          </Field>
        </div>
        <Field label="Title" error={errors.title}>
          {(props) => <Input {...props} value={form.title} onChange={set('title')} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              type="email"
              value={form.email}
              onChange={set('email')}
              autoComplete="username"
            />
          )}
        </Field>
        <Field label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(props) => (
            <Input
              {...props}
              type="password"
              value={form.password}
              onChange={set('password')}
              autoComplete="new-password"
            />
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={createOwner.isPending}>
          {createOwner.isPending ? 'Creating…' : 'Create owner account'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Where an owner-issued reset link lands: choose a new password, then sign in with it. */
export function ResetPasswordScreen({ token, onDone }: { token: string; onDone: (notice: string) => void }) {
  const reset = useCompletePasswordReset();
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = completePasswordResetRequestSchema.safeParse({ token, newPassword });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reset.mutate(parsed.data, {
      onSuccess: () => onDone('Your password has been changed. Sign in with your new password.'),
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <AuthCard title="Choose a new password" intro="Your practice owner sent you this link. It works once.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label="New password"
          error={error}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
        >
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
