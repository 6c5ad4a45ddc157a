import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { listSessionsResponseSchema } from '../src/contract/sessions';
import { expectNoSeriousViolations } from './support/axe';
import { recordConsent } from './support/consent';
import { startSampleSession } from './support/sample-session';

/** The target: a screen opened directly shows its primary control within 2 seconds. */
const PRIMARY_CONTROL_WITHIN_MS = 2_000;
const TRANSCRIPT =
  'Therapist: What brings you in today?\nClient: I have been worrying about work every night and I cannot sleep.';

type SpeechWindow = Window & { failSpeech: (error: string) => void; speechStarts: number };

/** A stand-in for the browser's speech recognition whose running instance the test can make fail. */
function installFailingSpeechRecognition(page: Page) {
  return page.addInitScript(() => {
    const scope = window as unknown as SpeechWindow & Record<string, unknown>;
    const instances: FakeSpeechRecognition[] = [];
    scope.speechStarts = 0;
    class FakeSpeechRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      running = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      constructor() {
        instances.push(this);
      }
      start() {
        this.running = true;
        scope.speechStarts += 1;
      }
      stop() {
        if (!this.running) return;
        this.running = false;
        setTimeout(() => this.onend?.(), 0);
      }
    }
    scope.SpeechRecognition = FakeSpeechRecognition;
    scope.webkitSpeechRecognition = FakeSpeechRecognition;
    // As a browser does: the error event, then the end of the recognition session.
    scope.failSpeech = (error) => {
      const active = instances.filter((instance) => instance.running).at(-1);
      if (!active) throw new Error('speech recognition is not running');
      active.onerror?.({ error });
      active.running = false;
      active.onend?.();
    };
  });
}

/** Opens `path` directly in a new page of the context and returns how long its primary control took to show. */
async function openCold(context: BrowserContext, path: string, control: (main: Locator) => Locator) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(control(main)).toBeVisible({ timeout: PRIMARY_CONTROL_WITHIN_MS });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'primary control shown', description: `${path}: ${elapsed} ms` });
  return { page, main, elapsed };
}

async function ownSessions(page: Page) {
  const response = await page.request.get('/api/sessions');
  expect(response.ok()).toBe(true);
  return listSessionsResponseSchema.parse(await response.json()).sessions.filter((s) => !s.isSample);
}

async function checkBothThemes(page: Page) {
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

const startRecording = (main: Locator) => main.getByRole('button', { name: 'Start Recording' });

for (const route of ['/app/session/dictation', '/app/session-recording']) {
  test(`${route} opened directly starts one draft session, ready to record, that a reload and a second visit keep`, async ({
    context,
  }) => {
    const warmUp = await context.newPage();
    await warmUp.goto('/app');
    await expect(warmUp.getByRole('main').getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
    expect(await ownSessions(warmUp)).toEqual([]);

    const { page, main } = await openCold(context, route, startRecording);
    await expect(page).toHaveURL(new RegExp(`${route}\\?session=[0-9a-f-]{36}$`));
    const sessionId = new URL(page.url()).searchParams.get('session');
    await expect(main.getByRole('heading', { name: 'New session' })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Client' })).toHaveValue('');
    await expect(main.getByRole('timer', { name: 'Elapsed recording time' })).toHaveText('00:00');
    expect((await ownSessions(page)).map((s) => [s.id, s.clientId, s.templateId])).toEqual([
      [sessionId, null, null],
    ]);

    await page.reload();
    await expect(startRecording(main)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
    expect((await ownSessions(page)).map((s) => s.id)).toEqual([sessionId]);
    await checkBothThemes(page);

    // A second visit while the draft is still untouched opens that draft again rather than piling up empty ones.
    await page.goto(route);
    await expect(page).toHaveURL(/\?session=/);
    await expect(startRecording(main)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
    expect(await ownSessions(page)).toHaveLength(1);

    // Once the draft holds words, the next visit is a new session.
    const saved = await page.request.patch(`/api/sessions/${sessionId ?? ''}`, {
      data: { transcript: 'Client: I have not slept properly in weeks.' },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(route);
    await expect(page).toHaveURL(/\?session=/);
    await expect(startRecording(main)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('session')).not.toBe(sessionId);
    expect(await ownSessions(page)).toHaveLength(2);
  });
}

test('the dashboard’s Record Session Notes opens a new session ready to record', async ({ page }) => {
  await page.goto('/app');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Record Session Notes' }).click();
  await expect(page).toHaveURL(/\/app\/session\/dictation\?session=[0-9a-f-]{36}$/);
  await expect(startRecording(main)).toBeVisible();
  expect(await ownSessions(page)).toHaveLength(1);
});

test('each wizard step opened directly continues the latest unfinished session with its Generate button', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  const older = await startSampleSession(page, { client: 'James' });
  const session = await startSampleSession(page, { client: 'Sarah' });
  expect(new Date(session.startedAt) >= new Date(older.startedAt)).toBe(true);
  await page.request.patch(`/api/sessions/${session.id}`, { data: { transcript: TRANSCRIPT } });

  const steps: [string, string][] = [
    ['note-formulation', 'Generate'],
    ['differential-diagnosis', 'Generate Diagnosis'],
    ['assessment-formulation', 'Generate Summary'],
  ];
  for (const [step, button] of steps) {
    const { page: fresh } = await openCold(context, `/app/session/${step}`, (main) =>
      main.getByRole('button', { name: button, exact: true }),
    );
    await expect(fresh).toHaveURL(`/app/session/${step}?session=${session.id}`);
    await fresh.close();
  }

  const diagnosis = {
    id: 'gad',
    diagnosis: 'Generalized anxiety disorder',
    code: 'F41.1',
    confidence: 0.8,
    reasoning: 'Excessive worry most days',
    criteriaMet: [],
    criteriaUnmet: [],
    evidence: [],
  };
  const accepted = await page.request.put(`/api/sessions/${session.id}/diagnoses`, {
    data: { diagnoses: [diagnosis], selectedIds: ['gad'], accepted: true },
  });
  expect(accepted.ok()).toBe(true);
  const { page: fresh } = await openCold(context, '/app/session/treatment-suggestions', (main) =>
    main.getByRole('button', { name: 'Generate Plan' }),
  );
  await expect(fresh).toHaveURL(`/app/session/treatment-suggestions?session=${session.id}`);
  await expect(fresh.getByRole('main').getByRole('button', { name: 'Generate Plan' })).toBeEnabled();
});

test('with no unfinished session a wizard step offers the recent sessions and a new session', async ({
  page,
}) => {
  await page.goto('/app/session/differential-diagnosis');
  const main = page.getByRole('main');
  await expect(main.getByText('No session data is available.')).toBeVisible();
  const recent = main.getByRole('list', { name: 'Recent sessions' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(recent.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/app\/session\/differential-diagnosis\?session=[0-9a-f-]{36}$/,
  );
  expect(page.url()).toMatch(/\/app\/session\/differential-diagnosis$/);
  await checkBothThemes(page);

  const startNew = main.getByRole('button', { name: 'Start a new session' });
  await startNew.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/session\/dictation\?session=[0-9a-f-]{36}$/);
  await expect(startRecording(main)).toBeVisible();
  expect(await ownSessions(page)).toHaveLength(1);
});

const SPEECH_FAILURES: [string, string, string][] = [
  [
    'not-allowed',
    'Recording stopped: the browser is not allowed to use the microphone.',
    'Allow microphone access',
  ],
  ['no-speech', 'Recording stopped: no speech was heard.', 'not muted'],
  [
    'network',
    "Recording stopped: the browser's speech recognition service could not be reached.",
    'Check the network connection',
  ],
  ['audio-capture', 'Recording stopped: no microphone could be used.', 'Connect a microphone'],
  [
    'bad-grammar',
    'Recording stopped: speech recognition failed (bad-grammar).',
    'Press Start Recording to try again',
  ],
];

test('a speech-recognition failure stops the timer, returns to Start Recording and says what to do', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await installFailingSpeechRecognition(page);
  await page.goto('/app/session/dictation');
  const main = page.getByRole('main');
  const timer = main.getByRole('timer', { name: 'Elapsed recording time' });
  await expect(page).toHaveURL(/\?session=/);
  await recordConsent(page, new URL(page.url()).searchParams.get('session') ?? '');
  await page.reload();
  await expect(startRecording(main)).toBeEnabled();

  for (const [error, title, advice] of SPEECH_FAILURES) {
    await startRecording(main).click();
    await expect(main.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
    await expect(main.getByRole('alert').filter({ hasText: 'Recording stopped' })).toBeHidden();
    await expect(timer).toHaveText(/^00:0[1-9]$/, { timeout: 4_000 });
    const startsBefore = await page.evaluate(() => (window as unknown as SpeechWindow).speechStarts);

    await page.evaluate((code) => (window as unknown as SpeechWindow).failSpeech(code), error);
    await expect(startRecording(main)).toBeVisible();
    const alert = main.getByRole('alert').filter({ hasText: title });
    await expect(alert).toContainText(advice);
    await expect(alert).toContainText('switch to typing the transcript');
    await expect(alert).toContainText('Everything transcribed so far is kept.');
    const stoppedAt = await timer.textContent();
    await page.waitForTimeout(1_300);
    await expect(timer).toHaveText(stoppedAt ?? '');
    // It is not quietly restarted behind the clinician's back.
    expect(await page.evaluate(() => (window as unknown as SpeechWindow).speechStarts)).toBe(startsBefore);
    if (error === 'not-allowed') {
      await page.screenshot({ path: '/tmp/i14b-shots/speech-not-allowed.png' });
      await checkBothThemes(page);
    }
  }
});

test('a failed transcript save warns until a retry saves it', async ({ page }) => {
  await page.goto('/app/session/dictation');
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\?session=/);
  const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
  const sessionUrl = `**/api/sessions/${sessionId}`;
  await page.route(sessionUrl, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { error: 'The server is busy', code: 'unavailable' } })
      : route.continue(),
  );

  await main.getByRole('textbox', { name: 'Transcript', exact: true }).fill(TRANSCRIPT);
  const warning = main.getByRole('alert').filter({ hasText: 'The transcript is not saved.' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('The server is busy');
  await page.screenshot({ path: '/tmp/i14b-shots/autosave-failed.png' });
  // It stays: nothing saves it by itself while the server keeps failing.
  await page.waitForTimeout(1_500);
  await expect(warning).toBeVisible();
  await checkBothThemes(page);

  await warning.getByRole('button', { name: 'Retry' }).click();
  await expect(warning).toBeVisible();

  await page.unroute(sessionUrl);
  await warning.getByRole('button', { name: 'Retry' }).click();
  await expect(warning).toBeHidden();
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  const saved = (await (await page.request.get(`/api/sessions/${sessionId}`)).json()) as {
    session: { transcript: string };
  };
  expect(saved.session.transcript).toBe(TRANSCRIPT);
});

test('leaving the recording screen with unsaved work asks first', async ({ page }) => {
  await page.goto('/app/session/dictation');
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\?session=/);
  const recordingUrl = page.url();
  const sessionId = new URL(recordingUrl).searchParams.get('session') ?? '';
  await page.route(`**/api/sessions/${sessionId}`, (route) =>
    route.request().method() === 'PATCH' ? route.abort('failed') : route.continue(),
  );
  await main
    .getByRole('textbox', { name: 'Transcript', exact: true })
    .fill('Client: I could not sleep again.');
  await expect(main.getByRole('alert').filter({ hasText: 'The transcript is not saved.' })).toBeVisible();

  const workspace = page.getByRole('navigation', { name: 'Workspace' });
  await workspace.getByRole('link', { name: 'Clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this screen?' });
  await expect(dialog).toContainText('The transcript has changes that are not saved yet.');
  await page.screenshot({ path: '/tmp/i14b-shots/leave-prompt.png' });
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Stay on this screen' }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(recordingUrl);
  await expect(main.getByRole('textbox', { name: 'Transcript', exact: true })).toHaveValue(
    'Client: I could not sleep again.',
  );

  // Closing or reloading the tab gets the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const beforeUnload = await prompt;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  expect(page.isClosed()).toBe(false);

  await workspace.getByRole('link', { name: 'Clients' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
});

test('saved work leaves without a prompt', async ({ page }) => {
  await page.goto('/app/session/dictation');
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\?session=/);
  await main.getByRole('textbox', { name: 'Transcript', exact: true }).fill('Client: A better week.');
  await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('dialog', { name: 'Leave this screen?' })).toHaveCount(0);
});
