import { useState, type SyntheticEvent } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  createAccountRequestSchema,
  type PracticeMember,
} from '#contract/auth';
import {
  useAddColleague,
  useCurrentClinician,
  useIssuePasswordReset,
  usePracticeMembers,
  useSetMemberActive,
} from '#web/api/auth';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { Input, InputField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { TONE_CLASSES } from '#web/lib/status-colors';
import { showToast } from '#web/lib/toast-store';
import { useDialogWithFocusReturn } from '#web/lib/use-dialog-with-focus-return';

type ColleagueForm = { firstName: string; lastName: string; email: string; password: string };
const EMPTY_FORM: ColleagueForm = { firstName: '', lastName: '', email: '', password: '' };

function AddColleagueForm() {
  const add = useAddColleague();
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof ColleagueForm | 'form', string>>>({});
  const set = (key: keyof ColleagueForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = createAccountRequestSchema.safeParse(form);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ColleagueForm;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => setForm(EMPTY_FORM),
      onError: (failure) => {
        const message = errorMessage(failure);
        setErrors(/email/i.test(message) ? { email: message } : { password: message });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add a colleague">
      <InputField
        label="Colleague's first name"
        error={errors.firstName}
        value={form.firstName}
        onChange={set('firstName')}
      />
      <InputField
        label="Colleague's last name"
        error={errors.lastName}
        value={form.lastName}
        onChange={set('lastName')}
      />
      <InputField
        label="Colleague's email"
        error={errors.email}
        type="email"
        value={form.email}
        onChange={set('email')}
      />
      <InputField
        label="First password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; give it to them in person.`}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add colleague'}
        </Button>
      </div>
    </form>
  );
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        isActive
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
          : TONE_CLASSES.neutral,
      )}
    >
      {isActive ? 'Active' : 'Deactivated'}
    </span>
  );
}

/** Deactivation ends the colleague's sign-ins at once, so it is asked first; their records stay. */
function DeactivateDialog({
  member,
  open,
  onOpenChange,
}: {
  member: PracticeMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const setActive = useSetMemberActive();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setActive.reset();
        onOpenChange(next);
      }}
      title={`Deactivate ${member.displayName}?`}
      description="They are signed out at once and can no longer sign in. Their clients, sessions and notes stay in the practice, and you can reactivate the account later."
    >
      {setActive.isError ? <ErrorText className="mb-4">{errorMessage(setActive.error)}</ErrorText> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={setActive.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={setActive.isPending}
          onClick={() =>
            setActive.mutate(
              { id: member.id, isActive: false },
              {
                onSuccess: () => {
                  onOpenChange(false);
                  showToast({ title: 'Colleague deactivated', description: member.displayName });
                },
              },
            )
          }
        >
          {setActive.isPending ? 'Deactivating…' : 'Deactivate'}
        </Button>
      </div>
    </Modal>
  );
}

function MemberRow({ member }: { member: PracticeMember }) {
  const reactivate = useSetMemberActive();
  const issueReset = useIssuePasswordReset();
  const deactivateDialog = useDialogWithFocusReturn();
  const [error, setError] = useState<string | undefined>();
  const resetLink = issueReset.data ? `${window.location.origin}${issueReset.data.resetPath}` : undefined;

  return (
    <li className="space-y-2 py-3" aria-label={member.displayName}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span>
              {member.displayName}
              {member.isOwner ? ' (owner)' : ''}
            </span>
            <StatusBadge isActive={member.isActive} />
          </p>
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">
            {member.email}
            {member.totpEnabled ? ' · Two-factor on' : ''}
          </p>
        </div>
        {member.isOwner ? null : (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={issueReset.isPending}
              onClick={() => {
                setError(undefined);
                issueReset.mutate(member.id, { onError: (e) => setError(errorMessage(e)) });
              }}
            >
              Create password reset link
            </Button>
            {member.isActive ? (
              <Button variant="danger" size="sm" aria-haspopup="dialog" onClick={deactivateDialog.open}>
                Deactivate
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={reactivate.isPending}
                onClick={() => {
                  setError(undefined);
                  reactivate.mutate(
                    { id: member.id, isActive: true },
                    {
                      onSuccess: () =>
                        showToast({ title: 'Colleague reactivated', description: member.displayName }),
                      onError: (e) => setError(errorMessage(e)),
                    },
                  );
                }}
              >
                Reactivate
              </Button>
            )}
          </>
        )}
      </div>
      {resetLink && issueReset.data ? (
        <div role="status" className="space-y-1 text-sm">
          <p>
            Give this link to {member.displayName} yourself. It works once, until{' '}
            {new Date(issueReset.data.expiresAt).toLocaleString('en-US')}.
          </p>
          <Input readOnly value={resetLink} aria-label={`Password reset link for ${member.displayName}`} />
          <Button variant="ghost" size="sm" onClick={() => void navigator.clipboard.writeText(resetLink)}>
            Copy link
          </Button>
        </div>
      ) : null}
      {error ? <ErrorText>{error}</ErrorText> : null}
      {member.isOwner ? null : (
        <DeactivateDialog
          member={member}
          open={deactivateDialog.isOpen}
          onOpenChange={deactivateDialog.onOpenChange}
        />
      )}
    </li>
  );
}

/** The practice owner's list of clinicians: add a colleague, deactivate or reactivate one, issue a reset link. */
export function PracticeMembersPanel() {
  const { data } = useCurrentClinician();
  const isOwner = data?.authMode === 'accounts' && data.clinician.isOwner;
  const members = usePracticeMembers(isOwner);
  if (!isOwner) return null;

  return (
    <Card className="p-6">
      <section aria-labelledby="practice-members-heading" className="space-y-3">
        <h2 id="practice-members-heading" className="text-lg font-semibold">
          Practice clinicians
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          As the practice owner you add colleagues, reset their passwords with a one-time link, and deactivate
          accounts that should no longer sign in.
        </p>
        {members.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(members.error)}
          </p>
        ) : null}
        {members.data ? (
          <ul aria-label="Clinicians" className="divide-y divide-slate-200 dark:divide-slate-700">
            {members.data.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        ) : null}
        <AddColleagueForm />
      </section>
    </Card>
  );
}
