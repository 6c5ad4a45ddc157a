import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { therapySessionResponseSchema } from '../src/contract/sessions';
import { startSampleSession } from './support/sample-session';

const TRANSCRIPT = [
  'Therapist: Thanks for coming in today. How have things been since we last spoke?',
  "Client: Honestly, not great. I've been worrying about everything for about six months now, work, money, my family.",
  'Therapist: What does the worry feel like day to day?',
  "Client: I can't switch it off. I lie awake until two or three in the morning, and I wake up exhausted. I'm only sleeping four or five hours a night.",
  'Therapist: That sounds draining. Has it affected work?',
  "Client: I keep making small mistakes and my manager noticed. I feel tense all the time, my shoulders ache and I'm irritable with my partner.",
  'Therapist: Some people feeling this way have thoughts of hurting themselves. Has anything like that come up for you?',
  "Client: No, nothing like that. I've never thought about harming myself. I just want to feel calm again.",
  'Therapist: Thank you for telling me. Let us work on some strategies for the worry and your sleep.',
].join('\n');

/** James K. in a CBT Follow-up, from the sample workspace. */
const JAMES_CBT_FOLLOW_UP = { client: 'James', template: 'CBT Follow-up' };

async function openRecording(page: Page, sessionId: string, path = '/app/session-recording') {
  await page.goto(`${path}?session=${sessionId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toBeVisible();
  return main;
}

test('without a session id the screen starts a new draft session, ready to record', async ({ page }) => {
  await page.goto('/app/session-recording');
  await expect(page).toHaveURL(/\/app\/session-recording\?session=[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'New session' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(page.getByText('No session is selected.', { exact: false })).toHaveCount(0);
});

test('a pasted transcript autosaves, counts words and survives a reload', async ({ page }) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openRecording(page, session.id, '/app/session/dictation');
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(main.getByRole('button', { name: 'Generate Session Note' })).toBeHidden();

  const saved = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/sessions/${session.id}`),
  );
  await transcript.fill(TRANSCRIPT);
  const words = TRANSCRIPT.split(/\s+/).filter(Boolean).length;
  await expect(main.getByTestId('word-count')).toHaveText(`${words} words`);
  await expect(main.getByText('Saving…')).toBeVisible();
  expect((await saved).postDataJSON()).toEqual({ transcript: TRANSCRIPT });
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();

  const box = await transcript.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(300);
  expect(box?.height).toBeLessThanOrEqual(500);

  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toHaveValue(TRANSCRIPT);
});

test('Generate Session Note shows the note, and Client Quote highlights its evidence', async ({ page }) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openRecording(page, session.id);
  await main.getByRole('textbox', { name: 'Transcript', exact: true }).fill(TRANSCRIPT);

  const requestSeen = page.waitForRequest('**/api/generate-session-note');
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  expect((await requestSeen).postDataJSON()).toEqual({
    dictationText: TRANSCRIPT,
    templateId: session.templateId,
    sessionId: session.id,
  });

  for (const title of [
    'Presenting Problem',
    'Duration & Timeline',
    'Clinical Observations',
    'Client Quote',
    'Session Summary',
  ]) {
    const field = main
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(field).toBeVisible();
    await expect(field.locator('p').first()).not.toBeEmpty();
  }
  await expect(main.getByText('Written by the offline engine')).toBeVisible();

  const quoteField = main
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Client Quote', exact: true }) });
  const quote = (await quoteField.locator('p').first().innerText()).trim().replace(/^["“]|["”]$/g, '');
  expect(quote.length).toBeGreaterThan(0);
  expect(TRANSCRIPT).toContain(quote);

  await quoteField.getByRole('button', { name: 'Client Quote', exact: true }).click();
  await expect(quoteField.getByRole('button', { name: 'Client Quote', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const evidence = main.getByRole('region', { name: 'Transcript evidence' });
  await expect(evidence.locator('mark').filter({ hasText: quote })).toHaveCount(1);
  await expect(evidence.locator('mark').first()).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: '/tmp/h13-session-recording-light.png', fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: '/tmp/h13-session-recording-dark.png', fullPage: true });
  await expectNoSeriousViolations(page);
});

test('a failed generation shows the alert from the spec', async ({ page }) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openRecording(page, session.id);
  await page.route('**/api/generate-session-note', (route) =>
    route.fulfill({ status: 500, body: 'engine exploded' }),
  );
  await main.getByRole('textbox', { name: 'Transcript', exact: true }).fill(TRANSCRIPT);
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  await expect(main.getByRole('alert')).toHaveText('Failed to generate session note. Please try again.');
});

test('Save Notes persists, and End Session returns to the dashboard with the session needing review', async ({
  page,
}) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openRecording(page, session.id);
  const notes = main.getByRole('textbox', { name: 'Additional Clinical Notes' });
  await notes.fill('Consider sleep diary; review worry log next session.');
  await main.getByRole('button', { name: 'Save Notes' }).click();
  await expect(main.getByText('Notes saved')).toBeVisible();

  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Additional Clinical Notes' })).toHaveValue(
    'Consider sleep diary; review worry log next session.',
  );

  await main.getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const recent = page.getByRole('main').getByRole('list', { name: 'Recent Sessions' });
  const row = recent
    .getByRole('listitem')
    .filter({ hasText: session.clientName ?? undefined })
    .first();
  await expect(row).toContainText('Needs review');
  const after = therapySessionResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${session.id}`)).json(),
  ).session;
  expect(after.status).toBe('needs_review');
  expect(after.endedAt).not.toBeNull();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the empty recording screen has no serious accessibility violations (${theme})`, async ({ page }) => {
    const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
    await openRecording(page, session.id);
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    // let the colour transitions finish, so the screenshot shows the settled theme
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/h13-session-recording-empty-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  });
}
