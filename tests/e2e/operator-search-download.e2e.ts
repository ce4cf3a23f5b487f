import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { STAFF_SEARCH_COLUMNS } from '@rent/domain';
import { isZip, xlsxRows } from '../integration/support/export-files.js';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';
import { accessible, backOfficeAs, noRawKeys } from './support/back-office.js';

// Issue 19: an operator downloads what the staff's search of the register finds, as a party downloads its list.
test('the operator searches the register and downloads what it finds as XLS', async ({ browser }) => {
  // Two registrations through the form, then the operator's search and download.
  test.slow();
  const prefix = `SD${Date.now().toString(36)}`;
  const numbers = [`${prefix}-1`, `${prefix}-2`];
  const lessor = await openAs(browser);
  await signIn(lessor, 'lessor');
  for (const number of numbers)
    await registerContract(lessor, {
      number,
      lesseeId: accounts.individual.login,
      area: '7',
      payment: '2200000',
      begin: day(1).display,
      end: day(300).display,
    });
  await lessor.close();

  const page = await backOfficeAs(browser, 'operator');
  await page.getByRole('menuitem', { name: 'Shartnomalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shartnomalarni qidirish' })).toBeVisible();
  await page.getByLabel('Raqamning bir qismi').fill(prefix);
  await page.getByLabel('Tomon: STIR, JShShIR yoki nomi').fill(accounts.lessor.login);
  const rows = page.getByTestId('contract-rows').locator('tbody tr');
  // Newest first: the second registered leads.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(numbers[1]!);
  const shown = (await rows.locator('td:first-child').allInnerTexts()).map((text) => text.trim());

  await page.getByRole('button', { name: 'Yuklab olish' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'XLS formatida yuklab olish' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^contracts-search-\d{8}-\d{4}\.xlsx$/);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  expect(isZip(bytes)).toBe(true);
  const [head, ...cells] = await xlsxRows(bytes);
  const column = (name: (typeof STAFF_SEARCH_COLUMNS)[number]) => STAFF_SEARCH_COLUMNS.indexOf(name);
  expect(head![column('registrationNumber')]).toBe('Roʻyxat raqami');
  // Exactly the contracts the search found, in its order, written as its rows.
  expect(cells.map((r) => r[column('registrationNumber')])).toEqual(shown);
  expect(cells.map((r) => r[column('contractNumber')])).toEqual([numbers[1], numbers[0]]);
  expect(cells[0]![column('monthlyPayment')]).toBe('2 200 000');
  await noRawKeys(page);
  await accessible(page, '/operator/contracts (download)');
  await page.close();
});
