import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startSampleSession } from './support/sample-session';
import { generateDiagnosisResponseSchema, sessionNoteSchema } from '../src/contract/generation';
import { therapySessionResponseSchema } from '../src/contract/sessions';
import {
  planStepResponseSchema,
  sessionNoteResponseSchema,
  sessionSummaryStepResponseSchema,
} from '../src/contract/workflow';

/** A follow-up session with a picture of generalised anxiety: months of worry, restlessness, sleep, tension. */
const TRANSCRIPT = [
  'Therapist: Good to see you again. How have the last couple of weeks been?',
  "Client: Pretty rough. I've been worrying pretty much every day for about eight months now, about work, money, my kids, everything.",
  'Therapist: What is the worry like when it shows up?',
  "Client: I can't switch my mind off. Even when things are fine I'm waiting for something to go wrong, and I can't stop the thoughts once they start.",
  'Therapist: How does that affect your body and your sleep?',
  "Client: I'm restless, I can't sit still through a meeting. My neck and shoulders are always tight, like a knot. It takes me hours to fall asleep and I wake up at four with my heart going.",
  'Therapist: And during the day?',
  "Client: I'm tired all the time and I keep losing my train of thought at work. I snap at my partner over small things.",
  'Therapist: How has your mood been overall?',
  "Client: A bit low some days, flat, but I still enjoy playing with my kids and I look forward to the weekends. It's the worry that wears me out.",
  'Therapist: When people are this worn down, sometimes they have thoughts of ending their life or hurting themselves. Has anything like that come up?',
  "Client: No, never. I haven't thought about hurting myself at all. I want to get better for my family.",
  'Therapist: Thank you for telling me. Are you drinking or using anything to cope?',
  'Client: A glass of wine at the weekend, nothing more. No drugs.',
  "Therapist: Let's start a worry log this week and practise the muscle relaxation exercise before bed.",
].join('\n');

const WIZARD_SCREENS = ['note-formulation', 'differential-diagnosis', 'treatment-suggestions'] as const;
type ShotName = (typeof WIZARD_SCREENS)[number] | 'assessment-formulation' | 'amendment';

/** Screenshots the screen in light and dark theme into /tmp/h4-shots, with an axe check in each. */
async function checkBothThemes(page: Page, name: ShotName) {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/h4-shots/${name}-light.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  // let the colour transitions finish, so the screenshot shows the settled theme
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/h4-shots/${name}-dark.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/**
 * Clicks a step's Continue button from far down a short window; the next step must open at the top of the page
 * with its heading focused (issue 14: Continue used to land scrolled down).
 */
async function continueToTop(page: Page, button: Locator, url: string, heading: string) {
  await page.setViewportSize({ width: 1280, height: 480 });
  // Read to the bottom of the step, then press the button from the keyboard without scrolling back up to it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await button.evaluate((element) => element.focus({ preventScroll: true }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  const next = page.getByRole('main').getByRole('heading', { level: 2, name: heading });
  await expect(next).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(next).toBeInViewport();
}

async function fetchNote(page: Page, sessionId: string) {
  const response = await page.request.get(`/api/sessions/${sessionId}/note`);
  expect(response.ok()).toBe(true);
  return sessionNoteResponseSchema.parse(await response.json());
}

/** Letters and digits only, so text wrapped onto several PDF lines still compares equal. */
const squash = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();

function noteField(main: Locator, title: string) {
  return main.getByRole('region', { name: title, exact: true });
}

test('one continuous session: settings, recording, note, diagnosis, plan, assessment, report', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const main = page.getByRole('main');

  // Session Settings: pick a client and a template, then Start.
  await page.goto('/app/session/settings');
  await main.getByRole('combobox', { name: 'Select client' }).selectOption({ label: 'James K. (35)' });
  await main.getByRole('combobox', { name: 'Select template' }).selectOption({ label: 'CBT Follow-up' });
  await main.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/app\/session-recording\?session=/);
  const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
  expect(sessionId).not.toBe('');

  // Recording: paste the transcript and generate the note.
  await main.getByRole('textbox', { name: 'Transcript', exact: true }).fill(TRANSCRIPT);
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  for (const title of ['Presenting Problem', 'Duration & Timeline', 'Clinical Observations', 'Client Quote'])
    await expect(main.getByRole('button', { name: title, exact: true })).toBeVisible();
  const continueLink = main.getByRole('link', { name: 'Continue to Note Formulation' });
  await expect(continueLink).toBeVisible();
  const saved = (await fetchNote(page, sessionId)).note;
  if (!saved) throw new Error('the generated note is saved with the session');
  expect(saved.content.presentingProblem.length).toBeGreaterThan(0);
  expect(TRANSCRIPT).toContain(saved.content.clientQuote.replace(/^["“]|["”]$/g, ''));

  // Client Quote highlights its evidence in the transcript.
  await main.getByRole('button', { name: 'Client Quote', exact: true }).click();
  const evidence = main.getByRole('region', { name: 'Transcript evidence' });
  const quoteSpan = saved.content.evidence.clientQuote[0];
  if (!quoteSpan) throw new Error('the client quote has its evidence');
  await expect(evidence.locator('mark').filter({ hasText: quoteSpan.text }).first()).toBeVisible();

  // The insight charts follow the 2-second loading state.
  await expect(main.getByRole('heading', { name: 'Emotion Breakdown' })).toBeVisible({ timeout: 10_000 });
  await expect(main.getByRole('heading', { name: 'Most Common Themes' })).toBeVisible();

  // The session summary: generated, then saved.
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  await main.getByRole('button', { name: 'Save Summary' }).click();
  await expect(main.getByText(/^Saved /)).toBeVisible();
  const summaryStep = sessionSummaryStepResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${sessionId}/summary`)).json(),
  );
  expect(summaryStep.summary?.summary.executiveSummary.length).toBeGreaterThan(0);

  // Note formulation: the saved note, approved, then on to the differential.
  await continueLink.click();
  await expect(page).toHaveURL(`/app/session/note-formulation?session=${sessionId}`);
  await expect(noteField(main, 'Presenting Problem')).toContainText(saved.content.presentingProblem);
  await expect(
    main.getByRole('navigation', { name: 'Session steps' }).getByRole('link', { name: /Note Formulation/ }),
  ).toHaveAttribute('aria-current', 'step');
  await checkBothThemes(page, 'note-formulation');
  await continueToTop(
    page,
    main.getByRole('button', { name: 'Approve & Continue' }),
    `/app/session/differential-diagnosis?session=${sessionId}`,
    'Differential Diagnosis',
  );
  const signed = (await fetchNote(page, sessionId)).note;
  expect(signed?.status).toBe('signed');
  expect(signed?.signedBy).toMatch(/\S/);

  // Differential diagnosis: generate, choose one by keyboard, accept.
  await main.getByRole('button', { name: 'Generate Diagnosis' }).click();
  const suggestions = main.getByRole('region', { name: 'Diagnosis suggestions' });
  const gad = suggestions.getByRole('button', { name: /generalized anxiety disorder/i });
  await expect(gad).toBeVisible();
  await expect(main.getByRole('button', { name: 'Generate Diagnosis' })).toBeHidden();
  await expect(gad).toContainText('F41.1');
  await expect(gad).toContainText(/Confidence: \d{1,3}%/);
  await expect(gad).toContainText('Criteria met');
  await expect(
    main.getByText('Diagnoses are AI suggestions that need clinician confirmation.', { exact: false }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Accept Selected (0)' })).toBeDisabled();
  await checkBothThemes(page, 'differential-diagnosis');
  await gad.focus();
  await page.keyboard.press('Space');
  await expect(gad).toHaveAttribute('aria-pressed', 'true');
  await continueToTop(
    page,
    main.getByRole('button', { name: 'Accept Selected (1)' }),
    `/app/session/treatment-suggestions?session=${sessionId}`,
    'Treatment Suggestions',
  );
  // Back to the differential and on again: the next step now renders at once from what is already loaded, so
  // only the scroll to the top keeps it from opening where the button was.
  await main
    .getByRole('navigation', { name: 'Session steps' })
    .getByRole('link', { name: /Differential Diagnosis/ })
    .click();
  await continueToTop(
    page,
    main.getByRole('button', { name: 'Accept Selected (1)' }),
    `/app/session/treatment-suggestions?session=${sessionId}`,
    'Treatment Suggestions',
  );

  // Treatment suggestions: a plan for the accepted diagnosis, two items chosen and accepted.
  await expect(main.getByText(/generalized anxiety disorder/i)).toBeVisible();
  await main.getByRole('button', { name: 'Generate Plan' }).click();
  const recommendations = main.getByRole('region', { name: 'Treatment recommendations' });
  const items = recommendations.locator('[aria-pressed]');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(2);
  await expect(items.first()).toContainText('Evidence:');
  await expect(items.first()).toContainText('Source:');
  await checkBothThemes(page, 'treatment-suggestions');
  const chosen = [
    (await items.nth(0).getAttribute('aria-labelledby')) ?? '',
    (await items.nth(1).getAttribute('aria-labelledby')) ?? '',
  ];
  const chosenNames = await Promise.all(chosen.map((id) => page.locator(`[id="${id}"]`).innerText()));
  await items.nth(0).click();
  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await continueToTop(
    page,
    main.getByRole('button', { name: 'Accept Plan (2)' }),
    `/app/session/assessment-formulation?session=${sessionId}`,
    'Assessment Formulation',
  );

  // Assessment formulation: the cards, the summary, copy, the PDF, and completion.
  await expect(main.getByText(saved.content.presentingProblem, { exact: false }).first()).toBeVisible();
  await expect(main.getByText('F41.1')).toBeVisible();
  for (const name of chosenNames) await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  const summary = main.getByTestId('assessment-summary');
  await expect(summary).toContainText(/generalized anxiety disorder/i);
  await expect(main.getByRole('button', { name: 'Generate Summary' })).toBeHidden();
  await checkBothThemes(page, 'assessment-formulation');

  await main.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await summary.innerText()).trim());
  await expect(main.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3_000 });

  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = await download.path();
  const pdfText = execFileSync('/usr/bin/pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(squash(pdfText)).toContain(squash(saved.content.presentingProblem));
  expect(pdfText).toContain('F41.1');

  await main.getByRole('button', { name: 'Complete Session' }).click();
  await expect(page).toHaveURL(/\/app\/assessment-reports$/);
  const report = main.getByRole('listitem').filter({ hasText: 'James K.' }).first();
  await expect(report).toContainText('Initial Assessment');
  await expect(report.getByRole('link', { name: 'View Report' })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('listitem').filter({ hasText: 'James K.' }).first()).toContainText(
    'Initial Assessment',
  );
});

/** A session with a transcript and a saved draft note, made through the API. */
async function sessionWithDraftNote(page: Page) {
  const session = await startSampleSession(page, { client: 'Sarah', template: 'CBT Follow-up' });
  await page.request.patch(`/api/sessions/${session.id}`, { data: { transcript: TRANSCRIPT } });
  const generated = sessionNoteSchema.parse(
    await (
      await page.request.post('/api/generate-session-note', {
        data: { dictationText: TRANSCRIPT, templateId: session.templateId },
      })
    ).json(),
  );
  const put = await page.request.put(`/api/sessions/${session.id}/note`, { data: { content: generated } });
  expect(put.ok()).toBe(true);
  return { session, note: generated };
}

test('approving locks the note; a later edit is an amendment and version 1 stays signed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session, note } = await sessionWithDraftNote(page);
  const main = page.getByRole('main');
  await page.goto(`/app/session/note-formulation?session=${session.id}`);
  await expect(noteField(main, 'Presenting Problem')).toContainText(note.presentingProblem);
  await expect(main.getByText('Draft', { exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    main.getByText(/^Signed by .+ on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await expect(main.getByText('This note is locked. Edit creates an amendment.')).toBeVisible();

  await main.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(main.getByText('Saving creates an amendment', { exact: false })).toBeVisible();
  const amended = `${note.presentingProblem} Worry also centres on a recent change of role at work.`;
  await main.getByRole('textbox', { name: 'Presenting Problem' }).fill(amended);
  await main
    .getByRole('textbox', { name: 'Reason for amendment (optional)' })
    .fill('Added detail from the client’s follow-up call.');
  await main.getByRole('button', { name: 'Save Amendment' }).click();

  await expect(noteField(main, 'Presenting Problem')).toContainText('recent change of role at work');
  const history = main.getByRole('table');
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('Version 2');
  await expect(rows.nth(1)).toContainText('Amendment');
  await expect(rows.nth(1)).toContainText('Draft');
  await expect(rows.nth(1)).toContainText('Added detail from the client’s follow-up call.');
  await expect(rows.nth(2)).toContainText('Version 1');
  await expect(rows.nth(2)).toContainText('Signed');

  // Version 1 is still readable as it was signed.
  await rows.nth(2).getByRole('button', { name: 'View version 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Presenting Problem' })).toHaveText(
    new RegExp(`^Presenting ProblemCopy${note.presentingProblem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(dialog).toContainText('Signed by');
  await checkBothThemes(page, 'amendment');
  await page.keyboard.press('Escape');

  const saved = await fetchNote(page, session.id);
  expect(saved.versions.map((v) => [v.version, v.kind, v.status])).toEqual([
    [2, 'amendment', 'draft'],
    [1, 'original', 'signed'],
  ]);
  expect(saved.versions[1]?.content.presentingProblem).toBe(note.presentingProblem);
});

test('without a session each step continues the most recent unfinished session at that step', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session } = await sessionWithDraftNote(page);
  const main = page.getByRole('main');
  for (const screen of WIZARD_SCREENS) {
    await page.goto(`/app/session/${screen}`);
    await expect(page).toHaveURL(`/app/session/${screen}?session=${session.id}`);
    await expect(main.getByText('Session with Sarah M.', { exact: false })).toBeVisible();
  }
  // The last step opened is Treatment Suggestions, whose diagnoses are not accepted yet.
  await expect(main.getByText('No diagnosis has been accepted yet.', { exact: false })).toBeVisible();
});

test('a failed differential shows an alert; a retry lists suggestions and the step keeps its notes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session } = await sessionWithDraftNote(page);
  const main = page.getByRole('main');
  await page.goto(`/app/session/differential-diagnosis?session=${session.id}`);

  await page.route('**/api/generate-diagnosis', (route) =>
    route.fulfill({ status: 500, body: 'engine down' }),
  );
  await main.getByRole('button', { name: 'Generate Diagnosis' }).click();
  await expect(main.getByRole('alert')).toHaveText('The diagnoses could not be generated. Please try again.');
  await page.unroute('**/api/generate-diagnosis');

  const requestSeen = page.waitForRequest('**/api/generate-diagnosis');
  await main.getByRole('button', { name: 'Generate Diagnosis' }).click();
  // The transcript, not the note, is what the differential reasons from.
  expect((await requestSeen).postDataJSON()).toEqual({ clinicalNote: TRANSCRIPT });
  await expect(
    main.getByRole('region', { name: 'Diagnosis suggestions' }).locator('[aria-pressed]').first(),
  ).toBeVisible();

  await main.getByRole('button', { name: 'Add Notes' }).click();
  await main
    .getByRole('textbox', { name: 'Diagnostic notes' })
    .fill('Rule out a thyroid cause: GP bloods requested.');
  await main.getByRole('button', { name: 'Save Notes' }).click();
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Diagnostic notes' })).toHaveValue(
    'Rule out a thyroid cause: GP bloods requested.',
  );
});

test('Customize edits, removes and adds plan items; a regenerate keeps the clinician’s own item', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session } = await sessionWithDraftNote(page);
  const main = page.getByRole('main');
  const differential = generateDiagnosisResponseSchema.parse(
    await (await page.request.post('/api/generate-diagnosis', { data: { clinicalNote: TRANSCRIPT } })).json(),
  ).diagnoses;
  const gad = differential.find((d) => d.code === 'F41.1');
  if (!gad) throw new Error('the transcript describes generalised anxiety');
  const accepted = await page.request.put(`/api/sessions/${session.id}/diagnoses`, {
    data: { diagnoses: differential, selectedIds: [gad.id], notes: '', accepted: true },
  });
  expect(accepted.ok()).toBe(true);

  await page.goto(`/app/session/treatment-suggestions?session=${session.id}`);
  await main.getByRole('button', { name: 'Generate Plan' }).click();
  const cards = main.getByRole('region', { name: 'Treatment recommendations' }).locator('[aria-pressed]');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const removedName = await cards.nth(1).locator('[id$="-title"]').innerText();

  await main.getByRole('button', { name: 'Customize' }).click();
  await main.getByRole('textbox', { name: 'Treatment (item 1)' }).fill('CBT for worry, 12 weekly sessions');
  await main.getByRole('button', { name: new RegExp(`^Remove item 2`) }).click();
  await main.getByRole('button', { name: 'Add custom item' }).click();
  const last = before; // one removed, one added
  await expect(main.getByText('Every item needs a treatment name')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save Plan' })).toBeDisabled();
  await main.getByRole('textbox', { name: `Treatment (item ${last})` }).fill('Weekly walking group');
  await main.getByRole('combobox', { name: `Type (item ${last})` }).selectOption({ label: 'Follow-up' });
  await main.getByRole('button', { name: 'Save Plan' }).click();

  await expect(cards).toHaveCount(before);
  await expect(cards.first()).toContainText('CBT for worry, 12 weekly sessions');
  const mine = cards.filter({ hasText: 'Weekly walking group' });
  await expect(mine).toContainText('Source: Clinician');
  await expect(mine).toContainText('Type: Follow-up');
  await expect(cards.filter({ hasText: removedName })).toHaveCount(0);

  await main.getByRole('button', { name: 'Regenerate' }).click();
  await expect(cards.filter({ hasText: 'Weekly walking group' })).toHaveCount(1);
  const saved = planStepResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${session.id}/plan`)).json(),
  ).step;
  expect(saved?.treatments.filter((t) => t.source === 'Clinician').map((t) => t.treatment)).toEqual([
    'Weekly walking group',
  ]);
});

test('Edit Notes saves the session notes; Regenerate on a signed note appends an amendment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { session } = await sessionWithDraftNote(page);
  const main = page.getByRole('main');
  await page.goto(`/app/session/note-formulation?session=${session.id}`);

  await main.getByRole('button', { name: 'Edit Notes' }).click();
  await main.getByRole('textbox', { name: 'Additional Clinical Notes' }).fill('Send the worry log handout.');
  await main.getByRole('button', { name: 'Save Notes' }).click();
  await expect(main.getByText('Notes saved')).toBeVisible();
  const after = therapySessionResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${session.id}`)).json(),
  ).session;
  expect(after.notes).toBe('Send the worry log handout.');

  await main.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(main.getByText(/^Signed by /)).toBeVisible();
  // A signed note is never rewritten without asking: Cancel leaves it as it is.
  await main.getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the signed note?' });
  await expect(dialog).toContainText('Version 1 stays exactly as it was signed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await fetchNote(page, session.id)).versions).toHaveLength(1);

  // Confirmed, the server writes it again from the stored transcript as an amendment with its reason.
  await main.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason for the amendment' })).toHaveValue(
    'Regenerated from the transcript',
  );
  const regenerated = page.waitForRequest(`**/api/sessions/${session.id}/note/generate`);
  await dialog.getByRole('button', { name: 'Regenerate as Amendment' }).click();
  expect((await regenerated).postDataJSON()).toEqual({ amendmentReason: 'Regenerated from the transcript' });
  await expect(main.getByText('Version 2 (amendment)')).toBeVisible();
  const saved = await fetchNote(page, session.id);
  expect(saved.versions.map((v) => [v.version, v.kind, v.status, v.amendmentReason])).toEqual([
    [2, 'amendment', 'draft', 'Regenerated from the transcript'],
    [1, 'original', 'signed', null],
  ]);
});
