import { expect, test } from '@playwright/test';
import { accounts, choose, day, openAs, signIn } from './support/portal.js';

// Spec §3 "kinship": a person rents 10 m² of their flat (Tashkent, residential: at least 280 000 so'm a
// month) to their sister for 100 000; declared a close relative, the minimum does not bind, and the sister
// sees the declaration she confirms with the contract.
test.describe.serial('a contract between close relatives', () => {
  const number = `E2E-${Date.now()}-KIN`;

  test('the lessor declares the lessee a sister and registers below the minimum', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/services/other-rent');
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.yatt.login);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:06:02:02:01:0455\/12/ });
    await page.getByLabel('Ijara maydoni, m²').fill('10');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('100000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    const panel = page.getByTestId('minimum-rent');
    await expect(panel.getByTestId('minimum-amount')).toHaveText('10 m² uchun eng kam oylik ijara haqi: 280 000 soʻm');

    // Declared, but without the relation: the form names what is missing and sends nothing.
    await choose(page, 'Qarindoshlik', { name: 'Ijaraga oluvchi — yaqin qarindoshim' });
    await expect(page.getByTestId('kinship-note')).toContainText('yaqin qarindoshlar oʻrtasidagi shartnomaga');
    await expect(panel.getByTestId('minimum-amount')).toHaveText(
      '10 m² uchun eng kam oylik ijara haqi 280 000 soʻm, lekin yaqin qarindoshlar oʻrtasidagi shartnomaga u qoʻllanilmaydi',
    );
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#kinship-relation-helper-text')).toHaveText(
      'Qarindoshlik darajasi ga maʼlumot kiritish majburiy',
    );

    await choose(page, 'Ijaraga oluvchi sizning kimingiz', { name: 'Aka-uka yoki opa-singil' });
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('monthly-payment')).toHaveText('100 000');
    await expect(page.getByTestId('kinship')).toHaveText(
      'Ijaraga oluvchi — yaqin qarindoshim: Aka-uka yoki opa-singil',
    );
    await page.close();
  });

  test('the sister sees the declaration before confirming, and confirms', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'yatt');
    const row = page.getByTestId('contract-row').filter({ hasText: number });
    await row.getByRole('link', { name: `Shartnomani ochish: ${number}` }).click();
    await expect(page.getByTestId('kinship-to-confirm')).toContainText('yaqin qarindoshi ekanligingizni bildirgan');
    await expect(page.getByTestId('kinship')).toHaveText(
      'Ijaraga oluvchi — yaqin qarindoshim: Aka-uka yoki opa-singil',
    );
    await page.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await expect(page.getByTestId('kinship-to-confirm')).toBeHidden();
    await page.close();
  });
});

// Car rent between persons takes the same declaration: the sole proprietor lends her brother her car
// (a passenger car: at least 858 000 so'm a month) for 300 000.
test('the lessor of a car declares the lessee a brother and registers below the per-vehicle minimum', async ({
  browser,
}) => {
  const number = `E2E-${Date.now()}-KINCAR`;
  const page = await openAs(browser);
  await signIn(page, 'yatt');
  await page.goto('/car/rent');
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
  await choose(page, 'Transport vositasi (davlat raqami)', { name: /01B321CA — Chevrolet Spark/ });
  await choose(page, 'Foydalanish maqsadi', { name: 'Shaxsiy foydalanish', exact: true });
  await page.getByLabel('Oylik toʻlov, soʻm').fill('300000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(200).display);
  await expect(page.getByTestId('vehicle-minimum')).toHaveText(
    'Yengil avtomobil (haydovchidan tashqari 8 oʻringacha): eng kam oylik ijara haqi 858 000 soʻm',
  );

  await choose(page, 'Qarindoshlik', { name: 'Ijaraga oluvchi — yaqin qarindoshim' });
  await expect(page.getByTestId('vehicle-minimum')).toHaveText(
    'Yengil avtomobil (haydovchidan tashqari 8 oʻringacha): eng kam oylik ijara haqi 858 000 soʻm, lekin yaqin qarindoshlar oʻrtasidagi shartnomaga u qoʻllanilmaydi',
  );
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#kinship-relation-helper-text')).toHaveText(
    'Qarindoshlik darajasi ga maʼlumot kiritish majburiy',
  );
  await choose(page, 'Ijaraga oluvchi sizning kimingiz', { name: 'Aka-uka yoki opa-singil' });
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();

  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('vehicle-plate')).toHaveText('01B321CA');
  await expect(page.getByTestId('monthly-payment')).toHaveText('300 000');
  await expect(page.getByTestId('kinship')).toHaveText('Ijaraga oluvchi — yaqin qarindoshim: Aka-uka yoki opa-singil');
  await page.close();
});
