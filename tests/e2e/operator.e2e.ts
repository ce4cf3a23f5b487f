import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { choose, openAs, signIn } from './support/portal.js';

// Issue 19: the committee's back-office under /operator. The demo operator signs in at the portal like
// anyone (password and SMS code), opens it from the cabinet, and reads the audit trail of their own
// actions; a taxpayer is refused; axe finds no serious or critical violation on its pages.
test.describe.configure({ mode: 'serial' });

/** No serious or critical WCAG 2.1 A/AA violation on the page as drawn. */
async function accessible(page: Page, path: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`);
  expect.soft(serious).toEqual([]);
}

/** Every text on the page came from the locale files: no key shown raw (ours or react-admin's own). */
async function noRawKeys(page: Page) {
  await expect(page.locator('body')).not.toContainText(/\b(operator|ra)\.[a-z]\w*\.?\w*/);
}

/** A screen of the back-office, opened from its menu as an operator does, drawn with its heading. */
async function openScreen(page: Page, menu: string, heading: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('a visitor at /operator is sent to sign in', async ({ browser }) => {
  const page = await openAs(browser);
  await page.goto('/operator');
  await expect(page).toHaveURL('/login?type=JIS');
  await expect(page.getByLabel('JShShIR (14 raqam)')).toBeVisible();
  await page.close();
});

test('the operator signs in at the portal, opens the back-office from the cabinet and finds their own action in the audit trail', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'operator');

  await page.goto('/main');
  await page.getByRole('link', { name: 'Xodimlar paneliga oʻtish' }).click();
  await expect(page).toHaveURL(/\/operator\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Umumiy holat' })).toBeVisible();
  // The e2e server's read models keep up: none stalled. The failed jobs are a count, whatever it is.
  await expect(page.getByTestId('stalled-projections')).toHaveText('0');
  await expect(page.getByTestId('failed-jobs')).toHaveText(/^\d+$/);
  // The taxpayers' header and tab menu are not here: the back-office has its own.
  await expect(page.getByTestId('header-name')).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator');

  await openScreen(page, 'Proyeksiyalar', 'Proyeksiyalar (oʻqish modellari)');
  await expect(page.getByRole('cell', { name: 'contract-summary', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ishlamoqda' }).first()).toBeVisible();
  await noRawKeys(page);
  await accessible(page, '/operator/projections');

  await openScreen(page, 'Bajarilmagan vazifalar', 'Bajarilmagan vazifalar');
  await page.getByRole('button', { name: 'Kunlik tekshiruvni hozir ishga tushirish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page.getByTestId('sweep-result')).toContainText(/muddati tugagan shartnomalar: \d+/);
  await noRawKeys(page);
  await accessible(page, '/operator/failed-jobs');

  await openScreen(page, 'Soliq toʻlovchi nomidan kirishlar', 'Soliq toʻlovchi nomidan kirishlar');
  await noRawKeys(page);
  await accessible(page, '/operator/backdoor-entries');

  // The trail holds the operator's opening of the projections screen, found by its permission.
  await openScreen(page, 'Amallar jurnali', 'Xodimlar amallari jurnali');
  await choose(page, 'Amal turi', { name: 'Proyeksiyalarni koʻrish' });
  const rows = page.getByTestId('audit-rows').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Proyeksiyalarni koʻrish' })).toHaveCount(0);
  const mine = rows.filter({ hasText: 'Sobirov Otabek (operator)' }).filter({ hasText: '/operator/projections' });
  await expect(mine.first()).toContainText('Operator');
  await expect(mine.first()).toContainText('Ruxsat etildi');
  await expect(mine.first()).toContainText('200');
  await noRawKeys(page);
  await accessible(page, '/operator/audit');

  // Russian: the menu and the screen's words change with the language chosen in the header.
  await choose(page, 'Til', { name: 'Русский' });
  await expect(page.getByRole('menuitem', { name: 'Журнал действий' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Проекции' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Невыполненные задания' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий сотрудников' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Amallar jurnali' })).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator/audit (ru)');
  await page.close();
});

test('a taxpayer is refused the back-office, and the cabinet offers it only to staff', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'legal');
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Shaxsiy kabinet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xodimlar paneliga oʻtish' })).toHaveCount(0);

  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sahifa qoʻmita xodimlari uchun' })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await page.goto('/operator/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sahifa qoʻmita xodimlari uchun' })).toBeVisible();
  await expect(page.getByTestId('audit-rows')).toHaveCount(0);
  await accessible(page, '/operator as a taxpayer');
  await page.getByRole('link', { name: 'Bosh sahifaga' }).click();
  await expect(page).toHaveURL('/');
  await page.close();
});
