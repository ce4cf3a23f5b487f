import { expect, type Page, test } from '@playwright/test';
import { accounts, chooseLanguage, day, openAs, registerContract, signIn } from './support/portal.js';

/** Opens a contract from a box of the list, found by its number, as a party would. */
async function openContract(page: Page, number: string, box: string): Promise<void> {
  await page.goto('/estate-list');
  await page.getByRole('tab', { name: box, exact: true }).click();
  await page.getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(number);
  await page
    .getByTestId('contract-row')
    .filter({ hasText: number })
    .getByRole('link', { name: `Shartnomani ochish: ${number}` })
    .click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
}

// Issue 3's user steps: a change asked for and made, a change after approval confirmed by the lessee,
// a cancellation asked for and accepted, and the document history that shows all of it in three languages.
test.describe.serial('a contract through change, change after approval and cancellation', () => {
  const number = `E2E-${Date.now()}-L`;
  let historyPath = '';

  test('the lessor registers the contract', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await registerContract(page, {
      number,
      lesseeId: accounts.individual.login,
      area: '50',
      payment: '3000000',
      begin: day(1).display,
      end: day(500).display,
    });
    await page.close();
  });

  test('the lessee sends it back for change with a reason', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await openContract(page, number, 'Kiruvchi');
    await page.getByRole('button', { name: 'Oʻzgartirishga qaytarish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shartnomani oʻzgartirishga qaytarish' });
    await dialog.getByLabel('Sabab').fill('Oylik toʻlov 2 800 000 soʻm boʻlishi kerak');
    await dialog.getByRole('button', { name: 'Oʻzgartirishga qaytarish' }).click();
    await expect(page.getByText('Shartnoma oʻzgartirish uchun yuborildi')).toBeVisible();
    const pending = page.getByTestId('pending-panel');
    await expect(pending).toContainText('Oʻzgartirish uchun qaytarilgan');
    // Sent back, it waits for the lessor: the lessee can no longer confirm it.
    await expect(page.getByRole('button', { name: 'Tasdiqlash', exact: true })).toHaveCount(0);
    await page.close();
  });

  test('the lessor sees why, changes the payment, and sends it again', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await openContract(page, number, 'Chiquvchi');
    const pending = page.getByTestId('pending-panel');
    await expect(pending).toContainText('Oʻzgartirish uchun qaytarilgan');
    await expect(pending).toContainText('Sabab: Oylik toʻlov 2 800 000 soʻm boʻlishi kerak');
    await page.getByRole('link', { name: 'Oʻzgartirish', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Shartnomani oʻzgartirish' })).toBeVisible();

    // A bad value is named on the form and nothing is sent.
    await page.getByLabel('Oylik toʻlov, soʻm').fill('');
    await page.getByRole('button', { name: 'Oʻzgartirish', exact: true }).click();
    await expect(page.getByText('Oylik toʻlov, soʻm ga maʼlumot kiritish majburiy')).toBeVisible();

    await page.getByLabel('Oylik toʻlov, soʻm').fill('2800000');
    await page.getByRole('button', { name: 'Oʻzgartirish', exact: true }).click();
    await expect(page.getByText('Ijara shartnomasi oʻzgartirildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('pending-panel')).toContainText('Oʻzgartirilgan, tasdiqlash kutilmoqda');
    await page.close();
  });

  test('the lessee sees what changed and confirms the contract', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await openContract(page, number, 'Kiruvchi');
    const change = page.getByTestId('pending-panel').getByTestId('change-row');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Oylik toʻlov, soʻm');
    await expect(change).toContainText('3 000 000');
    await expect(change).toContainText('2 800 000');
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await expect(page.getByTestId('pending-panel')).toHaveCount(0);
    await page.close();
  });

  test('after approval the lessor proposes a higher payment; the contract keeps its terms meanwhile', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await openContract(page, number, 'Qabul qilingan');
    await page.getByRole('link', { name: 'Shartlarni oʻzgartirish' }).click();
    await expect(page.getByRole('heading', { name: 'Shartnoma shartlarini oʻzgartirish taklifi' })).toBeVisible();
    await page.getByLabel('Oylik toʻlov, soʻm').fill('3200000');
    await page.getByRole('button', { name: 'Shartlarni oʻzgartirish' }).click();
    await expect(page.getByText('Oʻzgartirish ikkinchi tomonga tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await expect(page.getByTestId('pending-panel')).toContainText(
      'Oʻzgartirish taklif qilingan, tasdiqlash kutilmoqda',
    );
    await expect(page.getByTestId('monthly-payment')).toHaveText(/^2 800 000/);
    await page.close();
  });

  test('the lessee opens the change view, sees before and after, and confirms it', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await openContract(page, number, 'Qabul qilingan');
    await page.getByRole('link', { name: 'Oʻzgartirishni koʻrish' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/edit-show/[0-9a-f-]{36}/${day(1).iso}/${day(500).iso}$`));
    await expect(page.getByRole('heading', { name: `Oʻzgartirishni koʻrib chiqish — № ${number}` })).toBeVisible();
    const change = page.getByTestId('change-row');
    await expect(change).toContainText('2 800 000');
    await expect(change).toContainText('3 200 000');
    await page.getByRole('button', { name: 'Oʻzgartirishni tasdiqlash' }).click();
    await expect(page.getByText('Oʻzgartirish tasdiqlandi')).toBeVisible();
    await expect(page.getByText('Koʻrib chiqiladigan oʻzgartirish yoʻq')).toBeVisible();
    await page.getByRole('link', { name: 'Shartnomaga qaytish' }).click();
    // The new terms hold now, and the payment they replaced is kept beside them.
    await expect(page.getByTestId('monthly-payment')).toHaveText(/^3 200 000/);
    await expect(page.getByTestId('previous-monthly-payment')).toHaveText(/^2 800 000/);
    await page.close();
  });

  test('the lessee asks to cancel from this year; the lessor accepts and the contract is cancelled at once', async ({
    browser,
  }) => {
    const thisYear = day(0).iso.slice(0, 4);
    const lessee = await openAs(browser);
    await signIn(lessee, 'individual');
    await openContract(lessee, number, 'Qabul qilingan');
    await lessee.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    const dialog = lessee.getByRole('dialog', { name: 'Shartnomani bekor qilishni soʻrash' });
    await dialog.getByLabel('Qaysi yildan bekor qilinadi').click();
    await lessee.getByRole('option', { name: thisYear }).click();
    await dialog.getByLabel('Sabab').fill('Boshqa binoga koʻchamiz');
    await dialog.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    await expect(lessee.getByText('Bekor qilish soʻrovi yuborildi')).toBeVisible();
    await expect(lessee.getByTestId('pending-panel')).toContainText('Bekor qilish soʻralgan');
    await lessee.close();

    const lessor = await openAs(browser);
    await signIn(lessor, 'lessor');
    await openContract(lessor, number, 'Qabul qilingan');
    const pending = lessor.getByTestId('pending-panel');
    await expect(pending).toContainText(`${thisYear} yildan bekor qilish`);
    await expect(pending).toContainText('Sabab: Boshqa binoga koʻchamiz');
    await lessor.getByRole('button', { name: 'Bekor qilishga rozilik berish' }).click();
    await expect(lessor.getByText('Ijara shartnomasi bekor qilindi')).toBeVisible();
    await expect(lessor.getByTestId('contract-state')).toHaveText('Bekor qilingan');
    historyPath = new URL(lessor.url()).pathname.replace(
      /^\/contract-view\/([^/]+)\/([^/]+)\/([^/]+).*$/,
      '/contract/changes/$1/$2/$3',
    );

    await lessor.goto('/estate-list');
    await lessor.getByRole('tab', { name: 'Bekor qilingan', exact: true }).click();
    await expect(lessor.getByTestId('contract-row').filter({ hasText: number }).getByTestId('row-state')).toHaveText(
      'Bekor qilingan',
    );
    await lessor.close();
  });

  const historyTexts = {
    Oʻzbekcha: {
      title: 'Hujjat tarixi',
      events: [
        'Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi',
        'Shartnoma oʻzgartirish uchun yuborildi',
        'Ijara shartnomasi oʻzgartirildi',
        'Hujjat tasdiqlandi',
        'Oʻzgartirish taklif qilindi',
        'Oʻzgartirish tasdiqlandi',
        'Bekor qilish soʻraldi',
        'Ijara shartnomasi bekor qilindi',
      ],
      reason: 'Sabab: Boshqa binoga koʻchamiz',
      payment: 'Oylik toʻlov, soʻm',
    },
    Ўзбекча: {
      title: 'Ҳужжат тарихи',
      events: [
        'Шартнома рўйхатга олинди ва тасдиқлаш учун юборилди',
        'Шартнома ўзгартириш учун юборилди',
        'Ижара шартномаси ўзгартирилди',
        'Ҳужжат тасдиқланди',
        'Ўзгартириш таклиф қилинди',
        'Ўзгартириш тасдиқланди',
        'Бекор қилиш сўралди',
        'Ижара шартномаси бекор қилинди',
      ],
      reason: 'Сабаб: Boshqa binoga koʻchamiz',
      payment: 'Ойлик тўлов, сўм',
    },
    Русский: {
      title: 'История документа',
      events: [
        'Договор зарегистрирован и отправлен на подтверждение',
        'Договор отправлен на изменение',
        'Договор аренды изменён',
        'Документ подтверждён',
        'Предложено изменение',
        'Изменение подтверждено',
        'Запрошено расторжение',
        'Договор аренды расторгнут',
      ],
      reason: 'Причина: Boshqa binoga koʻchamiz',
      payment: 'Ежемесячная плата, сум',
    },
  } as const;

  test('the document history shows every step, who took it, why and what changed, in each language', async ({
    browser,
  }) => {
    expect(historyPath).toMatch(/^\/contract\/changes\//);
    const page = await openAs(browser);
    await signIn(page, 'individual');
    let languageLabel = 'Til';
    for (const [language, t] of Object.entries(historyTexts)) {
      await chooseLanguage(page, languageLabel, language);
      languageLabel = language === 'Русский' ? 'Язык' : language === 'Ўзбекча' ? 'Тил' : 'Til';
      await page.goto(historyPath);
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      const entries = page.getByTestId('history-entry');
      await expect(entries.getByRole('heading', { level: 2 })).toHaveText([...t.events]);
      await expect(entries.nth(0)).toContainText(`${accounts.lessor.name} (301234567)`);
      await expect(entries.nth(1)).toContainText(`${accounts.individual.name} (31012850123453)`);
      await expect(entries.nth(1)).toContainText('Oylik toʻlov 2 800 000 soʻm boʻlishi kerak');
      const changed = entries.nth(2).getByTestId('change-row');
      await expect(changed).toContainText(t.payment);
      await expect(changed).toContainText('3 000 000');
      await expect(changed).toContainText('2 800 000');
      await expect(entries.nth(5).getByTestId('change-row')).toContainText('3 200 000');
      await expect(entries.nth(6)).toContainText(t.reason);
      await expect(entries.nth(6)).toContainText(day(0).iso.slice(0, 4));
    }
    await page.close();
  });

  test('the lessor edits the cancelled contract and sends it again; it waits for the lessee anew', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await openContract(page, number, 'Bekor qilingan');
    await page.getByRole('link', { name: 'Tahrirlab qayta yuborish' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/edit-canceled/[0-9a-f-]{36}/${day(1).iso}/${day(500).iso}$`));
    await expect(page.getByRole('heading', { name: 'Shartnomani tahrirlab qayta yuborish' })).toBeVisible();
    await expect(page.getByLabel('Oylik toʻlov, soʻm')).toHaveValue(/^3\s200\s000$/);
    await page.getByLabel('Tugash sanasi').fill(day(700).display);
    await page.getByRole('button', { name: 'Tahrirlab qayta yuborish' }).click();
    await expect(page.getByText('Shartnoma qayta tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/contract-view/[0-9a-f-]{36}/${day(1).iso}/${day(700).iso}/`));
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
    await page.close();
  });

  test('a new contract started from the old one comes prefilled with its lessee and object', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await openContract(page, number, 'Chiquvchi');
    await page.getByRole('link', { name: 'Shu asosda yangi shartnoma' }).click();
    await expect(page).toHaveURL(/\/contract\/recreate\//);
    await expect(page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR')).toHaveValue(accounts.individual.login);
    await expect(page.getByLabel('Ijara maydoni, m²')).toHaveValue('50');
    await expect(page.getByLabel('Shartnoma raqami')).toHaveValue('');
    const copy = `${number}-2`;
    await page.getByLabel('Shartnoma raqami').fill(copy);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Boshlanish sanasi').fill(day(2).display);
    await page.getByLabel('Tugash sanasi').fill(day(300).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${copy}` })).toBeVisible();
    await expect(page.getByText(accounts.individual.name)).toBeVisible();
    await page.close();
  });

  test('a stranger cannot read the history', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'legal');
    await page.goto(historyPath);
    await expect(page.getByText('Maʼlumot topilmadi')).toBeVisible();
    await expect(page.getByTestId('history-entry')).toHaveCount(0);
    await page.close();
  });
});

// Spec §4: a cancellation can take effect from a given year. Agreed from next year, the contract stays in
// force until 1 January of it, and says so on its page and in the lists.
test.describe.serial('a contract cancelled from next year', () => {
  const number = `E2E-${Date.now()}-Y`;
  const nextYear = String(Number(day(0).iso.slice(0, 4)) + 1);

  test('registered by the lessor', async ({ browser }) => {
    const lessor = await openAs(browser);
    await signIn(lessor, 'lessor');
    await registerContract(lessor, {
      number,
      lesseeId: accounts.individual.login,
      area: '20',
      payment: '3000000',
      begin: day(1).display,
      end: day(500).display,
    });
    await lessor.close();
  });

  test('confirmed by the lessee', async ({ browser }) => {
    const lessee = await openAs(browser);
    await signIn(lessee, 'individual');
    await openContract(lessee, number, 'Kiruvchi');
    await lessee.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(lessee.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await lessee.close();
  });

  test('the lessee asks to cancel from next year', async ({ browser }) => {
    const lessee = await openAs(browser);
    await signIn(lessee, 'individual');
    await openContract(lessee, number, 'Qabul qilingan');
    await lessee.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    const dialog = lessee.getByRole('dialog', { name: 'Shartnomani bekor qilishni soʻrash' });
    await dialog.getByLabel('Qaysi yildan bekor qilinadi').click();
    await lessee.getByRole('option', { name: nextYear }).click();
    await dialog.getByLabel('Sabab').fill('Yangi yildan boshqa joyga koʻchamiz');
    await dialog.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    await expect(lessee.getByText('Bekor qilish soʻrovi yuborildi')).toBeVisible();
    await lessee.close();
  });

  test('the lessor accepts: the contract stays in force and shows "cancelled from" on its page and in the list', async ({
    browser,
  }) => {
    const lessor = await openAs(browser);
    await signIn(lessor, 'lessor');
    await openContract(lessor, number, 'Qabul qilingan');
    await lessor.getByRole('button', { name: 'Bekor qilishga rozilik berish' }).click();
    await expect(lessor.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await expect(lessor.getByTestId('contract-cancelled-from')).toHaveText(`${nextYear}-yildan bekor qilingan`);
    await expect(lessor.getByTestId('pending-panel')).toHaveCount(0);
    // Its end is agreed: no second cancellation is offered.
    await expect(lessor.getByRole('button', { name: 'Bekor qilishni soʻrash' })).toHaveCount(0);

    await lessor.goto('/estate-list');
    await lessor.getByRole('tab', { name: 'Qabul qilingan', exact: true }).click();
    await lessor.getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(number);
    const row = lessor.getByTestId('contract-row').filter({ hasText: number });
    await expect(row.getByTestId('row-state')).toHaveText('Tasdiqlangan');
    await expect(row.getByTestId('row-cancelled-from')).toHaveText(`${nextYear}-yildan bekor qilingan`);
    await lessor.close();
  });

  test('the lessee sees it in force until then, in each language', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await openContract(page, number, 'Qabul qilingan');
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await expect(page.getByTestId('contract-cancelled-from')).toHaveText(`${nextYear}-yildan bekor qilingan`);
    const url = page.url();
    let languageLabel = 'Til';
    for (const [language, text] of [
      ['Ўзбекча', `${nextYear}-йилдан бекор қилинган`],
      ['Русский', `Расторгнут с ${nextYear} года`],
    ] as const) {
      await chooseLanguage(page, languageLabel, language);
      languageLabel = language === 'Русский' ? 'Язык' : 'Тил';
      await page.goto(url);
      await expect(page.getByTestId('contract-cancelled-from')).toHaveText(text);
    }
    await page.close();
  });
});
