import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startSampleSession } from './support/sample-session';

const SHOTS = '/tmp/h3-shots';

/** A follow-up session with worry, low mood and poor sleep, and a risk screen the client answers. */
const TRANSCRIPT = [
  'Therapist: Welcome back. How has the past week been for you?',
  "Client: Pretty rough, honestly. I've been worrying constantly about work and money, and I can't switch my mind off at night.",
  'Therapist: Tell me more about the nights.',
  "Client: I lie awake until two or three in the morning. Then I'm exhausted all day and I can't concentrate on anything.",
  'Therapist: How long has your sleep been like this?',
  'Client: For about four months now, since the restructuring at work. I only get four or five hours most nights.',
  'Therapist: And your mood, how would you describe it?',
  "Client: Low. I feel down most days and I've stopped enjoying things I used to love, like playing guitar. I don't see friends anymore.",
  'Therapist: When you feel that low, do you ever have thoughts of hurting yourself or that life is not worth living?',
  'Client: No, never. My daughter keeps me going. I just want to feel like myself again.',
  'Therapist: Thank you for telling me. This week, let us try a wind-down routine and a worry diary before bed.',
].join('\n');

const NOTE_TITLES = [
  'Presenting Problem',
  'Duration & Timeline',
  'Clinical Observations',
  'Client Quote',
  'Session Summary',
];
const SUMMARY_PARTS = [
  'Executive Summary',
  'Key Themes',
  'Therapeutic Progress',
  'Risk Assessment',
  'Next Session Goals',
  'Clinical Recommendations',
];

/** James K. in a CBT Follow-up, from the sample workspace. */
const JAMES_CBT_FOLLOW_UP = { client: 'James', template: 'CBT Follow-up' };

/** Opens the recording screen and pastes the transcript, returning once the server has it. */
async function openWithTranscript(page: Page, sessionId: string) {
  await page.goto(`/app/session/dictation?session=${sessionId}`);
  const main = page.getByRole('main');
  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await expect(transcript).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/api/sessions/${sessionId}`),
  );
  await transcript.fill(TRANSCRIPT);
  expect((await saved).ok()).toBe(true);
  return main;
}

const noteField = (main: Locator, title: string) =>
  main.locator('section').filter({ has: main.page().getByRole('heading', { name: title, exact: true }) });

async function generateNote(page: Page, main: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/sessions\/[^/]+\/note$/.test(response.url()),
  );
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  for (const title of NOTE_TITLES) await expect(noteField(main, title).locator('p').first()).not.toBeEmpty();
  expect((await saved).status()).toBe(200);
}

test('note, insights and summary: generated, edited, saved and still there after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openWithTranscript(page, session.id);
  // The chart library is not part of the screen until insights are shown.
  expect(scripts.filter((url) => url.includes('insights-charts'))).toEqual([]);

  // Insights start with a loading state as soon as the note is there, for about two seconds; the wait is
  // armed before the click so a slow test run cannot miss it.
  const loading = main
    .getByRole('status')
    .filter({ hasText: 'Analyzing session insights…' })
    .waitFor({ state: 'visible', timeout: 15_000 });
  const clickedAt = Date.now();
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  await loading;
  for (const title of NOTE_TITLES) await expect(noteField(main, title).locator('p').first()).not.toBeEmpty();

  // Client Quote highlights its verbatim quote in the transcript.
  const quoteField = noteField(main, 'Client Quote');
  const quote = (await quoteField.locator('p').first().innerText()).trim().replace(/^["“]|["”]$/g, '');
  expect(TRANSCRIPT).toContain(quote);
  await quoteField.getByRole('button', { name: 'Client Quote', exact: true }).click();
  const evidence = main.getByRole('region', { name: 'Transcript evidence' });
  await expect(evidence.locator('mark').filter({ hasText: quote })).toHaveCount(1);

  // Then the charts.
  await expect(main.getByRole('heading', { name: 'Emotion Breakdown' })).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
  expect(scripts.some((url) => url.includes('insights-charts'))).toBe(true);
  for (const title of ['Most Common Themes', 'Potential Diagnoses', 'Emotion Trends (4 Weeks)'])
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByText('Scored out of 10')).toBeVisible();
  await expect(main.getByText(/diagnoses must be confirmed by a licensed clinician/)).toBeVisible();
  // Screen readers get each chart's values as a table; the anxiety in the transcript is among the emotions.
  const emotionTable = main.getByRole('table', { name: 'Emotion Breakdown' });
  await expect(emotionTable.getByRole('rowheader', { name: 'Anxiety' })).toHaveCount(1);
  const heatmap = main.getByRole('table', { name: /Share of each emotion/ });
  const week4 = heatmap
    .getByRole('row', { name: /^Anxiety/ })
    .getByRole('cell')
    .last();
  await expect(week4).toHaveText(/^\d+%/);
  for (const band of ['Low 0-20%', 'Mild 20-40%', 'Moderate 40-60%', 'High 60-80%', 'Very High 80%+'])
    await expect(main.getByRole('list', { name: 'Intensity legend' }).getByText(band)).toBeVisible();

  // Generate Insights repeats the loading sequence.
  await main.getByRole('button', { name: 'Generate Insights' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Analyzing session insights…' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Emotion Breakdown' })).toBeVisible({ timeout: 10_000 });

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/insights-light.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/insights-dark.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  // Edit the note and save it.
  const edited = 'Worry about work and money with low mood and initial insomnia (edited by the clinician).';
  await main.getByRole('button', { name: 'Edit', exact: true }).click();
  await main.getByRole('textbox', { name: 'Presenting Problem' }).fill(edited);
  await page.screenshot({ path: `${SHOTS}/note-editing-light.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('Note saved')).toBeVisible();
  await expect(noteField(main, 'Presenting Problem')).toContainText(edited);

  // Summary: generate, check its six parts and risk block, save.
  const summaryRequest = page.waitForRequest('**/api/generate-session-summary');
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  const body = (await summaryRequest).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ transcription: TRANSCRIPT, clientName: session.clientName });
  expect(body.sessionDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(body.sessionNotes).toContain(edited);
  for (const part of SUMMARY_PARTS)
    await expect(main.getByRole('heading', { name: part, exact: true })).toBeVisible();
  // The risk block says what the client answered, and what was never asked.
  const riskStatus = (term: string) =>
    main.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(riskStatus('Suicidal ideation')).toHaveText('Denied');
  await expect(riskStatus('Harm to others')).toHaveText('Not assessed');
  await expect(main.getByText('Risk level:')).toBeVisible();
  await main.getByRole('button', { name: 'Save Summary' }).click();
  await expect(main.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save Summary' })).toBeHidden();
  const executive = await noteField(main, 'Executive Summary').locator('p').first().innerText();

  await page.reload();
  await expect(noteField(main, 'Presenting Problem')).toContainText(edited);
  // The reloaded note still points into the unchanged transcript.
  await noteField(main, 'Client Quote').getByRole('button', { name: 'Client Quote', exact: true }).click();
  await expect(evidence.locator('mark').filter({ hasText: quote })).toHaveCount(1);
  for (const part of SUMMARY_PARTS)
    await expect(main.getByRole('heading', { name: part, exact: true })).toBeVisible();
  await expect(noteField(main, 'Executive Summary').locator('p').first()).toHaveText(executive);
  await expect(main.getByRole('button', { name: 'Generate Summary' })).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  await page.screenshot({ path: `${SHOTS}/reloaded-light.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/reloaded-dark.png`, fullPage: true });
  await expectNoSeriousViolations(page);
});

test('a signed note says who signed it, and saving a change makes an amendment', async ({ page }) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openWithTranscript(page, session.id);
  await generateNote(page, main);
  expect((await page.request.post(`/api/sessions/${session.id}/note/sign`)).status()).toBe(200);

  await page.reload();
  await expect(main.getByText(/^Signed by .+ on [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await main.getByRole('button', { name: 'Edit', exact: true }).click();
  await main.getByRole('textbox', { name: 'Session Summary' }).fill('Amended after supervision.');
  await main.getByRole('textbox', { name: 'Reason for the amendment (optional)' }).fill('Clarified the plan');
  await main.getByRole('button', { name: 'Save Amendment' }).click();
  await expect(main.getByText('Version 2 (amendment)', { exact: false })).toBeVisible();
  await expect(noteField(main, 'Session Summary')).toContainText('Amended after supervision.');

  const saved = (await (await page.request.get(`/api/sessions/${session.id}/note`)).json()) as {
    versions: { kind: string; status: string; amendmentReason: string | null }[];
  };
  expect(saved.versions.map((v) => [v.kind, v.status])).toEqual([
    ['amendment', 'draft'],
    ['original', 'signed'],
  ]);
  expect(saved.versions[0]?.amendmentReason).toBe('Clarified the plan');
});

test('the summary errors from the spec: blank transcript, and a failed call', async ({ page }) => {
  const session = await startSampleSession(page, JAMES_CBT_FOLLOW_UP);
  const main = await openWithTranscript(page, session.id);
  await generateNote(page, main);

  const transcript = main.getByRole('textbox', { name: 'Transcript', exact: true });
  await transcript.fill('   ');
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'No session content available for summary' }),
  ).toBeVisible();

  await transcript.fill(TRANSCRIPT);
  await page.route('**/api/generate-session-summary', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'Failed to generate session summary. Please try again.' }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Generate Summary' })).toBeEnabled();
});
