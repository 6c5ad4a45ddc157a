import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { listClientsResponseSchema } from '../src/contract/clients';
import { listSessionsResponseSchema, therapySessionResponseSchema } from '../src/contract/sessions';
import { listTemplatesResponseSchema } from '../src/contract/templates';
import {
  generateDiagnosisResponseSchema,
  generateTreatmentPlanResponseSchema,
} from '../src/contract/generation';
import { clientPlanResponseSchema, completeSessionResponseSchema } from '../src/contract/workflow';

const SHOTS = '/tmp/h5-shots';
const SAMPLE_LABEL = 'Sample recommendations — not generated for this client';

/** Both themes: the `dark` class on <html>, then a moment for colour transitions to settle. */
async function checkThemes(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (isDark) => document.documentElement.classList.toggle('dark', isDark),
      theme === 'dark',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function openReports(page: Page) {
  await page.goto('/app/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Assessment Reports', level: 2 })).toBeVisible();
}

const NOTE = {
  presentingProblem:
    'Low mood nearly every day and loss of interest in things he used to enjoy for about three months.',
  duration: 'About three months, since a job loss.',
  clinicalObservations: 'Flat affect, slowed speech; engaged and oriented.',
  clientQuote: 'I just do not enjoy anything any more.',
  summary: 'Behavioural activation introduced; activity diary for the week.',
};
const CLINICAL_NOTE =
  'Client reports depressed mood nearly every day for three months, loss of interest in hobbies, ' +
  'sleeping badly, tired all the time, feels worthless and cannot concentrate at work. ' +
  'Denies any thoughts of suicide or self-harm.';
const SUMMARY = 'Depressive presentation after a job loss; behavioural activation agreed.';

/**
 * Runs a session for James K. through the workflow over the API: a signed note, one confirmed diagnosis, one
 * accepted treatment and a summary, then completes it. Returns the final report and what was chosen.
 */
async function completeSessionViaApi(page: Page) {
  const { clients } = listClientsResponseSchema.parse(await (await page.request.get('/api/clients')).json());
  const { templates } = listTemplatesResponseSchema.parse(
    await (await page.request.get('/api/templates')).json(),
  );
  const client = clients.find((c) => c.firstName === 'James');
  const template = templates.find((t) => t.name === 'CBT Follow-up');
  if (!client || !template) throw new Error('the sample workspace has James K. and CBT Follow-up');
  const started = await page.request.post('/api/sessions', {
    data: { clientId: client.id, templateId: template.id },
  });
  expect(started.status()).toBe(201);
  const { session } = therapySessionResponseSchema.parse(await started.json());
  const at = (step: string) => `/api/sessions/${session.id}/${step}`;

  expect((await page.request.put(at('note'), { data: { content: NOTE } })).ok()).toBe(true);
  expect((await page.request.post(at('note/sign'))).ok()).toBe(true);

  const { diagnoses } = generateDiagnosisResponseSchema.parse(
    await (
      await page.request.post('/api/generate-diagnosis', { data: { clinicalNote: CLINICAL_NOTE } })
    ).json(),
  );
  const diagnosis = diagnoses[0];
  if (!diagnosis) throw new Error('the engine suggests a diagnosis for a depressive presentation');
  const savedDiagnoses = await page.request.put(at('diagnoses'), {
    data: { diagnoses, selectedIds: [diagnosis.id], notes: '', accepted: true },
  });
  expect(savedDiagnoses.ok()).toBe(true);

  const { treatments } = generateTreatmentPlanResponseSchema.parse(
    await (
      await page.request.post('/api/generate-treatment-plan', {
        data: { diagnoses: [diagnosis.diagnosis], clientContext: CLINICAL_NOTE },
      })
    ).json(),
  );
  const treatment = treatments[0];
  if (!treatment) throw new Error('the engine suggests a treatment for the confirmed diagnosis');
  const savedPlan = await page.request.put(at('plan'), {
    data: { treatments, selectedIds: [treatment.id], accepted: true },
  });
  expect(savedPlan.ok()).toBe(true);
  expect((await page.request.put(at('assessment'), { data: { summary: SUMMARY } })).ok()).toBe(true);

  const completed = await page.request.post(at('complete'));
  expect(completed.status()).toBe(200);
  const { report } = completeSessionResponseSchema.parse(await completed.json());
  return { report, diagnosis, treatment };
}

test.describe('Assessment Reports', () => {
  test('a fresh workspace shows the empty state; New Report leads to the chosen session’s note', async ({
    page,
  }) => {
    test.slow();
    await openReports(page);
    const main = page.getByRole('main');
    await expect(main.getByText('No assessment reports yet')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Create First Report' })).toBeVisible();
    await checkThemes(page, 'reports-empty');

    // Create First Report opens the same chooser; Escape closes it and focus returns to the button.
    const createFirst = main.getByRole('button', { name: 'Create First Report' });
    await createFirst.click();
    const dialog = page.getByRole('dialog', { name: 'New Report' });
    await expect(dialog.getByRole('list', { name: 'Recent sessions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(createFirst).toBeFocused();

    const { sessions } = listSessionsResponseSchema.parse(
      await (await page.request.get('/api/sessions')).json(),
    );
    const newest = sessions[0];
    if (!newest) throw new Error('the sample workspace has sessions');

    await main.getByRole('button', { name: 'New Report' }).click();
    const choices = dialog.getByRole('list', { name: 'Recent sessions' }).getByRole('button');
    await expect(choices).toHaveCount(sessions.length);
    // The newest session first, with client name, date and status.
    const first = choices.first();
    await expect(first).toContainText(newest.clientName ?? '');
    await expect(first).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    await expect(first).toContainText(newest.status === 'completed' ? 'Completed' : 'Needs review');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/reports-new-report-dialog.png` });
    await expectNoSeriousViolations(page);

    await first.click();
    await expect(page).toHaveURL(`/app/session/note-formulation?session=${newest.id}`);
  });

  test('a completed session’s report is listed, opens in full, survives a reload and downloads as a PDF', async ({
    page,
  }) => {
    test.slow();
    await openReports(page);
    await expect(page.getByText('No assessment reports yet')).toBeVisible();
    const { report, diagnosis, treatment } = await completeSessionViaApi(page);

    await page.reload();
    const cards = page
      .getByRole('main')
      .getByRole('list', { name: 'Assessment Reports' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { name: report.reportType })).toBeVisible();
    await expect(card).toContainText('James K.');
    const created = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(report.createdAt));
    await expect(card).toContainText(`Created ${created}`);
    await expect(page.getByRole('button', { name: 'New Report' })).toBeVisible();
    await checkThemes(page, 'reports-list');

    await card.getByRole('link', { name: 'View Report' }).click();
    await expect(page).toHaveURL(`/app/assessment-reports/${report.id}`);
    const view = page.getByRole('article', { name: report.reportType });
    const expectFullReport = async () => {
      await expect(view.getByRole('heading', { name: report.reportType, level: 2 })).toBeVisible();
      await expect(view).toContainText('James K.');
      await expect(view).toContainText(report.clinicianName);
      await expect(view.getByRole('region', { name: 'Presenting Problem' })).toContainText(
        NOTE.presentingProblem,
      );
      const note = view.getByRole('region', { name: 'Session Note' });
      for (const text of Object.values(NOTE)) await expect(note).toContainText(text);
      expect(report.noteSignedBy).toBeTruthy();
      await expect(note).toContainText(`Signed by ${report.noteSignedBy ?? ''} on`);
      const diagnosisRow = view.getByRole('region', { name: 'Diagnoses' }).getByRole('row').nth(1);
      await expect(diagnosisRow.getByRole('cell')).toHaveText([
        diagnosis.diagnosis,
        diagnosis.code,
        `${Math.round(diagnosis.confidence * 100)}%`,
      ]);
      const plan = view.getByRole('region', { name: 'Treatment Plan' });
      await expect(plan).toContainText(treatment.treatment);
      await expect(plan).toContainText(`${treatment.evidenceLevel} evidence`, { ignoreCase: true });
      await expect(view.getByRole('region', { name: 'Assessment Summary' })).toContainText(SUMMARY);
      await expect(
        view.getByText('AI suggestions confirmed by the clinician', { exact: true }),
      ).toBeVisible();
    };
    await expectFullReport();
    await page.reload();
    await expectFullReport();
    await checkThemes(page, 'report-view');

    const downloading = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test('an unknown report says so', async ({ page }) => {
    await page.goto('/app/assessment-reports/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toHaveText('This report was not found.');
    await expect(page.getByRole('link', { name: 'All reports' })).toBeVisible();
  });
});

const recommendationCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /^Recommendations/ })
    .getByRole('button');
const planList = (page: Page) => page.getByRole('list', { name: 'Treatment Plan' });
const details = (page: Page) => page.locator('#recommendation-details');

async function openTherapy(page: Page): Promise<void> {
  await page.goto('/app/therapy-recommendations');
  await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
}

/**
 * Times, in the page, when 'Preparing recommendations…' first appears (the recommendations mount and their
 * timer starts) and when the generation request goes out. The page's clock, not the test's: a busy machine
 * delays what the test sees but not the page's timer.
 */
async function timeAutoLoad(page: Page): Promise<() => Promise<{ preparing?: number; requested?: number }>> {
  await page.addInitScript(() => {
    const times: { preparing?: number; requested?: number } = {};
    (window as unknown as { autoLoad: typeof times }).autoLoad = times;
    new MutationObserver(() => {
      if (times.preparing === undefined && document.body?.textContent?.includes('Preparing recommendations…'))
        times.preparing = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (times.requested === undefined && /\/api\/clients\/[^/]+\/therapy-recommendations/.test(url))
        times.requested = performance.now();
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { autoLoad: { preparing?: number; requested?: number } }).autoLoad,
    );
}

async function openFirstCard(page: Page): Promise<{ card: Locator; therapy: string }> {
  const card = recommendationCards(page).first();
  await expect(card).toBeVisible();
  const therapy = (await card.locator('span').first().locator('span').first().innerText()).trim();
  await card.click();
  await expect(details(page)).toBeVisible();
  return { card, therapy };
}

test.describe('Therapy Recommendations', () => {
  test('the demo client’s profile, cards after 1.5 s, tabs, Close Details, save and implement', async ({
    page,
  }) => {
    test.slow();
    const autoLoadTimes = await timeAutoLoad(page);
    const generation = page.waitForRequest('**/api/clients/*/therapy-recommendations');
    await openTherapy(page);
    // The request goes out 1.5 s after "Preparing recommendations…" shows: timed in the page below, since a busy
    // machine can take longer than that to open the screen, and the cards may already be there when it does.
    const profile = page.getByRole('definition');
    const panel = page.getByRole('complementary', { name: 'Client profile and treatment plan' });
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(/.+/);
    await expect(panel.getByRole('combobox', { name: 'Client' }).locator('option:checked')).toHaveText(
      'Sarah M.',
    );
    await expect(profile.filter({ hasText: /^28$/ })).toHaveCount(1);
    await expect(profile.filter({ hasText: /^8$/ })).toHaveCount(1);
    await expect(panel).toContainText('65%');
    await expect(panel).toContainText('Demo Data');
    for (const concern of ['Anxiety', 'Sleep Issues', 'Work Stress'])
      await expect(panel).toContainText(concern);

    const request = await generation;
    const { preparing = NaN, requested = NaN } = await autoLoadTimes();
    expect(requested - preparing).toBeGreaterThanOrEqual(1_450);
    // The server reads the concerns from the client's record; the screen sends where treatment stands.
    expect(request.postDataJSON()).toEqual({
      sessionData: { currentPhase: 'Assessment', progressScore: 65 },
    });
    await expect(recommendationCards(page).first()).toBeVisible();
    await expect(
      page.getByText('Based on primary concerns Anxiety, Sleep Issues, Work Stress.'),
    ).toBeVisible();
    await expect(page.getByText(SAMPLE_LABEL)).toBeHidden();
    await expect(recommendationCards(page).first()).toContainText(/\d+% confidence/);
    await expect(recommendationCards(page).first()).toContainText('High priority');
    await checkThemes(page, 'therapy-cards');

    // Tabs switch content, by mouse and by arrow key.
    const { card, therapy } = await openFirstCard(page);
    const panelRegion = details(page);
    await expect(panelRegion.getByRole('heading', { name: therapy })).toBeFocused();
    await expect(panelRegion.getByRole('tabpanel')).toContainText('Why it is recommended');
    await panelRegion.getByRole('tab', { name: 'Outcomes' }).click();
    await expect(panelRegion.getByRole('tabpanel')).toContainText('Expected outcomes');
    await page.keyboard.press('ArrowRight');
    await expect(panelRegion.getByRole('tab', { name: 'Implementation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panelRegion.getByRole('tabpanel')).toContainText('Steps');
    await expect(panelRegion.getByRole('tabpanel')).toContainText('Frequency');
    await panelRegion.getByRole('tab', { name: 'Monitoring' }).click();
    await expect(panelRegion.getByRole('tabpanel')).toContainText('What to check');
    await expect(panelRegion.getByRole('tabpanel')).toContainText('Progress so far: 65%');
    await checkThemes(page, 'therapy-details');

    await panelRegion.getByRole('button', { name: 'Close Details' }).click();
    await expect(details(page)).toBeHidden();
    await expect(card).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details(page)).toBeVisible();

    await details(page).getByRole('button', { name: 'Save to Treatment Plan' }).click();
    await expect(page.getByRole('region', { name: 'Notification', exact: true })).toContainText(
      'Saved to treatment plan',
    );
    const planned = planList(page).getByRole('listitem').filter({ hasText: therapy });
    await expect(planned).toContainText('Planned');

    await page.reload();
    await expect(planList(page).getByRole('listitem').filter({ hasText: therapy })).toContainText('Planned');
    await expect(panel).toContainText('Treatment planning');

    await openFirstCard(page);
    await expect(details(page)).toContainText('In plan: Planned');
    await expect(details(page).getByRole('button', { name: 'Save to Treatment Plan' })).toBeDisabled();
    await details(page).getByRole('button', { name: 'Implement Recommendation' }).click();
    await expect(planList(page).getByRole('listitem').filter({ hasText: therapy })).toContainText('Active');
    await page.reload();
    await expect(planList(page).getByRole('listitem').filter({ hasText: therapy })).toContainText('Active');
    await expect(panel).toContainText('Active treatment');

    const { clients } = listClientsResponseSchema.parse(
      await (await page.request.get('/api/clients')).json(),
    );
    const sarah = clients.find((c) => c.firstName === 'Sarah');
    const saved = clientPlanResponseSchema.parse(
      await (await page.request.get(`/api/clients/${sarah?.id ?? ''}/treatment-plan`)).json(),
    );
    expect(saved.items.map((item) => [item.therapy, item.status])).toEqual([[therapy, 'active']]);

    await planList(page)
      .getByRole('button', { name: `Remove ${therapy} from the plan` })
      .click();
    await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  });

  test('another client gets an honest profile and fresh recommendations', async ({ page }) => {
    await openTherapy(page);
    await expect(recommendationCards(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'James K.' });
    await expect(page.getByText('Preparing recommendations…')).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Client profile and treatment plan' });
    await expect(panel).toContainText('Not tracked');
    await expect(panel).not.toContainText('Demo Data');
    await expect(page.getByRole('definition').filter({ hasText: /^35$/ })).toHaveCount(1);
    const { sessions } = (await (await page.request.get('/api/sessions')).json()) as {
      sessions: { clientName: string }[];
    };
    const jamesSessions = sessions.filter((s) => s.clientName === 'James K.').length;
    await expect(
      page.getByRole('definition').filter({ hasText: new RegExp(`^${jamesSessions}$`) }),
    ).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Recommendations for James K.' })).toBeVisible();
    await expect(recommendationCards(page).first()).toBeVisible();
  });

  test('a failed or empty answer shows the four labelled samples, which cannot be saved', async ({
    page,
  }) => {
    test.slow();
    let answer: 'fail' | 'empty' = 'fail';
    await page.route('**/api/clients/*/therapy-recommendations', (route) =>
      answer === 'fail'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"Generation is down"}',
          })
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              recommendations: [],
              basis: { concerns: [], acceptedDiagnoses: [] },
              provider: 'engine',
            }),
          }),
    );
    await openTherapy(page);
    await expect(page.getByText(SAMPLE_LABEL, { exact: false })).toBeVisible();
    await expect(page.getByText('Generation is down', { exact: false })).toBeVisible();
    await expect(recommendationCards(page)).toHaveCount(4);
    await openFirstCard(page);
    const save = details(page).getByRole('button', { name: 'Save to Treatment Plan' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/Sample recommendations cannot be saved/);
    await expect(details(page).getByRole('button', { name: 'Implement Recommendation' })).toBeDisabled();
    await checkThemes(page, 'therapy-samples');

    answer = 'empty';
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(recommendationCards(page)).toHaveCount(4);
    await expect(page.getByRole('note')).toContainText(SAMPLE_LABEL);
    await expect(page.getByRole('note')).toContainText(
      "This client's record has no primary concerns and no accepted diagnoses yet.",
    );
    await expect(page.getByText('Generation is down', { exact: false })).toBeHidden();
  });

  test('a client the clinician adds, with no profile, gets saveable recommendations from their concerns and accepted diagnoses', async ({
    page,
  }) => {
    test.slow();
    // Written the everyday way; the relationship has ended, so couples therapy is not for them.
    const created = await page.request.post('/api/clients', {
      data: {
        firstName: 'Noor',
        lastName: 'Haddad',
        age: 31,
        primaryDiagnosis: ['Depression', 'ADHD', 'Relationship problems', 'Relationship just ended'],
      },
    });
    expect(created.status()).toBe(201);
    const bare = await page.request.post('/api/clients', {
      data: { firstName: 'Owen', lastName: 'Reid', age: 52 },
    });
    expect(bare.status()).toBe(201);
    const owenId = ((await bare.json()) as { client: { id: string } }).client.id;

    await openTherapy(page);
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Noor Haddad' });
    await expect(page.getByRole('heading', { name: 'Recommendations for Noor Haddad' })).toBeVisible();
    await expect(recommendationCards(page).first()).toBeVisible();
    await expect(page.getByText(SAMPLE_LABEL)).toBeHidden();
    await expect(
      page.getByText(
        'Based on primary concerns Depression, ADHD, Relationship problems, Relationship just ended.',
      ),
    ).toBeVisible();
    await expect(
      recommendationCards(page).filter({ hasText: 'Cognitive behavioural therapy for depression' }),
    ).toHaveCount(1);
    await expect(
      recommendationCards(page).filter({ hasText: 'Cognitive behavioural therapy for adult ADHD' }),
    ).toHaveCount(1);
    await expect(recommendationCards(page).filter({ hasText: 'Couples therapy' })).toHaveCount(0);

    const { therapy } = await openFirstCard(page);
    await details(page).getByRole('button', { name: 'Save to Treatment Plan' }).click();
    await expect(planList(page).getByRole('listitem').filter({ hasText: therapy })).toContainText('Planned');

    // No concerns and no accepted diagnosis: the samples, and what to add. Then a diagnosis is accepted.
    await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Owen Reid' });
    await expect(page.getByRole('note')).toContainText('Add their concerns on the Clients screen');
    const templates = listTemplatesResponseSchema.parse(
      await (await page.request.get('/api/templates')).json(),
    );
    const session = therapySessionResponseSchema.parse(
      await (
        await page.request.post('/api/sessions', {
          data: { clientId: owenId, templateId: templates.templates[0]?.id },
        })
      ).json(),
    ).session;
    const ptsd = {
      id: 'ptsd',
      diagnosis: 'Posttraumatic stress disorder',
      code: 'F43.10',
      confidence: 0.8,
      reasoning: 'Intrusions and avoidance since the crash',
      criteriaMet: [],
      criteriaUnmet: [],
      evidence: [],
    };
    const accepted = await page.request.put(`/api/sessions/${session.id}/diagnoses`, {
      data: { diagnoses: [ptsd], selectedIds: ['ptsd'], notes: '', accepted: true },
    });
    expect(accepted.ok()).toBe(true);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(
      page.getByText('Based on accepted diagnoses Posttraumatic stress disorder (F43.10).'),
    ).toBeVisible();
    await expect(page.getByText(SAMPLE_LABEL)).toBeHidden();
    const owenCard = await openFirstCard(page);
    await details(page).getByRole('button', { name: 'Save to Treatment Plan' }).click();
    await expect(planList(page).getByRole('listitem').filter({ hasText: owenCard.therapy })).toContainText(
      'Planned',
    );
    await checkThemes(page, 'therapy-from-records');
  });
});
