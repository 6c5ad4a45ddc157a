/** What the clinician reads when speech recognition fails: what happened, and what to do about it. */
export type SpeechErrorAlert = { title: string; advice: string };

const KEPT = 'Everything transcribed so far is kept.';

/**
 * The alert for a browser speech-recognition error code (SpeechRecognitionErrorEvent.error, or `start-failed`
 * when the browser refused to start). `otherWays` names what else fills the transcript on this server.
 */
export function speechErrorAlert(error: string, otherWays: string): SpeechErrorAlert {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return {
        title: 'Recording stopped: the browser is not allowed to use the microphone.',
        advice: `Allow microphone access for this site (from the icon in the address bar or the browser's site settings), then press Start Recording again. Or ${otherWays}. ${KEPT}`,
      };
    case 'audio-capture':
      return {
        title: 'Recording stopped: no microphone could be used.',
        advice: `Connect a microphone, or close any other app that is using it, then press Start Recording again. Or ${otherWays}. ${KEPT}`,
      };
    case 'no-speech':
      return {
        title: 'Recording stopped: no speech was heard.',
        advice: `Check that the right microphone is selected and not muted, then press Start Recording again. Or ${otherWays}. ${KEPT}`,
      };
    case 'network':
      return {
        title: "Recording stopped: the browser's speech recognition service could not be reached.",
        advice: `Check the network connection, then press Start Recording again. Or ${otherWays}. ${KEPT}`,
      };
    case 'language-not-supported':
      return {
        title: 'Recording stopped: this browser cannot recognise speech in the chosen language.',
        advice: `Choose another language and press Start Recording again. Or ${otherWays}. ${KEPT}`,
      };
    default:
      return {
        title: `Recording stopped: speech recognition failed (${error}).`,
        advice: `Press Start Recording to try again. Or ${otherWays}. ${KEPT}`,
      };
  }
}

/** The other ways to fill the transcript: audio transcription only when the server offers it. */
export function otherTranscriptWays(canTranscribeAudio: boolean): string {
  return canTranscribeAudio
    ? 'switch to typing the transcript, upload a transcript file, or record or upload audio below'
    : 'switch to typing the transcript or upload a transcript file below';
}
