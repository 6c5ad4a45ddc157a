import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SessionConsent } from '../src/contract/consent';
import { therapySessionDetailResponseSchema } from '../src/contract/sessions';
import { expectNoSeriousViolations } from './support/axe';
import { emitSpeech, installFakeSpeechRecognition, speechCalls } from './support/fake-speech';
import { startSampleSession } from './support/sample-session';

const RECORDING_NEEDS_CONSENT =
  "Start Recording needs the client's consent to recording. Record it above first.";
const AUDIO_NEEDS_CONSENT =
  "Recording or uploading audio needs the client's consent to recording. Record it above first.";

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Moves the focus with Tab (or Shift+Tab) until `target` has it: the keyboard is the only way around. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `focus reached ${target.toString()}`).toBe(true);
}

async function sessionOf(page: Page, id: string) {
  const response = await page.request.get(`/api/sessions/${id}`);
  return therapySessionDetailResponseSchema.parse(await response.json()).session;
}

async function openRecordingScreen(page: Page) {
  await installFakeSpeechRecognition(page);
  // This server has no transcription service; the status is answered as a configured server would, so the audio
  // controls are shown and their consent rule can be seen.
  await page.route('**/api/transcription/status', (route) => route.fulfill({ json: { available: true } }));
  const session = await startSampleSession(page);
  await page.goto(`/app/session-recording?session=${session.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toBeVisible();
  return { session, main };
}

test('consent by keyboard alone: recording waits for it, the header shows it, and withdrawing it stops recording and deletes the audio and transcript', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { session, main } = await openRecordingScreen(page);
  const start = main.getByRole('button', { name: 'Start Recording' });
  const form = main.getByRole('form', { name: 'Consent to recording' });

  // Without consent nothing can be recorded or uploaded, and the screen says why beside each control.
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription(RECORDING_NEEDS_CONSENT);
  await expect(main.getByText(RECORDING_NEEDS_CONSENT)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Record audio' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Upload audio file' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Upload audio file' })).toHaveAccessibleDescription(
    AUDIO_NEEDS_CONSENT,
  );
  await expect(main.getByLabel('Audio file to transcribe')).toBeDisabled();
  // Typing the transcript needs no consent.
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toBeEditable();
  await expect(form).toBeVisible();
  await expectNoSeriousViolations(page);

  // The consent form, with Tab, Enter and Space only. Submitting without a method says what is missing.
  const record = form.getByRole('button', { name: 'Record Consent' });
  await tabTo(page, record);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Choose whether consent was verbal or written.');

  const written = form.getByRole('button', { name: 'Written' });
  await tabTo(page, written, { backwards: true });
  await page.keyboard.press('Space');
  await expect(written).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByRole('button', { name: 'The client' })).toHaveAttribute('aria-pressed', 'true');
  const guardian = form.getByRole('button', { name: 'Parent or guardian' });
  await tabTo(page, guardian);
  await page.keyboard.press('Enter');
  await expect(guardian).toHaveAttribute('aria-pressed', 'true');
  const name = form.getByRole('textbox', { name: 'Name of the parent or guardian' });
  await tabTo(page, name);
  await page.keyboard.type('Maria Alvarez');
  // The date and time default to now.
  const givenAt = form.getByLabel('Date and time given');
  const defaultAt = await givenAt.inputValue();
  expect(Math.abs(new Date(defaultAt).getTime() - Date.now())).toBeLessThan(3 * 60_000);
  await tabTo(page, form.getByRole('textbox', { name: 'Note (optional)' }));
  await page.keyboard.type('Signed form in the client file');
  await tabTo(page, record);
  await page.keyboard.press('Enter');

  // The header shows the consent; the form is gone and recording is allowed.
  const header = main.getByRole('group', { name: 'Consent to recording' });
  await expect(header).toContainText('Written, given by Maria Alvarez (parent or guardian)');
  await expect(header).toContainText('Recorded by Dr. Alex Morgan.');
  await expect(header).toContainText('Note: Signed form in the client file');
  await expect(form).toBeHidden();
  await expect(start).toBeEnabled();
  await expect(main.getByText(RECORDING_NEEDS_CONSENT)).toBeHidden();
  await expect(main.getByText(AUDIO_NEEDS_CONSENT)).toBeHidden();
  await expect(main.getByRole('button', { name: 'Upload audio file' })).toBeEnabled();
  const saved = (await sessionOf(page, session.id)).consent;
  expect(saved).toMatchObject({
    method: 'written',
    givenBy: 'guardian',
    givenByName: 'Maria Alvarez',
    note: 'Signed form in the client file',
    withdrawnAt: null,
  });
  expect(Math.abs(Date.parse(saved?.givenAt ?? '') - new Date(defaultAt).getTime())).toBeLessThan(60_000);

  // Recording, by keyboard.
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const stop = main.getByRole('button', { name: 'Stop Recording' });
  await expect(stop).toBeVisible();
  await emitSpeech(page, [{ text: 'Client: I have not slept properly for weeks.', isFinal: true }]);
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toHaveValue('Client: I have not slept properly for weeks. ');
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();

  // Withdrawing stops the recording at once, then asks about the audio and transcript.
  const withdraw = header.getByRole('button', { name: 'Withdraw Consent' });
  await tabTo(page, withdraw, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw consent to recording?' });
  await expect(dialog).toBeVisible();
  // Behind the open dialog the screen is hidden from assistive technology, so it is looked at with includeHidden.
  const behind = page.locator('main');
  await expect(behind.getByRole('button', { name: 'Stop Recording', includeHidden: true })).toHaveCount(0);
  await expect(behind.getByRole('button', { name: 'Start Recording', includeHidden: true })).toBeDisabled();
  await expect.poll(async () => (await speechCalls(page)).at(-1)?.type).toBe('stop');
  await expectNoSeriousViolations(page);

  const remove = dialog.getByRole('button', { name: 'Withdraw and Delete Audio and Transcript' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(transcript).toHaveValue('');
  await expect(header).toContainText('Withdrawn');
  await expect(header).toContainText('audio and transcript deleted');
  await expect(header.getByRole('button', { name: 'Withdraw Consent' })).toBeHidden();
  await expect(start).toBeDisabled();
  await expect(form).toBeVisible();

  await page.reload();
  await expect(transcript).toHaveValue('');
  await expect(main.getByRole('group', { name: 'Consent to recording' })).toContainText(
    'audio and transcript deleted',
  );
  await expect(start).toBeDisabled();
  const after = await sessionOf(page, session.id);
  expect(after.transcript).toBe('');
  expect(after.consent).toMatchObject({ recordingsDeleted: true, withdrawnBy: 'Dr. Alex Morgan' });
});

test('withdrawing and keeping: the transcript stays, the note states the consent, and the export lists every consent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { session, main } = await openRecordingScreen(page);
  const start = main.getByRole('button', { name: 'Start Recording' });
  const form = main.getByRole('form', { name: 'Consent to recording' });

  // Verbal consent from the client, given now: two choices and a press.
  const verbal = form.getByRole('button', { name: 'Verbal' });
  await tabTo(page, verbal);
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Record Consent' }));
  await page.keyboard.press('Enter');
  const header = main.getByRole('group', { name: 'Consent to recording' });
  await expect(header).toContainText('Verbal, given by the client');
  await expect(start).toBeEnabled();

  await tabTo(page, start);
  await page.keyboard.press('Space');
  await emitSpeech(page, [
    {
      text: "Client: I've been worrying about work for about six months and I can't sleep.",
      isFinal: true,
    },
  ]);
  await tabTo(page, main.getByRole('button', { name: 'Stop Recording' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();

  // The saved note carries the consent line.
  const generate = main.getByRole('button', { name: 'Generate Session Note' });
  await tabTo(page, generate);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Session Note' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Verbal consent to recording given by the client on')).toContainText(
    'recorded by Dr. Alex Morgan.',
  );

  // Closing the dialog keeps the consent; choosing Keep withdraws it and keeps the transcript.
  const withdraw = header.getByRole('button', { name: 'Withdraw Consent' });
  await tabTo(page, withdraw, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw consent to recording?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(start).toBeEnabled();
  expect((await sessionOf(page, session.id)).consent?.withdrawnAt).toBeNull();

  await tabTo(page, withdraw, { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Withdraw and Keep Them' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(header).toContainText('audio and transcript kept');
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toHaveValue(/worrying about work/);
  await expect(start).toBeDisabled();

  await page.reload();
  await expect(transcript).toHaveValue(/worrying about work/);
  const after = await sessionOf(page, session.id);
  expect(after.consent).toMatchObject({ method: 'verbal', givenBy: 'client', recordingsDeleted: false });

  const exported = (await (await page.request.get('/api/export')).json()) as {
    sessionConsents: (SessionConsent & { sessionId: string })[];
  };
  expect(exported.sessionConsents.filter((c) => c.sessionId === session.id)).toEqual([
    expect.objectContaining({ method: 'verbal', recordingsDeleted: false }),
  ]);
});
