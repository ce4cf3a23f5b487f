import { expect, type Page, test } from '@playwright/test';
import { accounts, choose, day, openAs, signIn } from './support/portal.js';

// Issue 18: every page a user cannot use says why and offers the way back; a read-only (backdoor) session
// sees no form that writes. The lessee opening a vehicle contract's recreate or edit page saw one sentence
// and no way on; the backdoor was offered the whole registration form and refused only on sending it.

/**
 * The individual rents its own car (01A777BC, which no other test rents) to the legal entity; the path of
 * the contract's view. It waits for the legal entity's approval.
 */
async function carContractToLegal(page: Page): Promise<string> {
  await page.goto('/car/rent');
  await page.getByLabel('Shartnoma raqami').fill(`E2E-${Date.now()}-WAY`);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.legal.login);
  await choose(page, 'Transport vositasi (davlat raqami)', { name: /01A777BC — Chevrolet Gentra/ });
  await choose(page, 'Foydalanish maqsadi', { name: 'Shaxsiy foydalanish', exact: true });
  await page.getByLabel('Oylik toʻlov, soʻm').fill('900000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(100).display);
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page).toHaveURL(/\/car\/contract-view\//);
  await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
  return new URL(page.url()).pathname;
}

test.describe.configure({ mode: 'serial' });

test('the lessee opening a vehicle contract’s recreate or edit page is told why and led back to the contract', async ({
  browser,
}) => {
  const lessor = await openAs(browser);
  await signIn(lessor, 'individual');
  const view = await carContractToLegal(lessor);
  await lessor.close();
  const [, id, begin, end] = /\/car\/contract-view\/([^/]+)\/([^/]+)\/([^/]+)/.exec(view)!;

  const lessee = await openAs(browser);
  await signIn(lessee, 'legal');
  for (const [path, why] of [
    [`/car/contract/recreate/${id}/${begin}/${end}`, 'Bu shartnoma asosida yangisini faqat ijaraga beruvchi'],
    [`/car/contract/edit/${id}/${begin}/${end}`, 'Shartnomaning hozirgi holatida bu amalni bajarib boʻlmaydi'],
  ] as const) {
    await lessee.goto(path);
    const unavailable = lessee.getByTestId('page-unavailable');
    await expect(unavailable.getByRole('alert')).toContainText(why);
    await expect(lessee.getByLabel('Oylik toʻlov, soʻm')).toHaveCount(0);
    await unavailable.getByRole('link', { name: 'Shartnomaga qaytish' }).click();
    await expect(lessee).toHaveURL(view);
    // There the lessee decides it: the steps it may take.
    await expect(lessee.getByRole('button', { name: 'Tasdiqlash', exact: true })).toBeVisible();
  }
  await lessee.close();
});

test('a backdoor session sees no form that writes: each such page says why and leads back', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'operator');
  await page.goto(`/backdoor/by-tin/${accounts.legal.login}`);
  await page.getByLabel('Kirish sababi').fill('Murojaat № 18 boʻyicha tekshiruv');
  await page.getByRole('button', { name: 'Kabinetni ochish' }).click();
  await expect(page.getByTestId('read-only-banner')).toBeVisible();

  for (const [path, why] of [
    ['/services/other-rent', 'Siz backdoor orqali kirdingiz, yaratish imkoni yoʻq'],
    ['/car/rent', 'Siz backdoor orqali kirdingiz, yaratish imkoni yoʻq'],
    ['/account/phone', 'Kabinet faqat koʻrish uchun ochilgan'],
  ] as const) {
    await page.goto(path);
    const unavailable = page.getByTestId('page-unavailable');
    await expect(unavailable.getByRole('alert'), path).toContainText(why);
    await expect(page.getByRole('textbox'), path).toHaveCount(0);
    await expect(unavailable.getByRole('link', { name: 'Roʻyxatga qaytish' }), path).toHaveAttribute(
      'href',
      '/estate-list',
    );
  }

  // The car contract sent to the entity opens with no step to take (the entity itself would confirm it).
  await page.goto('/estate-list?box=incoming');
  await page.getByTestId('contract-row').first().click();
  await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
  await expect(page.getByTestId('vehicle-plate')).toHaveText('01A777BC');
  for (const step of ['Tasdiqlash', 'Rad etish', 'Oʻzgartirishga qaytarish', 'Xodimlarni biriktirish'])
    await expect(page.getByRole('main').getByRole('button', { name: step, exact: true }), step).toHaveCount(0);
  await page.close();
});
