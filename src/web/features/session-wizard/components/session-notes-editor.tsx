import { useState } from 'react';
import { useUpdateSession } from '#web/api/sessions';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { TextareaField } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';

/** The session's Additional Clinical Notes (the same notes the recording screen keeps). */
export function SessionNotesEditor({
  sessionId,
  savedNotes,
  onClose,
}: {
  sessionId: string;
  savedNotes: string;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState(savedNotes);
  const save = useUpdateSession(sessionId);
  return (
    <Card className="space-y-3 p-5">
      <TextareaField
        label="Additional Clinical Notes"
        rows={5}
        value={notes}
        onChange={(event) => {
          setNotes(event.target.value);
          if (!save.isPending) save.reset();
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={save.isPending} onClick={() => save.mutate({ notes })}>
          {save.isPending ? 'Saving…' : 'Save Notes'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {save.isSuccess ? 'Notes saved' : ''}
        </span>
        {save.isError ? (
          <ErrorText>{errorMessage(save.error, 'The notes could not be saved.')}</ErrorText>
        ) : null}
      </div>
    </Card>
  );
}
