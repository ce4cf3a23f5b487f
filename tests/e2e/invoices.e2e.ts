import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { xlsxRows } from '../integration/support/export-files.js';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

// Spec §1 "Electronic invoice creation is due by month end" (issue 18 item 4): the lessor, a legal entity,
// sees this month's invoice of a contract in force due, marks it issued with the e-invoice's number and sees
// it issued; the lessee sees what was invoiced; the lessor's invoices list shows it.
test('mark an invoice issued', async ({ browser }) => {
  test.setTimeout(180_000);
  const number = `E2E-${Date.now()}-INV`;
  const today = day(0).iso;
  const month = today.slice(0, 7);
  const shownMonth = `${month.slice(5, 7)}.${month.slice(0, 4)}`;
  const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const daysInForce = daysInMonth - Number(today.slice(8, 10)) + 1;
  const invoiceRow = (page: Page) => page.getByTestId('contract-invoices').getByTestId(`invoice-${month}`);

  const lessor = await openAs(browser);
  await signIn(lessor, 'lessor');
  await registerContract(lessor, {
    number,
    // The other legal entity: contract-flow counts what awaits the individual, attachments uses the sole proprietor.
    lesseeId: accounts.legal.login,
    area: '1',
    payment: '3100000',
    begin: day(0).display,
    end: day(200).display,
  });
  const contractPath = new URL(lessor.url()).pathname;
  // Awaiting approval, the contract is not in force: nothing to invoice yet.
  await expect(lessor.getByTestId('contract-invoices')).toHaveCount(0);

  const lessee = await openAs(browser);
  await signIn(lessee, 'legal');
  await lessee.getByTestId('contract-row').filter({ hasText: number }).click();
  await lessee.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(lessee.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
  // The lessee sees the month, and no way to mark it.
  await expect(invoiceRow(lessee)).toContainText('Rasmiylashtirilishi kerak');
  await expect(lessee.getByRole('button', { name: 'Rasmiylashtirildi deb belgilash' })).toHaveCount(0);

  await lessor.goto(contractPath);
  const row = invoiceRow(lessor);
  await expect(row).toContainText(shownMonth);
  await expect(row).toContainText(`${daysInForce} / ${daysInMonth}`);
  await expect(row).toContainText('Rasmiylashtirilishi kerak');
  await row.getByRole('button', { name: 'Rasmiylashtirildi deb belgilash' }).click();
  const dialog = lessor.getByRole('dialog', { name: `${shownMonth} oyi uchun hisob-faktura` });
  await dialog.getByRole('button', { name: 'Rasmiylashtirildi deb belgilash' }).click();
  await expect(dialog.getByText('Elektron hisob-faktura raqami ga maʼlumot kiritish majburiy')).toBeVisible();
  await dialog.getByLabel('Elektron hisob-faktura raqami').fill(`EF-${number}`);
  await dialog.getByRole('button', { name: 'Rasmiylashtirildi deb belgilash' }).click();
  await expect(lessor.getByText('Hisob-faktura rasmiylashtirilgan deb belgilandi')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rasmiylashtirilgan');
  await expect(row.getByTestId('invoice-number')).toHaveText(`EF-${number}`);
  await expect(row.getByRole('button', { name: 'Rasmiylashtirildi deb belgilash' })).toHaveCount(0);

  await lessee.reload();
  await expect(invoiceRow(lessee)).toContainText('Rasmiylashtirilgan');
  await expect(invoiceRow(lessee).getByTestId('invoice-number')).toHaveText(`EF-${number}`);

  // The lessor's list, from the user menu, narrowed to issued invoices.
  await lessor.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await lessor.getByRole('menuitem', { name: 'Hisob-fakturalar roʻyxati' }).click();
  await expect(lessor).toHaveURL('/invoices');
  await lessor.getByLabel('Shartnoma raqami yoki ijaraga oluvchi').fill(number);
  const listed = lessor.getByTestId(`invoice-row-${number}-${month}`);
  await expect(listed).toContainText('Rasmiylashtirilgan');
  await expect(listed).toContainText(`EF-${number}`);
  await expect(listed).toContainText(accounts.legal.name);
  // The search narrows the list once typed (the list is fetched again): the download takes the list as shown.
  await expect(lessor.locator('[data-testid^="invoice-row-"]')).toHaveCount(1);
  // Downloaded as XLS with the list's filter: this one invoice, in the table's words.
  await lessor.getByRole('button', { name: 'Yuklab olish' }).click();
  const saved = lessor.waitForEvent('download');
  await lessor.getByRole('menuitem', { name: 'XLS formatida yuklab olish' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{8}-\d{4}\.xlsx$/);
  const [head, ...cells] = await xlsxRows(new Uint8Array(await readFile((await file.path())!)));
  expect(head).toEqual([
    'Oy',
    'Shartnoma',
    'Ijaraga oluvchi',
    'Summa (soʻm)',
    'Holati',
    'Hisob-faktura raqami',
    'Qayd etilgan vaqt',
  ]);
  expect(cells).toHaveLength(1);
  expect(cells[0]!.slice(4, 6)).toEqual(['Rasmiylashtirilgan', `EF-${number}`]);
  await listed.getByRole('link', { name: `№ ${number}` }).click();
  await expect(lessor).toHaveURL(contractPath);
  await lessor.close();
  await lessee.close();
});
