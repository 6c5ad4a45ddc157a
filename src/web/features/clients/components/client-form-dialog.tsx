import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CLIENT_STATUSES,
  RISK_LEVELS,
  type Client,
  type CreateClientRequest,
} from '../../../../contract/clients';
import { useCreateClient, useUpdateClient } from '../../../api/clients';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import {
  CLIENT_FORM_FIELDS,
  EMPTY_CLIENT_FORM,
  capitalise,
  clientFormSchema,
  fullName,
  toFormValues,
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(clientFormSchema),
    defaultValues: client ? toFormValues(client) : EMPTY_CLIENT_FORM,
    // A message stays until the next attempt to save, not only until the next keystroke.
    reValidateMode: 'onSubmit',
  });
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const isSaving = createClient.isPending || updateClient.isPending;

  const save = async (input: CreateClientRequest) => {
    try {
      const saved = client
        ? await updateClient.mutateAsync({ id: client.id, changes: input })
        : await createClient.mutateAsync(input);
      showToast({ title: client ? 'Client updated' : 'Client added', description: fullName(saved) });
      onDone();
    } catch (error) {
      showServerError(error);
    }
  };

  /** A 400's issues on the fields they name, focusing the first; anything else above the buttons. */
  function showServerError(error: unknown) {
    const messages = error instanceof ApiError ? error.fieldErrors(CLIENT_FORM_FIELDS) : {};
    const invalid = CLIENT_FORM_FIELDS.filter((field) => messages[field] !== undefined);
    if (invalid.length === 0) {
      setError('root.server', { message: errorMessage(error) });
      return;
    }
    invalid.forEach((field, index) =>
      setError(field, { message: messages[field] }, { shouldFocus: index === 0 }),
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(props) => <Input {...props} autoComplete="off" {...register('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message} hint="An initial is enough, e.g. M.">
          {(props) => <Input {...props} autoComplete="off" {...register('lastName')} />}
        </Field>
        <Field label="Age" error={errors.age?.message}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              {...register('age')}
            />
          )}
        </Field>
        <Field label="Gender" error={errors.gender?.message}>
          {(props) => (
            <Input {...props} autoComplete="off" list="client-gender-options" {...register('gender')} />
          )}
        </Field>
        <datalist id="client-gender-options">
          <option value="Female" />
          <option value="Male" />
          <option value="Non-binary" />
          <option value="Prefer not to say" />
        </datalist>
        <Field label="Status" error={errors.status?.message}>
          {(props) => (
            <Select {...props} className="dark:scheme-dark" {...register('status')}>
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalise(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Risk level" error={errors.riskLevel?.message}>
          {(props) => (
            <Select {...props} className="dark:scheme-dark" {...register('riskLevel')}>
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
        error={errors.primaryDiagnosis?.message}
        hint="Separate concerns with commas, e.g. Anxiety, Sleep Issues"
      >
        {(props) => <Input {...props} autoComplete="off" {...register('primaryDiagnosis')} />}
      </Field>
      <Field label="Next session (optional)" error={errors.nextSession?.message}>
        {(props) => (
          <Input {...props} type="datetime-local" className="dark:scheme-dark" {...register('nextSession')} />
        )}
      </Field>
      {errors.root?.server ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.root.server.message}
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
