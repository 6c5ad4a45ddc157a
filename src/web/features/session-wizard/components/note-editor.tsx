import { useState } from 'react';
import { AmendmentReasonField, NoteFieldsEditor } from '#web/components/note-fields-editor';
import type { NoteContent, NoteField as NoteFieldKey } from '#contract/workflow';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';

/**
 * The note's fields as text areas. Edited text keeps the evidence spans it had: they still point at the
 * transcript passages the field was written from. On a signed note the save is an amendment, with a reason.
 */
export function NoteEditor({
  initial,
  isAmendment,
  isSaving,
  error,
  onSave,
  onCancel,
}: {
  initial: NoteContent;
  isAmendment: boolean;
  isSaving: boolean;
  error: string | null;
  onSave: (content: NoteContent, amendmentReason: string) => void;
  onCancel: () => void;
}) {
  const [content, setContent] = useState(initial);
  const [reason, setReason] = useState('');
  const setField = (key: NoteFieldKey, value: string) => setContent({ ...content, [key]: value });
  const setSection = (index: number, value: string) =>
    setContent({
      ...content,
      sections: content.sections.map((section, i) =>
        i === index ? { ...section, content: value } : section,
      ),
    });

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(content, reason.trim());
      }}
    >
      {isAmendment ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
          This note is signed. Saving creates an amendment; the signed version stays as it was.
        </p>
      ) : null}
      <NoteFieldsEditor
        fields={content}
        sections={content.sections}
        onFieldChange={setField}
        onSectionChange={setSection}
      />
      {isAmendment ? (
        <AmendmentReasonField label="Reason for amendment (optional)" value={reason} onChange={setReason} />
      ) : null}
      {error ? <ErrorText>{error}</ErrorText> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : isAmendment ? 'Save Amendment' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
