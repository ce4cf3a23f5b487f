import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page as drawn: once its transitions are over, so a
 * notice still fading in is measured in its own colours, not half blended with the page under it.
 */
export async function accessible(page: Page, path: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
  expect.soft(serious).toEqual([]);
}

/** Every text on the page came from the locale files: no key shown raw (ours or react-admin's own). */
export async function noRawKeys(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\b(operator|ra)\.[a-z]\w*\.?\w*/);
}
