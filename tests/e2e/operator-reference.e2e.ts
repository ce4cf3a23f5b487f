import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type AccountName,
  accounts,
  choose,
  chooseLanguage,
  day,
  openAs,
  registerContract,
  signIn,
} from './support/portal.js';
import { accessible, backOfficeAs, noRawKeys, openScreen } from './support/back-office.js';

// Issue 19, screens 2, 4 and 6: a new BHM and a new rent confirmation threshold, each proposed by the demo
// operator and approved by the demo supervisor (four eyes: no one decides their own proposal), registry extracts loaded from the browser (one imported,
// one refused by line and field), and a read model rebuilt from the log with its progress; each screen in
// one of the three languages, axe finding no serious or critical violation.
test.describe.configure({ mode: 'serial' });

type Language = 'uz-Latn' | 'uz-Cyrl' | 'ru';

/** The reference screen's words in each language: the language's name in the switch, the screen's, the form's button. */
const WORDS: Record<Language, { name?: string; screen: string; propose: string }> = {
  'uz-Latn': { screen: 'Maʼlumotnomalar', propose: 'Taklif qilish' },
  'uz-Cyrl': { name: 'Ўзбекча', screen: 'Маълумотномалар', propose: 'Таклиф қилиш' },
  ru: { name: 'Русский', screen: 'Справочники', propose: 'Предложить' },
};

/** A browser of its own, signed in as `who`, on the reference screen in `language`, on the tab named (else the first). */
async function referenceScreen(browser: Browser, who: AccountName, language: Language, tab?: string): Promise<Page> {
  const page = await openAs(browser);
  await signIn(page, who);
  await page.goto('/operator');
  const { name, screen } = WORDS[language];
  if (name) await chooseLanguage(page, 'Til', name);
  await openScreen(page, screen, screen);
  if (tab) await page.getByRole('tab', { name: tab }).click();
  return page;
}

/** A field of a proposal form, found by its label: typed in, an option chosen from its list, or a box ticked. */
type Field = string | { option: string } | { checked: true };

/**
 * Drives a reference kind's proposal form (`<kind>-proposal`) as the operator does: each field in the order
 * given, then the form's button in `language`; returns the form. Called again with only the fields to
 * change, it sends the form again.
 */
async function propose(page: Page, kind: string, fields: Record<string, Field>, language: Language = 'uz-Latn') {
  const form = page.getByTestId(`${kind}-proposal`);
  for (const [label, value] of Object.entries(fields)) {
    if (typeof value === 'string') await form.getByLabel(label).fill(value);
    else if ('checked' in value) await form.getByRole('checkbox', { name: label }).setChecked(true);
    else {
      // While a list is open the rest of the page is hidden from getByRole: it is closed before going on.
      await form.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await page.getByRole('option', { name: value.option }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
    }
  }
  await form.getByRole('button', { name: WORDS[language].propose }).click();
  return form;
}

/** The operator's proposal, told apart from any an earlier run left by its amount; from a date far ahead. */
const amount = 400_000 + (Date.now() % 100_000);
const shown = `${amount.toLocaleString('en').replaceAll(',', ' ')} soʻm`;
const effective = day(700 + (Date.now() % 300));

test('the operator proposes a new BHM from a date after today; a date not after today is refused in their words', async ({
  browser,
}) => {
  const page = await referenceScreen(browser, 'operator', 'uz-Latn');
  await expect(page.getByTestId('bhm-in-force')).toContainText(/Bugun amalda boʻlgan BHM: [\d ]+ soʻm/);

  const form = await propose(page, 'bhm', {
    'Amal qilish sanasi': day(0).display,
    'Miqdori, soʻm': String(amount),
    Asos: 'Prezident farmoni PF-999, e2e',
    Sababi: 'BHM yangi yildan oshadi',
  });
  await expect(form).toContainText('Sana bugundan keyin boʻlishi kerak');

  await propose(page, 'bhm', { 'Amal qilish sanasi': effective.display });
  const row = page.getByTestId('reference-change').filter({ hasText: shown });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('change-state')).toHaveText('Tasdiq kutmoqda');
  await expect(row).toContainText(effective.display);
  await expect(row).toContainText(accounts.operator.name);
  await expect(row).toContainText('Prezident farmoni PF-999, e2e');
  // Approving is a supervisor's: the operator is offered no decision.
  await expect(page.getByRole('button', { name: 'Tasdiqlash' })).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator/reference');

  // Nor a rebuild, which is a supervisor's or an administrator's.
  await openScreen(page, 'Proyeksiyalar', 'Proyeksiyalar (oʻqish modellari)');
  await expect(page.getByRole('cell', { name: 'contract-summary', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Qayta qurish' })).toHaveCount(0);
  await page.close();
});

test('the supervisor approves it, in Uzbek Cyrillic, and is offered no decision on a proposal of their own', async ({
  browser,
}) => {
  const page = await referenceScreen(browser, 'supervisor', 'uz-Cyrl');

  const row = page.getByTestId('reference-change').filter({ hasText: `${shown.replace('soʻm', 'сўм')}` });
  await row.getByRole('button', { name: 'Тасдиқлаш' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${effective.display} дан амал қиладиган БҲМ тасдиқлансинми?`);
  await dialog.getByLabel('Сабаби').fill('Фармон матни текширилди');
  await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('change-state')).toHaveText('Тасдиқланган');
  await expect(row).toContainText(accounts.supervisor.name);
  await expect(row).toContainText('Фармон матни текширилди');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The supervisor's own proposal waits for another supervisor: no decision is offered on it.
  await propose(
    page,
    'bhm',
    {
      'Амал қилиш санаси': day(1).display,
      'Миқдори, сўм': String(amount + 1),
      Асос: 'Президент фармони ПФ-1000',
      Сабаби: 'Текширув учун таклиф',
    },
    'uz-Cyrl',
  );
  const own = page.getByTestId('reference-change').filter({ hasText: 'Президент фармони ПФ-1000' }).first();
  await expect(own.getByTestId('change-state')).toHaveText('Тасдиқ кутмоқда');
  await expect(own.getByRole('button')).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator/reference (uz-Cyrl)');
  await page.close();
});

/** The threshold proposed below, told apart from an earlier run's by its sum; from a date far ahead. */
const threshold = 200_000_000 + (Date.now() % 100_000) * 1000;
const thresholdShown = (som: string) => `${threshold.toLocaleString('en').replaceAll(',', ' ')} ${som}`;
const thresholdFrom = day(400 + (Date.now() % 300));

test('the operator proposes a new rent confirmation threshold, and the supervisor approves it in Russian; the history shows both', async ({
  browser,
}) => {
  const page = await referenceScreen(browser, 'operator', 'uz-Latn', 'Ijara haqini tasdiqlash chegarasi');
  await expect(page.getByTestId('rentConfirmationThreshold-in-force')).toContainText(
    /Bugun amalda: oylik ijara haqi [\d ]+ soʻmdan oshsa/,
  );
  await propose(page, 'rentConfirmationThreshold', {
    'Amal qilish sanasi': thresholdFrom.display,
    'Miqdori, soʻm': String(threshold),
    Sababi: 'Qoʻmita qarori: chegara oshiriladi',
  });
  const proposed = page.getByTestId('reference-change').filter({ hasText: thresholdShown('soʻm') });
  await expect(proposed.getByTestId('change-state')).toHaveText('Tasdiq kutmoqda');
  await expect(proposed).toContainText(thresholdFrom.display);
  await expect(proposed).toContainText(accounts.operator.name);
  // The BHM tab's history holds no threshold.
  await page.getByRole('tab', { name: 'Bazaviy hisoblash miqdori (BHM)' }).click();
  await expect(page.getByTestId('reference-change').filter({ hasText: thresholdShown('soʻm') })).toHaveCount(0);
  await noRawKeys(page);
  await page.close();

  const supervisor = await referenceScreen(browser, 'supervisor', 'ru', 'Порог подтверждения арендной платы');
  const row = supervisor.getByTestId('reference-change').filter({ hasText: thresholdShown('сум') });
  await row.getByRole('button', { name: 'Утвердить' }).click();
  const dialog = supervisor.getByRole('dialog');
  await expect(dialog).toContainText(`Утвердить изменение «порог подтверждения» с ${thresholdFrom.display}?`);
  await dialog.getByLabel('Причина').fill('Решение комитета проверено');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('change-state')).toHaveText('Утверждено');
  await expect(row).toContainText(accounts.supervisor.name);
  await expect(row).toContainText('Решение комитета проверено');
  await expect(row).toContainText(accounts.operator.name);
  // From a date ahead: today's forms still ask at the sum in force today.
  await expect(supervisor.getByTestId('rentConfirmationThreshold-in-force')).not.toContainText(thresholdShown('сум'));
  await noRawKeys(supervisor);
  await accessible(supervisor, '/operator/reference threshold (ru)');
  await supervisor.close();
});

test("the operator proposes switching a service off from a date, in Uzbek Cyrillic; the list starts from today's", async ({
  browser,
}) => {
  const from = day(500 + (Date.now() % 300));
  const page = await referenceScreen(browser, 'operator', 'uz-Cyrl', 'Ўчирилган хизматлар');
  await expect(page.getByTestId('servicesOff-in-force')).toContainText(/Бугун/);
  await propose(
    page,
    'servicesOff',
    {
      'Амал қилиш санаси': from.display,
      'Омбор хизматлари': { checked: true },
      Сабаби: 'Омборхона хизмати қайта кўриб чиқилади',
    },
    'uz-Cyrl',
  );
  const row = page.getByTestId('reference-change').filter({ hasText: from.display }).first();
  await expect(row.getByTestId('change-state')).toHaveText('Тасдиқ кутмоқда');
  await expect(row).toContainText('Ўчирилган: ');
  await expect(row).toContainText('Омбор хизматлари');
  await noRawKeys(page);
  await accessible(page, '/operator/reference services off (uz-Cyrl)');
  await page.close();
});

test("the operator proposes a later year's minimum-rent rate; this year is refused in their words", async ({
  browser,
}) => {
  const year = new Date().getFullYear() + 2 + (Date.now() % 50);
  const perM2 = 10_000 + (Date.now() % 10_000);
  const page = await referenceScreen(browser, 'operator', 'uz-Latn', 'Eng kam ijara stavkalari');
  await expect(page.getByTestId('minimumRentRate-in-force').locator('tbody tr')).toHaveCount(6);

  const form = await propose(page, 'minimumRentRate', {
    Yil: String(new Date().getFullYear()),
    '1 m² uchun oyiga, soʻm': String(perM2),
    'Aholi punkti': { option: 'Toshkent shahri' },
    'Foydalanish maqsadi': { option: 'noturar joy' },
    Asos: 'Vazirlar Mahkamasi qarori, e2e',
    Sababi: 'Yangi yil stavkalari',
  });
  await expect(form).toContainText('Yil joriy yildan keyin boʻlishi kerak');

  await propose(page, 'minimumRentRate', { Yil: String(year) });
  const row = page.getByTestId('reference-change').filter({ hasText: `${year}-yil: noturar joy, Toshkent shahri` });
  await expect(row.getByTestId('change-state')).toHaveText('Tasdiq kutmoqda');
  await expect(row).toContainText(`01.01.${year}`);
  await expect(row).toContainText('Vazirlar Mahkamasi qarori, e2e');
  await noRawKeys(page);
  await accessible(page, '/operator/reference minimum rates');

  // The vehicles' rates have a tab of their own: each class's rate in force and a form.
  await page.getByRole('tab', { name: 'Transport vositalari ijarasining eng kam stavkalari' }).click();
  await expect(page.getByTestId('vehicleRentRate-in-force').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('vehicleRentRate-proposal')).toBeVisible();
  await noRawKeys(page);
  await page.close();
});

test('the operator proposes a coefficient for a region from a date, named in the history', async ({ browser }) => {
  const from = day(600 + (Date.now() % 300));
  const page = await referenceScreen(browser, 'operator', 'uz-Latn', 'Hududiy koeffitsiyentlar');
  await expect(page.getByTestId('regionalCoefficient-in-force')).toBeVisible();
  await propose(page, 'regionalCoefficient', {
    Hudud: { option: 'Andijon viloyati' },
    'Amal qilish sanasi': from.display,
    Koeffitsiyent: '1,25',
    Asos: 'Andijon viloyati hokimining qarori, e2e',
    Sababi: 'Hududiy koeffitsiyent belgilandi',
  });
  const row = page.getByTestId('reference-change').filter({ hasText: from.display }).first();
  await expect(row.getByTestId('change-state')).toHaveText('Tasdiq kutmoqda');
  await expect(row).toContainText('Andijon viloyati');
  await expect(row).toContainText('Koeffitsiyent: 1.25');
  await noRawKeys(page);
  await accessible(page, '/operator/reference coefficients');
  await page.close();
});

test('the operator proposes a new tax rate from a date, in Russian; the rate in force today is shown', async ({
  browser,
}) => {
  const from = day(650 + (Date.now() % 300));
  const page = await referenceScreen(browser, 'operator', 'ru', 'Ставки налогов');
  await expect(page.getByTestId('taxRate-in-force')).toContainText(/Действует сегодня: Налог на доходы .* — [\d.]+ %/);
  await propose(
    page,
    'taxRate',
    {
      'Действует с': from.display,
      'Ставка, %': '12,5',
      Основание: 'Изменение Налогового кодекса, e2e',
      Причина: 'Ставка изменена законом',
    },
    'ru',
  );
  const row = page.getByTestId('reference-change').filter({ hasText: from.display }).first();
  await expect(row.getByTestId('change-state')).toHaveText('Ждёт утверждения');
  await expect(row).toContainText('12.5 %');
  await noRawKeys(page);
  await accessible(page, '/operator/reference tax rates (ru)');
  await page.close();
});

test("the operator proposes a help page's video from a date with its Russian captions; plain http is refused", async ({
  browser,
}) => {
  const from = day(620 + (Date.now() % 300));
  const url = `https://video.example.uz/car-rent-${Date.now()}.mp4`;
  const page = await referenceScreen(browser, 'operator', 'uz-Latn', 'Video yoʻriqnomalar');
  await expect(page.getByTestId('helpVideo-in-force')).toContainText('Transport vositasini ijaraga berish');
  const form = await propose(page, 'helpVideo', {
    'Amal qilish sanasi': from.display,
    'Video manzili': url.replace('https:', 'http:'),
    'Subtitrlar: ruscha': 'WEBVTT\n\n00:00.000 --> 00:04.000\nАренда транспортного средства',
    Sababi: 'Qoʻmita yangi video yoʻriqnoma chiqardi',
  });
  const address = form.getByLabel('Video manzili');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await propose(page, 'helpVideo', { 'Video manzili': url });
  await expect(address).toHaveValue('');
  const row = page.getByTestId('reference-change').filter({ hasText: url });
  await expect(row.getByTestId('change-state')).toHaveText('Tasdiq kutmoqda');
  await expect(row).toContainText(from.display);
  await expect(row).toContainText('Subtitrlar: ruscha');
  await noRawKeys(page);
  await accessible(page, '/operator/reference help videos');
  await page.close();
});

const HEADER = 'tin,name,address,director,registered_at';

test('the supervisor loads a taxpayers extract, in Russian: a good one imported with its rows, a bad one refused by line and field', async ({
  browser,
}) => {
  const page = await backOfficeAs(browser, 'supervisor');
  await chooseLanguage(page, 'Til', 'Русский');
  await openScreen(page, 'Загрузка реестров', 'Загрузка выписок из реестров');

  async function upload(name: string, csv: string) {
    await choose(page, 'Реестр', { name: 'Налогоплательщики (юридические лица)' });
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('chosen-file')).toHaveText(name);
    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
  }

  const good = `e2e-soliq-${Date.now()}.csv`;
  await upload(
    good,
    `${HEADER}\n305100001,«Sirdaryo Don» MChJ,"Guliston sh., 3",Aliyev Anvar,2019-04-01\n305100002,«Jizzax Mebel» XK,Jizzax sh.,Karimova Dilnoza,2021-09-15\n`,
  );
  await expect(page.getByTestId('upload-outcome')).toHaveText(`${good} загружен: строк 2`, { timeout: 30_000 });
  const goodRow = page.getByTestId('registry-import').filter({ hasText: good });
  await expect(goodRow.getByTestId('import-state')).toHaveText('Загружен');
  await expect(goodRow.getByTestId('import-rows')).toHaveText('Строк: 2');
  await expect(goodRow).toContainText(accounts.supervisor.name);

  const bad = `e2e-bad-${Date.now()}.csv`;
  await upload(
    bad,
    `${HEADER}\n305100003,«Yaxshi» MChJ,Qarshi sh.,Aliyev Anvar,2019-04-01\n30510000X,«Yomon» MChJ,Qarshi sh.,Aliyev Anvar,2019-04-01\n`,
  );
  const outcome = page.getByTestId('upload-outcome');
  await expect(outcome).toContainText(`${bad} не принят, ничего не загружено.`, { timeout: 30_000 });
  await expect(outcome.getByTestId('import-refusal')).toContainText('Строка 3, столбец «tin»:');
  const badRow = page.getByTestId('registry-import').filter({ hasText: bad });
  await expect(badRow.getByTestId('import-state')).toHaveText('Не принят');
  await expect(badRow.getByTestId('import-refusal')).toContainText('Строка 3, столбец «tin»:');
  await noRawKeys(page);
  await accessible(page, '/operator/registry-imports (ru)');
  await page.close();
});

test('the supervisor rebuilds contract-summary from the log and sees the run complete with the events it replayed', async ({
  browser,
}) => {
  // A contract registered first, so the log holds events to replay and a row the rebuilt model must keep.
  const number = `E2E-${Date.now()}-REBUILD`;
  const lessor = await openAs(browser);
  await signIn(lessor, 'lessor');
  await registerContract(lessor, {
    number,
    lesseeId: accounts.individual.login,
    area: '20',
    payment: '1500000',
    begin: day(1).display,
    end: day(300).display,
  });
  await lessor.close();

  const page = await backOfficeAs(browser, 'supervisor');
  await openScreen(page, 'Proyeksiyalar', 'Proyeksiyalar (oʻqish modellari)');
  // The jobs reactor is not rebuilt: replaying it would schedule its jobs again.
  await expect(page.getByTestId('rebuilds-contract-jobs')).toHaveCount(0);

  const rebuilds = page.getByTestId('rebuilds-contract-summary');
  await rebuilds.getByRole('button', { name: 'Qayta qurish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('contract-summary jurnaldan qayta qurilsinmi?');
  await dialog.getByLabel('Sababi').fill('Tekshiruv: qayta qurish');
  await dialog.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(dialog).toHaveCount(0);
  const latest = rebuilds.getByTestId('rebuild-run').first();
  await expect(latest).toContainText(accounts.supervisor.name);
  await expect(latest).toContainText('Tugallandi', { timeout: 30_000 });
  await expect(latest).toContainText(/qayta qoʻllangan hodisalar: [1-9]\d*/);
  await expect(rebuilds.getByRole('button', { name: 'Qayta qurish' })).toBeEnabled();
  await noRawKeys(page);
  await accessible(page, '/operator/projections (rebuild)');

  // The rebuilt read model still holds the contract.
  await openScreen(page, 'Shartnomalar', 'Shartnomalarni qidirish');
  await page.getByLabel('Raqamning bir qismi').fill(number);
  await expect(page.getByTestId('contract-rows').locator('tbody tr').filter({ hasText: number })).toHaveCount(1);
  await page.close();
});
