import type { Page } from '@playwright/test';

export type SpeechCall = {
  type: 'start' | 'stop';
  lang: string;
  continuous: boolean;
  interimResults: boolean;
};
export type SpeechPart = { text: string; isFinal: boolean };
type SpeechWindow = Window & {
  speechCalls: SpeechCall[];
  emitSpeech: (parts: SpeechPart[]) => void;
};

/**
 * A stand-in for the browser's speech recognition: it records how the page configures, starts and stops it,
 * and lets the test deliver interim and final results as a real recogniser would.
 */
export function installFakeSpeechRecognition(page: Page) {
  return page.addInitScript(() => {
    type Handler<E> = ((event: E) => void) | null;
    const scope = window as unknown as SpeechWindow & Record<string, unknown>;
    const instances: FakeSpeechRecognition[] = [];
    scope.speechCalls = [];
    class FakeSpeechRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      running = false;
      onresult: Handler<unknown> = null;
      onerror: Handler<unknown> = null;
      onend: (() => void) | null = null;
      constructor() {
        instances.push(this);
      }
      private record(type: SpeechCall['type']) {
        scope.speechCalls.push({
          type,
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        });
      }
      start() {
        this.running = true;
        this.record('start');
      }
      stop() {
        if (!this.running) return;
        this.running = false;
        this.record('stop');
        setTimeout(() => this.onend?.(), 0);
      }
    }
    scope.SpeechRecognition = FakeSpeechRecognition;
    scope.webkitSpeechRecognition = FakeSpeechRecognition;
    scope.emitSpeech = (parts) => {
      const active = instances.filter((instance) => instance.running).at(-1);
      if (!active) throw new Error('speech recognition is not running');
      const results = parts.map((part) =>
        Object.assign([{ transcript: part.text, confidence: 0.92 }], { isFinal: part.isFinal }),
      );
      active.onresult?.({ resultIndex: 0, results });
    };
  });
}

export const speechCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as SpeechWindow).speechCalls);
export const emitSpeech = (page: Page, parts: SpeechPart[]) =>
  page.evaluate((p) => (window as unknown as SpeechWindow).emitSpeech(p), parts);
