import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { listTemplatesResponseSchema, type Template } from '../src/contract/templates';
import { formatDate } from '../src/web/lib/format';

async function openTemplates(page: Page) {
  await page.goto('/app/templates');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Session Templates', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Templates' })).toBeVisible();
}

async function listTemplates(page: Page): Promise<Template[]> {
  const response = await page.request.get('/api/templates');
  expect(response.ok()).toBe(true);
  return listTemplatesResponseSchema.parse(await response.json()).templates;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('the sample templates show their badge, duration, first three sections, usage and date', async ({
  page,
}) => {
  await openTemplates(page);
  const templates = await listTemplates(page);
  expect(templates).toHaveLength(8);
  await expect(
    page
      .getByRole('list', { name: 'Templates' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') }),
  ).toHaveCount(8);

  const initial = templates.find((t) => t.name === 'Initial Assessment');
  if (!initial) throw new Error('the sample Initial Assessment template is missing');
  const initialCard = card(page, 'Initial Assessment');
  await expect(initialCard.getByText('Individual Therapy', { exact: true })).toBeVisible();
  await expect(initialCard.getByText('60 min', { exact: true })).toBeVisible();
  const sections = initialCard
    .getByRole('list', { name: 'Sections of Initial Assessment' })
    .getByRole('listitem');
  await expect(sections).toHaveText([
    ...initial.sections.slice(0, 3),
    `+${initial.sections.length - 3} more`,
  ]);
  await expect(initialCard.getByText(`Used ${initial.usageCount} times`)).toBeVisible();
  await expect(initialCard.getByText(formatDate(initial.createdAt))).toBeVisible();
  await expect(initialCard.getByRole('button', { name: 'Edit Initial Assessment' })).toHaveText('Edit');
  await expect(initialCard.getByRole('button', { name: 'Duplicate Initial Assessment' })).toHaveText(
    'Duplicate',
  );
  await expect(initialCard.getByRole('button', { name: 'Delete Initial Assessment' })).toHaveText('Delete');

  // SOAP has four sections: three shown plus '+1 more'; DAP has exactly three and no '+N more'.
  await expect(card(page, 'SOAP Note').getByRole('listitem')).toHaveText([
    'Subjective',
    'Objective',
    'Assessment',
    '+1 more',
  ]);
  await expect(card(page, 'DAP Note').getByRole('listitem')).toHaveText(['Data', 'Assessment', 'Plan']);
  await expect(card(page, 'Intake Assessment').getByText('90 min', { exact: true })).toBeVisible();
});

test('create a template: gating, defaults, prompt rows, then it survives a reload', async ({ page }) => {
  await openTemplates(page);
  await page.getByRole('button', { name: 'Create Template' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Template' });
  await expect(dialog).toBeVisible();

  // Escape closes the form without saving.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Create Template' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Template' });

  const save = dialog.getByRole('button', { name: 'Create Template' });
  await expect(dialog.getByLabel('Session type')).toHaveValue('individual');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('50');
  await expect(dialog.getByRole('textbox', { name: /^Prompt \d+$/ })).toHaveCount(1);
  await expect(dialog.getByRole('checkbox')).toHaveCount(10);
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Name').fill('Weekly Check-in');
  await expect(save).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Presenting Problem' }).check();
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Name').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Name').fill('Weekly Check-in');
  await dialog.getByRole('checkbox', { name: 'Safety Assessment' }).check();
  await dialog.getByRole('checkbox', { name: 'Next Steps' }).check();
  await dialog.getByRole('checkbox', { name: 'Homework Review' }).check();
  await dialog.getByLabel('Description').fill('A short weekly review of mood, safety and homework.');
  await dialog.getByLabel('Session type').selectOption({ label: 'Group Therapy' });
  await dialog.getByLabel('Duration (minutes)').fill('45');

  // Removing the only prompt row leaves one empty row.
  await dialog.getByRole('textbox', { name: 'Prompt 1' }).fill('to be removed');
  await dialog.getByRole('button', { name: 'Remove prompt 1' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Prompt \d+$/ })).toHaveCount(1);
  await expect(dialog.getByRole('textbox', { name: 'Prompt 1' })).toHaveValue('');

  // Two more rows: the middle one stays blank and is dropped on save.
  await dialog.getByRole('textbox', { name: 'Prompt 1' }).fill('How was your week?');
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Prompt 2' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await dialog.getByRole('textbox', { name: 'Prompt 3' }).fill('  Did you try the breathing exercise?  ');
  await expect(dialog.getByRole('textbox', { name: /^Prompt \d+$/ })).toHaveCount(3);

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/templates') && r.method() === 'POST');
  await save.click();
  expect((await posted).postDataJSON()).toEqual({
    name: 'Weekly Check-in',
    description: 'A short weekly review of mood, safety and homework.',
    sessionType: 'group',
    duration: 45,
    sections: ['Presenting Problem', 'Homework Review', 'Safety Assessment', 'Next Steps'],
    prompts: ['How was your week?', 'Did you try the breathing exercise?'],
  });
  await expect(dialog).toBeHidden();

  const created = card(page, 'Weekly Check-in');
  await expect(created.getByText('Group Therapy', { exact: true })).toBeVisible();
  await expect(created.getByText('45 min', { exact: true })).toBeVisible();
  await expect(created.getByRole('listitem')).toHaveText([
    'Presenting Problem',
    'Homework Review',
    'Safety Assessment',
    '+1 more',
  ]);
  await expect(created.getByText('Used 0 times')).toBeVisible();
  await expect(created.getByText(formatDate(new Date()))).toBeVisible();

  await page.reload();
  await expect(card(page, 'Weekly Check-in').getByText('45 min', { exact: true })).toBeVisible();
  const saved = (await listTemplates(page)).find((t) => t.name === 'Weekly Check-in');
  expect(saved?.prompts).toEqual(['How was your week?', 'Did you try the breathing exercise?']);
  expect(saved?.usageCount).toBe(0);
});

test('edit changes the name and duration; out of range is refused and a non-numeric duration saves as 50', async ({
  page,
}) => {
  await openTemplates(page);
  await page.getByRole('button', { name: 'Edit SOAP Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(dialog.getByLabel('Name')).toHaveValue('SOAP Note');
  // The built-in SOAP sections are not among the ten choices: they are offered, checked, as extras.
  await expect(dialog.getByRole('checkbox')).toHaveCount(14);
  for (const section of ['Subjective', 'Objective', 'Assessment', 'Plan']) {
    await expect(dialog.getByRole('checkbox', { name: section, exact: true })).toBeChecked();
  }

  await dialog.getByLabel('Name').fill('SOAP Progress Note');
  const duration = dialog.getByLabel('Duration (minutes)');
  await duration.fill('130');
  await dialog.getByRole('button', { name: 'Update Template' }).click();
  await expect(dialog.getByText('Duration must be a number of minutes from 15 to 120')).toBeVisible();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');

  await duration.fill('55');
  await dialog.getByRole('button', { name: 'Update Template' }).click();
  await expect(dialog).toBeHidden();
  const edited = card(page, 'SOAP Progress Note');
  await expect(edited.getByText('55 min', { exact: true })).toBeVisible();
  await expect(edited.getByRole('listitem')).toHaveText(['Subjective', 'Objective', 'Assessment', '+1 more']);
  await expect(card(page, 'SOAP Note')).toHaveCount(0);

  // A number input holds no letters; clearing it is the non-numeric entry the browser lets through.
  await page.getByRole('button', { name: 'Edit SOAP Progress Note' }).click();
  await page.getByRole('dialog', { name: 'Edit Template' }).getByLabel('Duration (minutes)').fill('');
  await page
    .getByRole('dialog', { name: 'Edit Template' })
    .getByRole('button', { name: 'Update Template' })
    .click();
  await expect(card(page, 'SOAP Progress Note').getByText('50 min', { exact: true })).toBeVisible();

  await page.reload();
  await expect(card(page, 'SOAP Progress Note').getByText('50 min', { exact: true })).toBeVisible();
  const saved = (await listTemplates(page)).find((t) => t.name === 'SOAP Progress Note');
  expect(saved?.sections).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
});

test("duplicate adds '<name> (Copy)' used 0 times", async ({ page }) => {
  await openTemplates(page);
  await page.getByRole('button', { name: 'Duplicate CBT Follow-up' }).click();
  const copy = card(page, 'CBT Follow-up (Copy)');
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Used 0 times')).toBeVisible();
  await expect(copy.getByText('50 min', { exact: true })).toBeVisible();
  await expect(copy.getByText(formatDate(new Date()))).toBeVisible();

  const templates = await listTemplates(page);
  const original = templates.find((t) => t.name === 'CBT Follow-up');
  const duplicate = templates.find((t) => t.name === 'CBT Follow-up (Copy)');
  expect(duplicate?.id).not.toBe(original?.id);
  expect(duplicate?.sections).toEqual(original?.sections);
  expect(duplicate?.prompts).toEqual(original?.prompts);
});

test('delete asks first, then removes the template for good', async ({ page }) => {
  await openTemplates(page);
  await page.getByRole('button', { name: 'Delete PIE Note' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete template?' });
  await expect(confirm).toContainText("'PIE Note' will be removed.");
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'PIE Note')).toBeVisible();

  await page.getByRole('button', { name: 'Delete PIE Note' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete template?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'PIE Note')).toHaveCount(0);

  await page.reload();
  await expect(card(page, 'DAP Note')).toBeVisible();
  await expect(card(page, 'PIE Note')).toHaveCount(0);
});

test('with every template deleted the empty state invites creating one', async ({ page }) => {
  await page.goto('/app/templates');
  // Wait until the page has its sandbox session, so these API calls act on the same workspace.
  await expect(card(page, 'SOAP Note')).toBeVisible();
  for (const template of await listTemplates(page)) {
    expect((await page.request.delete(`/api/templates/${template.id}`)).status()).toBe(204);
  }
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByText('No templates yet', { exact: true })).toBeVisible();
  await expect(
    main.getByText('Create your first session template to get started', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/h6-templates-empty-light.png' });
  await main.getByRole('button', { name: 'Create your first template' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Template' })).toBeVisible();
});

test('the templates screen and its form pass axe in light and dark themes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openTemplates(page);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h6-templates-light.png', fullPage: true });

  await page.getByRole('button', { name: 'Edit CBT Follow-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await dialog.getByLabel('Duration (minutes)').fill('200');
  await dialog.getByRole('button', { name: 'Update Template' }).click();
  await expect(dialog.getByText('Duration must be a number of minutes from 15 to 120')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h6-templates-form-light.png' });
  await page.keyboard.press('Escape');

  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h6-templates-dark.png', fullPage: true });

  await page.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Template' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h6-templates-form-dark.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete GIRP Note' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete template?' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/h6-templates-delete-dark.png' });
});
