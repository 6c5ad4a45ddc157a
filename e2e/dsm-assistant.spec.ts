import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUILTIN_REFERENCE_NOTICE, IMPORT_ERRORS, type DsmStatus } from '../src/contract/reference';
import { expectNoSeriousViolations } from './support/axe';

const SHOTS = '/tmp/h7-shots';
const LAY_QUERY = "can't switch my mind off, worrying all the time";
const GAD_NOTE =
  'Client reports worrying all the time for the past eight months about work, money and her children. ' +
  "She says she can't switch her mind off, feels restless and on edge, tires easily, has trouble " +
  'concentrating, has tense shoulders and lies awake before falling asleep. No panic attacks.';

async function openAssistant(page: Page) {
  await page.goto('/app/dsm-assistant');
  await expect(page.getByRole('heading', { name: 'Reference status' })).toBeVisible();
  // The status comes from this browser's own sandbox; wait for it before acting through the API.
  await expect(page.getByTestId('dsm-status-badge')).toBeVisible();
}

const statusBadge = (page: Page) => page.getByTestId('dsm-status-badge');
const searchInput = (page: Page) => page.getByRole('searchbox', { name: 'Search query' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const noteInput = (page: Page) => page.getByRole('textbox', { name: 'Clinical note' });
const diagnoseButton = (page: Page) => page.getByRole('button', { name: 'Generate Enhanced Diagnosis' });
const documentRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Reference documents' }).getByRole('row').filter({ hasText: title });

function status(overrides: Partial<DsmStatus> = {}): DsmStatus {
  return {
    isReady: true,
    chunksCount: 420,
    embeddedCount: 420,
    lastUpdated: '2026-03-02T10:15:00.000Z',
    model: 'use-lite-512',
    job: { state: 'done', done: 420, total: 420, error: null },
    builtin: { chunks: 400, embedded: 400, isReady: true, source: 'shipped', note: null },
    documents: { chunks: 20, embedded: 20, isReady: true },
    ...overrides,
  };
}

async function percentTexts(results: Locator): Promise<string[]> {
  return results
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => /\d{1,3}\.\d%/.exec(item.textContent ?? '')?.[0] ?? ''));
}

// In file order, one at a time: the import test embeds its document on the server the other tests share.
test.describe.configure({ mode: 'default' });

test('a fresh server is ready on the first visit: lay-language search and an enhanced diagnosis without creating embeddings', async ({
  page,
}) => {
  await openAssistant(page);
  await expect(page.getByRole('note')).toHaveText(BUILTIN_REFERENCE_NOTICE);
  // The built-in reference's embeddings ship with the app and are loaded with the database.
  await expect(statusBadge(page)).toHaveText('Ready');
  const ready = (await (await page.request.get('/api/dsm/status')).json()) as DsmStatus;
  expect(ready).toMatchObject({
    isReady: true,
    job: { state: 'idle' },
    builtin: { isReady: true, source: 'shipped', note: null },
  });
  await expect(page.getByRole('status').filter({ has: statusBadge(page) })).toContainText(
    `${ready.chunksCount.toLocaleString('en-US')} chunks`,
  );
  await expect(page.getByRole('progressbar', { name: 'Embedding progress' })).toHaveCount(0);

  // Search: lay words find the anxiety entries, five at most, each with a one-decimal percent.
  await searchInput(page).fill('   ');
  await expect(searchButton(page)).toBeDisabled();
  await searchInput(page).fill(LAY_QUERY);
  await searchButton(page).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const count = await results.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  expect((await percentTexts(results)).every((text) => text !== '')).toBe(true);
  await expect(results).toContainText('Generalized anxiety disorder (F41.1)');

  // Refreshing with no imports of its own starts nothing and says what is ready.
  await page.getByRole('button', { name: 'Refresh Embeddings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have no imported documents to embed.' }),
  ).toHaveText(
    `You have no imported documents to embed. The built-in reference is ready (${ready.chunksCount.toLocaleString('en-US')} chunks, embeddings shipped with the app).`,
  );
  await expect(statusBadge(page)).toHaveText('Ready');

  // Enhanced diagnosis on a short GAD-like note.
  await expect(diagnoseButton(page)).toBeDisabled();
  await noteInput(page).fill(GAD_NOTE);
  await diagnoseButton(page).click();
  const result = page.getByRole('region', { name: 'Enhanced diagnosis result' });
  await expect(result).toContainText(/Overall confidence: \d{1,3}\.\d%/);
  const suggestions = result.getByRole('list', { name: 'Diagnosis suggestions' });
  await expect(
    suggestions.getByRole('heading', { name: 'Generalized anxiety disorder (F41.1)' }),
  ).toBeVisible();
  await expect(suggestions.getByRole('listitem').first()).toContainText(/\d{1,3}% confidence/);
  await expect(result.getByText(/^DSM criteria \(\d+\)$/).first()).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Relevant reference content' })).toBeVisible();
  await expect(result).toContainText('AI suggestions that need clinician confirmation');

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/dsm-results-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  }
});

test('a Markdown file is imported, listed and marks the embeddings out of date, then deleted', async ({
  page,
}) => {
  await openAssistant(page);
  const builtin = documentRow(page, 'Built-in reference');
  await expect(builtin).toContainText('Built in');
  await expect(builtin.getByRole('button')).toHaveCount(0);

  const markdown = [
    '# Worry management handout',
    '',
    '## Worry time',
    'Set aside a fixed twenty minutes each evening to write worries down, and postpone worrying until then.',
    '',
    '## Progressive muscle relaxation',
    'Tense and release each muscle group in turn, twice a day, to lower physical tension.',
  ].join('\n');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'worry-handout.md',
    mimeType: '',
    buffer: Buffer.from(markdown),
  });
  await page.getByRole('button', { name: 'Import document' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported worry-handout' })).toContainText(
    'becomes searchable once the embeddings are refreshed',
  );
  const imported = documentRow(page, 'worry-handout');
  await expect(imported).toContainText('Markdown');
  await expect(imported.getByRole('cell').nth(2)).toHaveText(/^[1-9]\d*$/);

  // Its chunks have no embeddings yet, so the reference is not ready and search is off.
  await expect(statusBadge(page)).toHaveText('Not initialized');
  await expect(page.getByText(/new chunks have no embeddings yet/)).toBeVisible();
  await searchInput(page).fill('worry time');
  await expect(searchButton(page)).toBeDisabled();

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/dsm-imported-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  }

  // Refresh Embeddings embeds the import alone, with progress, and search comes back with it.
  await page.getByRole('button', { name: 'Refresh Embeddings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /of your imported documents/ })).toContainText(
    /(Started|Already) embedding \d+ chunks? of your imported documents/,
  );
  await expect(statusBadge(page)).toHaveText('Ready', { timeout: 60_000 });
  const after = (await (await page.request.get('/api/dsm/status')).json()) as DsmStatus;
  expect(after.documents).toMatchObject({ isReady: true, embedded: after.documents.chunks });
  expect(after.job).toMatchObject({ state: 'done', total: after.documents.chunks });
  await searchInput(page).fill('worry time');
  await searchButton(page).click();
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText('worry-handout');

  await imported.getByRole('button', { name: 'Delete worry-handout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete worry-handout?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete document' }).click();
  await expect(dialog).toBeHidden();
  await expect(imported).toHaveCount(0);
  await expect(statusBadge(page)).toHaveText('Ready');
});

test('the chat panel cites its sources, and a crisis message gets crisis guidance first', async ({
  page,
}) => {
  await page.goto('/app/dsm-assistant');
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Chat Assistant' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Clinical AI Assistant' });
  const input = panel.getByRole('textbox', { name: 'Message the clinical assistant' });
  await input.fill('What are evidence-based treatment approaches for generalized anxiety disorder?');
  await input.press('Enter');

  const answer = panel.locator('[data-role="assistant"]').last();
  const sources = answer.getByRole('list', { name: 'Sources' });
  await expect(sources).toBeVisible();
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  await expect(sources).toContainText('Generalized anxiety disorder');
  await expect(answer.getByText('Enhanced with diagnostic reference content')).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/chat-sources-${theme}.png` });
    await expectNoSeriousViolations(page);
  }

  await input.fill('I want to end my life tonight');
  await input.press('Enter');
  const crisis = panel.locator('[data-role="assistant"]').last();
  await expect(crisis).toContainText('988');
  expect((await crisis.innerText()).trim().startsWith('Safety first.')).toBe(true);
});

test('rejected files show why: unsupported types before upload, and the server text for an empty file', async ({
  page,
}) => {
  await openAssistant(page);
  const fileInput = page.getByLabel('File', { exact: true });
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/dsm/documents')) uploads++;
  });

  await fileInput.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await page.getByRole('button', { name: 'Import document' }).click();
  await expect(page.getByRole('alert')).toHaveText(IMPORT_ERRORS.unsupportedType);
  expect(uploads).toBe(0);

  await fileInput.setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Import document' }).click();
  await expect(page.getByRole('alert')).toHaveText(IMPORT_ERRORS.empty);
  expect(uploads).toBe(1);
  await expect(documentRow(page, 'empty')).toHaveCount(0);
});

test('failures show the spec texts', async ({ page }) => {
  await page.route('**/api/dsm/status', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/app/dsm-assistant');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load DSM status' })).toHaveText(
    'Failed to load DSM status - Check server connection',
  );

  await page.unroute('**/api/dsm/status');
  await page.route('**/api/dsm/status', (route) =>
    route.fulfill({
      json: status({
        isReady: false,
        embeddedCount: 0,
        job: { state: 'idle', done: 0, total: 0, error: null },
      }),
    }),
  );
  await page.route('**/api/dsm/create-embeddings', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'The embedding model could not be loaded', code: 'internal' },
    }),
  );
  await page.route('**/api/dsm/search?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/api/enhanced-diagnosis', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.reload();
  await page.getByRole('button', { name: 'Create Embeddings' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to create embeddings: The embedding model could not be loaded',
  );

  await page.unroute('**/api/dsm/status');
  await page.route('**/api/dsm/status', (route) => route.fulfill({ json: status() }));
  await page.reload();
  await expect(statusBadge(page)).toHaveText('Ready');
  await searchInput(page).fill('sleep');
  await searchButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to search DSM content');

  await noteInput(page).fill('Low mood for three weeks.');
  await diagnoseButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'diagnosis' })).toHaveText(
    'Failed to generate enhanced diagnosis',
  );
});

test('results are cut to 300 characters, scores keep one decimal and an empty search says so', async ({
  page,
}) => {
  const long = `Excessive anxiety and worry, occurring more days than not. ${'Detail '.repeat(60)}`;
  const queries: URLSearchParams[] = [];
  await page.route('**/api/dsm/status', (route) => route.fulfill({ json: status() }));
  await page.route('**/api/dsm/search?*', (route) => {
    const params = new URL(route.request().url()).searchParams;
    queries.push(params);
    const results =
      params.get('query') === 'nothing here'
        ? []
        : [
            {
              id: 'c1',
              score: 0.87345,
              section: 'Criteria',
              text: long,
              source: {
                documentId: 'd1',
                document: 'Practice manual',
                page: 12,
                diagnosis: 'Generalized anxiety disorder',
                code: 'F41.1',
              },
            },
          ];
    return route.fulfill({ json: { results } });
  });
  await page.goto('/app/dsm-assistant');
  await expect(statusBadge(page)).toHaveText('Ready');
  await expect(page.getByText('420 chunks')).toBeVisible();

  await searchInput(page).fill('  worry most days  ');
  await searchInput(page).press('Enter');
  const item = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(item).toContainText('87.3%');
  await expect(item).toContainText('Practice manual · page 12 · Generalized anxiety disorder (F41.1)');
  const shown = await item.locator('p').last().innerText();
  expect(shown.length).toBeLessThanOrEqual(300);
  expect(shown.endsWith('…')).toBe(true);
  expect(queries[0]?.get('query')).toBe('worry most days');
  expect(queries[0]?.get('limit')).toBe('5');

  await searchInput(page).fill('nothing here');
  await searchButton(page).click();
  await expect(page.getByText('No matching reference content for “nothing here”.')).toBeVisible();
});

test('while a job runs the status polls every 5 seconds and the bar shows its progress', async ({ page }) => {
  await page.clock.install();
  // Each poll is timed in the page, on its own (fake) clock, when the request starts: a busy machine delays the
  // test's view of a request but not the page's timer.
  await page.addInitScript(() => {
    const polls: number[] = [];
    (window as unknown as { statusPolls: number[] }).statusPolls = polls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/dsm/status')) polls.push(Date.now());
      return original(input, init);
    };
  });
  let served = 0;
  await page.route('**/api/dsm/status', (route) => {
    served += 1;
    const done = Math.min(served * 100, 400);
    return route.fulfill({
      json: status({
        isReady: false,
        embeddedCount: done,
        job: { state: done < 400 ? 'running' : 'done', done, total: 400, error: null },
        ...(done === 400 ? { isReady: true } : {}),
      }),
    });
  });
  const polls = () => page.evaluate(() => (window as unknown as { statusPolls: number[] }).statusPolls);
  await page.goto('/app/dsm-assistant');
  const progress = page.getByRole('progressbar', { name: 'Embedding progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(progress).toHaveAttribute('aria-valuemax', '400');
  await expect(page.getByText('100 of 400 chunks embedded (25%)')).toBeVisible();
  await page.clock.runFor(5_100);
  await expect.poll(async () => (await polls()).length).toBeGreaterThanOrEqual(2);
  const [first = 0, second = 0] = await polls();
  expect(second - first).toBeGreaterThanOrEqual(5_000);
  expect(second - first).toBeLessThan(5_500);
  await expect(progress).not.toHaveAttribute('aria-valuenow', '100');
  await page.clock.runFor(10_000);
  await expect(statusBadge(page)).toHaveText('Ready');
  await expect(progress).toBeHidden();
});
