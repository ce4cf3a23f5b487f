import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, registerContract, signIn } from './support/portal.js';

// Issue 21, part 3: a person authorises a representative under the user menu; the representative, acting
// for them, confirms a contract and the history names the representative for the party; the person revokes
// the authorisation and the representative's next request is refused.
test.describe.serial('a representative acts for a party until revoked', () => {
  const number = `E2E-${Date.now()}-REP`;
  let contractPath = '';

  test('the lessor registers a contract to the person, who authorises a representative to view and confirm', async ({
    browser,
  }) => {
    const lessor = await openAs(browser);
    await signIn(lessor, 'lessor');
    await registerContract(lessor, {
      number,
      lesseeId: accounts.individual.login,
      area: '11',
      payment: '900000',
      begin: day(1).display,
      end: day(200).display,
    });
    await lessor.close();

    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Vakillar' }).click();
    await expect(page).toHaveURL('/account/representatives');
    await page.getByLabel('Vakilning JShShIRi').fill(accounts.student.login);
    await page.getByLabel('Tanlangan shartnomalar').check();
    // A list of many choices stays open after each pick.
    await page.getByLabel('Shartnomalarni tanlang').click();
    await page.getByRole('option', { name: new RegExp(number) }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.getByLabel('Tasdiqlash, rad etish va javob berish').check();
    await page.getByLabel('Qaysi kungacha').fill(day(30).iso);
    await page.getByRole('button', { name: 'Vakolat berish' }).click();
    await expect(page.getByText('Vakolat berildi')).toBeVisible();
    const row = page.getByTestId('representative-row').filter({ hasText: accounts.student.name });
    await expect(row).toContainText('1 ta shartnoma');
    await expect(row).toContainText('Shartnomalarni koʻrish, Tasdiqlash, rad etish va javob berish');
    await expect(row).toContainText('Amalda');
    await page.close();
  });

  test('the representative confirms the contract for the person; the history names them', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'student');
    await choose(page, 'Kim nomidan', { name: `${accounts.individual.name} (vakil sifatida)` });
    await expect(page).toHaveURL('/estate-list');
    await expect(page.getByTestId('contract-row')).toHaveCount(1);
    await page.getByTestId('contract-row').filter({ hasText: number }).click();
    contractPath = new URL(page.url()).pathname;
    await page.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await page.getByRole('link', { name: 'Hujjat tarixi' }).click();
    await expect(page.getByText(`Kim: ${accounts.student.name} — ${accounts.individual.login} vakili`)).toBeVisible();
    await page.close();
  });

  test('the person revokes it, and the representative is refused at once', async ({ browser }) => {
    const representative = await openAs(browser);
    await signIn(representative, 'student');
    await choose(representative, 'Kim nomidan', { name: `${accounts.individual.name} (vakil sifatida)` });
    await representative.goto(contractPath);
    await expect(representative.getByTestId('contract-state')).toHaveText('Tasdiqlangan');

    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/account/representatives');
    const row = page.getByTestId('representative-row').filter({ hasText: accounts.student.name });
    await row.getByRole('button', { name: `Bekor qilish: ${accounts.student.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Vakolatni bekor qilasizmi?' });
    await expect(confirm).toContainText(`${accounts.student.name} darhol sizning nomingizdan ish yurita olmay qoladi`);
    await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
    await expect(row).toContainText('Bekor qilingan');
    await page.close();

    await representative.reload();
    await expect(
      representative.getByRole('alert').filter({ hasText: 'Tomon vakolatingizni bekor qilgan' }),
    ).toBeVisible();
    await expect(representative.getByTestId('contract-state')).toHaveCount(0);
    // The choice still shows the party, so the representative can go back to acting for themself.
    await choose(representative, 'Kim nomidan', { name: 'Oʻzim' });
    await expect(representative).toHaveURL('/estate-list');
    await representative.close();
  });
});
