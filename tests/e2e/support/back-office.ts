import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { type AccountName, openAs, signIn } from './portal.js';

/** A new page of `who`, signed in at the portal as anyone is, on the back-office's start page. */
export async function backOfficeAs(browser: Browser, who: AccountName): Promise<Page> {
  const page = await openAs(browser);
  await signIn(page, who);
  await page.goto('/operator');
  return page;
}

/** A screen of the back-office, opened from its menu as an operator does, drawn with its heading. */
export async function openScreen(page: Page, menu: string, heading: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

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
