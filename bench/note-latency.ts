import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { chromium, type Page } from 'playwright-core';
import { listClientsResponseSchema } from '../src/contract/clients';
import { therapySessionResponseSchema } from '../src/contract/sessions';
import { listTemplatesResponseSchema } from '../src/contract/templates';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { kb, percentile } from './lib';

const DATASETS = path.resolve('../shared/datasets');
// The server serves WEB_DIST_DIR when it is set, so chunk sizes are read from the same build.
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
export const NOTE_TARGET_MS = 1_000;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A long consultation built from ACI-Bench visit dialogues (those about depression or anxiety first), with the
 * speaker tags turned into the `Therapist:` / `Client:` labels the recording screen expects, cut at a turn
 * once it reaches `words` words.
 */
export function datasetTranscript(words: number): string {
  const rows = ['train.csv', 'valid.csv'].flatMap((file) =>
    parse<Record<string, string>>(readFileSync(path.join(DATASETS, 'aci-bench', file)), {
      columns: true,
      skip_empty_lines: true,
    }),
  );
  const isMentalHealth = (text: string) => /depress|anxi|panic|worr/i.test(text);
  const dialogues = rows
    .map((row) => row.dialogue ?? '')
    .filter(Boolean)
    .sort((a, b) => Number(isMentalHealth(b)) - Number(isMentalHealth(a)));
  const turns: string[] = [];
  let count = 0;
  for (const dialogue of dialogues) {
    for (const line of dialogue.split('\n')) {
      const turn = line
        .replace(/^\[doctor\]\s*/i, 'Therapist: ')
        .replace(/^\[patient\]\s*/i, 'Client: ')
        .trim();
      if (!/^(Therapist|Client): /.test(turn)) continue;
      turns.push(turn);
      count += countWords(turn);
      if (count >= words) return turns.join('\n');
    }
  }
  return turns.join('\n');
}

type Timing = { clickedAt?: number; shownAt?: number };
type TimedWindow = Window & { noteTiming?: Timing };

/** Records, in the page, when the click lands and the frame after the note card enters the DOM. */
async function armTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timed = window as TimedWindow;
    const timing: Timing = {};
    timed.noteTiming = timing;
    document.addEventListener('click', () => (timing.clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Session Note');
      if (!shown) return;
      observer.disconnect();
      requestAnimationFrame(() => (timing.shownAt = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** A new session for the sample client with the transcript already saved, as a clinician would have it. */
async function sessionWithTranscript(page: Page, transcript: string): Promise<string> {
  const clients = listClientsResponseSchema.parse(await (await page.request.get('/api/clients')).json());
  const templates = listTemplatesResponseSchema.parse(
    await (await page.request.get('/api/templates')).json(),
  );
  const client = clients.clients[0];
  const template = templates.templates[0];
  if (!client || !template) throw new Error('the demo workspace has no sample client or template');
  const started = await page.request.post('/api/sessions', {
    data: { clientId: client.id, templateId: template.id },
  });
  const session = therapySessionResponseSchema.parse(await started.json()).session;
  const saved = await page.request.patch(`/api/sessions/${session.id}`, { data: { transcript } });
  if (!saved.ok()) throw new Error(`saving the transcript answered ${saved.status()}`);
  return session.id;
}

export type NoteLatency = { words: number; times: number[]; lazyChunks: { file: string; gzip: number }[] };

/**
 * Click → note card on the recording screen, in Chromium against the production build: one new session per
 * run, so every run generates (and renders) a note from the same ≈60-minute transcript.
 */
export async function measureNoteLatency(baseUrl: string, runs = 7, words = 9_000): Promise<NoteLatency> {
  const transcript = datasetTranscript(words);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/app');
    // The demo sandbox cookie is set by the workspace's first calls; wait for them before using page.request.
    await page.getByRole('heading', { name: 'Recent Sessions' }).waitFor();
    const times: number[] = [];
    const lazy = new Set<string>();
    for (let run = 0; run <= runs; run++) {
      const sessionId = await sessionWithTranscript(page, transcript);
      await page.goto(`/app/session/dictation?session=${sessionId}`);
      const button = page.getByRole('button', { name: 'Generate Session Note' });
      await button.waitFor();
      await armTiming(page);
      const scripts: string[] = [];
      const onRequest = (request: { url: () => string; resourceType: () => string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await button.click();
      await page.waitForFunction(() => (window as TimedWindow).noteTiming?.shownAt !== undefined);
      const timing = await page.evaluate(() => (window as TimedWindow).noteTiming);
      // The insight charts follow the note; wait for them so their chunk is counted and the next run is clean.
      await page.getByRole('heading', { name: 'Emotion Breakdown' }).waitFor({ timeout: 15_000 });
      page.off('request', onRequest);
      scripts.forEach((file) => lazy.add(file));
      // The first run warms the server and the browser's caches; it is not counted.
      if (run > 0 && timing?.clickedAt !== undefined && timing.shownAt !== undefined)
        times.push(timing.shownAt - timing.clickedAt);
    }
    await context.close();
    return {
      words: countWords(transcript),
      times: times.sort((a, b) => a - b),
      lazyChunks: [...lazy].map((file) => ({
        file,
        gzip: gzipSync(readFileSync(path.join(WEB_DIST, file))).length,
      })),
    };
  } finally {
    await browser.close();
  }
}

export function printNoteLatency(result: NoteLatency): void {
  const p50 = percentile(result.times, 50);
  const p95 = percentile(result.times, 95);
  const ok = p95 <= NOTE_TARGET_MS;
  console.log(
    `  ${result.times.length} runs: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${NOTE_TARGET_MS} ms) ${ok ? 'OK' : 'OVER TARGET'}`,
  );
  for (const chunk of result.lazyChunks)
    console.log(`  lazy chunk loaded for the note and insights: ${chunk.file} ${kb(chunk.gzip)}`);
}
