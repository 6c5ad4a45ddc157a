import { CheckCircle2, FilePenLine, NotebookPen, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TherapySessionDetail } from '#contract/sessions';
import type { NoteContent, NoteVersion, SessionNoteResponse } from '#contract/workflow';
import {
  useGenerateStoredNote,
  useSaveSessionNote,
  useSessionNote,
  useSignSessionNote,
} from '../../api/session-notes';
import { BusyIcon, Button, buttonVariants } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { Modal } from '../../components/ui/modal';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { NoteEditor } from './components/note-editor';
import { NoteView } from './components/note-view';
import { SessionNotesEditor } from './components/session-notes-editor';
import { VersionHistory, signatureText } from './components/version-history';
import { WizardFrame } from './components/wizard-frame';
import { CONTINUE_STATE, recordingHref, stepHref } from './lib/wizard-steps';

/** SPEC §2 Note formulation: review, edit, approve (sign) and amend the session's note. */
export function NoteFormulationScreen() {
  return <WizardFrame step="note">{(session) => <NoteStep session={session} />}</WizardFrame>;
}

const REGENERATED_REASON = 'Regenerated from the transcript';

function NoteStep({ session }: { session: TherapySessionDetail }) {
  const note = useSessionNote(session.id);
  // Generate and Regenerate: the server writes a fresh note from the stored transcript and saves it; a signed
  // note is never overwritten, the new text is an amendment with its reason.
  const regenerate = useGenerateStoredNote(session.id);

  if (note.isPending) return <StatusText>Loading note...</StatusText>;
  if (note.isError) return <ErrorText>{errorMessage(note.error, 'The note could not be loaded.')}</ErrorText>;

  const hasTranscript = session.transcript.trim().length > 0;
  const generateError = regenerate.isError
    ? errorMessage(regenerate.error, 'Failed to generate session note. Please try again.')
    : null;

  return note.data.note === null ? (
    <NoNoteYet
      sessionId={session.id}
      hasTranscript={hasTranscript}
      isGenerating={regenerate.isPending}
      error={generateError}
      onGenerate={() => regenerate.mutate(undefined)}
    />
  ) : (
    <CurrentNote
      session={session}
      data={note.data}
      isRegenerating={regenerate.isPending}
      regenerateError={generateError}
      onRegenerate={(amendmentReason) => regenerate.mutate(amendmentReason)}
    />
  );
}

function NoNoteYet({
  sessionId,
  hasTranscript,
  isGenerating,
  error,
  onGenerate,
}: {
  sessionId: string;
  hasTranscript: boolean;
  isGenerating: boolean;
  error: string | null;
  onGenerate: () => void;
}) {
  return (
    <Card className="space-y-4 p-6">
      <p className="text-slate-700 dark:text-slate-300">No note has been written for this session yet.</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {hasTranscript
          ? 'Generate one from the session transcript, or go back to the recording screen.'
          : 'The session has no transcript yet. Record or paste it on the recording screen first.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {hasTranscript ? (
          <Button onClick={onGenerate} disabled={isGenerating}>
            <BusyIcon isBusy={isGenerating} />
            {isGenerating ? 'Generating…' : 'Generate'}
          </Button>
        ) : null}
        <Link to={recordingHref(sessionId)} className={buttonVariants({ variant: 'secondary' })}>
          Go to the recording screen
        </Link>
      </div>
      {error ? <ErrorText>{error}</ErrorText> : null}
    </Card>
  );
}

function CurrentNote({
  session,
  data,
  isRegenerating,
  regenerateError,
  onRegenerate,
}: {
  session: TherapySessionDetail;
  data: SessionNoteResponse;
  isRegenerating: boolean;
  regenerateError: string | null;
  /** `amendmentReason` is given when the note is signed (the regenerated text becomes an amendment). */
  onRegenerate: (amendmentReason: string | undefined) => void;
}) {
  const navigate = useNavigate();
  const save = useSaveSessionNote(session.id);
  const sign = useSignSessionNote(session.id);
  const [isEditing, setIsEditing] = useState(false);
  const [isEditingNotes, setIsEditingNotes] = useState(false);
  const [isConfirmingRegenerate, setIsConfirmingRegenerate] = useState(false);
  const current = data.note;
  if (current === null) return null;
  const isSigned = current.status === 'signed';
  const hasTranscript = session.transcript.trim().length > 0;
  const isBusy = save.isPending || sign.isPending || isRegenerating;

  function saveEdit(content: NoteContent, reason: string) {
    save.mutate(
      { content, amendmentReason: isSigned && reason ? reason : undefined },
      { onSuccess: () => setIsEditing(false) },
    );
  }

  function approveAndContinue() {
    const next = () => void navigate(stepHref('diagnosis', session.id), { state: CONTINUE_STATE });
    if (isSigned) next();
    else sign.mutate(undefined, { onSuccess: next });
  }

  const actionError = sign.isError
    ? errorMessage(sign.error, 'The note could not be approved. Please try again.')
    : regenerateError;

  return (
    <>
      <Card className="space-y-4 p-5">
        <NoteHeading note={current} />
        {isEditing ? (
          <NoteEditor
            initial={current.content}
            isAmendment={isSigned}
            isSaving={save.isPending}
            error={save.isError ? errorMessage(save.error, 'The note could not be saved.') : null}
            onSave={saveEdit}
            onCancel={() => {
              save.reset();
              setIsEditing(false);
            }}
          />
        ) : (
          <>
            {isSigned ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                This note is locked. Edit creates an amendment.
              </p>
            ) : null}
            <NoteView content={current.content} />
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
              <Button variant="secondary" disabled={isBusy} onClick={() => setIsEditing(true)}>
                <FilePenLine className="size-4" aria-hidden />
                Edit
              </Button>
              <Button variant="secondary" disabled={isBusy || isSigned} onClick={() => sign.mutate()}>
                <CheckCircle2 className="size-4" aria-hidden />
                {sign.isPending ? 'Approving…' : 'Approve'}
              </Button>
              <Button disabled={isBusy} onClick={approveAndContinue}>
                Approve &amp; Continue
              </Button>
              <Button
                variant="secondary"
                aria-expanded={isEditingNotes}
                disabled={isBusy}
                onClick={() => setIsEditingNotes(!isEditingNotes)}
              >
                <NotebookPen className="size-4" aria-hidden />
                Edit Notes
              </Button>
              <Button
                variant="secondary"
                disabled={isBusy || !hasTranscript}
                title={hasTranscript ? undefined : 'The session has no transcript'}
                // A signed note is never rewritten without asking: the regenerated text becomes an amendment.
                onClick={() => (isSigned ? setIsConfirmingRegenerate(true) : onRegenerate(undefined))}
              >
                <BusyIcon isBusy={isRegenerating} icon={RefreshCw} />
                {isRegenerating ? 'Regenerating…' : 'Regenerate'}
              </Button>
            </div>
          </>
        )}
        {actionError ? <ErrorText>{actionError}</ErrorText> : null}
      </Card>

      <Modal
        open={isConfirmingRegenerate}
        onOpenChange={setIsConfirmingRegenerate}
        title="Regenerate the signed note?"
        description={`Version ${current.version} stays exactly as it was signed. The note written again from the transcript becomes version ${current.version + 1}, an amendment to review and sign.`}
      >
        <AmendmentReasonForm
          onCancel={() => setIsConfirmingRegenerate(false)}
          onConfirm={(reason) => {
            setIsConfirmingRegenerate(false);
            onRegenerate(reason);
          }}
        />
      </Modal>

      {isEditingNotes ? (
        <SessionNotesEditor
          sessionId={session.id}
          savedNotes={session.notes}
          onClose={() => setIsEditingNotes(false)}
        />
      ) : null}

      {isSigned || data.versions.length > 1 ? <VersionHistory versions={data.versions} /> : null}
    </>
  );
}

function NoteHeading({ note }: { note: NoteVersion }) {
  const isSigned = note.status === 'signed';
  const signature = signatureText(note);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">Session Note</h3>
        <Badge tone={isSigned ? 'success' : 'warning'}>{isSigned ? 'Signed' : 'Draft'}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Version {note.version}
          {note.kind === 'amendment' ? ' (amendment)' : ''}
        </span>
      </div>
      {signature ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 className="size-4" aria-hidden />
          {signature}
        </p>
      ) : null}
    </div>
  );
}

/** Asks why a signed note is regenerated; each opening starts from the usual reason. */
function AmendmentReasonForm({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState(REGENERATED_REASON);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim() || REGENERATED_REASON);
      }}
    >
      <label className="block space-y-1 text-sm">
        <span className="font-medium">Reason for the amendment</span>
        <input
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
          value={reason}
          maxLength={2_000}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Regenerate as Amendment</Button>
      </div>
    </form>
  );
}
