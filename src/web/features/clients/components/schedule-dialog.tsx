import { useState, type SubmitEvent } from 'react';
import type { Client } from '#contract/clients';
import { isoDateTimeSchema } from '#contract/common';
import { useUpdateClient } from '#web/api/clients';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/field';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { showToast } from '#web/lib/toast-store';
import {
  formatDateTime,
  fromDateTimeLocal,
  fullName,
  toDateTimeLocal,
  type ClientDialogProps,
} from '../client-form';

/** Sets or clears a client's next session (PATCH /api/clients/:id). */
export function ScheduleDialog({ client, onOpenChange }: ClientDialogProps) {
  return (
    <Modal
      open={client !== undefined}
      onOpenChange={onOpenChange}
      title={client ? `Schedule ${fullName(client)}` : 'Schedule'}
      description="Set the date and time of the client’s next session, or clear it."
    >
      {client ? <ScheduleForm key={client.id} client={client} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ScheduleForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const [value, setValue] = useState(() => toDateTimeLocal(client.nextSession));
  const [error, setError] = useState<string | undefined>();
  const updateClient = useUpdateClient();

  const save = async (nextSession: string | null) => {
    setError(undefined);
    try {
      const saved = await updateClient.mutateAsync({
        id: client.id,
        changes: { nextSession },
      });
      showToast({
        title: saved.nextSession ? 'Next session scheduled' : 'Next session cleared',
        description: saved.nextSession
          ? `${fullName(saved)}: ${formatDateTime(saved.nextSession)}`
          : fullName(saved),
      });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextSession = fromDateTimeLocal(value);
    if (nextSession === null) {
      setError('Choose a date and time, or use Clear to remove the next session');
      return;
    }
    const parsed = isoDateTimeSchema.safeParse(nextSession);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Use an ISO 8601 date and time');
      return;
    }
    void save(parsed.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Current next session:{' '}
        <strong
          className="font-semibold text-slate-900 dark:text-slate-100"
          data-testid="current-next-session"
        >
          {client.nextSession ? formatDateTime(client.nextSession) : 'Not scheduled'}
        </strong>
      </p>
      <InputField
        label="Next session"
        error={error}
        type="datetime-local"
        className="dark:scheme-dark"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex flex-wrap justify-between gap-2 pt-2">
        <Button
          variant="secondary"
          disabled={updateClient.isPending || client.nextSession === null}
          onClick={() => void save(null)}
        >
          Clear next session
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={updateClient.isPending}>
            {updateClient.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
