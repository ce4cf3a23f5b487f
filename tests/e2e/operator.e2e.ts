import { expect, type Route, test } from '@playwright/test';
import { Queue } from 'bullmq';
import { accounts, choose, chooseLanguage, day, openAs, signIn } from './support/portal.js';
import { accessible, backOfficeAs, noRawKeys, openScreen } from './support/back-office.js';
import { query } from './support/e2e-database.js';

// Issue 19: the committee's back-office under /operator. The demo operator signs in at the portal like
// anyone (password and SMS code), opens it from the cabinet, and reads the audit trail of their own
// actions; a taxpayer is refused; axe finds no serious or critical violation on its pages.
test.describe.configure({ mode: 'serial' });

test('a visitor at /operator is sent to sign in', async ({ browser }) => {
  const page = await openAs(browser);
  await page.goto('/operator');
  await expect(page).toHaveURL('/login?type=JIS');
  await expect(page.getByLabel('JShShIR (14 raqam)')).toBeVisible();
  await page.close();
});

test('the operator signs in at the portal, opens the back-office from the cabinet and finds their own action in the audit trail', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'operator');

  await page.goto('/main');
  await page.getByRole('link', { name: 'Xodimlar paneliga oʻtish' }).click();
  await expect(page).toHaveURL(/\/operator\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Umumiy holat' })).toBeVisible();
  // The e2e server's read models keep up: none stalled. The failed jobs are a count, whatever it is.
  await expect(page.getByTestId('stalled-projections')).toHaveText('0');
  await expect(page.getByTestId('failed-jobs')).toHaveText(/^\d+$/);
  // The taxpayers' header and tab menu are not here: the back-office has its own.
  await expect(page.getByTestId('header-name')).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator');

  await openScreen(page, 'Proyeksiyalar', 'Proyeksiyalar (oʻqish modellari)');
  await expect(page.getByRole('cell', { name: 'contract-summary', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ishlamoqda' }).first()).toBeVisible();
  await noRawKeys(page);
  await accessible(page, '/operator/projections');

  await openScreen(page, 'Vazifalar navbati', 'Vazifalar navbati');
  await page.getByRole('button', { name: 'Kunlik tekshiruvni hozir ishga tushirish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page.getByTestId('sweep-result')).toContainText(/muddati tugagan shartnomalar: \d+/);
  await noRawKeys(page);
  await accessible(page, '/operator/jobs');

  await openScreen(page, 'Soliq toʻlovchi nomidan kirishlar', 'Soliq toʻlovchi nomidan kirishlar');
  await noRawKeys(page);
  await accessible(page, '/operator/backdoor-entries');

  // The trail holds the operator's opening of the projections screen, found by its permission.
  await openScreen(page, 'Amallar jurnali', 'Xodimlar amallari jurnali');
  await choose(page, 'Amal turi', { name: 'Proyeksiyalarni koʻrish' });
  const rows = page.getByTestId('audit-rows').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Proyeksiyalarni koʻrish' })).toHaveCount(0);
  const mine = rows.filter({ hasText: 'Sobirov Otabek (operator)' }).filter({ hasText: '/operator/projections' });
  await expect(mine.first()).toContainText('Operator');
  await expect(mine.first()).toContainText('Ruxsat etildi');
  await expect(mine.first()).toContainText('200');
  await noRawKeys(page);
  await accessible(page, '/operator/audit');

  // Russian: the menu and the screen's words change with the language chosen in the header.
  await chooseLanguage(page, 'Til', 'Русский');
  await expect(page.getByRole('menuitem', { name: 'Журнал действий' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Проекции' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Очереди заданий' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий сотрудников' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Amallar jurnali' })).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator/audit (ru)');
  await page.close();
});

test('a taxpayer is refused the back-office, and the cabinet offers it only to staff', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'legal');
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Shaxsiy kabinet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xodimlar paneliga oʻtish' })).toHaveCount(0);

  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sahifa qoʻmita xodimlari uchun' })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await page.goto('/operator/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu sahifa qoʻmita xodimlari uchun' })).toBeVisible();
  await expect(page.getByTestId('audit-rows')).toHaveCount(0);
  await accessible(page, '/operator as a taxpayer');
  await page.getByRole('link', { name: 'Bosh sahifaga' }).click();
  await expect(page).toHaveURL('/');
  await page.close();
});

/**
 * The e2e server's queue of contract jobs, reached as its workers reach it: under QUEUE_PREFIX and the
 * installation's id (backend redis/queue-namespace.ts).
 */
async function contractJobsQueue(): Promise<Queue> {
  const [row] = await query<{ id: string }>('SELECT id FROM installation');
  const prefix = `${process.env.QUEUE_PREFIX ?? 'e2e'}-${row!.id.replaceAll('-', '').slice(0, 12)}`;
  return new Queue('contract-jobs', { prefix, connection: { host: '127.0.0.1', port: 6379 } });
}

test('the operator finds a car-rent contract by its plate, reads its whole history and its scheduled jobs, in three languages', async ({
  browser,
}) => {
  // Three sign-ins: the lessor registers, the lessee confirms, the operator searches. The vehicle, 01123ABC,
  // is the non-resident car rent's of service-kinds.e2e too: this contract leaves the register at the end.
  test.setTimeout(180_000);
  const number = `E2E-${Date.now()}-OPCAR`;
  const lessor = await openAs(browser);
  await signIn(lessor, 'lessor');
  await lessor.goto('/car/rent');
  await lessor.getByLabel('Shartnoma raqami').fill(number);
  await lessor.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await lessor.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(accounts.individual.login);
  await choose(lessor, 'Transport vositasi (davlat raqami)', { name: /01123ABC — Chevrolet Cobalt/ });
  await choose(lessor, 'Foydalanish maqsadi', { name: 'Yoʻlovchi tashish', exact: true });
  await lessor.getByLabel('Oylik toʻlov, soʻm').fill('1000000');
  await lessor.getByLabel('Boshlanish sanasi').fill(day(1).display);
  await lessor.getByLabel('Tugash sanasi').fill(day(200).display);
  await lessor.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
  await expect(lessor.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();
  const contractPath = new URL(lessor.url()).pathname;
  await lessor.close();

  const lessee = await openAs(browser);
  await signIn(lessee, 'individual');
  await lessee.goto(contractPath);
  await lessee.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(lessee.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
  await lessee.close();

  const page = await backOfficeAs(browser, 'operator');
  await openScreen(page, 'Shartnomalar', 'Shartnomalarni qidirish');
  await page.getByLabel('Kadastr yoki davlat raqami').fill('01123ABC');
  const rows = page.getByTestId('contract-rows').locator('tbody tr');
  const row = rows.filter({ hasText: number });
  await expect(row).toHaveCount(1);
  // Every row found is of that vehicle, whoever its parties.
  await expect(rows.filter({ hasNotText: '01123ABC' })).toHaveCount(0);
  await expect(row).toContainText('Avtotransport ijarasi');
  await expect(row).toContainText('«Toshkent Savdo Markazi» MChJ');
  await expect(row).toContainText('Aliyev Vali Karimovich');
  await expect(row).toContainText('1 000 000');
  await expect(row).toContainText(`${day(1).display} – ${day(200).display}`);
  await expect(row.getByTestId('row-state')).toHaveText('Tasdiqlangan');
  await expect(page.getByText(/^1–\d+, jami \d+( tadan ortiq)?$/)).toBeVisible();
  await noRawKeys(page);
  await accessible(page, '/operator/contracts');

  await row.getByRole('cell').nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: `Shartnoma № ${number}` })).toBeVisible();
  const facts = page.getByTestId('contract-facts');
  await expect(facts.getByRole('row', { name: /Davlat raqami/ })).toContainText('01123ABC');
  await expect(facts.getByRole('row', { name: /Xizmat turi/ })).toContainText('Avtotransport ijarasi');
  // The whole history, oldest first: who acted in each step.
  const history = page.getByTestId('history-entry');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi');
  await expect(history.nth(0)).toContainText('Kim: «Toshkent Savdo Markazi» MChJ (301234567)');
  await expect(history.nth(1)).toContainText('Hujjat tasdiqlandi');
  await expect(history.nth(1)).toContainText('Kim: Aliyev Vali Karimovich (31012850123453)');
  // Confirmed, it is scheduled to expire after its last day and to remind its parties before.
  const jobs = page.getByTestId('contract-jobs');
  await expect(jobs.getByRole('row', { name: /Shartnoma muddatining tugashi/ })).toContainText('Rejalashtirilgan');
  await expect(jobs.getByRole('row', { name: /Muddat tugashi haqida eslatma/ })).toHaveCount(3);

  // The backdoor starts from here too: the lessor, a legal entity, is entered by its TIN (backdoor.e2e goes
  // on to enter, which would end this session); the lessee, a person, has no such entry.
  await expect(facts.getByRole('link', { name: /kabinetiga kirish/ })).toHaveCount(1);
  await facts.getByRole('link', { name: '«Toshkent Savdo Markazi» MChJ kabinetiga kirish (faqat koʻrish)' }).click();
  await expect(page).toHaveURL(`/backdoor/by-tin/${accounts.lessor.login}`);
  await expect(page.getByRole('heading', { name: 'Soliq toʻlovchi sifatida kirish' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `Shartnoma № ${number}` })).toBeVisible();

  // Taken off the register from its page, the contract frees its vehicle for the other tests that rent it
  // (service-kinds.e2e), and its history names the operator who acted. This server asks for no signature:
  // no key dialog opens (operator-removal.e2e signs it).
  await page.getByRole('button', { name: 'Reyestrdan chiqarish' }).click();
  const removal = page.getByRole('dialog', { name: `Shartnoma № ${number}: reyestrdan chiqarish` });
  await removal.getByLabel('Sabab').fill('Sinov uchun tuzilgan shartnoma');
  await removal.getByRole('button', { name: 'Imzolash va chiqarish' }).click();
  await expect(removal).toBeHidden();
  await expect(history).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Reyestrdan chiqarish' })).toHaveCount(0);
  await expect(history.nth(2)).toContainText('Kim: Qoʻmita xodimi: Sobirov Otabek (operator)');
  await expect(history.nth(2)).toContainText('Sabab: Sinov uchun tuzilgan shartnoma');
  await expect(facts.getByRole('row', { name: /Reyestrdan chiqarilgan/ })).toContainText(
    'Sinov uchun tuzilgan shartnoma',
  );
  await noRawKeys(page);
  await accessible(page, '/operator/contracts/:id/show');

  await chooseLanguage(page, 'Til', 'Русский');
  await expect(page.getByRole('heading', { level: 1, name: `Договор № ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'История документа' })).toBeVisible();
  await expect(history.nth(1)).toContainText('Документ подтверждён');
  await expect(jobs.getByRole('row', { name: /Истечение срока договора/ })).toContainText('Отложено');
  await noRawKeys(page);
  await accessible(page, '/operator/contracts/:id/show (ru)');
  await page.getByRole('link', { name: 'Вернуться к поиску' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск договоров' })).toBeVisible();
  await expect(rows.filter({ hasText: number })).toContainText('Аренда автотранспорта');
  await noRawKeys(page);
  await accessible(page, '/operator/contracts (ru)');

  await chooseLanguage(page, 'Язык', 'Ўзбекча');
  await expect(page.getByRole('heading', { level: 1, name: 'Шартномаларни қидириш' })).toBeVisible();
  await expect(rows.filter({ hasText: number })).toContainText('Автотранспорт ижараси');
  await noRawKeys(page);
  await accessible(page, '/operator/contracts (uz-Cyrl)');
  await page.close();
});

test('an operator retries a failed job and sees it run again; a retry it no longer needs is refused with why; then removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const queue = await contractJobsQueue();
  const id = `e2e-broken-${Date.now()}`;
  try {
    // A job no worker knows fails at once, once (backend jobs: "Unknown job …").
    await queue.add('no-such-job', {}, { jobId: id, attempts: 1 });
    await expect.poll(async () => (await queue.getJob(id))?.getState(), { timeout: 15_000 }).toBe('failed');

    const page = await backOfficeAs(browser, 'operator');
    await openScreen(page, 'Vazifalar navbati', 'Vazifalar navbati');
    await expect(page.getByTestId('queue-contract-jobs')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Shartnoma vazifalari: Bajarilmagan — [1-9]\d*$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('jobs-shown')).toHaveText('Shartnoma vazifalari: Bajarilmagan');
    const jobRows = page.getByTestId('job-rows').locator('tbody tr');
    const broken = jobRows.filter({ hasText: id });
    await expect(broken).toContainText('Unknown job no-such-job');
    await expect(broken.getByRole('cell').nth(3)).toHaveText('1');
    await noRawKeys(page);
    await accessible(page, '/operator/jobs');

    await broken.getByRole('button', { name: 'Qayta ishga tushirish' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`«no-such-job» (${id}) qayta ishga tushirilsinmi?`);
    await dialog.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByText(`${id} vazifasi qayta ishga tushirildi`)).toBeVisible();
    // It ran again and failed again: a second attempt, listed among the failed once more.
    await expect(async () => {
      await page.getByRole('button', { name: 'Yangilash' }).click();
      await expect(broken.getByRole('cell').nth(3)).toHaveText('2', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // Taken back to the queue meanwhile (its workers paused, so it waits there), it is no longer failed:
    // the operator's retry is refused, saying why, and the list shows where it stands.
    // The list is held still until the row's button is clicked: a read of it on its way (a refresh still
    // in flight) would redraw it without the row to click, as an operator a moment later would see it.
    await page.waitForLoadState('networkidle');
    const held: Route[] = [];
    const jobsList = (url: URL) => url.pathname === '/api/operator/jobs';
    await page.route(jobsList, (route) => void held.push(route));
    await queue.pause();
    await (await queue.getJob(id))!.retry('failed');
    await broken.getByRole('button', { name: 'Qayta ishga tushirish' }).click();
    await page.unroute(jobsList);
    for (const route of held) await route.continue();
    await dialog.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(
      page.getByText(`${id} vazifasi qayta ishga tushirilmadi: u endi bajarilmaganlar qatorida emas`),
    ).toBeVisible();
    await expect(broken).toHaveCount(0);
    await queue.resume();

    // In Cyrillic: it failed a third time; the operator removes it for good.
    await chooseLanguage(page, 'Til', 'Ўзбекча');
    await expect(page.getByRole('heading', { level: 1, name: 'Вазифалар навбати' })).toBeVisible();
    await expect(async () => {
      await page.getByRole('button', { name: 'Янгилаш' }).click();
      await expect(broken.getByRole('cell').nth(3)).toHaveText('3', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await broken.getByRole('button', { name: 'Ўчириш' }).click();
    await expect(dialog).toContainText(`«no-such-job» (${id}) навбатдан ўчирилсинми?`);
    await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await expect(page.getByText(`${id} вазифаси ўчирилди`)).toBeVisible();
    await expect(broken).toHaveCount(0);
    expect(await queue.getJob(id)).toBeUndefined();
    await noRawKeys(page);
    await accessible(page, '/operator/jobs (uz-Cyrl)');
    await page.close();
  } finally {
    await queue.resume();
    await queue.remove(id).catch(() => 0);
    await queue.close();
  }
});

test('the operator narrows the search to the contracts a staff member acted on, and the history names their kind and PINFL', async ({
  browser,
}) => {
  // The car-rent contract above was taken off the register by the demo operator: found by who acted.
  const page = await backOfficeAs(browser, 'operator');
  await openScreen(page, 'Shartnomalar', 'Shartnomalarni qidirish');
  // The identifier waits for a kind of actor; a district, for a region.
  await expect(page.getByLabel('Harakat qilgan: STIR yoki JShShIR')).toBeDisabled();
  await expect(page.getByLabel('Tuman (shahar)')).toHaveAttribute('aria-disabled', 'true');
  await choose(page, 'Kim harakat qilgan', { name: 'Qoʻmita xodimi', exact: true });
  await page.getByLabel('Harakat qilgan: STIR yoki JShShIR').fill(accounts.operator.login);
  await page.getByLabel('Kadastr yoki davlat raqami').fill('01123ABC');
  const rows = page.getByTestId('contract-rows').locator('tbody tr');
  await expect(rows.first()).toContainText('01123ABC');
  await expect(rows.filter({ hasNotText: '01123ABC' })).toHaveCount(0);
  await noRawKeys(page);
  await accessible(page, '/operator/contracts (acted by)');

  await rows.first().getByRole('cell').nth(1).click();
  // Registered by the lessor, confirmed by the lessee, removed by the operator: the last step.
  const removal = page.getByTestId('history-entry').last();
  await expect(removal).toContainText('Kim: Qoʻmita xodimi');
  await expect(removal).toContainText(`Harakat qilgan: Qoʻmita xodimi (${accounts.operator.login})`);
  await expect(page.getByTestId('history-entry').first()).toContainText(
    `Harakat qilgan: Tomon (${accounts.lessor.login})`,
  );
  await noRawKeys(page);

  await chooseLanguage(page, 'Til', 'Русский');
  await expect(removal).toContainText(`Действовал: Сотрудник комитета (${accounts.operator.login})`);
  await noRawKeys(page);
  await page.close();
});

test('while a search is on its way the back-office shows it is loading, with a name a screen reader reads', async ({
  browser,
}) => {
  const page = await backOfficeAs(browser, 'operator');
  await openScreen(page, 'Shartnomalar', 'Shartnomalarni qidirish');
  // The search's next answer is held back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/operator/contracts',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel('Kadastr yoki davlat raqami').fill('01123ABC');
  await expect(page.getByRole('progressbar', { name: 'Yuklanmoqda…' })).toBeVisible();
  await accessible(page, '/operator/contracts (loading)');
  release();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.close();
});
