import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, signIn } from './support/portal.js';

// Spec §3 Contract "payment type", "notes", "documents created date", "co-residents, utilities"; spec §5/§8
// "lessee must not repeat"; spec §2 "list of non-resident contracts". A person rents 10 m² of their flat to
// the sole proprietor, who lives there with Karimov Jasur; gas and electricity are the lessee's to pay.
test.describe.serial('a home rented to a person, with its household', () => {
  const number = `E2E-${Date.now()}-HOME`;
  const coResident = '32203780260113';
  const notes = 'Kalitlar: 2 dona. Uy hayvonlarisiz.';

  test('the lessor states the payment type, a note, a co-resident and utilities, and is refused the lessee named again', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/services/other-rent');
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    // A company's premises are no one's home: no co-residents or utilities for a lessee by TIN.
    const lesseeId = page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR');
    await lesseeId.fill(accounts.legal.login);
    await expect(page.getByRole('button', { name: 'Birga yashovchini qoʻshish' })).toBeHidden();
    await lesseeId.fill(accounts.yatt.login);
    await expect(page.getByRole('button', { name: 'Birga yashovchini qoʻshish' })).toBeVisible();
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:06:02:02:01:0455\/12/ });
    await page.getByLabel('Ijara maydoni, m²').fill('10');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('300000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await choose(page, 'Toʻlov turi', { name: 'Bank orqali oʻtkazma' });
    await page.getByLabel('Hujjatlar tuzilgan sana').fill(day(0).display);
    await page.getByLabel('Izoh').fill(notes);

    // The co-resident is looked up as the lessee is; the lessee typed again among them is refused.
    await page.getByRole('button', { name: 'Birga yashovchini qoʻshish' }).click();
    await page.getByLabel('1-birga yashovchining JShShIR').fill(coResident);
    await expect(page.locator('#coResident-0-pinfl-helper-text')).toHaveText('Karimov Jasur Baxtiyorovich');
    await page.getByRole('button', { name: 'Birga yashovchini qoʻshish' }).click();
    await page.getByLabel('2-birga yashovchining JShShIR').fill(accounts.yatt.login);
    await page.getByLabel('Gaz', { exact: true }).click();
    await page.getByRole('option', { name: 'Ijaraga oluvchi' }).click();
    await choose(page, 'Elektr energiyasi', { name: 'Ijaraga oluvchi' });
    await choose(page, 'Isitish', { name: 'Ijaraga beruvchi' });
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#coResident-1-pinfl-helper-text')).toHaveText(
      'Ijaraga oluvchi takror kiritilmasligi kerak',
    );
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeHidden();

    await page.getByRole('button', { name: '2-birga yashovchini olib tashlash' }).click();
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('payment-type')).toHaveText('Bank orqali oʻtkazma');
    await page.close();
  });

  test('the lessee sees them on the contract, and confirms it', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'yatt');
    const row = page.getByTestId('contract-row').filter({ hasText: number });
    await row.getByRole('link', { name: `Shartnomani ochish: ${number}` }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('payment-type')).toHaveText('Bank orqali oʻtkazma');
    await expect(page.getByTestId('notes')).toHaveText(notes);
    await expect(page.getByTestId('documents-date')).toHaveText(day(0).display);
    await expect(page.getByTestId('co-residents')).toHaveText(`${coResident} — Karimov Jasur Baxtiyorovich`);
    await expect(page.getByTestId('utilities').getByRole('listitem')).toHaveText([
      'Elektr energiyasi: Ijaraga oluvchi',
      'Gaz: Ijaraga oluvchi',
      'Isitish: Ijaraga beruvchi',
    ]);
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await page.close();
  });

  test('the lessor proposes cash instead; the lessee sees before and after, confirms, and the contract says cash', async ({
    browser,
  }) => {
    const lessor = await openAs(browser);
    await signIn(lessor, 'individual');
    await lessor.goto('/estate-list?box=accepted');
    await lessor
      .getByTestId('contract-row')
      .filter({ hasText: number })
      .getByRole('link', { name: `Shartnomani ochish: ${number}` })
      .click();
    await lessor.getByRole('link', { name: 'Shartlarni oʻzgartirish' }).click();
    await expect(lessor.getByLabel('Izoh')).toHaveValue(notes);
    await choose(lessor, 'Toʻlov turi', { name: 'Naqd pul' });
    await lessor.getByRole('button', { name: 'Shartlarni oʻzgartirish' }).click();
    await expect(lessor.getByText('Oʻzgartirish ikkinchi tomonga tasdiqlash uchun yuborildi')).toBeVisible();
    // The contract keeps its terms until the lessee confirms.
    await expect(lessor.getByTestId('payment-type')).toHaveText('Bank orqali oʻtkazma');
    await lessor.close();

    const lessee = await openAs(browser);
    await signIn(lessee, 'yatt');
    await lessee.goto('/estate-list?box=accepted');
    await lessee
      .getByTestId('contract-row')
      .filter({ hasText: number })
      .getByRole('link', { name: `Shartnomani ochish: ${number}` })
      .click();
    await lessee.getByRole('link', { name: 'Oʻzgartirishni koʻrish' }).click();
    await expect(lessee.getByTestId('change-row')).toHaveText(['Toʻlov turiBank orqali oʻtkazmaNaqd pul']);
    await lessee.getByRole('button', { name: 'Oʻzgartirishni tasdiqlash' }).click();
    await expect(lessee.getByText('Oʻzgartirish tasdiqlandi')).toBeVisible();
    await lessee.getByRole('link', { name: 'Shartnomaga qaytish' }).click();
    await expect(lessee.getByTestId('payment-type')).toHaveText('Naqd pul');
    await expect(lessee.getByTestId('notes')).toHaveText(notes);
    await lessee.close();
  });

  test('the non-resident list, opened from the contracts list, holds no contract with a resident', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/estate-list?box=sent');
    await expect(page.getByTestId('contract-row').filter({ hasText: number })).toHaveCount(1);
    await page.getByRole('link', { name: 'Norezidentlar bilan shartnomalar roʻyxati' }).click();
    await expect(page).toHaveURL(/\/non-resident-list$/);
    await expect(page.getByRole('heading', { name: 'Norezidentlar bilan shartnomalar roʻyxati' })).toBeVisible();
    await page.getByRole('tab', { name: 'Yuborilgan' }).click();
    await expect(page.getByTestId('contract-row')).toHaveCount(0);
    await page.close();
  });

  test('a contract with a foreign company is on the lessor’s non-resident list', async ({ browser }) => {
    const foreign = `E2E-${Date.now()}-NR`;
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/foreign-company');
    await page.getByLabel('Shartnoma raqami').fill(foreign);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Xorijiy kompaniyaning STIR (norezident)').fill('209876543');
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:09:03:01:02:0017/ });
    await page.getByLabel('Ijara maydoni, m²').fill('2');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('3000000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${foreign}` })).toBeVisible();

    await page.goto('/estate-list');
    await page.getByRole('link', { name: 'Norezidentlar bilan shartnomalar roʻyxati' }).click();
    await page.getByRole('tab', { name: 'Yuborilgan' }).click();
    await expect(page.getByTestId('contract-row').filter({ hasText: foreign })).toHaveCount(1);
    await page.close();
  });
});
