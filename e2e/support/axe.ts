import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails, listing each rule and the elements it found, on any serious or critical axe-core violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Colours mid-transition (a theme switch fades them) are not what the user ends up reading: wait them out.
  // Only transitions end; a looping animation (the recording indicator's pulse) never does.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
