import type { UseMutationResult } from '@tanstack/react-query';
import { Highlighter, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { EvidenceSpan } from '#contract/generation';
import type {
  NoteContent,
  NoteVersion,
  SaveNoteRequest,
  SessionNoteResponse,
} from '#contract/workflow';
import { notePlainText, sectionPlainText } from '#contract/note-text';
import { CopyButton } from '#web/components/copy-button';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { AmendmentReasonField, NoteFieldsEditor } from '#web/components/note-fields-editor';
import { ErrorText } from '#web/components/ui/error-text';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { useShortcut } from '#web/lib/keyboard-shortcuts';
import { formatDate } from '#web/lib/format';
import { NOTE_FIELDS, type NoteField } from '#contract/workflow';
import type { EvidenceSelection } from './evidence-transcript';

const ENGINE_PROVIDER = 'local-engine';

export function describeProvider(provider: string): string {
  if (provider === ENGINE_PROVIDER) return 'Written by the offline engine';
  if (provider.startsWith(`${ENGINE_PROVIDER} `))
    return `Written by the offline engine ${provider.slice(ENGINE_PROVIDER.length + 1)}`;
  return `Written by ${provider}`;
}

export type SaveNoteMutation = UseMutationResult<SessionNoteResponse, Error, SaveNoteRequest>;

type Item = { key: string; title: string; content: string; spans: readonly EvidenceSpan[] };

function noteItems(note: NoteContent): Item[] {
  return [
    ...NOTE_FIELDS.map(([field, title]) => ({
      key: field,
      title,
      content: note[field],
      spans: note.evidence[field],
    })),
    ...note.sections.map((section, index) => ({
      key: `section-${index}`,
      title: section.title,
      content: section.content,
      spans: section.evidence,
    })),
  ];
}

/**
 * The session note: read mode, where each field's title highlights its evidence in the transcript, and edit
 * mode, where the clinician rewrites the fields and saves a new draft (or, once signed, an amendment).
 */
export function SessionNoteCard({
  note,
  version,
  save,
  selectedKey,
  onSelect,
}: {
  note: NoteContent;
  /** The saved current version; null while the note is not saved yet. */
  version: NoteVersion | null;
  save: SaveNoteMutation;
  selectedKey: string | null;
  onSelect: (selection: EvidenceSelection) => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const isSigned = version?.status === 'signed';

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Session Note</h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {describeProvider(note.provider)}
            {version
              ? ` · Version ${version.version}${version.kind === 'amendment' ? ' (amendment)' : ''}`
              : ''}
          </p>
        </div>
        {!isEditing ? (
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={() => notePlainText(note)} what="Session note" />
            <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil className="size-3.5" aria-hidden />
              Edit
            </Button>
          </div>
        ) : null}
      </div>
      {version && isSigned ? <SignedNotice version={version} /> : null}
      {isEditing ? (
        <NoteEditor note={note} isSigned={isSigned} save={save} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Select a heading to highlight the transcript passages it is based on.
          </p>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {noteItems(note).map((item) => (
              <NoteFieldView
                key={item.key}
                item={item}
                isSelected={selectedKey === item.key}
                onSelect={() => onSelect({ key: item.key, title: item.title, spans: item.spans })}
              />
            ))}
          </div>
          {note.recordingConsent ? (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              <span className="font-medium">Consent to recording: </span>
              {note.recordingConsent}
            </p>
          ) : null}
          <SaveStatus save={save} />
        </>
      )}
    </Card>
  );
}

function SignedNotice({ version }: { version: NoteVersion }) {
  return (
    <p className="mt-3 flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-100">
      <ShieldCheck className="size-4 shrink-0" aria-hidden />
      <span>
        Signed by {version.signedBy ?? 'the clinician'} on {formatDate(version.signedAt)}. Saving a change
        creates an amendment; the signed text stays as it was.
      </span>
    </p>
  );
}

/** Whether the last save went through, and a way to retry one that failed. */
function SaveStatus({ save }: { save: SaveNoteMutation }) {
  if (save.isPending)
    return (
      <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Saving the note…
      </p>
    );
  if (save.isError)
    return (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <ErrorText>{errorMessage(save.error, 'The note could not be saved. Please try again.')}</ErrorText>
        {save.variables ? (
          <Button variant="secondary" size="sm" onClick={() => save.variables && save.mutate(save.variables)}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  return (
    <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
      {save.isSuccess ? 'Note saved' : ''}
    </p>
  );
}

function NoteFieldView({
  item,
  isSelected,
  onSelect,
}: {
  item: Item;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { title, content, spans } = item;
  return (
    <section
      data-note-section=""
      aria-label={title}
      className={cn(
        'rounded-md border p-3',
        isSelected
          ? 'border-amber-400 bg-amber-50 dark:border-amber-400/70 dark:bg-amber-950/40'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <button
            type="button"
            aria-pressed={isSelected}
            onClick={onSelect}
            title="Show evidence in the transcript"
            className="inline-flex items-center gap-1.5 rounded-sm text-left text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:text-slate-50 dark:hover:text-brand-300"
          >
            <Highlighter className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            {title}
          </button>
        </h3>
        <CopyButton text={() => sectionPlainText(content)} what={title} isSection />
      </div>
      <p className="mt-1.5 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {content || 'Not recorded in this transcript.'}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {spans.length === 0
          ? 'No evidence passages'
          : `${spans.length} evidence ${spans.length === 1 ? 'passage' : 'passages'}`}
      </p>
    </section>
  );
}

/** Textareas for the five fields and every section; the evidence and the provider are kept as they were. */
function NoteEditor({
  note,
  isSigned,
  save,
  onDone,
}: {
  note: NoteContent;
  isSigned: boolean;
  save: SaveNoteMutation;
  onDone: () => void;
}) {
  const [fields, setFields] = useState<Record<NoteField, string>>(() => ({
    presentingProblem: note.presentingProblem,
    duration: note.duration,
    clinicalObservations: note.clinicalObservations,
    clientQuote: note.clientQuote,
    summary: note.summary,
  }));
  const [sections, setSections] = useState(() => note.sections.map((section) => section.content));
  const [reason, setReason] = useState('');
  useShortcut('save', submit, !save.isPending);

  function submit() {
    const content: NoteContent = {
      ...note,
      ...fields,
      sections: note.sections.map((section, index) => ({ ...section, content: sections[index] ?? '' })),
    };
    const amendmentReason = reason.trim();
    save.mutate(isSigned && amendmentReason ? { content, amendmentReason } : { content }, {
      onSuccess: onDone,
    });
  }

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <NoteFieldsEditor
        fields={fields}
        sections={note.sections.map((section, index) => ({
          title: section.title,
          content: sections[index] ?? '',
        }))}
        onFieldChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
        onSectionChange={(index, value) =>
          setSections((current) => current.map((text, i) => (i === index ? value : text)))
        }
      />
      {isSigned ? (
        <AmendmentReasonField
          label="Reason for the amendment (optional)"
          value={reason}
          onChange={setReason}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : isSigned ? 'Save Amendment' : 'Save'}
        </Button>
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            save.reset();
            onDone();
          }}
        >
          Cancel
        </Button>
        {save.isError ? (
          <ErrorText>{errorMessage(save.error, 'The note could not be saved. Please try again.')}</ErrorText>
        ) : null}
      </div>
    </form>
  );
}
