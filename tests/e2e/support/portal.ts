import { type Browser, expect, type Page } from '@playwright/test';

/** The demo accounts the e2e server seeds (backend/src/seed/demo-data.ts). */
export const accounts = {
  lessor: {
    type: 'YUR',
    login: '301234567',
    password: 'Demo-Lessor-2026',
    name: '«Toshkent Savdo Markazi» MChJ',
    phone: '998901234501',
  },
  individual: {
    type: 'JIS',
    login: '31012850123453',
    password: 'Demo-Person-2026',
    name: 'Aliyev Vali Karimovich',
    phone: '998901234503',
  },
  legal: {
    type: 'YUR',
    login: '302345678',
    password: 'Demo-Legal-2026',
    name: '«Samarqand Invest» AJ',
    phone: '998901234502',
  },
  student: {
    type: 'JIS',
    login: '51503050260018',
    password: 'Demo-Student-2026',
    name: 'Toshmatov Sardor Baxodirovich',
    phone: '998901234505',
  },
  yatt: {
    type: 'JIS',
    login: '41506950140216',
    password: 'Demo-Yatt-2026',
    name: 'Rahimova Dilnoza Akmalovna',
    phone: '998901234504',
  },
  operator: {
    type: 'JIS',
    login: '31507720120664',
    password: 'Demo-Operator-2026',
    name: 'Sobirov Otabek (operator)',
    phone: '998901234506',
  },
  supervisor: {
    type: 'JIS',
    login: '31507720120671',
    password: 'Demo-Supervisor-2026',
    name: 'Karimova Dilnoza (supervisor)',
    phone: '998901234507',
  },
  admin: {
    type: 'JIS',
    login: '31507720120688',
    password: 'Demo-Admin-2026',
    name: 'Rahimov Jasur (administrator)',
    phone: '998901234508',
  },
} as const;
export type AccountName = keyof typeof accounts;

/**
 * A calendar date `days` from today as the register counts days (Tashkent, UTC+5, whatever the zone of
 * the machine running the tests), as the user types it (DD.MM.YYYY) and as URLs carry it (ISO).
 */
export function day(days: number): { display: string; iso: string } {
  const d = new Date(Date.now() + 5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return { display: `${dd}.${mm}.${d.getUTCFullYear()}`, iso: `${d.getUTCFullYear()}-${mm}-${dd}` };
}

/** A browser of its own for one party, failing the test on any console error or uncaught exception. */
export async function openAs(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    // A 4xx the page handles (a lookup that finds nobody) is logged by the browser itself; it is not ours.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  page.on('close', () => expect(problems, 'console errors').toEqual([]));
  return page;
}

/** The ids of the messages the development SMS gateway holds for a phone. */
export async function smsIds(page: Page, phone: string): Promise<Set<string>> {
  const res = await page.request.get(`/api/dev/sms?phone=${phone}`);
  expect(res.status()).toBe(200);
  return new Set(((await res.json()) as { id: string }[]).map((m) => m.id));
}

/** The code of the newest SMS to `phone` not among `seen` that holds one (the queue sends it a moment later). */
export async function smsCode(page: Page, phone: string, seen: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const messages = (await (await page.request.get(`/api/dev/sms?phone=${phone}`)).json()) as {
      id: string;
      text: string;
    }[];
    code = messages
      .filter((m) => !seen.has(m.id))
      .map((m) => /kodi (\d{6})/.exec(m.text)?.[1])
      .find(Boolean);
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/**
 * Picks an option of a select field as a person does: opens the field by its label, clicks the option and
 * waits for the list to close. While a list is open the rest of the page is hidden from assistive
 * technology (and so from getByRole), so a step that went on at once could look for a button in vain.
 */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: { name: string | RegExp; exact?: boolean },
): Promise<void> {
  await page.getByLabel(label).click();
  await page.getByRole('option', option).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * Switches the header's language (a native select, labelled in the language now shown) as a person does:
 * picks the language by its name.
 */
export async function chooseLanguage(page: Page, label: string, language: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: language });
}

/**
 * Signs in through the landing page's card and the login form, as a person would: the password, then the
 * code the SMS brought (read from the development gateway, as the person reads their phone).
 */
export async function signIn(page: Page, who: AccountName): Promise<void> {
  const a = accounts[who];
  await page.goto('/');
  await page.getByRole('link', { name: a.type === 'YUR' ? /Yuridik shaxslar/ : /Jismoniy shaxslar/ }).click();
  await expect(page).toHaveURL(`/login?type=${a.type}`);
  await page.getByLabel(a.type === 'YUR' ? 'STIR (9 raqam)' : 'JShShIR (14 raqam)').fill(a.login);
  await page.getByLabel('Parol').fill(a.password);
  const seen = await smsIds(page, a.phone);
  await page.getByRole('button', { name: 'Kirish', exact: true }).click();
  await expect(page.getByTestId('code-sent')).toContainText(`${a.phone.slice(0, 5)}*****${a.phone.slice(-2)}`);
  await page.getByLabel('SMS kod').fill(await smsCode(page, a.phone, seen));
  await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
  await expect(page).toHaveURL('/estate-list');
  await expect(page.getByTestId('header-name')).toHaveText(a.name);
}

export interface ContractInput {
  number: string;
  lesseeId: string;
  area: string;
  payment: string;
  begin: string;
  end: string;
}

/** Fills the "other rent" form with a contract on the demo office (10:09:03:01:02:0017) and sends it. */
export async function submitOtherRent(page: Page, c: ContractInput): Promise<void> {
  await page.goto('/services/other-rent');
  await page.getByLabel('Shartnoma raqami').fill(c.number);
  await page.getByLabel('Shartnoma sanasi').fill(day(0).display);
  await page.getByLabel('Ijaraga oluvchining STIR yoki JShShIR').fill(c.lesseeId);
  await choose(page, 'Ijara obyekti (kadastr raqami)', { name: /10:09:03:01:02:0017/ });
  await page.getByLabel('Ijara maydoni, m²').fill(c.area);
  await page.getByLabel('Oylik toʻlov, soʻm').fill(c.payment);
  await page.getByLabel('Boshlanish sanasi').fill(c.begin);
  await page.getByLabel('Tugash sanasi').fill(c.end);
  await page.getByRole('button', { name: 'Roʻyxatga olish va yuborish' }).click();
}

/** Registers an "other rent" contract through its form; ends on the contract's view. */
export async function registerContract(page: Page, c: ContractInput): Promise<void> {
  await submitOtherRent(page, c);
  await expect(page.getByText('Shartnoma roʻyxatga olindi va tasdiqlash uchun yuborildi')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Shartnoma № ${c.number}` })).toBeVisible();
}
