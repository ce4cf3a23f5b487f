import { expect, test } from '@playwright/test';
import { accounts, openAs, signIn } from './support/portal.js';

// Issue 5, spec §2 and §6: an operator opens a legal entity's cabinet through the backdoor, with a reason;
// every page says it is read-only, and registering is not offered, with the spec's message.
test('a visitor on the backdoor route is asked to sign in as an operator first', async ({ browser }) => {
  const page = await openAs(browser);
  await page.goto(`/backdoor/by-tin/${accounts.lessor.login}`);
  await expect(page.getByText('avval qoʻmita xodimi sifatida tizimga kiring')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kabinetni ochish' })).toHaveCount(0);
  await page.close();
});

test('an operator enters as a legal entity, read-only: its list is there, registering a contract is not offered', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'operator');
  await page.goto(`/backdoor/by-tin/${accounts.lessor.login}`);
  await expect(page.getByRole('heading', { name: 'Soliq toʻlovchi sifatida kirish' })).toBeVisible();
  await page.getByRole('button', { name: 'Kabinetni ochish' }).click();
  await expect(page.getByText('Sababni kiriting')).toBeVisible();
  await page.getByLabel('Kirish sababi').fill('Murojaat № 17 boʻyicha tekshiruv');
  await page.getByRole('button', { name: 'Kabinetni ochish' }).click();

  await expect(page).toHaveURL('/estate-list');
  await expect(page.getByTestId('header-name')).toHaveText(accounts.lessor.name);
  await expect(page.getByTestId('read-only-banner')).toHaveText('Siz backdoor orqali kirdingiz, yaratish imkoni yoʻq');

  // The registration form is not offered at all: the page says why (unusable-pages.e2e.ts follows the rest).
  await page.goto('/services/other-rent');
  await expect(
    page.getByTestId('page-unavailable').getByRole('alert').filter({ hasText: 'yaratish imkoni yoʻq' }),
  ).toBeVisible();
  await expect(page.getByLabel('Shartnoma raqami')).toHaveCount(0);
  await page.close();
});
