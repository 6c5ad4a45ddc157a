import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { TRANSCRIPT_FILE_ACCEPT, TranscriptFileError, readTranscriptFile } from '../lib/transcript-files';

/** Adds a transcript file (.txt, or .vtt/.srt captions from a video call) to the end of the transcript. */
export function TranscriptFileUpload({ onText }: { onText: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);

  async function addFile(file: File) {
    try {
      const text = await readTranscriptFile(file);
      onText(text);
      setMessage({ text: `Added ${file.name} to the transcript.`, isError: false });
    } catch (error) {
      if (!(error instanceof TranscriptFileError)) console.error(error);
      setMessage({
        text: error instanceof TranscriptFileError ? error.message : `${file.name} could not be read.`,
        isError: true,
      });
    }
  }

  return (
    <div className="space-y-1">
      <input
        ref={input}
        type="file"
        accept={TRANSCRIPT_FILE_ACCEPT}
        aria-label="Transcript file (.txt, .vtt or .srt)"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addFile(file);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={messageId}>
        <FileUp className="size-4" aria-hidden />
        Upload transcript file
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        .txt, or .vtt/.srt captions from a video call
      </p>
      <p id={messageId} role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
        {message && !message.isError ? message.text : ''}
      </p>
      {message?.isError ? <ErrorText size="xs">{message.text}</ErrorText> : null}
    </div>
  );
}
