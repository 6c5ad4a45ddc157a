import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startSampleSession } from './support/sample-session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WIDTHS = [PHONE, DESKTOP] as const;

/** Every route of the SPEC route table, with the heading that names its screen. */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Session notes you can trace back to what was said'],
  ['/test', 'Test page'],
  ['/app', 'Dashboard'],
  ['/app/', 'Dashboard'],
  ['/app/clients', 'Clients'],
  ['/app/templates', 'Templates'],
  ['/app/session/settings', 'Session Settings'],
  ['/app/session/session-settings', 'Session Settings'],
  ['/app/session/dictation', 'Session Recording'],
  ['/app/session-recording', 'Session Recording'],
  ['/app/session/note-formulation', 'Note Formulation'],
  ['/app/session/differential-diagnosis', 'Differential Diagnosis'],
  ['/app/session/treatment-suggestions', 'Treatment Suggestions'],
  ['/app/session/assessment-formulation', 'Assessment Formulation'],
  ['/app/assessment-reports', 'Assessment Reports'],
  ['/app/therapy-recommendations', 'Therapy Recommendations'],
  ['/app/dsm-assistant', 'DSM-5-TR Assistant'],
  ['/app/settings', 'Settings'],
];

const isWorkspace = (path: string) => path.startsWith('/app');

/** How far the page itself can be scrolled sideways: 0 when nothing sticks out past the viewport. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The screen's main heading: the shell header's title in the workspace, the page's own h1 elsewhere. */
function mainHeading(page: Page, path: string): Locator {
  return isWorkspace(path)
    ? page.getByRole('banner').getByRole('heading', { level: 1 })
    : page.getByRole('heading', { level: 1 });
}

/** Opens a path and waits until its data has loaded, so late content is part of the measurement. */
async function openSettled(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(mainHeading(page, path)).toHaveText(heading);
  await page.waitForLoadState('networkidle');
}

// While the drawer is open the rest of the page, the header with this button included, is hidden from the
// accessibility tree (it is modal), so the button is found with hidden elements included.
const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
/** The desktop sidebar: the 256 px aside that holds the workspace navigation. */
const sidebar = (page: Page) => page.locator('aside', { has: page.locator('nav[aria-label="Workspace"]') });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Workspace navigation' });

for (const [path, heading] of ROUTES) {
  test(`${path} fits 390 px and 1440 px without sideways scrolling`, async ({ page }) => {
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await openSettled(page, path, heading);
      await expect(mainHeading(page, path)).toBeInViewport();
      expect(await horizontalOverflow(page), `${path} at ${String(viewport.width)} px`).toBeLessThanOrEqual(
        0,
      );
      if (!isWorkspace(path)) continue;
      if (viewport === PHONE) {
        await expect(menuButton(page)).toBeVisible();
        await expect(sidebar(page)).toBeHidden();
      } else {
        await expect(menuButton(page)).toBeHidden();
        expect((await sidebar(page).boundingBox())?.width).toBe(256);
      }
    }
  });
}

test('a session screen with its whole note, insights and summary fits a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await startSampleSession(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/app/session-recording?session=${session.id}`);
  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: 'Transcript', exact: true })
    .fill(
      [
        "Therapist: What's been happening?",
        "Client: I've been worrying pretty much every day for about eight months now, about work, money, my kids.",
        "Client: I'm restless, I can't sit still, and it takes me hours to fall asleep.",
      ].join('\n'),
    );
  await main.getByRole('button', { name: 'Generate Session Note' }).click();
  await expect(main.getByRole('link', { name: 'Continue to Note Formulation' })).toBeVisible();
  // The charts and the four-week heatmap are the widest parts of the screen.
  await expect(main.getByRole('heading', { name: 'Emotion Breakdown' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('heading', { name: 'Emotion Trends (4 Weeks)' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('on a phone the clients are cards that still read as the table, with every action', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSettled(page, '/app/clients', 'Clients');
  const table = page.getByRole('table', { name: 'Clients' });
  const sarah = table.getByRole('row').filter({ hasText: 'Sarah M.' });
  await expect(sarah).toBeVisible();
  const box = await sarah.boundingBox();
  expect((box?.x ?? -1) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
  for (const action of ['Schedule Sarah M.', 'Notes for Sarah M.', 'Edit Sarah M.', 'Delete Sarah M.']) {
    const button = await sarah.getByRole('button', { name: action }).boundingBox();
    expect(button?.x, action).toBeGreaterThanOrEqual(0);
    expect((button?.x ?? 0) + (button?.width ?? Infinity), action).toBeLessThanOrEqual(PHONE.width);
  }
  // Without the header row, each field of the card is named by its column.
  const labels = await sarah
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toEqual(['"Primary Concerns"', '"Last Session"', '"Status"', '"Risk Level"', 'none']);
  await sarah.getByRole('button', { name: 'Notes for Sarah M.' }).click();
  const notes = page.getByRole('dialog');
  await expect(notes).toBeVisible();
  const dialogBox = await notes.boundingBox();
  expect(dialogBox?.x).toBeGreaterThanOrEqual(0);
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone the menu button opens the navigation as a drawer, by keyboard, and Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openSettled(page, '/app/clients', 'Clients');
  const menu = menuButton(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = drawer(page).getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  const drawerBox = await drawer(page).boundingBox();
  expect((drawerBox?.x ?? -1) + (drawerBox?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);

  // Focus stays inside the drawer however far the clinician tabs, forwards or back.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await drawer(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Following a link from the drawer goes there and closes it.
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await nav.getByRole('link', { name: 'Templates' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/templates$/);
  await expect(drawer(page)).toBeHidden();
  await expect(mainHeading(page, '/app/templates')).toHaveText('Templates');

  // The close button closes it too.
  await menu.click();
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(menu).toBeFocused();
});

test('a drawer left open closes when the window grows to desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openSettled(page, '/app', 'Dashboard');
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
  await expect(drawer(page)).toBeHidden();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
});

test('on a phone the chat panel is a full-screen sheet, reached and closed by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSettled(page, '/app', 'Dashboard');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  const chatEntry = drawer(page).getByRole('button', { name: 'Chat Assistant' });
  await chatEntry.focus();
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Clinical AI Assistant' });
  await expect(panel).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const input = panel.getByRole('textbox', { name: 'Message the clinical assistant' });
  await expect(input).toBeFocused();
  for (const control of [
    input,
    panel.getByRole('button', { name: 'Start voice input' }),
    panel.getByRole('button', { name: 'Close chat' }),
    panel.getByText('Press ESC to close'),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // From the dashboard's quick action, closed with its close button reached by Tab.
  await page
    .getByRole('main')
    .getByRole('button', { name: /Chat Assistant/ })
    .click();
  await expect(panel).toBeVisible();
  const close = panel.getByRole('button', { name: 'Close chat' });
  for (let i = 0; i < 10 && !(await close.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
});

/** The main screens, each checked with axe at both widths in the light and the dark theme. */
const AXE_SCREENS: [name: string, open: (page: Page) => Promise<void>][] = [
  ['the dashboard', (page) => openSettled(page, '/app', 'Dashboard')],
  ['Clients', (page) => openSettled(page, '/app/clients', 'Clients')],
  [
    'a session recording screen',
    async (page) => {
      const session = await startSampleSession(page);
      await openSettled(page, `/app/session-recording?session=${session.id}`, 'Session Recording');
      await expect(page.getByRole('main').getByRole('button', { name: 'Start Recording' })).toBeVisible();
    },
  ],
  ['Settings', (page) => openSettled(page, '/app/settings', 'Settings')],
  ['the DSM-5-TR Assistant', (page) => openSettled(page, '/app/dsm-assistant', 'DSM-5-TR Assistant')],
  ['the landing page', (page) => openSettled(page, '/', 'Session notes you can trace back to what was said')],
];

for (const [name, open] of AXE_SCREENS) {
  for (const viewport of WIDTHS) {
    test(`${name} has no serious accessibility violations at ${String(viewport.width)} px, light and dark`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);

      await page.emulateMedia({ colorScheme: 'dark' });
      if (page.url().includes('/app')) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousViolations(page);
    });
  }
}

test('on a desktop the chat panel keeps its side drawer width and gives focus back to its entry on close', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openSettled(page, '/app', 'Dashboard');
  const entry = sidebar(page).getByRole('button', { name: 'Chat Assistant' });
  await entry.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Clinical AI Assistant' });
  await expect(panel).toBeVisible();
  // 40% of 1440 px is 576 px, inside the spec's 400–600 px.
  expect((await panel.boundingBox())?.width).toBeCloseTo(576, 0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(entry).toBeFocused();
});
