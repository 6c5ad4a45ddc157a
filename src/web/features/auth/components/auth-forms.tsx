import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_MIN_LENGTH,
  completePasswordResetRequestSchema,
  createAccountRequestSchema,
  signInRequestSchema,
} from '#contract/auth';
import { useCompletePasswordReset, useCreateOwner, useSignIn } from '#web/api/auth';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { FormError } from '#web/components/ui/error-text';
import { InputField } from '#web/components/ui/field';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-errors';
import { bindField, showFieldIssues } from '#web/lib/form-errors';

const SIGN_IN_FIELDS = signInRequestSchema.keyof().options;
const OWNER_FIELDS = createAccountRequestSchema.keyof().options;

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
  const [needsCode, setNeedsCode] = useState(false);
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const form = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
    // A code is sent only from the field on screen: switching between the two starts the code afresh.
    shouldUnregister: true,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit((input) => {
    signIn.mutate(input, {
      onError: (failure) => {
        // Asking for the code is the next step, not an error.
        if (failure instanceof ApiError && failure.code === 'totp_required') {
          setNeedsCode(true);
          return;
        }
        if (showFieldIssues(failure, SIGN_IN_FIELDS, setError)) return;
        setError('root.server', { message: errorMessage(failure, 'Could not sign in. Please try again.') });
      },
    });
  });

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
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <InputField
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...bindField(form, 'email')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...bindField(form, 'password')}
        />
        {needsCode && !usesRecoveryCode ? (
          <InputField
            label="Authentication code"
            hint="The 6-digit code from your authenticator app."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...bindField(form, 'totpCode')}
          />
        ) : null}
        {needsCode && usesRecoveryCode ? (
          <InputField
            label="Recovery code"
            hint="One of the codes you saved when you turned on two-factor sign-in."
            autoComplete="off"
            maxLength={19}
            autoFocus
            {...bindField(form, 'recoveryCode')}
          />
        ) : null}
        {needsCode ? (
          <Button variant="ghost" size="sm" onClick={() => setUsesRecoveryCode((current) => !current)}>
            {usesRecoveryCode ? 'Use a code from the authenticator app' : 'Use a recovery code instead'}
          </Button>
        ) : null}
        <FormError message={formState.errors.root?.server?.message} />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}

export function FirstRunScreen() {
  const createOwner = useCreateOwner();
  const form = useForm({
    resolver: zodResolver(createAccountRequestSchema),
    defaultValues: { firstName: '', lastName: '', title: 'Dr.', email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit((input) => {
    createOwner.mutate(input, {
      onError: (failure) => {
        if (showFieldIssues(failure, OWNER_FIELDS, setError)) return;
        setError('root.server', { message: errorMessage(failure) });
      },
    });
  });

  return (
    <AuthCard
      title="Set up your practice"
      intro="Create the practice owner's account. You can add colleagues later."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <InputField label="First name" {...bindField(form, 'firstName')} autoComplete="given-name" />
          <InputField label="Last name" {...bindField(form, 'lastName')} autoComplete="family-name" />
        </div>
        <InputField label="Title" {...bindField(form, 'title')} />
        <InputField label="Email" type="email" {...bindField(form, 'email')} autoComplete="username" />
        <InputField
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          {...bindField(form, 'password')}
          autoComplete="new-password"
        />
        <FormError message={formState.errors.root?.server?.message} />
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
  const form = useForm({
    resolver: zodResolver(completePasswordResetRequestSchema),
    defaultValues: { token, newPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError, formState } = form;
  // The token is not typed, so a problem with the link, here or from the server, shows on the one field there is.
  const error = formState.errors.token?.message ?? formState.errors.newPassword?.message;

  const submit = handleSubmit((input) => {
    reset.mutate(input, {
      onSuccess: () => onDone('Your password has been changed. Sign in with your new password.'),
      onError: (failure) => {
        const message =
          failure instanceof ApiError ? failure.fieldErrors(['newPassword']).newPassword : undefined;
        setError('newPassword', { message: message ?? errorMessage(failure) }, { shouldFocus: true });
      },
    });
  });

  return (
    <AuthCard title="Choose a new password" intro="Your practice owner sent you this link. It works once.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <InputField
          label="New password"
          error={error}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
          type="password"
          autoComplete="new-password"
          autoFocus
          {...form.register('newPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
