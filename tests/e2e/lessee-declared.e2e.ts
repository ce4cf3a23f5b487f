import { expect, test } from '@playwright/test';
import { accounts, day, openAs, signIn } from './support/portal.js';

// Issue 21: the lessee registers a contract its lessor has not, on the same form, naming the lessor; the
// lessor finds it among its incoming contracts and confirms it.
test.describe.serial('a contract the lessee registers', () => {
  const number = `E2E-${Date.now()}-L`;

  test('the lessee registers a contract on the demo lessor’s office, naming the lessor', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/services/other-rent');
    await page
      .getByRole('link', {
        name: 'Siz ijaraga oluvchimisiz? Ijaraga beruvchi roʻyxatga olmagan shartnomani oʻzingiz roʻyxatga oling',
      })
      .click();
    await expect(page).toHaveURL('/services/other-rent/as-lessee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Shartnomani ijaraga oluvchi sifatida roʻyxatga olish',
    );

    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Ijaraga beruvchining STIR yoki JShShIR').fill(accounts.lessor.login);
    await expect(page.getByText(`Ijaraga beruvchi: ${accounts.lessor.name}`)).toBeVisible();
    // Another company's object, not the named lessor's: refused on its field with the lessor form's words.
    await page.getByLabel('Ijara obyekti (kadastr raqami)').fill('14:04:01:02:03:0071');
    await page.getByLabel('Ijara maydoni, m²').fill('5');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('900000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(300).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(
      page.getByText('Bu obyekt koʻrsatilgan ijaraga beruvchi nomida roʻyxatdan oʻtmagan').first(),
    ).toBeVisible();

    await page.getByLabel('Ijara obyekti (kadastr raqami)').fill('10:09:03:01:02:0017');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
    // The lessee waits for the lessor: no confirmation of its own.
    await expect(page.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Hujjat tarixi' }).click();
    await expect(page.getByText('Ijaraga oluvchi roʻyxatga olgan')).toBeVisible();
    await page.close();
  });

  test('the lessor finds it among its incoming contracts and confirms it', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/estate-list');
    const row = page.getByTestId('contract-row').filter({ hasText: number });
    await expect(row.getByTestId('row-state')).toHaveText('Tasdiqlash kutilmoqda');
    await row.getByRole('link', { name: `Shartnomani ochish: ${number}` }).click();
    await page.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await page.close();
  });
});
