import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, registerContract, signIn } from './support/portal.js';

// Issue 18: the contracts list on a common laptop screen. The table starts within the first screen, what a
// user looks for leads it, a contract no longer in force shows no running term, and the folded filters
// still filter.
test.describe.serial('the contracts list at 1366×768', () => {
  const prefix = `LL${Date.now().toString(36)}`;
  const kept = `${prefix}-KEPT`;
  const withdrawn = `${prefix}-WD`;

  test('the lessor registers two contracts and withdraws one', async ({ browser }) => {
    test.slow();
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    for (const number of [kept, withdrawn]) {
      await registerContract(page, {
        number,
        lesseeId: accounts.individual.login,
        area: '4',
        payment: '3 000 000',
        begin: day(1).display,
        end: day(400).display,
      });
    }
    // The form left us on the second contract's view.
    await page.getByRole('button', { name: 'Qaytarib olish' }).click();
    await page
      .getByRole('dialog', { name: 'Shartnomani qaytarib olish' })
      .getByRole('button', { name: 'Qaytarib olish' })
      .click();
    await expect(page.getByText('Shartnoma qaytarib olindi')).toBeVisible();
    // The view itself no longer counts down either.
    await expect(page.getByTestId('remaining-term')).toHaveCount(0);
    await page.close();
  });

  test('state, number, counterpart and remaining term lead; the first row is on the first screen', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'lessor');
    await page.getByRole('tab', { name: 'Yuborilgan', exact: true }).click();
    await page.getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(prefix);
    const rows = page.getByTestId('contract-row');
    await expect(rows).toHaveCount(2);

    const headings = page.getByRole('columnheader');
    await expect(headings.nth(0)).toHaveText('Holati');
    await expect(headings.nth(1)).toHaveText('Roʻyxat raqami');
    await expect(headings.nth(2)).toHaveText('Kontragent');
    await expect(headings.nth(3)).toHaveText('Qolgan muddat');
    // All four are in the first screen's width, before the wide table is scrolled.
    const termHeading = await headings.nth(3).boundingBox();
    expect(termHeading!.x + termHeading!.width).toBeLessThanOrEqual(1366);

    // Nothing scrolled: the first row lies whole within the 768 px high window.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const first = await rows.first().boundingBox();
    expect(first!.y).toBeGreaterThan(0);
    expect(first!.y + first!.height).toBeLessThanOrEqual(768);
    await expect(rows.first()).toBeInViewport();

    // The table keeps the spec's 300 px height and scrolls inside it.
    const region = await page.getByRole('region', { name: /Shartnomalar jadvali/ }).boundingBox();
    expect(Math.round(region!.height)).toBe(300);

    // The lessor's counterpart is the lessee; the withdrawn contract has a dash where the term would run.
    const keptRow = rows.filter({ hasText: kept });
    await expect(keptRow.getByTestId('counterpart')).toHaveText(
      `${accounts.individual.login}${accounts.individual.name}`,
    );
    await expect(keptRow.getByTestId('row-state')).toHaveText('Tasdiqlash kutilmoqda');
    await expect(keptRow.getByTestId('remaining-term')).toHaveText(/^1 yil( \d+ oy)?( \d+ kun)?$/);
    const withdrawnRow = rows.filter({ hasText: withdrawn });
    await expect(withdrawnRow.getByTestId('row-state')).toHaveText('Bekor qilingan');
    await expect(withdrawnRow.getByTestId('remaining-term')).toHaveCount(0);
    await expect(withdrawnRow.getByRole('cell').nth(3)).toHaveText('-');
    await page.close();
  });

  test('the folded filters open and still filter', async ({ browser }) => {
    const page = await openAs(browser);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'lessor');
    await page.getByRole('tab', { name: 'Yuborilgan', exact: true }).click();
    await page.getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(prefix);
    const rows = page.getByTestId('contract-row');
    await expect(rows).toHaveCount(2);

    const number = page.getByLabel('Shartnoma yoki roʻyxat raqami');
    await expect(number).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filtrlar', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(number).toBeVisible();

    // The state filter: only the withdrawn contract is cancelled.
    await choose(page, 'Holati', { name: '12 — Bekor qilingan' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(withdrawn);

    // Folded again, the filters keep filtering and the toggle says how many are in use.
    await page.getByRole('button', { name: 'Filtrlar (1)', exact: true }).click();
    await expect(number).toBeHidden();
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Filtrlarni tozalash' }).click();
    await expect(rows.first()).toBeVisible();
    await page.getByRole('button', { name: 'Filtrlar', exact: true }).click();
    await number.fill(kept);
    await page.getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(prefix);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('contract-number')).toHaveText(kept);
    await page.close();
  });
});
