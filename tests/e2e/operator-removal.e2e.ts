import { type Browser, expect, type Page, test } from '@playwright/test';
import { accessible, noRawKeys } from './support/back-office.js';
import { type AccountName, accounts, day, openAs, signIn, submitOtherRent } from './support/portal.js';
import { signingPortal } from './support/signing-portal.js';

// Issue 19, screen 1, end to end: a portal that requires signatures, the development E-IMZO helper on
// this machine (its WebSocket protocol; a key for each demo user, the staff's too), and Chromium. The
// lessor registers a contract, signed; the operator finds it in the back-office, takes it off the
// register with a date and a reason, signs that with their own key, and sees it removed, with who, when,
// why and the signature in its history. A supervisor's page opened before is refused with why.
signingPortal({
  // This file's own portal, beside the one the config starts on E2E_PORT: a run on another E2E_PORT keeps its own.
  port: Number(process.env.E2E_PORT ?? 3100) + 1000,
  database: `${process.env.E2E_DATABASE ?? 'rp_e2e'}_removal`,
  queuePrefix: `${process.env.QUEUE_PREFIX ?? 'e2e'}-removal`,
  keysPrefix: 'rp-e2e-removal-',
});

/** The key dialog: only the signer's own key file, with holder and TIN or PINFL; chosen and signed. */
async function signWith(page: Page, holder: string, id: string) {
  const dialog = page.getByRole('dialog', { name: 'Elektron imzo kalitini tanlang' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog).toContainText(id);
  await dialog.getByRole('radio', { name: new RegExp(holder.replace(/[()]/g, '\\$&')) }).check();
  await dialog.getByRole('button', { name: 'Imzolash' }).click();
  await expect(dialog).toBeHidden();
}

/** The back-office's contract page of `number`, found by a part of its number as an operator searches. */
async function findContract(page: Page, number: string) {
  await page.goto('/operator');
  await page.getByRole('menuitem', { name: 'Shartnomalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shartnomalarni qidirish' })).toBeVisible();
  await page.getByLabel('Raqamning bir qismi').fill(number);
  // The list searches once the typing settles, and the search is in the address: opened before, it would come back.
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(`"number":"${number}"`)));
  const row = page.getByTestId('contract-rows').locator('tbody tr').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
}

/** A browser of its own, signed in as `who`. */
async function signedIn(browser: Browser, who: AccountName) {
  const page = await openAs(browser);
  await signIn(page, who);
  return page;
}

test('the operator finds a contract, takes it off the register with a reason, signed, and sees it removed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const number = `E2E-${Date.now()}-RM`;
  const lessor = await signedIn(browser, 'lessor');
  await submitOtherRent(lessor, {
    number,
    lesseeId: accounts.individual.login,
    area: '20',
    payment: '900000',
    begin: day(1).display,
    end: day(200).display,
  });
  await signWith(lessor, 'Nazarov Bekzod Olimovich', 'STIR 301234567');
  await expect(lessor.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await lessor.close();

  // A supervisor opens the contract first and keeps the page: it will be too late for them.
  const supervisor = await signedIn(browser, 'supervisor');
  await findContract(supervisor, number);

  const page = await signedIn(browser, 'operator');
  await findContract(page, number);
  await page.getByRole('button', { name: 'Reyestrdan chiqarish' }).click();
  const dialog = page.getByRole('dialog', { name: `Shartnoma № ${number}: reyestrdan chiqarish` });
  await expect(dialog).toBeVisible();
  // The date it takes effect is today unless told; a reason is required before anything is signed.
  await expect(dialog.getByLabel('Chiqarish sanasi')).toHaveValue(day(0).display);
  await dialog.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  await expect(dialog).toContainText('Sababni kiriting');
  await expect(page.getByRole('dialog', { name: 'Elektron imzo kalitini tanlang' })).toHaveCount(0);
  await dialog.getByLabel('Chiqarish sanasi').fill('31.02.2026');
  await dialog.getByLabel('Sabab').fill('Sud qarori № 12, 2026-11-20');
  await dialog.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  await expect(dialog).toContainText('Sanani KK.OO.YYYY koʻrinishida kiriting');
  await dialog.getByLabel('Chiqarish sanasi').fill(day(0).display);
  await noRawKeys(page);
  await accessible(page, '/operator/contracts/:id/show (removal dialog)');

  // Closing the key dialog sends nothing: the contract stays on the register.
  await dialog.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  const keys = page.getByRole('dialog', { name: 'Elektron imzo kalitini tanlang' });
  await expect(keys).toBeVisible();
  await keys.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(keys).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('history-entry')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  await signWith(page, accounts.operator.name, `JShShIR ${accounts.operator.login}`);
  // The notice says it is done; the history's new entry, which may already be drawn, carries the same words.
  await expect(page.getByRole('alert').filter({ hasText: /^Shartnoma reyestrdan chiqarildi$/ })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Shown removed, with its date and reason; the history names who, when, why, and the signature.
  const removed = `Shartnoma ${day(0).display} dan reyestrdan chiqarilgan. Sabab: Sud qarori № 12, 2026-11-20`;
  await expect(page.getByTestId('contract-removed')).toHaveText(removed);
  await expect(page.getByTestId('contract-facts').getByRole('row', { name: /Reyestrdan chiqarilgan/ })).toContainText(
    'Sud qarori № 12, 2026-11-20',
  );
  await expect(page.getByRole('button', { name: 'Reyestrdan chiqarish' })).toHaveCount(0);
  const entry = page.getByTestId('history-entry').nth(1);
  await expect(entry).toContainText('Kim: Qoʻmita xodimi: Sobirov Otabek (operator)');
  await expect(entry).toContainText('Sabab: Sud qarori № 12, 2026-11-20');
  await expect(entry.getByTestId('history-signature')).toContainText(
    `Elektron imzo: ${accounts.operator.name} (${accounts.operator.login})`,
  );
  await noRawKeys(page);
  await accessible(page, '/operator/contracts/:id/show (removed)');
  await page.close();

  // The supervisor's page still offers the step; signed and sent, it is refused with why, nothing changed.
  await supervisor.getByRole('button', { name: 'Reyestrdan chiqarish' }).click();
  const late = supervisor.getByRole('dialog', { name: `Shartnoma № ${number}: reyestrdan chiqarish` });
  await late.getByLabel('Sabab').fill('Ikkinchi marta');
  await late.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  await signWith(supervisor, accounts.supervisor.name, `JShShIR ${accounts.supervisor.login}`);
  await expect(late.getByRole('alert')).toHaveText('Shartnoma reyestrdan chiqarilgan');
  await late.getByRole('button', { name: 'Bekor qilish' }).click();
  await supervisor.reload();
  await expect(supervisor.getByTestId('contract-removed')).toHaveText(removed);
  await expect(supervisor.getByTestId('history-entry')).toHaveCount(2);
  await supervisor.close();
});
