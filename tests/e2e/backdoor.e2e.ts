import { expect, test } from '@playwright/test';
import { accounts, day, openAs, signIn } from './support/portal.js';

// Issue 5, spec §2 and §6: an operator opens a legal entity's cabinet through the backdoor, with a reason;
// every page says it is read-only, and a registration is refused with the spec's message.
test('an operator enters as a legal entity, read-only: its list is there, registering a contract is refused', async ({ browser }) => {
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

  await page.goto('/services/other-rent');
  await page.getByLabel('Shartnoma raqami').fill('BD-E2E-1');
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
  await page.getByLabel('Ijara obyekti (kadastr raqami)').click();
  await page.getByRole('option', { name: /10:09:03:01:02:0017/ }).click();
  await page.getByLabel('Ijara maydoni, m²').fill('20');
  await page.getByLabel('Oylik toʻlov, soʻm').fill('900000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(200).display);
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Siz backdoor orqali kirdingiz, yaratish imkoni yoʻq' })).toBeVisible();
  await expect(page).toHaveURL('/services/other-rent');
  await page.close();
});
