import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { recordConsent } from './support/consent';
import { emitSpeech, installFakeSpeechRecognition, speechCalls } from './support/fake-speech';
import { startSampleSession } from './support/sample-session';

async function openDictation(page: Page, sessionId: string) {
  await page.goto(`/app/session/dictation?session=${sessionId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toBeVisible();
  return main;
}

test('dictation: the timer runs, interim words show greyed, final words fill the transcript, a language change restarts recognition, and it all survives a reload', async ({
  page,
}) => {
  await installFakeSpeechRecognition(page);
  const session = await startSampleSession(page);
  await recordConsent(page, session.id);
  const main = await openDictation(page, session.id);
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  const timer = main.getByRole('timer', { name: 'Elapsed recording time' });
  const language = main.getByRole('combobox', { name: 'Language' });

  await expect(timer).toHaveText('00:00');
  await expect(language).toHaveValue('en-US');
  await expect(language.locator('option')).toHaveCount(16);
  await expect(main.getByText('Speech recognition is not supported', { exact: false })).toBeHidden();

  await main.getByRole('button', { name: 'Start Recording' }).click();
  await expect(main.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  expect(await speechCalls(page)).toEqual([
    { type: 'start', lang: 'en-US', continuous: true, interimResults: true },
  ]);
  await expect(timer).toHaveText(/^00:0[1-9]$/, { timeout: 4_000 });

  await emitSpeech(page, [{ text: 'I have been feeling', isFinal: false }]);
  const interim = main.getByTestId('interim-transcript');
  await expect(interim).toContainText('I have been feeling');
  await expect(transcript).toHaveValue('');
  const [interimStyle, transcriptStyle] = await Promise.all([
    interim.evaluate((el) => ({
      color: getComputedStyle(el).color,
      fontStyle: getComputedStyle(el).fontStyle,
    })),
    transcript.evaluate((el) => ({
      color: getComputedStyle(el).color,
      fontStyle: getComputedStyle(el).fontStyle,
    })),
  ]);
  expect(interimStyle.fontStyle).toBe('italic');
  expect(interimStyle.color).not.toBe(transcriptStyle.color);

  await emitSpeech(page, [{ text: 'I have been feeling anxious', isFinal: true }]);
  await expect(transcript).toHaveValue('I have been feeling anxious ');
  await expect(interim).toBeHidden();
  await expect(main.getByTestId('word-count')).toHaveText('5 words');

  await emitSpeech(page, [
    { text: 'most days', isFinal: true },
    { text: 'and I', isFinal: false },
  ]);
  await expect(transcript).toHaveValue('I have been feeling anxious most days ');
  await expect(interim).toContainText('and I');
  await expect(main.getByTestId('word-count')).toHaveText('7 words');

  const languageSaved = page.waitForRequest(
    (request) =>
      request.method() === 'PATCH' &&
      request.url().endsWith(`/api/sessions/${session.id}`) &&
      (request.postDataJSON() as { language?: string }).language !== undefined,
  );
  await language.selectOption({ label: 'French' });
  expect((await languageSaved).postDataJSON()).toEqual({ language: 'fr-FR' });
  await expect
    .poll(() => speechCalls(page))
    .toEqual([
      { type: 'start', lang: 'en-US', continuous: true, interimResults: true },
      { type: 'stop', lang: 'en-US', continuous: true, interimResults: true },
      { type: 'start', lang: 'fr-FR', continuous: true, interimResults: true },
    ]);
  await expect(main.getByRole('button', { name: 'Stop Recording' })).toBeVisible();

  await emitSpeech(page, [{ text: 'je dors mal', isFinal: true }]);
  const expected = 'I have been feeling anxious most days je dors mal ';
  await expect(transcript).toHaveValue(expected);

  await main.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(main.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  expect((await speechCalls(page)).at(-1)).toMatchObject({ type: 'stop', lang: 'fr-FR' });
  const stoppedAt = await timer.textContent();
  await page.waitForTimeout(1_200);
  await expect(timer).toHaveText(stoppedAt ?? '');

  await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toHaveValue(expected);
  await expect(main.getByRole('combobox', { name: 'Language' })).toHaveValue('fr-FR');
  await expect(main.getByRole('timer', { name: 'Elapsed recording time' })).toHaveText('00:00');
});

test('a browser without speech recognition says so and points to the other ways in', async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium has the API built in; hide it as a browser without one would.
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  });
  const session = await startSampleSession(page);
  const main = await openDictation(page, session.id);
  await expect(
    main.getByText('Speech recognition is not supported in this browser', { exact: false }),
  ).toHaveText(
    'Speech recognition is not supported in this browser, so Start Recording only times the session. Instead, type or paste the transcript, or upload a transcript file below.',
  );
  await expect(main.getByRole('button', { name: 'Upload transcript file' })).toBeVisible();
  await expect(
    main.getByText('Audio transcription is not configured on this server', { exact: false }),
  ).toBeVisible();
});

const TEAMS_VTT = `WEBVTT

NOTE exported from the telehealth call

a1/1-0
00:00:01.000 --> 00:00:04.000
<v Therapist>How has your sleep been this week?</v>

a1/2-0
00:00:04.500 --> 00:00:07.000
<v Client>Worse. I wake at three and can't get back to sleep,</v>

a1/2-1
00:00:07.000 --> 00:00:09.000
<v Client>and then I worry about work.</v>
`;

test('a .vtt transcript file fills the transcript as speaker turns; other files are refused', async ({
  page,
}) => {
  const session = await startSampleSession(page);
  const main = await openDictation(page, session.id);
  const fileInput = main.getByLabel('Transcript file (.txt, .vtt or .srt)');

  await fileInput.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(main.getByRole('alert')).toHaveText('Choose a .txt, .vtt or .srt transcript file.');

  await fileInput.setInputFiles({ name: 'call.vtt', mimeType: 'text/vtt', buffer: Buffer.from(TEAMS_VTT) });
  const expected = [
    'Therapist: How has your sleep been this week?',
    "Client: Worse. I wake at three and can't get back to sleep, and then I worry about work.",
  ].join('\n');
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toHaveValue(expected);
  await expect(main.getByText('Added call.vtt to the transcript.')).toBeVisible();
  await expect(main.getByTestId('word-count')).toHaveText(`${expected.split(/\s+/).length} words`);

  await fileInput.setInputFiles({
    name: 'empty.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.alloc(0),
  });
  await expect(main.getByRole('alert')).toHaveText('empty.srt is empty.');
  await expect(transcript).toHaveValue(expected);

  await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toHaveValue(expected);
});

test('an uploaded audio file is sent for transcription and its text is added to the transcript', async ({
  page,
}) => {
  // This server has no transcription service; the two calls are answered here as a configured server would.
  await page.route('**/api/transcription/status', (route) => route.fulfill({ json: { available: true } }));
  const uploads: { url: URL; contentType: string | undefined; bytes: number }[] = [];
  await page.route('**/api/transcriptions?*', (route) => {
    const request = route.request();
    uploads.push({
      url: new URL(request.url()),
      contentType: request.headers()['content-type'],
      bytes: request.postDataBuffer()?.length ?? 0,
    });
    return route.fulfill({ json: { text: 'Client: I have not slept properly for weeks.', audioKept: true } });
  });
  const session = await startSampleSession(page);
  await recordConsent(page, session.id);
  const main = await openDictation(page, session.id);
  await expect(
    main.getByText('Audio is deleted after transcription unless you keep it', { exact: false }),
  ).toBeVisible();
  await main.getByRole('checkbox', { name: 'Keep audio' }).check();
  await main
    .getByLabel('Audio file to transcribe')
    .setInputFiles({ name: 'session.m4a', mimeType: '', buffer: Buffer.alloc(4096, 1) });

  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toHaveValue('Client: I have not slept properly for weeks.');
  await expect(
    main.getByText('The audio was kept, encrypted, on the server.', { exact: false }),
  ).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(Object.fromEntries(uploads[0]?.url.searchParams ?? [])).toEqual({
    sessionId: session.id,
    language: 'en-US',
    keep: 'true',
  });
  expect(uploads[0]).toMatchObject({ contentType: 'audio/mp4', bytes: 4096 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dictation controls have no serious accessibility violations while recording (${theme})`, async ({
    page,
  }) => {
    // axe walks the whole screen while the timer re-renders it every second; give it room on a busy machine.
    test.setTimeout(90_000);
    await installFakeSpeechRecognition(page);
    await page.route('**/api/transcription/status', (route) => route.fulfill({ json: { available: true } }));
    const session = await startSampleSession(page);
    await recordConsent(page, session.id);
    const main = await openDictation(page, session.id);
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await main.getByRole('button', { name: 'Start Recording' }).click();
    await emitSpeech(page, [
      { text: 'Therapist: How have you been sleeping since we last met?', isFinal: true },
    ]);
    await emitSpeech(page, [{ text: 'Client: Not well, I keep', isFinal: false }]);
    await expect(main.getByTestId('interim-transcript')).toBeVisible();
    await page.waitForTimeout(400);
    await expectNoSeriousViolations(page);
  });
}
