import { useState, type SyntheticEvent } from 'react';
import { useBeginTotpSetup, useCurrentClinician, useDisableTotp, useEnableTotp } from '#web/api/auth';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { InputField } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';
import { QrCode } from './qr-code';

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">Save your recovery codes now. They are shown only this once.</p>
      <p>
        If you lose your phone, sign in with one of these instead of an authenticator code. Each code works
        once.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}

/** Optional TOTP two-factor sign-in for accounts: set up with any authenticator app, confirm with a code. */
export function TwoFactorPanel() {
  const { data } = useCurrentClinician();
  const begin = useBeginTotpSetup();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  if (!data || data.authMode !== 'accounts') return null;
  const isOn = data.clinician.totpEnabled;
  const isPending = enable.isPending || disable.isPending;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(undefined);
    const onError = (failure: unknown) => setError(errorMessage(failure));
    if (isOn) {
      disable.mutate(code.trim(), { onSuccess: () => setCode(''), onError });
      return;
    }
    enable.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        begin.reset();
        setRecoveryCodes(answer.recoveryCodes);
      },
      onError,
    });
  }

  return (
    <Card className="p-6">
      <section aria-labelledby="two-factor-heading" className="space-y-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {isOn
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: add a code from an authenticator app to every sign-in.'}
        </p>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
        ) : null}
        {!isOn && !begin.data ? (
          <Button variant="secondary" onClick={() => begin.mutate()} disabled={begin.isPending}>
            Set up two-factor sign-in
          </Button>
        ) : null}
        {!isOn && begin.data ? (
          <div className="space-y-2 text-sm">
            <p>
              Scan this code with your authenticator app, or add the key by hand, then enter the code it
              shows.
            </p>
            <QrCode text={begin.data.otpauthUri} label="QR code for your authenticator app" />
            <p>
              Key:{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all dark:bg-slate-800">
                {begin.data.secret}
              </code>
            </p>
            <a className="text-brand-700 underline dark:text-brand-100" href={begin.data.otpauthUri}>
              Open in authenticator app
            </a>
          </div>
        ) : null}
        {isOn || begin.data ? (
          <form onSubmit={submit} className="flex items-end gap-3">
            <InputField
              label="Authentication code"
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="w-40"
            />
            <Button type="submit" variant={isOn ? 'danger' : 'primary'} disabled={isPending}>
              {isOn ? 'Turn off' : 'Turn on'}
            </Button>
          </form>
        ) : null}
      </section>
    </Card>
  );
}
