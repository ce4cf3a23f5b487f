import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, signIn } from './support/portal.js';

// Spec §8 "leased plots exist and all must be filled": the lessor rents two of its plots under one land
// rent. A second plot's row begun and left empty is named, and the form says every plot must be filled;
// finished, the fee is both plots' at the one multiplier, and the contract lists both; a new contract made
// from it starts with both.
test('a land rent of two plots: an unfinished row is refused, the fee sums both, the contract lists both', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.goto('/services/land-rent');
  const number = `E2E-${Date.now()}-YER2`;
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.legal.login);
  await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:11:01:04:05:0300/ });
  await page.getByLabel('Ijara maydoni, m²').fill('100');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(700).display);
  await page.getByLabel('Yer soligʻi stavkasiga koeffitsient (1 dan 3 gacha)').fill('2');
  // 100 m² × 6 000 × 2 / 12.
  await expect(page.getByTestId('land-fee')).toHaveText(
    'Yer soligʻi stavkasi: 1 m² uchun yiliga 6 000 soʻm. Oylik ijara haqi: 100 000 soʻm.',
  );

  await page.getByRole('button', { name: 'Uchastka qoʻshish' }).click();
  // The first plot is not offered again.
  await page.getByLabel('2-uchastka (kadastr raqami)').click();
  await expect(page.getByRole('option', { name: /10:11:01:04:05:0300/ })).toHaveCount(0);
  await page.getByRole('option', { name: /10:11:01:04:05:0301/ }).click();
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByTestId('plots-error')).toHaveText(
    'Ijaraga berilayotgan uchastkalar bor: ularning barchasi toʻldirilishi shart',
  );
  await expect(page.locator('#plot-0-area-helper-text')).toHaveText(
    '2-uchastkaning ijara maydoni, m² ga maʼlumot kiritish majburiy',
  );

  await page.getByLabel('2-uchastkaning ijara maydoni, m²').fill('200');
  // And 200 m² × 3 000 × 2 / 12 = 100 000 more.
  await expect(page.getByTestId('land-fee')).toHaveText(
    'Yer soligʻi stavkasi: 1 m² uchun yiliga 6 000 soʻm. Oylik ijara haqi: 200 000 soʻm.',
  );
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('monthly-payment')).toHaveText('200 000');
  const plots = page.getByTestId('land-plots').getByRole('listitem');
  await expect(plots).toHaveCount(2);
  await expect(plots.nth(0)).toContainText('10:11:01:04:05:0300');
  await expect(plots.nth(0)).toContainText('100 m²');
  await expect(plots.nth(1)).toContainText('10:11:01:04:05:0301');
  await expect(plots.nth(1)).toContainText('200 m²');

  // A new contract made from this one starts with its plots and multiplier, not only the common terms.
  const [, id, begin, end] = /\/contract-view\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(page.url())!;
  await page.goto(`/contract/recreate/${id}/${begin}/${end}`);
  await expect(page.getByLabel('Yer soligʻi stavkasiga koeffitsient (1 dan 3 gacha)')).toHaveValue('2');
  await expect(page.getByLabel('2-uchastka (kadastr raqami)')).toContainText('10:11:01:04:05:0301');
  await expect(page.getByLabel('2-uchastkaning ijara maydoni, m²')).toHaveValue('200');
  await page.close();
});
