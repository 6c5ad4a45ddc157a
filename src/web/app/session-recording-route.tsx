import { SessionMeasuresCard } from '../features/measurements/components/session-measures-card';
import { SessionRecordingScreen } from '../features/session-recording/session-recording-screen';

/** The recording screen with the session's measures: forms to give, and scores stated in the transcript to confirm. */
export function SessionRecordingRoute() {
  return (
    <SessionRecordingScreen
      renderMeasures={({ session, hasTranscript, hasUnsavedTranscript }) => (
        <SessionMeasuresCard
          sessionId={session.id}
          clientId={session.clientId}
          hasTranscript={hasTranscript}
          isTranscriptSaving={hasUnsavedTranscript}
        />
      )}
    />
  );
}
