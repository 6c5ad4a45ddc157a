import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';

const INVALID_EMAIL = 'Please enter a valid email address';
const SUCCESS = "You're on the list!";
const RATE_LIMITED = 'Too many requests. Please try again later.';
const FAILED = 'Something went wrong. Please try again.';
/** The lazily loaded WebGL module's chunk is named after its file. */
const RENDERER_CHUNK = /hero-field-renderer/;

const uniqueEmail = () => `landing-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
const joinButton = (page: Page) => page.getByRole('button', { name: /Join the waitlist|Joining/ });

/** Counts the page's calls to the waitlist API, so a test can prove nothing was sent. */
function countWaitlistRequests(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/waitlist') counter.count++;
  });
  return counter;
}

/** Waits past the point where the hero background would have been scheduled (a frame, then idle time). */
async function waitForBackgroundScheduling(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 2000 }));
      }),
  );
}

async function fulfilWaitlist(page: Page, status: number, body: unknown) {
  await page.route('**/api/waitlist', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

async function submitEmail(page: Page, email: string) {
  await emailField(page).fill(email);
  await joinButton(page).click();
}

test('the hero has the one h1, the offer, the waitlist count and the page landmarks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Session notes you can trace back to what was said',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Early access: 50% off at launch')).toBeVisible();
  await expect(page.getByText('Join 1,247 clinicians on the waitlist.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const id of ['features', 'benefits', 'waitlist', 'testimonials'])
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toBeVisible();

  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level - (levels[index - 1] ?? 1), `heading ${index} skips a level`).toBeLessThanOrEqual(1);
  });
});

for (const [linkName, sectionId] of [
  ['Features', 'features'],
  ['Benefits', 'benefits'],
] as const) {
  test(`the ${linkName} nav link scrolls #${sectionId} into view`, async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${sectionId}`);
    await expect(section).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }).click();
    await expect(page).toHaveURL(new RegExp(`#${sectionId}$`));
    await expect(section).toBeInViewport();
  });
}

test('the page scrolls smoothly (global scroll-behavior)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
});

test('Try Demo goes to /app', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

test('opening /#waitlist brings the waitlist into view', async ({ page }) => {
  await page.goto('/#waitlist');
  await expect(page.getByRole('heading', { name: /Join the waitlist/ })).toBeInViewport();
  await expect(emailField(page)).toBeInViewport();
});

test("the app header's Subscribe button lands on the waitlist", async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('banner').getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/#waitlist$/);
  await expect(emailField(page)).toBeInViewport();
});

test("joining the waitlist shows 'Joining...' while pending, then the success message", async ({ page }) => {
  await page.goto('/');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/waitlist', async (route: Route) => {
    await released;
    await route.continue();
  });
  const email = uniqueEmail();
  const responsePromise = page.waitForResponse('**/api/waitlist');

  await submitEmail(page, email);
  await expect(joinButton(page)).toHaveText('Joining...');
  await expect(joinButton(page)).toBeDisabled();

  release();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ email });
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  await expect(joinButton(page)).toHaveText('Join the waitlist');
  await expect(joinButton(page)).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a blank or @-less address shows the message and sends nothing', async ({ page }) => {
  const requests = countWaitlistRequests(page);
  await page.goto('/');

  await joinButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');

  await submitEmail(page, '   ');
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);

  await submitEmail(page, 'not-an-address');
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);
  await expect(joinButton(page)).toHaveText('Join the waitlist');
  expect(requests.count).toBe(0);
});

test("a 400 shows the server's error text", async ({ page }) => {
  await fulfilWaitlist(page, 400, { error: 'Some server message', code: 'validation_failed' });
  await page.goto('/');
  await submitEmail(page, 'someone@example.org');
  await expect(page.getByRole('alert')).toHaveText('Some server message');
  await expect(page.getByRole('status')).toHaveText('');
});

test('a 400 without an error field shows the invalid-address message', async ({ page }) => {
  await fulfilWaitlist(page, 400, { code: 'validation_failed' });
  await page.goto('/');
  await submitEmail(page, 'someone@example.org');
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);
});

test('a 400 from the real server (an address it rejects) shows its message', async ({ page }) => {
  await page.goto('/');
  await submitEmail(page, 'two@@example.org');
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);
});

test('a 429 asks to try again later', async ({ page }) => {
  await fulfilWaitlist(page, 429, { error: 'Slow down', code: 'rate_limited' });
  await page.goto('/');
  await submitEmail(page, 'someone@example.org');
  await expect(page.getByRole('alert')).toHaveText(RATE_LIMITED);
});

test('a 500 shows the generic failure, and the form can be sent again', async ({ page }) => {
  await fulfilWaitlist(page, 500, { error: 'Internal details', code: 'internal' });
  await page.goto('/');
  await submitEmail(page, 'someone@example.org');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  await expect(joinButton(page)).toBeEnabled();
  await expect(emailField(page)).toHaveValue('someone@example.org');
});

test('a network failure shows the generic failure', async ({ page }) => {
  await page.route('**/api/waitlist', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await submitEmail(page, 'someone@example.org');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
});

test('the default background is the WebGL canvas or, without WebGL, the CSS fallback', async ({ page }) => {
  await page.goto('/');
  const background = page.getByTestId('hero-canvas').or(page.getByTestId('hero-fallback'));
  await expect(background).toHaveCount(1);
  await expect(background).toHaveAttribute('aria-hidden', 'true');
});

test('the WebGL module is not in the initial HTML and is requested only after the first contentful paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(RENDERER_CHUNK);

  await page.goto('/');
  await expect(page.getByTestId('hero-canvas').or(page.getByTestId('hero-fallback'))).toHaveCount(1);
  // `paintTime` is when the page rendered its first content; `startTime` is when the compositor later
  // showed it, which a request made right after the paint can precede.
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstContentfulPaint: paint && 'paintTime' in paint ? Number(paint.paintTime) : paint?.startTime,
      renderer: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('hero-field-renderer'))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.firstContentfulPaint).toBeDefined();
  expect(timing.renderer).toHaveLength(1);
  expect(timing.renderer[0]).toBeGreaterThan(timing.firstContentfulPaint ?? Infinity);
});

test('?bg=off shows no background at all and never loads the WebGL module', async ({ page }) => {
  const rendererRequests: string[] = [];
  page.on('request', (request) => {
    if (RENDERER_CHUNK.test(request.url())) rendererRequests.push(request.url());
  });
  await page.goto('/?bg=off');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForBackgroundScheduling(page);
  await expect(page.getByTestId('hero-canvas')).toHaveCount(0);
  await expect(page.getByTestId('hero-fallback')).toHaveCount(0);
  expect(rendererRequests).toEqual([]);
});

for (const value of ['css', 'fallback']) {
  test(`?bg=${value} forces the CSS fallback and no canvas`, async ({ page }) => {
    const rendererRequests: string[] = [];
    page.on('request', (request) => {
      if (RENDERER_CHUNK.test(request.url())) rendererRequests.push(request.url());
    });
    await page.goto(`/?bg=${value}`);
    await expect(page.getByTestId('hero-fallback')).toBeVisible();
    await expect(page.getByTestId('hero-fallback')).toHaveAttribute('aria-hidden', 'true');
    await waitForBackgroundScheduling(page);
    await expect(page.getByTestId('hero-canvas')).toHaveCount(0);
    expect(rendererRequests).toEqual([]);
  });
}

test('with reduced motion, or motion=off, the field is drawn as one still frame where WebGL exists', async ({
  page,
}) => {
  const expectStillBackground = async () => {
    const hasWebGl = await page.evaluate(() => document.createElement('canvas').getContext('webgl') !== null);
    // A still frame is cheap, so even a software renderer draws it; only missing WebGL falls back.
    await expect(page.getByTestId(hasWebGl ? 'hero-canvas' : 'hero-fallback')).toHaveCount(1);
    await expect(page.getByTestId(hasWebGl ? 'hero-fallback' : 'hero-canvas')).toHaveCount(0);
  };
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expectStillBackground();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/?motion=off');
  await expectStillBackground();
});

test('motion=on animates despite reduced motion, and parallax=off still shows a background', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?motion=on&parallax=off');
  const background = page.getByTestId('hero-canvas').or(page.getByTestId('hero-fallback'));
  await expect(background).toHaveCount(1);
});

test('leaving the page removes the background', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-canvas').or(page.getByTestId('hero-fallback'))).toHaveCount(1);
  await page.getByRole('main').getByRole('link', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('hero-canvas')).toHaveCount(0);
  await expect(page.getByTestId('hero-fallback')).toHaveCount(0);
});

test('the first Tab shows a skip link, and keyboard focus is visible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await emailField(page).focus();
  await page.keyboard.press('Tab');
  await expect(joinButton(page)).toBeFocused();
  await expect(joinButton(page)).toHaveCSS('outline-style', 'solid');
});

test('/ has no serious or critical accessibility violations, also with an error shown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-canvas').or(page.getByTestId('hero-fallback'))).toHaveCount(1);
  const severe = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`);
  expect(await severe()).toEqual([]);

  await joinButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_EMAIL);
  expect(await severe()).toEqual([]);
});
