import { expect, test, type Page } from '@playwright/test';

async function openChat(page: Page) {
  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Chat Assistant' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Clinical AI Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the chat entry opens the panel with its header, greeting, footer and size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = await openChat(page);
  await expect(panel.getByText('Evidence-based guidance for your practice')).toBeVisible();
  await expect(panel.getByText('Available', { exact: true })).toBeVisible();
  for (const badge of ['HIPAA Compliant', 'Evidence-Based', 'Clinical Guidelines', 'Press ESC to close']) {
    await expect(panel.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(panel.getByRole('list', { name: 'Conversation' })).toContainText(
    'How can I assist you today?',
  );
  await expect(panel.getByRole('textbox', { name: 'Message the clinical assistant' })).toBeFocused();
  // 40% of 1280 is 512 px, inside the 400–600 px bounds.
  expect((await panel.boundingBox())?.width).toBeCloseTo(512, 0);
  await page.setViewportSize({ width: 800, height: 800 });
  expect((await panel.boundingBox())?.width).toBeCloseTo(400, 0);
  await page.setViewportSize({ width: 1800, height: 800 });
  expect((await panel.boundingBox())?.width).toBeCloseTo(600, 0);
});

test('the close button, the backdrop and Escape each close the panel', async ({ page }) => {
  let panel = await openChat(page);
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();

  panel = await openChat(page);
  await page.getByTestId('chat-backdrop').click({ position: { x: 20, y: 300 } });
  await expect(panel).toBeHidden();

  panel = await openChat(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('Enter sends the trimmed message, shows the typing placeholder, then the reply with its enhanced mark', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const replied = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat-assistant', async (route) => {
    bodies.push(route.request().postDataJSON());
    await replied;
    await route.fulfill({
      json: { content: 'CBT is a first-line treatment.', metadata: { enhanced: true } },
    });
  });
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message the clinical assistant' });
  const send = panel.getByRole('button', { name: 'Send message' });

  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.fill('  What works for panic?  ');
  await input.press('Enter');

  await expect(panel.getByText('AI is typing...')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(input).toHaveValue('');
  release();

  await expect(panel.getByText('CBT is a first-line treatment.')).toBeVisible();
  await expect(panel.getByText('AI is typing...')).toHaveCount(0);
  await expect(panel.getByText('Enhanced with diagnostic reference content')).toBeVisible();
  await expect(input).toBeEnabled();

  const sent = bodies[0] as { messages: { role: string; content: string; id: number; timestamp: string }[] };
  expect(sent.messages.map((m) => m.role)).toEqual(['assistant', 'user']);
  expect(sent.messages[1]).toMatchObject({
    role: 'user',
    content: 'What works for panic?',
    id: expect.any(Number),
  });
  expect(Date.parse(sent.messages[1]?.timestamp ?? '')).not.toBeNaN();
});

test('Shift+Enter adds a line instead of sending', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/chat-assistant', async (route) => {
    requests++;
    await route.fulfill({ json: { content: 'ok' } });
  });
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Message the clinical assistant' });
  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  expect(requests).toBe(0);
});

const FAILURES: [label: string, fulfil: Parameters<Page['route']>[1], shown: string][] = [
  [
    'an error with no content',
    (route) => route.fulfill({ status: 400, json: { error: 'Messages must not be empty' } }),
    'Messages must not be empty',
  ],
  [
    'neither content nor error',
    (route) => route.fulfill({ json: { metadata: { enhanced: false } } }),
    "I apologize, but I couldn't process your request.",
  ],
  [
    'a network failure',
    (route) => route.abort('failed'),
    "I apologize, but I'm experiencing technical difficulties. Please try again or contact support if the issue persists.",
  ],
  [
    'a body that is not JSON',
    (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    "I apologize, but I'm experiencing technical difficulties. Please try again or contact support if the issue persists.",
  ],
];

for (const [label, fulfil, shown] of FAILURES) {
  test(`a reply with ${label} shows the spec's text`, async ({ page }) => {
    await page.route('**/api/chat-assistant', fulfil);
    const panel = await openChat(page);
    const input = panel.getByRole('textbox', { name: 'Message the clinical assistant' });
    await input.fill('Hello');
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(panel.getByText(shown, { exact: true })).toBeVisible();
    await expect(input).toBeEnabled();
  });
}

test('the voice button listens for 3 seconds, then fills the input with a question about GAD treatment', async ({
  page,
}) => {
  await page.clock.install();
  const panel = await openChat(page);
  // Stop the clock before the voice timer starts, so only runFor moves time (a busy machine cannot).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const voice = panel.getByRole('button', { name: 'Start voice input' });
  await voice.click();
  await expect(panel.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.clock.runFor(2_900);
  await expect(panel.getByRole('textbox', { name: 'Message the clinical assistant' })).toHaveValue('');
  await page.clock.runFor(200);
  await expect(panel.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(panel.getByRole('textbox', { name: 'Message the clinical assistant' })).toHaveValue(
    /treatment approaches for generalized anxiety disorder/,
  );
});

test('the conversation survives closing and reopening the panel', async ({ page }) => {
  await page.route('**/api/chat-assistant', (route) => route.fulfill({ json: { content: 'Kept reply' } }));
  let panel = await openChat(page);
  await panel.getByRole('textbox', { name: 'Message the clinical assistant' }).fill('Remember me');
  await panel.getByRole('textbox', { name: 'Message the clinical assistant' }).press('Enter');
  await expect(panel.getByText('Kept reply')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Chat Assistant' })
    .click();
  panel = page.getByRole('dialog', { name: 'Clinical AI Assistant' });
  await expect(panel.getByText('Remember me')).toBeVisible();
});

test('F8 focuses the notification region', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByTestId('user-badge')).toContainText('Dr.');
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toBeAttached();
  const focusedInRegion = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('[aria-label="Notification"]')),
  );
  expect(focusedInRegion).toBe(true);
});

test('asking about treatment for generalized anxiety disorder gets a cited answer from the reference', async ({
  page,
}) => {
  const panel = await openChat(page);
  await panel
    .getByRole('textbox', { name: 'Message the clinical assistant' })
    .fill('What are the evidence-based treatment approaches for generalized anxiety disorder?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(
    conversation.getByText('Generalized anxiety disorder (F41.1): evidence-based options'),
  ).toBeVisible();
  const sources = conversation.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('listitem').first()).toBeVisible();
  await expect(sources).toContainText('Generalized anxiety disorder (F41.1)');
  await expect(panel.getByText('Enhanced with diagnostic reference content')).toBeVisible();
  // Formatting is built from elements: no asterisks left on screen.
  await expect(conversation).not.toContainText('**');
});

test('a crisis message gets crisis guidance before anything else', async ({ page }) => {
  const panel = await openChat(page);
  await panel
    .getByRole('textbox', { name: 'Message the clinical assistant' })
    .fill('My client says she wants to end her life tonight.');
  await panel.getByRole('button', { name: 'Send message' }).click();
  const reply = panel.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('Safety first.');
  await expect(reply).toContainText('988');
  expect((await reply.innerText()).trim().startsWith('Safety first.')).toBe(true);
});
