import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-errors';
import { useBeginTotpSetup, useConfirmTotp } from '../api/auth-calls';
import { useCurrentClinician } from '../../../lib/current-clinician';

/** Optional TOTP two-factor sign-in for accounts: set up with any authenticator app, confirm with a code. */
export function TwoFactorPanel() {
  const { data } = useCurrentClinician();
  const begin = useBeginTotpSetup();
  const enable = useConfirmTotp('enable');
  const disable = useConfirmTotp('disable');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!data || data.authMode !== 'accounts') return null;
  const isOn = data.clinician.totpEnabled;
  const confirm = isOn ? disable : enable;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(undefined);
    confirm.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        begin.reset();
      },
      onError: (failure) => setError(errorMessage(failure)),
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
        {!isOn && !begin.data ? (
          <Button variant="secondary" onClick={() => begin.mutate()} disabled={begin.isPending}>
            Set up two-factor sign-in
          </Button>
        ) : null}
        {!isOn && begin.data ? (
          <div className="space-y-2 text-sm">
            <p>
              Add this key to your authenticator app (or open the link on a phone), then enter the code it
              shows.
            </p>
            <p>
              Key:{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">
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
            <Field label="Authentication code" error={error}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  className="w-40"
                />
              )}
            </Field>
            <Button type="submit" variant={isOn ? 'danger' : 'primary'} disabled={confirm.isPending}>
              {isOn ? 'Turn off' : 'Turn on'}
            </Button>
          </form>
        ) : null}
      </section>
    </Card>
  );
}
