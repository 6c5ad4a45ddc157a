import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CLIENT_STATUSES,
  RISK_LEVELS,
  type Client,
  type CreateClientRequest,
} from '#contract/clients';
import { useCreateClient, useUpdateClient } from '#web/api/clients';
import { Button } from '#web/components/ui/button';
import { FormError } from '#web/components/ui/error-text';
import { InputField, SelectField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { bindField, showFieldIssues } from '#web/lib/form-errors';
import { showToast } from '#web/lib/toast-store';
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
  const form = useForm({
    resolver: zodResolver(clientFormSchema),
    defaultValues: client ? toFormValues(client) : EMPTY_CLIENT_FORM,
    // A message stays until the next attempt to save, not only until the next keystroke.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError, formState } = form;
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
    if (showFieldIssues(error, CLIENT_FORM_FIELDS, setError)) return;
    setError('root.server', { message: errorMessage(error) });
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="First name" autoComplete="off" {...bindField(form, 'firstName')} />
        <InputField
          label="Last name"
          hint="An initial is enough, e.g. M."
          autoComplete="off"
          {...bindField(form, 'lastName')}
        />
        <InputField
          label="Age"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={1}
          {...bindField(form, 'age')}
        />
        <InputField
          label="Gender"
          autoComplete="off"
          list="client-gender-options"
          {...bindField(form, 'gender')}
        />
        <datalist id="client-gender-options">
          <option value="Female" />
          <option value="Male" />
          <option value="Non-binary" />
          <option value="Prefer not to say" />
        </datalist>
        <SelectField label="Status" className="dark:scheme-dark" {...bindField(form, 'status')}>
          {CLIENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalise(status)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Risk level" className="dark:scheme-dark" {...bindField(form, 'riskLevel')}>
          {RISK_LEVELS.map((risk) => (
            <option key={risk} value={risk}>
              {capitalise(risk)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField
        label="Primary concerns"
        hint="Separate concerns with commas, e.g. Anxiety, Sleep Issues"
        autoComplete="off"
        {...bindField(form, 'primaryDiagnosis')}
      />
      <InputField
        label="Next session (optional)"
        type="datetime-local"
        className="dark:scheme-dark"
        {...bindField(form, 'nextSession')}
      />
      <FormError message={formState.errors.root?.server?.message} />
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
