import { useEffect, useState } from 'react';
import { useUpdateSession } from '#web/api/sessions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { TextareaField } from '#web/components/ui/field';
import { ApiError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/api-errors';

/** The clinician's own notes for the session, saved on demand. */
export function ClinicalNotesCard({
  sessionId,
  savedNotes,
  onUnsavedChange,
}: {
  sessionId: string;
  savedNotes: string;
  /** Told whether the notes differ from the saved ones, so leaving can ask first. */
  onUnsavedChange?: (isUnsaved: boolean) => void;
}) {
  const [notes, setNotes] = useState(savedNotes);
  const isUnsaved = notes !== savedNotes;
  useEffect(() => onUnsavedChange?.(isUnsaved), [isUnsaved, onUnsavedChange]);
  const save = useUpdateSession(sessionId);
  const fieldError =
    save.error instanceof ApiError && save.error.status === 400 ? errorMessage(save.error) : undefined;
  const otherError = save.isError && fieldError === undefined ? errorMessage(save.error) : undefined;

  return (
    <Card className="p-5">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate({ notes });
        }}
      >
        <TextareaField
          label="Additional Clinical Notes"
          error={fieldError}
          rows={5}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            if (!save.isPending) save.reset();
          }}
          placeholder="Observations, follow-ups, anything the transcript does not capture."
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Notes'}
          </Button>
          <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {save.isSuccess ? 'Notes saved' : ''}
          </span>
          {otherError ? <ErrorText>{otherError}</ErrorText> : null}
        </div>
      </form>
    </Card>
  );
}
