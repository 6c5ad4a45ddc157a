import { useState } from 'react';
import type { SessionNote } from '#contract/generation';
import type { NoteContent } from '#contract/workflow';
import { useGenerateInsights } from '#web/api/generation';
import { useSaveSessionNote, useSessionNote } from '#web/api/session-notes';
import { errorMessage } from '#web/lib/api-errors';
import type { EvidenceSelection } from '../components/evidence-transcript';
import { matchingSpans } from './note-content';

/**
 * The note below the transcript: the saved current version, or a freshly generated one while it is being
 * saved; the transcript its evidence points into; the highlighted field; and the insights that follow a
 * generation.
 */
export function useNoteWorkspace({
  sessionId,
  clientId,
  transcript,
}: {
  sessionId: string;
  /** Null while the session has no client yet: insights then come without the client's heatmap history. */
  clientId: string | null;
  transcript: string;
}) {
  const saved = useSessionNote(sessionId);
  /** A generated note not saved yet; it is shown until a save answers, and stays shown if the save fails. */
  const [draft, setDraft] = useState<NoteContent | null>(null);
  const save = useSaveSessionNote(sessionId, { onSaved: () => setDraft(null) });
  const insights = useGenerateInsights();
  /** The transcript a note generated on this screen came from; null for a note loaded from the server. */
  const [source, setSource] = useState<string | null>(null);
  const [selection, setSelection] = useState<EvidenceSelection | null>(null);

  const version = saved.data?.note ?? null;
  const content = draft ?? version?.content ?? null;
  // A loaded note's offsets are trusted only where they still quote the live transcript (see matchingSpans).
  const evidenceText = source ?? transcript;
  const evidenceSelection =
    selection && source === null
      ? { ...selection, spans: matchingSpans(transcript, selection.spans) }
      : selection;

  function runInsights(text: string) {
    insights.mutate({ dictationText: text, clientId: clientId ?? undefined });
  }

  function adoptGenerated(note: SessionNote, from: string) {
    // The consent line is written by the server when the note is saved.
    setDraft({ ...note, recordingConsent: '' });
    setSource(from);
    setSelection(null);
    save.mutate({ content: note });
    runInsights(from);
  }

  return {
    content,
    version,
    isLoading: saved.isPending,
    /** A generated note is shown that the server has not saved yet. */
    isUnsaved: draft !== null,
    loadError: saved.isError ? errorMessage(saved.error, 'The saved note could not be loaded.') : null,
    save,
    adoptGenerated,
    insights,
    generateInsights: () => runInsights(transcript),
    evidenceText,
    /** The note came from an earlier text than the one in the editor now. */
    isEvidenceFromEarlierText: source !== null && source !== transcript,
    selection,
    evidenceSelection,
    setSelection,
  };
}
