import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startSampleSession } from './support/sample-session';

const ITEM9_QUOTE = 'Thoughts that you would be better off dead, or of hurting yourself in some way';

/** Presses Tab until `target` has the focus: how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control could not be reached with Tab');
}

/**
 * Answers a form's items by keyboard: Tab reaches each item's radio group, Space picks the first answer and the
 * arrow keys move to (and pick) a later one. Starts with the focus on the first item's first answer.
 */
async function answerByKeyboard(page: Page, answers: number[]) {
  for (const [index, answer] of answers.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    if (answer === 0) await page.keyboard.press('Space');
    for (let step = 0; step < answer; step++) await page.keyboard.press('ArrowRight');
  }
}

async function openClients(page: Page) {
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: /^Clients \d+ in database$/ })).toBeVisible();
}

const clientRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: name });

test('a PHQ-9 filled by keyboard alone shows its score and band, then sits on the client row and chart', async ({
  page,
}) => {
  await openClients(page);
  const measuresButton = clientRow(page, 'Sarah M.').getByRole('button', { name: 'Measures of Sarah M.' });
  await measuresButton.focus();
  await page.keyboard.press('Enter');
  const measures = page.getByRole('dialog', { name: 'Measures: Sarah M.' });
  await expect(measures).toBeVisible();
  await expect(measures).toContainText('No confirmed scores to chart yet.');
  await tabTo(page, measures.getByRole('button', { name: 'Give PHQ-9' }));
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: 'Patient Health Questionnaire (PHQ-9)' });
  await expect(form).toContainText(
    'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  );
  await expect(form).toContainText(
    'PHQ-9 and GAD-7 were developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues',
  );
  const firstItem = form.getByRole('radiogroup', { name: '1. Little interest or pleasure in doing things' });
  await tabTo(page, firstItem.getByRole('radio').first());
  await answerByKeyboard(page, [2, 2, 2, 2, 2, 2, 2, 2, 1]);

  await expect(
    form.getByRole('radiogroup', { name: `9. ${ITEM9_QUOTE}` }).getByRole('radio', { name: /Several days/ }),
  ).toBeChecked();
  await expect(form.getByText('Score: 17 of 27 · Moderately severe')).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(
    `Suicidal risk: present. PHQ-9 item 9 — ${ITEM9_QUOTE}: Several days`,
  );

  await expectNoSeriousViolations(page);
  await tabTo(page, form.getByRole('button', { name: 'Save PHQ-9' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('PHQ-9 saved: 17 of 27 · Moderately severe');
  await page.keyboard.press('Enter'); // Done has the focus

  await expect(measures).toBeVisible();
  await expect(measures.getByRole('figure', { name: 'PHQ-9 scores over time' })).toBeVisible();
  await expect(
    measures.getByRole('figure', { name: 'PHQ-9 scores over time' }).locator('svg').first(),
  ).toBeVisible();
  await expect(measures.getByRole('row').filter({ hasText: 'PHQ-9' })).toContainText(
    '17 of 27 · Moderately severe',
  );
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(measures).toBeHidden();

  await expect(
    clientRow(page, 'Sarah M.').getByRole('list', { name: 'Latest scores of Sarah M.' }),
  ).toContainText('PHQ-9 17 · Moderately severe');
});

test('a GAD-7 handed to the client shows large, plain controls and no other clinical data', async ({
  page,
}) => {
  await openClients(page);
  await clientRow(page, 'Sarah M.').getByRole('button', { name: 'Measures of Sarah M.' }).click();
  await page.getByRole('button', { name: 'Give GAD-7' }).click();
  await page.getByRole('button', { name: 'Hand to client' }).click();

  const clientView = page.getByRole('dialog', { name: 'Generalized Anxiety Disorder scale (GAD-7)' });
  await expect(clientView).toBeVisible();
  await expect(clientView).not.toContainText('Sarah');
  await expect(clientView).not.toContainText('Score:');
  await expect(page.getByRole('table', { name: 'Clients' })).toBeHidden();

  await tabTo(page, clientView.getByRole('radiogroup').first().getByRole('radio').first());
  await answerByKeyboard(page, [1, 1, 1, 1, 1, 1, 1]);
  await expect(clientView.getByText('7 of 7 answered')).toBeVisible();
  await expectNoSeriousViolations(page);
  await clientView.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(clientView.getByRole('status')).toContainText(
    'Please hand the screen back to your clinician.',
  );
  await expect(clientView).not.toContainText('Mild');
  await clientView.getByRole('button', { name: 'Return to clinician' }).last().press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'GAD-7 saved' })).toHaveText(
    'GAD-7 saved: 7 of 21 · Mild (filled in by the client)',
  );
});

test('a score stated in the transcript is proposed with its sentence and confirmed on the session screen', async ({
  page,
}) => {
  const session = await startSampleSession(page, { client: 'Sarah' });
  const transcript =
    "Therapist: How did the questionnaire at your GP go?\nClient: My PHQ-9 was 18 last week. Therapist: We'll do a GAD-7 next time.";
  expect((await page.request.patch(`/api/sessions/${session.id}`, { data: { transcript } })).ok()).toBe(true);

  await page.goto(`/app/session-recording?session=${session.id}`);
  const main = page.getByRole('main');
  const find = main.getByRole('button', { name: 'Find scores in transcript' });
  await find.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText('1 stated score found to confirm.')).toBeVisible();
  await expect(main.getByText('“My PHQ-9 was 18 last week.”')).toBeVisible();

  await main.getByRole('button', { name: 'Confirm PHQ-9 18' }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('list', { name: 'Scores of this session' })).toContainText(
    'PHQ-9 18 of 27 · Moderately severe — stated in the session, confirmed',
  );
  await expect(main.getByRole('button', { name: 'Confirm PHQ-9 18' })).toBeHidden();

  await openClients(page);
  await expect(
    clientRow(page, 'Sarah M.').getByRole('list', { name: 'Latest scores of Sarah M.' }),
  ).toContainText('PHQ-9 18 · Moderately severe');
});

test("a session's PHQ-9 with item 9 above 0 shows present suicidal risk with the item quoted", async ({
  page,
}) => {
  const session = await startSampleSession(page, { client: 'Sarah' });
  const transcript =
    'Therapist: How has work been?\nClient: Stressful. I have not been sleeping well for a month.';
  expect((await page.request.patch(`/api/sessions/${session.id}`, { data: { transcript } })).ok()).toBe(true);
  await page.goto(`/app/session-recording?session=${session.id}`);
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Give PHQ-9' }).click();
  const form = page.getByRole('dialog', { name: 'Patient Health Questionnaire (PHQ-9)' });
  await tabTo(page, form.getByRole('radiogroup').first().getByRole('radio').first());
  await answerByKeyboard(page, [1, 1, 1, 1, 0, 0, 0, 0, 2]);
  await form.getByRole('button', { name: 'Save PHQ-9' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText('PHQ-9 saved: 6 of 27 · Mild');
  await page.keyboard.press('Enter');

  await expect(main.getByRole('alert').filter({ hasText: 'Suicidal risk' })).toHaveText(
    `Suicidal risk: present. PHQ-9 item 9 — ${ITEM9_QUOTE}: More than half the days`,
  );
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  await main.getByRole('button', { name: 'Generate Summary' }).click();
  const risk = main.getByRole('heading', { name: 'Risk Assessment' }).locator('..');
  await expect(risk).toContainText(`PHQ-9 item 9 — ${ITEM9_QUOTE}: More than half the days`);
  await expect(risk.getByRole('definition').first()).toHaveText('Present');
});
