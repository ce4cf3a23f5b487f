import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, registerContract, signIn } from './support/portal.js';

// Issue 5, spec: employee assignment. The company gives a contract to its employee to hold; the employee,
// acting for the company, sees that contract only and takes a step on it; the history names the employee.
test.describe.serial('a company’s employee holds a contract for it', () => {
  const number = `E2E-${Date.now()}-EMP`;

  test('the company assigns the contract to its employee', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
    await page.getByRole('menuitem', { name: 'Xodimlar' }).click();
    await expect(page.getByTestId('employee-row')).toContainText([accounts.yatt.name]);

    await registerContract(page, {
      number,
      lesseeId: accounts.individual.login,
      area: '12',
      payment: '900000',
      begin: day(1).display,
      end: day(200).display,
    });
    await page.getByRole('button', { name: 'Xodimlarni biriktirish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shartnomani yurituvchi xodimlarni tanlang' });
    await dialog.getByLabel(`${accounts.yatt.name} (${accounts.yatt.login})`).check();
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await expect(page.getByText('Xodimlar biriktirildi')).toBeVisible();
    await page.close();
  });

  test('the employee acts for the company on that contract; the history says who acted', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'yatt');
    await choose(page, 'Kim nomidan', { name: accounts.lessor.name });
    await expect(page).toHaveURL('/estate-list');
    await expect(page.getByLabel('Kim nomidan')).toContainText(accounts.lessor.name);
    await page.getByRole('tab', { name: 'Chiquvchi', exact: true }).click();
    await expect(page.getByTestId('contract-row')).toHaveCount(1);
    await page.getByTestId('contract-row').filter({ hasText: number }).click();

    await page.getByRole('button', { name: 'Qaytarib olish' }).click();
    await page
      .getByRole('dialog', { name: 'Shartnomani qaytarib olish' })
      .getByRole('button', { name: 'Qaytarib olish' })
      .click();
    await expect(page.getByText('Shartnoma qaytarib olindi')).toBeVisible();
    await page.getByRole('link', { name: 'Hujjat tarixi' }).click();
    await expect(page.getByText(`Kim: ${accounts.yatt.name}`)).toBeVisible();
    await expect(page.getByText(`Xodimlar: ${accounts.yatt.name}`)).toBeVisible();

    // Back to acting for herself: the company's contract is not hers.
    await choose(page, 'Kim nomidan', { name: 'Oʻzim' });
    await expect(page).toHaveURL('/estate-list');
    await page.getByRole('tab', { name: 'Chiquvchi', exact: true }).click();
    await expect(page.getByTestId('contract-row').filter({ hasText: number })).toHaveCount(0);
    await page.close();
  });
});
