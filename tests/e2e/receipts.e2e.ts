import { expect, test } from '@playwright/test';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

// Issue 21, rent receipts: on a contract in force the lessor sees this month unpaid, issues a receipt for the
// payment received (checked before it is sent), and sees the month paid; the lessee sees the receipt, downloads
// it and disputes it; the lessor's income statement counts it.
test('a receipt issued, seen, downloaded and disputed', async ({ browser }) => {
  test.setTimeout(180_000);
  const number = `E2E-${Date.now()}-RCP`;
  const month = day(0).iso.slice(0, 7);
  const monthRow = (page: import('@playwright/test').Page) =>
    page.getByTestId('contract-receipts').getByTestId(`receipts-${month}`);

  const lessor = await openAs(browser);
  await signIn(lessor, 'lessor');
  await registerContract(lessor, {
    number,
    lesseeId: accounts.legal.login,
    area: '1',
    payment: '3100000',
    begin: day(0).display,
    end: day(200).display,
  });
  const contractPath = new URL(lessor.url()).pathname;
  // Awaiting approval, the contract is not in force: no receipts yet.
  await expect(lessor.getByTestId('contract-receipts')).toHaveCount(0);

  const lessee = await openAs(browser);
  await signIn(lessee, 'legal');
  await lessee.getByTestId('contract-row').filter({ hasText: number }).click();
  await lessee.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(lessee.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
  // In force: this month shows unpaid to the lessee, who issues nothing.
  await expect(monthRow(lessee)).toContainText('Toʻlanmagan');
  await expect(lessee.getByRole('button', { name: 'Kvitansiya rasmiylashtirish' })).toHaveCount(0);

  await lessor.goto(contractPath);
  await expect(monthRow(lessor)).toContainText('Toʻlanmagan');
  await lessor.getByRole('button', { name: 'Kvitansiya rasmiylashtirish' }).click();
  const dialog = lessor.getByRole('dialog', { name: 'Olingan toʻlov kvitansiyasi' });
  // The month's rent left to pay is offered; emptied, the form says the sum is needed and sends nothing.
  await expect(dialog.getByLabel('Toʻlangan summa (soʻm)')).not.toHaveValue('');
  await dialog.getByLabel('Toʻlangan summa (soʻm)').fill('');
  await dialog.getByRole('button', { name: 'Kvitansiya rasmiylashtirish' }).click();
  await expect(dialog.getByText('Toʻlangan summa (soʻm) ga maʼlumot kiritish majburiy')).toBeVisible();
  await dialog.getByLabel('Toʻlangan summa (soʻm)').fill('3100000');
  await dialog.getByRole('button', { name: 'Kvitansiya rasmiylashtirish' }).click();
  await expect(lessor.getByText('Kvitansiya rasmiylashtirildi')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(monthRow(lessor)).toContainText('Toʻlangan');
  const receipt = monthRow(lessor).locator('[data-testid^="receipt-"]');
  await expect(receipt).toContainText('3 100 000');
  await expect(receipt).toContainText('Bank oʻtkazmasi');

  await lessee.reload();
  const seen = monthRow(lessee).locator('[data-testid^="receipt-"]');
  await expect(seen).toContainText('Rasmiylashtirilgan');
  const saved = lessee.waitForEvent('download');
  await seen.getByRole('button', { name: 'Yuklab olish (PDF)' }).click();
  expect((await saved).suggestedFilename()).toMatch(/^receipt-.+-R1-uz-Latn\.pdf$/);
  await seen.getByRole('button', { name: 'Eʼtiroz bildirish' }).click();
  const dispute = lessee.getByRole('dialog');
  await dispute.getByRole('textbox').fill('Toʻlov hali qilinmagan');
  await dispute.getByRole('button', { name: 'Eʼtiroz bildirish' }).click();
  await expect(lessee.getByText('Kvitansiyaga eʼtiroz bildirildi')).toBeVisible();
  await expect(seen).toContainText('Eʼtiroz bildirilgan: Toʻlov hali qilinmagan');
  await expect(seen.getByRole('button', { name: 'Eʼtiroz bildirish' })).toHaveCount(0);

  // The lessor sees the dispute, and its statement of the year counts the receipt (a company: no income tax line).
  await lessor.reload();
  await expect(monthRow(lessor).locator('[data-testid^="receipt-"]')).toContainText('Eʼtiroz bildirilgan');
  await lessor.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await lessor.getByRole('menuitem', { name: 'Ijaradan daromadlar hisoboti' }).click();
  await expect(lessor).toHaveURL('/receipts/statement');
  const statement = lessor.getByTestId('receipt-statement');
  const line = statement.getByRole('row').filter({ hasText: `№ ${number}` });
  await expect(line.getByTestId('statement-row-income')).toHaveText('3 100 000');
  await expect(statement.getByTestId('statement-tax')).toHaveCount(0);
  await lessor.close();
  await lessee.close();
});
