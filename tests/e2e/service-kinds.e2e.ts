import { expect, type Page, test } from '@playwright/test';
import { accounts, choose, day, openAs, signIn } from './support/portal.js';

/** Fills a real-estate form (the kind's page is open) on the lessor's Chilonzor object. */
async function fill(
  page: Page,
  lesseeLabel: string,
  c: { number: string; lesseeId: string; area: string; payment: string; end: string },
) {
  await page.getByLabel('Shartnoma raqami').fill(c.number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel(lesseeLabel).fill(c.lesseeId);
  await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:11:01:04:05:0203/ });
  await page.getByLabel('Ijara maydoni, m²').fill(c.area);
  await page.getByLabel('Oylik toʻlov, soʻm').fill(c.payment);
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(c.end);
}

// Each service kind through its own form and list (issue 4), as the lessor and the other party would.
test.describe.serial('leasing and operative management', () => {
  const lease = `E2E-${Date.now()}-LZ`;
  const operative = `E2E-${Date.now()}-OP`;

  test('leasing: a twelve-month term is refused on the end date; over twelve months it is registered', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.getByRole('tab', { name: 'Lizing', exact: true }).click();
    await expect(page).toHaveURL('/services/leasing');
    await expect(page.getByRole('heading', { name: 'Lizing shartnomasini roʻyxatga olish' })).toBeVisible();
    await fill(page, 'Lizing oluvchining STIR yoki JShShIR', {
      number: lease,
      lesseeId: accounts.legal.login,
      area: '60',
      payment: '3000000',
      end: day(365).display,
    });
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#real-estate-endDate-helper-text')).toHaveText(
      'Lizing muddati oʻn ikki oydan ortiq boʻlishi kerak',
    );

    await page.getByLabel('Tugash sanasi').fill(day(800).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${lease}` })).toBeVisible();
    await expect(page.getByTestId('contract-kind')).toHaveText('Lizing');
    await page.close();
  });

  test('operative management: the giver hands space to the taker', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.getByRole('tab', { name: 'Operativ boshqaruv', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Operativ boshqaruv shartnomasini roʻyxatga olish' })).toBeVisible();
    await fill(page, 'Operativ boshqaruvga oluvchining STIR yoki JShShIR', {
      number: operative,
      lesseeId: accounts.legal.login,
      area: '200',
      payment: '9000000',
      end: day(700).display,
    });
    await expect(page.getByText('Operativ boshqaruvga oluvchi: «Samarqand Invest» AJ')).toBeVisible();
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${operative}` })).toBeVisible();
    await expect(page.getByTestId('contract-kind')).toHaveText('Operativ boshqaruv');
    await page.close();
  });

  test('the taker finds each under its own list, and confirms the operative one there', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'legal');
    await page.goto('/leasing-list');
    await expect(page.getByRole('heading', { name: 'Lizing shartnomalari roʻyxati' })).toBeVisible();
    await expect(page.getByTestId('contract-row')).toHaveCount(1);
    await expect(page.getByTestId('contract-row')).toContainText(lease);

    await page.goto('/operative-list');
    await expect(page.getByRole('heading', { name: 'Operativ boshqaruv shartnomalari roʻyxati' })).toBeVisible();
    const row = page.getByTestId('contract-row').filter({ hasText: operative });
    await expect(page.getByTestId('contract-row')).toHaveCount(1);
    await row.getByRole('link', { name: `Shartnomani ochish: ${operative}` }).click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');

    await page.goto('/operative-list?box=accepted');
    await expect(page.getByTestId('contract-row').filter({ hasText: operative })).toHaveCount(1);
    await expect(page.getByTestId('contract-row').filter({ hasText: lease })).toHaveCount(0);
    await page.close();
  });

  test('the taker rents part of that space on; the operative management then cannot be cancelled, naming that contract', async ({
    browser,
  }) => {
    const sublease = `E2E-${Date.now()}-SUB`;
    const page = await openAs(browser);
    await signIn(page, 'legal');
    await page.goto('/services/other-rent');
    await page.getByLabel('Shartnoma raqami').fill(sublease);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
    await page.getByLabel('Ijara obyekti (kadastr raqami)').click();
    await page
      .getByRole('option', {
        name: new RegExp(`operativ boshqaruv № ${operative} \\(umumiy maydoni 200 m², boʻsh 200 m²\\)`),
      })
      .click();
    await page.getByLabel('Ijara maydoni, m²').fill('201');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('9045000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(300).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#real-estate-area-helper-text')).toHaveText('Boʻsh maydon yetarli emas: boʻsh 200 m²');

    await page.getByLabel('Ijara maydoni, m²').fill('50');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('2250000');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${sublease}` })).toBeVisible();

    await page.goto('/operative-list?box=accepted');
    await page
      .getByTestId('contract-row')
      .filter({ hasText: operative })
      .getByRole('link', { name: `Shartnomani ochish: ${operative}` })
      .click();
    await page.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shartnomani bekor qilishni soʻrash' });
    await dialog.getByLabel('Qaysi yildan bekor qilinadi').click();
    await page.getByRole('option', { name: String(new Date().getFullYear() + 1) }).click();
    await dialog.getByLabel('Sabab').fill('Joy kerak emas');
    await dialog.getByRole('button', { name: 'Bekor qilishni soʻrash' }).click();
    await expect(
      page.getByText(`Operativ boshqaruvni ${sublease} shartnomalari mavjud ekan bekor qilib boʻlmaydi`),
    ).toBeVisible();
    await page.close();
  });
});

test.describe.serial('student rent', () => {
  const number = `E2E-${Date.now()}-ST`;

  test('the landlord lists two students by PINFL, sees who they are, and is told the lessee must not repeat', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.getByRole('tab', { name: 'Talabalar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Talabalarga ijara shartnomasini roʻyxatga olish' })).toBeVisible();

    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#student-0-pinfl-helper-text')).toHaveText(
      '1-talabaning JShShIR ga maʼlumot kiritish majburiy',
    );
    await page.getByLabel('1-talabaning JShShIR').fill('5150305');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#student-0-pinfl-helper-text')).toHaveText(
      'JShShIR notoʻgʻri: 14 ta raqam boʻlishi kerak',
    );

    await page.getByLabel('1-talabaning JShShIR').fill('51503050260018');
    await expect(page.locator('#student-0-pinfl-helper-text')).toHaveText(
      'Toshmatov Sardor Baxodirovich — Toshkent davlat iqtisodiyot universiteti, Moliya va buxgalteriya hisobi, 3-kurs',
    );
    await page.getByRole('button', { name: 'Talaba qoʻshish' }).click();
    // The first student is the lessee: typed again, that is "lessee must not repeat" (spec §5).
    await page.getByLabel('2-talabaning JShShIR').fill('51503050260018');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#student-1-pinfl-helper-text')).toHaveText(
      'Ijaraga oluvchi takror kiritilmasligi kerak',
    );
    await page.getByLabel('2-talabaning JShShIR').fill('62206050270028');
    await expect(page.locator('#student-1-pinfl-helper-text')).toContainText(
      'Ergasheva Malika Rustamovna — Oʻzbekiston Milliy universiteti',
    );

    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:06:02:02:01:0455\/12/ });
    await page.getByLabel('Ijara maydoni, m²').fill('40');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('1500000');
    await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
    await page.getByLabel('Tugash sanasi').fill(day(200).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('contract-kind')).toHaveText('Talabalarga ijara');
    await expect(page.getByTestId('students').getByRole('listitem')).toHaveText([
      '51503050260018 — Toshmatov Sardor Baxodirovich, Toshkent davlat iqtisodiyot universiteti, Moliya va buxgalteriya hisobi',
      '62206050270028 — Ergasheva Malika Rustamovna, Oʻzbekiston Milliy universiteti, Matematika',
    ]);
    await page.close();
  });

  test('the first student, the lessee, finds it in the incoming box and confirms it', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'student');
    await expect(page.getByTestId('incoming-badge')).toHaveText('1');
    await page
      .getByTestId('contract-row')
      .filter({ hasText: number })
      .getByRole('link', { name: `Shartnomani ochish: ${number}` })
      .click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await page.close();
  });
});

test('land rent: the fee follows from the plot’s land tax rate and a multiplier of 1 to 3', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.getByRole('tab', { name: 'Yer ijarasi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Yer ijarasi shartnomasini roʻyxatga olish' })).toBeVisible();
  await expect(page.getByLabel('Oylik toʻlov, soʻm')).toHaveCount(0);
  const number = `E2E-${Date.now()}-YER`;
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.legal.login);
  await page.getByLabel('Ijara obyekti (kadastr raqami)').click();
  // Only land plots are offered for land rent, not the lessor's buildings.
  await expect(page.getByRole('option', { name: /10:11:01:04:05:0300/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /10:11:01:04:05:0203/ })).toHaveCount(0);
  await page.getByRole('option', { name: /10:11:01:04:05:0300/ }).click();
  await page.getByLabel('Ijara maydoni, m²').fill('500');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(700).display);

  await page.getByLabel('Yer soligʻi stavkasiga koeffitsient (1 dan 3 gacha)').fill('3.5');
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#land-rentMultiplier-helper-text')).toHaveText(
    'Koeffitsient 1 dan 3 gacha boʻlishi kerak',
  );

  await page.getByLabel('Yer soligʻi stavkasiga koeffitsient (1 dan 3 gacha)').fill('2');
  await expect(page.getByTestId('land-fee')).toHaveText(
    'Yer soligʻi stavkasi: 1 m² uchun yiliga 6 000 soʻm. Oylik ijara haqi: 500 000 soʻm.',
  );
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('contract-kind')).toHaveText('Yer ijarasi');
  await expect(page.getByTestId('monthly-payment')).toHaveText('500 000');
  await page.close();
});

test('rent to a foreign company: a resident lessee is refused on its field; a non-resident is registered', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.getByRole('tab', { name: 'Xorijiy kompaniya', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Xorijiy kompaniyaga ijara shartnomasini roʻyxatga olish' }),
  ).toBeVisible();
  const number = `E2E-${Date.now()}-FC`;
  await fill(page, 'Xorijiy kompaniyaning STIR (norezident)', {
    number,
    lesseeId: accounts.legal.login,
    area: '30',
    payment: '2000000',
    end: day(300).display,
  });
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#real-estate-lesseeId-helper-text')).toHaveText(
    'Ijaraga oluvchi norezident (xorijiy) kompaniya boʻlishi kerak',
  );

  await page.getByLabel('Xorijiy kompaniyaning STIR (norezident)').fill('209876543');
  await expect(
    page.getByText('Xorijiy kompaniya: «Nordic Build Solutions» AS (Norvegiya) vakolatxonasi'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('contract-kind')).toHaveText('Xorijiy kompaniyaga ijara');
  await page.close();
});

test('mobile trade: from the services hub; the lessee must be an active sole proprietor; the object is on the contract', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.goto('/main');
  await page.getByRole('link', { name: 'Koʻchma savdo obyekti ijarasi' }).click();
  await expect(
    page.getByRole('heading', { name: 'Koʻchma savdo obyekti ijarasi shartnomasini roʻyxatga olish' }),
  ).toBeVisible();
  const number = `E2E-${Date.now()}-MT`;
  await fill(page, 'Tadbirkorning JShShIR (YaTT yoki oʻzini oʻzi band qilgan)', {
    number,
    lesseeId: '40711900320056',
    area: '20',
    payment: '1000000',
    end: day(300).display,
  });
  await choose(page, 'Obyekt turi', { name: 'Kiosk', exact: true });
  await choose(page, 'Foydalanish turi', { name: 'Oziq-ovqat savdosi', exact: true });
  await page.getByLabel('Obyekt maydoni, m²').fill('25');
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#mobile-objectArea-helper-text')).toHaveText(
    'Obyekt maydoni ijaraga olingan yer maydonidan oshmasligi kerak',
  );

  await page.getByLabel('Obyekt maydoni, m²').fill('12');
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#real-estate-lesseeId-helper-text')).toHaveText('Ijaraga oluvchi faol emas');

  await page.getByLabel('Tadbirkorning JShShIR (YaTT yoki oʻzini oʻzi band qilgan)').fill('41506950140216');
  await expect(page.getByText('Tadbirkor: Rahimova Dilnoza Akmalovna')).toBeVisible();
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('mobile-object')).toHaveText('Kiosk, Oziq-ovqat savdosi, 12 m²');
  await page.close();
});

test('car rent: a vehicle of the lessor’s, at least the per-vehicle minimum; listed under car rent', async ({
  browser,
}) => {
  // Three sessions: the lessor registers, the lessee sends it back for change, the lessor changes it.
  test.setTimeout(180_000);
  let page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.goto('/main');
  await page.getByRole('link', { name: 'Avtotransport ijarasi' }).first().click();
  await expect(page).toHaveURL('/car/rent');
  await expect(
    page.getByRole('heading', { name: 'Avtotransport ijarasi shartnomasini roʻyxatga olish' }),
  ).toBeVisible();
  const number = `E2E-${Date.now()}-AV`;
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
  await choose(page, 'Transport vositasi (davlat raqami)', { name: /01456ABD — Isuzu NPR 82/ });
  await choose(page, 'Foydalanish maqsadi', { name: 'Yuk tashish', exact: true });
  await page.getByLabel('Oylik toʻlov, soʻm').fill('1000000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(200).display);
  await expect(page.getByTestId('vehicle-minimum')).toHaveText(
    'Mikroavtobus, avtobus yoki yuk avtomobili: eng kam oylik ijara haqi 1 705 000 soʻm',
  );
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#car-monthlyPayment-helper-text')).toHaveText(
    'Ijara haqi eng kam oylik ijara miqdoridan kam boʻlishi mumkin emas: kamida 1 705 000 soʻm',
  );

  await page.getByLabel('Oylik toʻlov, soʻm').fill('2000000');
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('contract-kind')).toHaveText('Avtotransport ijarasi');
  // Shown as a vehicle (issue 18): its plate, kind, model and use, no cadastral number, address or m².
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Ijaraga berilgan transport vositasi' })).toBeVisible();
  await expect(page.getByTestId('vehicle-plate')).toHaveText('01456ABD');
  await expect(page.getByTestId('vehicle-kind')).toHaveText('Yuk avtomobili');
  await expect(page.getByTestId('vehicle-model')).toHaveText('Isuzu NPR 82');
  await expect(page.getByTestId('vehicle-usage')).toHaveText('Yuk tashish');
  await expect(main).not.toContainText(/Kadastr raqami|Manzil|m²/);

  const contractPath = new URL(page.url()).pathname;
  await page.close();

  // Sent back by the lessee, it is changed before approval through the common form.
  const lessee = await openAs(browser);
  await signIn(lessee, 'individual');
  await lessee.goto(contractPath);
  await lessee.getByRole('button', { name: 'Oʻzgartirishga qaytarish' }).click();
  const dialog = lessee.getByRole('dialog', { name: 'Shartnomani oʻzgartirishga qaytarish' });
  await dialog.getByLabel('Sabab').fill('Toʻlovni oshiring');
  await dialog.getByRole('button', { name: 'Oʻzgartirishga qaytarish' }).click();
  await expect(lessee.getByText('Shartnoma oʻzgartirish uchun yuborildi')).toBeVisible();
  await lessee.close();

  page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.goto(contractPath);
  // A vehicle has no area to ask for.
  await page.getByRole('link', { name: 'Oʻzgartirish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shartnomani oʻzgartirish' })).toBeVisible();
  await expect(page.getByLabel('Ijara maydoni, m²')).toHaveCount(0);
  await page.getByLabel('Oylik toʻlov, soʻm').fill('2100000');
  await page.getByRole('button', { name: 'Oʻzgartirish', exact: true }).click();
  await expect(page.getByText('Ijara shartnomasi oʻzgartirildi')).toBeVisible();
  await expect(page.getByTestId('monthly-payment')).toHaveText('2 100 000');

  await page.goto('/car/renting/list?box=outgoing');
  await expect(page.getByRole('heading', { name: 'Avtotransport ijarasi shartnomalari roʻyxati' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Davlat raqami' })).toBeVisible();
  await expect(page.getByTestId('contract-row')).toHaveCount(1);
  await expect(page.getByTestId('contract-row')).toContainText('01456ABD');
  await page.close();
});

test('letter of guarantee: only for a legal entity registered in the last ten days; the view shows the deadline', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.getByRole('tab', { name: 'Kafolat xati', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Kafolat xati asosida ijara shartnomasini roʻyxatga olish' }),
  ).toBeVisible();
  const number = `E2E-${Date.now()}-KX`;
  await fill(page, 'Yangi roʻyxatdan oʻtgan yuridik shaxsning STIR', {
    number,
    lesseeId: accounts.legal.login,
    area: '10',
    payment: '500000',
    end: day(300).display,
  });
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#real-estate-lesseeId-helper-text')).toHaveText(
    'Kafolat xati faqat soʻnggi 10 kun ichida davlat roʻyxatidan oʻtgan yuridik shaxs uchun rasmiylashtiriladi',
  );

  await page.getByLabel('Yangi roʻyxatdan oʻtgan yuridik shaxsning STIR').fill('306000001');
  await expect(page.getByText('Yuridik shaxs: «Yangi Yoʻl Logistika» MChJ')).toBeVisible();
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('guarantee')).toHaveText(/^\d{2}\.\d{2}\.\d{4} — kutilmoqda$/);
  await page.close();
});

test.describe.serial('warehouse services and the commodity turnover screen', () => {
  const number = `E2E-${Date.now()}-OM`;

  test('the lessor registers storage with a share of the yearly turnover; a bad rate is named on its field', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.getByRole('tab', { name: 'Ombor', exact: true }).click();
    await expect(page).toHaveURL('/services/warehouse-service');
    await expect(page.getByRole('heading', { name: 'Ombor xizmatlari shartnomasini roʻyxatga olish' })).toBeVisible();
    await page.getByLabel('Shartnoma raqami').fill(number);
    await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
    await page.getByLabel('Buyurtmachining STIR yoki JShShIR').fill(accounts.legal.login);
    await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:11:01:04:05:0205/ });
    await choose(page, 'Haq nimadan hisoblanadi', { name: 'Tovar aylanmasi', exact: true });
    await page.getByLabel('Stavka, %').fill('150');
    await page.getByLabel('Ijara maydoni, m²').fill('100');
    await page.getByLabel('Oylik toʻlov, soʻm').fill('5000000');
    await page.getByLabel('Boshlanish sanasi').fill(day(0).display);
    await page.getByLabel('Tugash sanasi').fill(day(500).display);
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.locator('#warehouse-turnoverRate-helper-text')).toHaveText(
      'Stavka 0 dan katta va 100 foizdan oshmasligi kerak',
    );

    await page.getByLabel('Stavka, %').fill('2');
    await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
    await expect(page.getByTestId('warehouse-terms')).toHaveText(
      'Haq: Tovar aylanmasidan 2%, eng kam ijara miqdoridan kam emas',
    );
    await page.close();
  });

  test('the client confirms it; the lessor records this year’s turnover and sees the fee, the minimum and what is due', async ({
    browser,
  }) => {
    const client = await openAs(browser);
    await signIn(client, 'legal');
    await client.getByTestId('contract-row').filter({ hasText: number }).click();
    await client.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(client.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await client.close();

    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/estate-list?box=accepted');
    await page.getByTestId('contract-row').filter({ hasText: number }).click();
    await page.getByRole('link', { name: 'Tovar aylanmasi', exact: true }).click();
    await expect(page.getByRole('heading', { name: `№ ${number} shartnoma boʻyicha tovar aylanmasi` })).toBeVisible();
    await expect(page.getByText('Hali tovar aylanmasi kiritilmagan')).toBeVisible();
    const year = day(0).iso.slice(0, 4);
    await page.getByRole('combobox', { name: 'Yil' }).click();
    await page.getByRole('option', { name: year, exact: true }).click();
    await page.getByLabel('Yillik tovar aylanmasi, soʻm').fill('9000000000');
    await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
    await expect(page.getByText('Tovar aylanmasi saqlandi')).toBeVisible();
    // 2 % of 9 000 000 000 is 180 000 000, above any minimum of one year for 100 m² (12 × 4 500 000).
    await expect(page.getByTestId(`turnover-${year}`)).toContainText('9 000 000 000');
    await expect(page.getByTestId(`turnover-${year}`)).toContainText('180 000 000');
    await page.close();
  });
});

test('adjacent area: a legal entity rents part of its plot to a café; an individual finds no such page', async ({
  browser,
}) => {
  const person = await openAs(browser);
  await signIn(person, 'individual');
  await expect(person.getByRole('tab', { name: 'Tutash hudud', exact: true })).toHaveCount(0);
  await person.goto('/services/adjacent-area');
  await expect(person.getByRole('heading', { name: 'Sahifa mavjud emas' })).toBeVisible();
  await person.close();

  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.getByRole('tab', { name: 'Tutash hudud', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tutash hudud ijarasi shartnomasini roʻyxatga olish' })).toBeVisible();
  const number = `E2E-${Date.now()}-TH`;
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.legal.login);
  await page.getByLabel('Ijara obyekti (kadastr raqami)').click();
  // Only land plots are offered, not the lessor's buildings.
  await expect(page.getByRole('option', { name: /10:11:01:04:05:0203/ })).toHaveCount(0);
  await page.getByRole('option', { name: /10:09:03:01:02:0100/ }).click();
  await choose(page, 'Joylashuv', { name: 'Birinchi qator (koʻcha boʻyida)', exact: true });
  await page.getByLabel('Ijara maydoni, m²').fill('60');
  await page.getByLabel('Oylik toʻlov, soʻm').fill('900000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(300).display);
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#adjacent-adjacentObjectName-helper-text')).toHaveText(
    'Tutash obyekt nomi ga maʼlumot kiritish majburiy',
  );

  await page.getByLabel('Tutash obyekt nomi').fill('«Bahor» kafesi');
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('adjacent-area')).toHaveText(
    '«Bahor» kafesi, Birinchi qator (koʻcha boʻyida), yer maydoni 400 m²',
  );
  await page.close();
});

test('non-resident car rent: a resident lessee is refused; a non-resident is registered and listed with the car rents', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  await page.goto('/main');
  await page.getByRole('link', { name: 'Norezidentga avtotransport ijarasi' }).first().click();
  await expect(page).toHaveURL('/car/rent-noresident');
  await expect(
    page.getByRole('heading', { name: 'Norezidentga avtotransport ijarasi shartnomasini roʻyxatga olish' }),
  ).toBeVisible();
  const number = `E2E-${Date.now()}-NR`;
  await page.getByLabel('Shartnoma raqami').fill(number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Norezidentning STIR').fill(accounts.legal.login);
  await choose(page, 'Transport vositasi (davlat raqami)', { name: /01123ABC — Chevrolet Cobalt/ });
  await choose(page, 'Foydalanish maqsadi', { name: 'Shaxsiy foydalanish', exact: true });
  await page.getByLabel('Oylik toʻlov, soʻm').fill('900000');
  await page.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await page.getByLabel('Tugash sanasi').fill(day(200).display);
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.locator('#car-lesseeId-helper-text')).toHaveText(
    'Ijaraga oluvchi norezident (xorijiy) kompaniya boʻlishi kerak',
  );

  await page.getByLabel('Norezidentning STIR').fill('209876543');
  await expect(page.getByText('Norezident: «Nordic Build Solutions» AS (Norvegiya) vakolatxonasi')).toBeVisible();
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  await expect(page.getByTestId('contract-kind')).toHaveText('Norezidentga avtotransport ijarasi');

  await page.goto('/car/renting/list?box=outgoing');
  await expect(page.getByRole('heading', { name: 'Avtotransport ijarasi shartnomalari roʻyxati' })).toBeVisible();
  await expect(page.getByTestId('contract-row').filter({ hasText: number })).toContainText('01123ABC');
  await page.close();
});
