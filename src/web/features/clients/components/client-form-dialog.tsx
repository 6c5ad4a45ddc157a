import { useState, type SubmitEvent } from 'react';
import { CLIENT_STATUSES, RISK_LEVELS, type Client } from '../../../../contract/clients';
import { useCreateClient, useUpdateClient } from '../../../api/clients';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import {
  EMPTY_CLIENT_FORM,
  capitalise,
  CLIENT_FIELDS,
  fullName,
  toFormValues,
  validateClientForm,
  type ClientFieldErrors,
  type ClientFormValues,
} from '../client-form';

/** Add Client (no `client`) or Edit (with one). Checks the contract's rules before saving and shows a 400 on its field. */
export function ClientFormDialog({
  open,
  client,
  onOpenChange,
}: {
  open: boolean;
  client?: Client | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={client ? `Edit ${fullName(client)}` : 'Add Client'}
      description={client ? 'Update the client’s details.' : 'Add a client to your caseload.'}
      wide
    >
      {/* Keyed so each opening starts from the client's saved values. */}
      <ClientForm key={client?.id ?? 'new'} client={client} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function ClientForm({ client, onDone }: { client?: Client | undefined; onDone: () => void }) {
  const [values, setValues] = useState<ClientFormValues>(() =>
    client ? toFormValues(client) : EMPTY_CLIENT_FORM,
  );
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const isSaving = createClient.isPending || updateClient.isPending;

  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = validateClientForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.formError);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    try {
      const saved = client
        ? await updateClient.mutateAsync({ id: client.id, changes: checked.input })
        : await createClient.mutateAsync(checked.input);
      showToast({ title: client ? 'Client updated' : 'Client added', description: fullName(saved) });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors(CLIENT_FIELDS) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFormError(errorMessage(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
          )}
        </Field>
        <Field label="Last name" error={errors.lastName} hint="An initial is enough, e.g. M.">
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          )}
        </Field>
        <Field label="Age" error={errors.age}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              value={values.age}
              onChange={(event) => set('age', event.target.value)}
            />
          )}
        </Field>
        <Field label="Gender" error={errors.gender}>
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              list="client-gender-options"
              value={values.gender}
              onChange={(event) => set('gender', event.target.value)}
            />
          )}
        </Field>
        <datalist id="client-gender-options">
          <option value="Female" />
          <option value="Male" />
          <option value="Non-binary" />
          <option value="Prefer not to say" />
        </datalist>
        <Field label="Status" error={errors.status}>
          {(props) => (
            <Select
              {...props}
              className="dark:scheme-dark"
              value={values.status}
              onChange={(event) => set('status', event.target.value as ClientFormValues['status'])}
            >
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalise(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Risk level" error={errors.riskLevel}>
          {(props) => (
            <Select
              {...props}
              className="dark:scheme-dark"
              value={values.riskLevel}
              onChange={(event) => set('riskLevel', event.target.value as ClientFormValues['riskLevel'])}
            >
              {RISK_LEVELS.map((risk) => (
                <option key={risk} value={risk}>
                  {capitalise(risk)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label="Primary concerns"
        error={errors.primaryDiagnosis}
        hint="Separate concerns with commas, e.g. Anxiety, Sleep Issues"
      >
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            value={values.primaryConcerns}
            onChange={(event) => set('primaryConcerns', event.target.value)}
          />
        )}
      </Field>
      <Field label="Next session (optional)" error={errors.nextSession}>
        {(props) => (
          <Input
            {...props}
            type="datetime-local"
            className="dark:scheme-dark"
            value={values.nextSession}
            onChange={(event) => set('nextSession', event.target.value)}
          />
        )}
      </Field>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : client ? 'Save changes' : 'Save client'}
        </Button>
      </div>
    </form>
  );
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React renders the errors, move focus to the first field that has one.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
