import { expect, test } from '@playwright/test';
import { accounts, choose, chooseLanguage, day, openAs, signIn } from './support/portal.js';

// The minimum monthly rent on the form (spec §5): the object's cadastral zone, the least rent its area
// must bring, the tax preview, the refusal below it, and the reference page of rates.
test.describe('minimum rent on the registration form', () => {
  test('a payment in BHM: the form works out the so‘m at the contract date; the contract keeps the multiple', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/other-rent');
    const number = `E2E-${Date.now()}-BHM`;
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:09:03:01:02:0017/ });
    await choose(page, 'Toʻlov valyutasi', { name: 'BHM (bazaviy hisoblash miqdori)' });
    await expect(page.getByTestId('bhm-payment')).toHaveText(
      'Soʻmdagi summa shartnoma sanasidagi BHM boʻyicha hisoblanadi: avval shartnoma sanasini kiriting',
    );
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Ijara maydoni, m²').fill('100');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#payment-bhmMultiple-helper-text')).toHaveText(
      'BHM miqdori (necha baravar) ga maʼlumot kiritish majburiy',
    );

    await page.getByLabel('BHM miqdori (necha baravar)').fill('12');
    await expect(page.getByTestId('bhm-payment')).toHaveText(
      '1 BHM = 412 000 soʻm (01.08.2025 dan). Oylik toʻlov: 4 944 000 soʻm.',
    );
    await expect(page.getByLabel('Oylik toʻlov, soʻm')).toHaveValue('4 944 000');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('monthly-payment')).toHaveText('4 944 000');
    await expect(page.getByTestId('bhm-payment')).toHaveText('12 BHM × 412 000 soʻm (01.08.2025 dan)');
    await page.close();
  });

  test('the lessor sees the minimum for the area, is refused below it with the amount, and registers at it', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/other-rent');
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:09:03:01:02:0017/ });
    const panel = page.getByTestId('minimum-rent');
    await expect(panel.getByTestId('cadastral-zone')).toHaveText('Kadastr zonasi: Toshkent shahri, noturar joy');
    await expect(panel).toContainText('Eng kam ijara stavkasi (2025 yil): 1 m² uchun oyiga 45 000 soʻm');

    const number = `E2E-${Date.now()}-M`;
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Ijara maydoni, m²').fill('100');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('4000000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await expect(panel.getByTestId('minimum-amount')).toHaveText(
      '100 m² uchun eng kam oylik ijara haqi: 4 500 000 soʻm',
    );
    // A legal entity's taxes are not previewed per contract: the base only, no personal income tax.
    await expect(panel.getByTestId('tax-preview')).toHaveText('Soliq solinadigan oylik baza: 4 500 000 soʻm');

    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    const refusal = 'Ijara haqi eng kam oylik ijara miqdoridan kam boʻlishi mumkin emas: kamida 4 500 000 soʻm';
    await expect(page.locator('#real-estate-monthlyPayment-helper-text')).toHaveText(refusal);
    await expect(page).toHaveURL('/services/other-rent');

    await page.getByLabel('Oylik toʻlov, soʻm').fill('4500000');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await page.close();
  });

  test('an object without cadastral-zone data is refused as soon as it is chosen', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/other-rent');
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:11:01:04:05:0204/ });
    await expect(page.getByTestId('minimum-rent')).toHaveText(
      'Tanlangan obyekt boʻyicha kadastr zonasi maʼlumotlari mavjud emas',
    );
    await page.close();
  });

  test('an individual lessor sees the 12% income tax on the minimum when the rent is lower (domain-facts example)', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/services/other-rent');
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:06:02:02:01:0455\/12/ });
    await page.getByLabel('Ijara maydoni, m²').fill('50');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('1000000');
    const panel = page.getByTestId('minimum-rent');
    await expect(panel.getByTestId('cadastral-zone')).toHaveText('Kadastr zonasi: Toshkent shahri, turar joy');
    await expect(panel.getByTestId('minimum-amount')).toHaveText(
      '50 m² uchun eng kam oylik ijara haqi: 1 400 000 soʻm',
    );
    await expect(panel.getByTestId('tax-preview')).toContainText('Soliq solinadigan oylik baza: 1 400 000 soʻm');
    await expect(panel.getByTestId('tax-preview')).toContainText(
      'Jismoniy shaxslardan olinadigan daromad soligʻi (12%): oyiga 168 000 soʻm',
    );
    await page.close();
  });

  test('the reference page lists the rates by year, in the user’s language', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.goto('/services/other-rent');
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:06:02:02:01:0455\/12/ });
    await page.getByRole('link', { name: 'Eng kam ijara stavkalari' }).click();
    await expect(page).toHaveURL('/minimum-rates');
    await expect(page.getByRole('heading', { name: 'Eng kam oylik ijara stavkalari' })).toBeVisible();
    const first = page.getByTestId('premises-rate').first();
    await expect(first).toContainText('2025');
    await expect(page.getByTestId('premises-rate')).toHaveCount(9);
    await expect(
      page.getByTestId('vehicle-rate').filter({ hasText: '2025' }).filter({ hasText: 'Yengil avtomobil' }),
    ).toContainText('858 000');
    // Each row names its source in the page's language, never a file of the project (issue 18).
    await expect(first).toContainText('2024-yil 24-dekabrdagi OʻRQ-1011-son Davlat budjeti toʻgʻrisidagi qonun');
    await expect(page.getByRole('main')).not.toContainText(/domain-facts|\.md\b|State Budget|Minimum rent/);

    await chooseLanguage(page, 'Til', 'Ўзбекча');
    await expect(first).toContainText('2024 йил 24 декабрдаги ЎРҚ-1011-сон Давлат бюджети тўғрисидаги қонун');
    await chooseLanguage(page, 'Тил', 'Русский');
    await expect(page.getByRole('heading', { name: 'Минимальные ставки месячной арендной платы' })).toBeVisible();
    await expect(
      page.getByTestId('premises-rate').filter({ hasText: 'город Ташкент' }).filter({ hasText: 'нежилое' }).first(),
    ).toContainText('45 000');
    await expect(first).toContainText('Закон о Государственном бюджете № ЗРУ-1011 от 24.12.2024');
    await expect(page.getByTestId('premises-rate').last()).toContainText(
      'Минимальные ставки арендной платы, установленные на 2021 год',
    );
    await expect(page.getByRole('main')).not.toContainText(/[A-Za-z]{2}/);
    await chooseLanguage(page, 'Язык', 'Oʻzbekcha');
    await page.close();
  });

  test('a rent above the committee’s threshold is asked about once more; a PINFL with a wrong check digit is only a warning', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/other-rent');
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill('31012850123454');
    await expect(page.getByTestId('pinfl-warning')).toHaveText(
      'JShShIR nazorat raqami mos kelmadi — raqamlarni tekshiring',
    );
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
    await expect(page.getByTestId('pinfl-warning')).toHaveCount(0);

    const number = `E2E-${Date.now()}-BIG`;
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:09:03:01:02:0017/ });
    await page.getByLabel('Ijara maydoni, m²').fill('100');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('150000000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ijara haqini tasdiqlang' });
    await expect(dialog).toContainText(
      'Oylik ijara haqi 150 000 000 soʻm — bu 100 000 000 soʻmdan yuqori. Summa toʻgʻri kiritilganmi?',
    );
    await dialog.getByRole('button', { name: 'Yoʻq, tuzataman' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/services/other-rent');

    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await page
      .getByRole('dialog', { name: 'Ijara haqini tasdiqlang' })
      .getByRole('button', { name: 'Ha, toʻgʻri' })
      .click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('monthly-payment')).toHaveText('150 000 000');
    await page.close();
  });
});
