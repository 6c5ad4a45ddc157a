import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { notePlainText, sectionPlainText } from '../src/contract/note-text';
import { sessionNoteResponseSchema } from '../src/contract/workflow';
import { recordConsent } from './support/consent';
import { startSampleSession } from './support/sample-session';

const TRANSCRIPT = [
  'Therapist: How have things been since we last spoke?',
  "Client: Not great. I've been worrying about everything for about six months now, work, money, my family.",
  "Client: I lie awake until two or three in the morning and I'm only sleeping four or five hours a night.",
  "Client: I keep making small mistakes at work, I feel tense all the time and I'm irritable with my partner.",
  'Therapist: Has anything like thoughts of hurting yourself come up?',
  "Client: No, nothing like that. I've never thought about harming myself.",
].join('\n');

/** Chromium's speech recognition needs a network service; without it Start Recording times the session. */
async function hideSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 150) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

test('the recording screen works by keyboard alone: shortcuts, note, copy, save, times and CPT, FHIR export', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await hideSpeechRecognition(page);
  const session = await startSampleSession(page, { client: 'Sarah', template: 'SOAP Note' });
  // Recording needs the client's consent (e2e/consent.spec.ts drives that form by keyboard).
  await recordConsent(page, session.id);
  await page.goto(`/app/session-recording?session=${session.id}`);
  const main = page.getByRole('main');
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toBeVisible();

  // "?" is text inside a text field; outside one it opens the list, and Escape closes it.
  await transcript.focus();
  await page.keyboard.insertText(TRANSCRIPT);
  await page.keyboard.type('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await expect(transcript).toHaveValue(`${TRANSCRIPT}?`);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  for (const [action, keys] of [
    ['Start or stop recording', 'Alt + R'],
    ['Generate Session Note', 'Alt + G'],
    ['Copy the note section that has focus, as plain text', 'Alt + C'],
    ['Save the form you are in, or the note being edited', 'Ctrl + S'],
  ]) {
    await expect(dialog.getByRole('row', { name: `${action} ${keys}` })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Alt+R starts and stops recording; the session's time becomes the recorded time.
  await page.keyboard.press('Alt+KeyR');
  await expect(main.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await expect(main.getByText('From the recording')).toBeVisible();
  await page.keyboard.press('Alt+KeyR');
  await expect(main.getByRole('button', { name: 'Start Recording' })).toBeVisible();

  // Alt+G generates the note, which is saved.
  const noteSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/sessions/${session.id}/note`),
  );
  await transcript.focus();
  await page.keyboard.press('Alt+KeyG');
  await expect(main.getByRole('heading', { name: 'Session Note' })).toBeVisible();
  await noteSaved;
  const note = sessionNoteResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${session.id}/note`)).json(),
  ).note;
  if (!note) throw new Error('the generated note was saved');
  expect(note.content.sections.map((section) => section.title)).toEqual([
    'Subjective',
    'Objective',
    'Assessment',
    'Plan',
  ]);

  // Alt+C copies the section that has focus, as plain text.
  const subjective = main.getByRole('region', { name: 'Subjective' });
  await tabTo(page, subjective.getByRole('button', { name: 'Subjective', exact: true }));
  await page.keyboard.press('Alt+KeyC');
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  const subjectiveText = note.content.sections[0]?.content ?? '';
  expect(await clipboard(page)).toBe(sectionPlainText(subjectiveText));
  await expect(subjective.getByRole('button', { name: 'Copy Subjective' })).toHaveText('Copied');

  // The whole note, from its Copy button reached with Tab, in the order of its format.
  await tabTo(page, main.getByRole('button', { name: 'Copy Session note' }));
  await page.keyboard.press('Enter');
  const whole = await clipboard(page);
  expect(whole).toBe(notePlainText(note.content));
  expect(whole.indexOf('Presenting Problem\n')).toBe(0);
  expect(whole.indexOf('\n\nSubjective\n')).toBeLessThan(whole.indexOf('\n\nPlan\n'));
  expect(whole).not.toMatch(/<\/?[a-z]+>|\*\*/);

  // Edit the note and save it with Ctrl+S.
  await tabTo(page, main.getByRole('button', { name: 'Edit', exact: true }));
  await page.keyboard.press('Enter');
  const plan = main.getByRole('textbox', { name: 'Plan' });
  await plan.focus();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' Review the worry log next week.');
  await page.keyboard.press('Control+KeyS');
  await expect(main.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Plan' })).toContainText('Review the worry log next week.');

  // Ctrl+S in the additional notes saves them.
  const notes = main.getByRole('textbox', { name: 'Additional Clinical Notes' });
  await notes.focus();
  await page.keyboard.insertText('Follow up on sleep.');
  await page.keyboard.press('Control+KeyS');
  await expect(main.getByText('Notes saved')).toBeVisible();

  // Session times entered in the header: an end before the start is refused, 53 minutes suggests 90837.
  await tabTo(page, main.getByRole('button', { name: 'Edit Times' }));
  await page.keyboard.press('Enter');
  const start = main.getByLabel('Start', { exact: true });
  const end = main.getByLabel('End', { exact: true });
  await start.focus();
  await start.fill('2026-03-10T09:00');
  await page.keyboard.press('Tab');
  await end.fill('2026-03-10T08:30');
  await page.keyboard.press('Control+KeyS');
  await expect(
    main.getByRole('alert').filter({ hasText: 'The session must end after it starts' }),
  ).toBeVisible();
  await end.focus();
  await end.fill('2026-03-10T09:53');
  await page.keyboard.press('Control+KeyS');
  await expect(main.getByText('Entered by you')).toBeVisible();
  await expect(main.getByText('Suggested CPT code: 90837 (Psychotherapy, 60 minutes)')).toBeVisible();
  await expect(
    main.getByText('90832 for 16–37 minutes, 90834 for 38–52, 90837 for 53 or more', { exact: false }),
  ).toBeVisible();
  await expect(main.getByText('53 min', { exact: false })).toBeVisible();

  // Export FHIR, reached with Tab and opened with Enter, downloads the session's Bundle.
  await tabTo(page, main.getByRole('link', { name: 'Export FHIR' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  const bundle = JSON.parse(await readFile(file, 'utf8')) as {
    resourceType: string;
    type: string;
    entry: {
      resource: {
        resourceType: string;
        period?: { start: string; end: string };
        section?: { title: string }[];
      };
    }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const types = bundle.entry.map((entry) => entry.resource.resourceType);
  expect(types).toEqual(
    expect.arrayContaining(['Patient', 'Practitioner', 'Encounter', 'Composition', 'DocumentReference']),
  );
  const encounter = bundle.entry.find((entry) => entry.resource.resourceType === 'Encounter')?.resource;
  expect(Date.parse(encounter?.period?.end ?? '') - Date.parse(encounter?.period?.start ?? '')).toBe(
    53 * 60_000,
  );
  const composition = bundle.entry.find((entry) => entry.resource.resourceType === 'Composition')?.resource;
  expect(composition?.section?.map((section) => section.title)).toEqual([
    'Presenting Problem',
    'Duration & Timeline',
    'Clinical Observations',
    'Client Quote',
    'Session Summary',
    'Subjective',
    'Objective',
    'Assessment',
    'Plan',
  ]);
});

test('shortcuts stay out of the way: no action on a screen without it, and "?" works anywhere', async ({
  page,
}) => {
  await page.goto('/app/clients');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.keyboard.press('Alt+KeyG');
  await expect(
    page.getByText('Generate Session Note is on the session recording screen', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
});

test('the report page copies note sections and exports the session as FHIR', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await startSampleSession(page, { client: 'James', template: 'DAP Note' });
  const content = {
    presentingProblem: 'Low mood since **spring**.',
    duration: 'About four months.',
    clinicalObservations: 'Flat affect.',
    clientQuote: 'Nothing feels worth doing.',
    summary: 'Behavioural activation agreed.',
    sections: [
      { title: 'Data', content: 'Reports <b>low</b> mood most days.' },
      { title: 'Assessment', content: 'Consistent with a depressive episode.' },
      { title: 'Plan', content: 'Activity schedule; review in one week.' },
    ],
  };
  expect((await page.request.put(`/api/sessions/${session.id}/note`, { data: { content } })).status()).toBe(
    200,
  );
  expect((await page.request.post(`/api/sessions/${session.id}/note/sign`)).status()).toBe(200);
  const completed = await page.request.post(`/api/sessions/${session.id}/complete`);
  expect(completed.status()).toBe(200);
  const { report } = (await completed.json()) as { report: { id: string } };

  await page.goto(`/app/assessment-reports/${report.id}`);
  const main = page.getByRole('main');
  const copyData = main.getByRole('button', { name: 'Copy Data' });
  await tabTo(page, copyData);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe('Reports low mood most days.');
  await copyData.focus();
  await page.keyboard.press('Alt+KeyC');
  expect(await clipboard(page)).toBe('Reports low mood most days.');
  await tabTo(page, main.getByRole('button', { name: 'Copy Session note' }));
  await page.keyboard.press('Enter');
  expect(await clipboard(page)).toMatch(
    /^Presenting Problem\nLow mood since spring\.\n\nDuration & Timeline\n/,
  );

  await tabTo(page, main.getByRole('link', { name: 'Export FHIR' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const bundle = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    entry: { resource: { resourceType: string; status?: string } }[];
  };
  expect(bundle.entry.find((entry) => entry.resource.resourceType === 'Composition')?.resource.status).toBe(
    'final',
  );
});
