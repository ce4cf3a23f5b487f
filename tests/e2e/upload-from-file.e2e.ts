import { expect, test } from '@playwright/test';
import { accounts, day, openAs, signIn } from './support/portal.js';

// Issue 21, a bulk CSV upload: a lessor sends a file with a good row and a bad one from the user menu, sees
// the job's progress end in its summary, the bad row listed with its line, field and the form's message,
// and the good one registered; sent again, the file registers nothing twice (the party's own row ids).
// The good row's lessee is the demo legal entity, whose boxes contract-flow.e2e expects empty: this file
// sorts after it, as invoices.e2e and receipts.e2e do (a group runs its files in name order).
test('a bulk upload with a bad row', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = `E2E-${Date.now()}`;
  const columns = 'rowId,contractNumber,contractDate,lesseeId,cadastralNumber,area,monthlyPayment,beginDate,endDate';
  const row = (id: string, area: string) =>
    [
      id,
      `${run}-${id}`,
      day(0).iso,
      accounts.legal.login,
      '10:09:03:01:02:0017',
      area,
      '3100000',
      day(0).iso,
      day(200).iso,
    ].join(',');
  const csv = [columns, row('B1', '1'), row('B2', '-5')].join('\n');

  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).click();
  await page.getByRole('menuitem', { name: 'Fayldan yuklash (CSV)' }).click();
  await expect(page).toHaveURL('/contracts/bulk-upload');
  const send = () =>
    page
      .getByTestId('bulk-file')
      .setInputFiles({ name: 'contracts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await send();
  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toHaveText('Qatorlar: 2. Roʻyxatga olindi: 1, avval roʻyxatga olingan: 0, rad etildi: 1');
  const refused = page.getByTestId('bulk-error-3');
  await expect(refused).toContainText('B2');
  await expect(refused).toContainText('Ijara maydoni');

  // Sent again: the registered row is known by its id, the bad one is refused again.
  await send();
  await expect(summary).toHaveText('Qatorlar: 2. Roʻyxatga olindi: 0, avval roʻyxatga olingan: 1, rad etildi: 1');

  // The good row is a contract awaiting its lessee, who finds it among what awaits it; the bad one is not.
  const lessee = await openAs(browser);
  await signIn(lessee, 'legal');
  await expect(lessee.getByTestId('contract-row').filter({ hasText: `${run}-B1` })).toHaveCount(1);
  await expect(lessee.getByTestId('contract-row').filter({ hasText: `${run}-B2` })).toHaveCount(0);
  await lessee.close();
  await page.close();
});
