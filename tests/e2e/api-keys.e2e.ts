import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support/portal.js';

// Issue 21: a lessor makes an API key for its own system under the user menu, sees the key once and
// copies it, the key reads its contracts, and once revoked (after a confirmation) it is refused at once.
test('a party makes an API key, sees it once, and revokes it', async ({ browser }) => {
  const page = await openAs(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'legal');
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await page.getByRole('menuitem', { name: 'API kalitlari' }).click();
  await expect(page).toHaveURL('/account/api-keys');

  await page.getByLabel('Nomi').fill('ERP tizimi');
  await page.getByRole('button', { name: 'Kalit yaratish' }).click();
  const shown = page.getByTestId('created-api-key');
  await expect(shown).toContainText('u boshqa koʻrsatilmaydi');
  const key = await shown.getByLabel('Kalit').inputValue();
  expect(key).toMatch(/^rpk_[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Nusxalash' }).click();
  await expect(shown.getByRole('button', { name: 'Nusxalandi' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const auth = { authorization: `ApiKey ${key}` };
  expect((await page.request.get('/api/contracts', { headers: auth })).status()).toBe(200);

  // Shown once: back on the page, the list names the key by its prefix and holds no secret.
  await page.reload();
  const row = page.getByTestId('api-key-row').filter({ hasText: 'ERP tizimi' });
  await expect(row).toContainText(key.split('.')[0]!);
  await expect(row).toContainText('contracts:read');
  await expect(page.getByTestId('created-api-key')).toHaveCount(0);
  expect(await page.content()).not.toContain(key.split('.')[1]);

  await row.getByRole('button', { name: 'Bekor qilish: ERP tizimi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kalitni bekor qilasizmi?' });
  await expect(confirm).toContainText('“ERP tizimi” kaliti darhol ishlamay qoladi');
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(row).toContainText('Bekor qilingan');
  expect((await page.request.get('/api/contracts', { headers: auth })).status()).toBe(401);
  await page.close();
});
