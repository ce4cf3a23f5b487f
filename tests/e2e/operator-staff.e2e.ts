import { expect, type Page, test } from '@playwright/test';
import { pinflCheckDigit } from '@rent/domain';
import { accounts, choose, chooseLanguage, openAs, signIn } from './support/portal.js';
import { accessible, backOfficeAs, noRawKeys } from './support/back-office.js';
import { query } from './support/e2e-database.js';

// Issue 19: the back-office's staff screen. The demo administrator adds a person to the staff by PINFL
// with a role and a reason, sees them listed with it, changes their roles (the backdoor alone is refused),
// is refused the withdrawal of their own ADMIN in their words, and finds the change, before and after, in
// the audit trail; in three languages, axe finding no serious or critical violation. Others see no menu.
test.describe.configure({ mode: 'serial' });

/** A person of this run's own, signed up on the portal (the e2e server's database, as start-server.mjs names it). */
async function aPerson(): Promise<{ pinfl: string; name: string }> {
  const first13 = `79${String(Date.now()).slice(-11)}`;
  const person = { pinfl: `${first13}${pinflCheckDigit(first13)}`, name: `Xodimov ${first13.slice(-5)} Sinovovich` };
  await query(
    `INSERT INTO users (login, login_type, password_hash, party_id, name, tin, pinfl, roles)
     VALUES ($1, 'JIS', 'not-for-signing-in', $1, $2, NULL, $1, ARRAY['INDIVIDUAL'])`,
    [person.pinfl, person.name],
  );
  return person;
}

async function openStaff(page: Page) {
  await page.goto('/operator');
  await page.getByRole('menuitem', { name: 'Xodimlar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qoʻmita xodimlari va rollari' })).toBeVisible();
}

test('an administrator adds a person to the staff by PINFL, sees them listed with their role, changes it, and finds the change in the audit trail; in three languages', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const person = await aPerson();
  const page = await openAs(browser);
  await signIn(page, 'admin');
  await openStaff(page);
  const rows = page.getByTestId('staff-rows').locator('tbody tr');
  await expect(rows.filter({ hasText: accounts.admin.name })).toContainText('Administrator');
  await expect(rows.filter({ hasText: accounts.operator.name })).toContainText('Operator');
  await noRawKeys(page);
  await accessible(page, '/operator/staff');

  // A PINFL no one signed up with is refused in words of its own; the dialog stays open.
  await page.getByRole('button', { name: 'Xodim qoʻshish' }).click();
  const add = page.getByRole('dialog', { name: 'Yangi xodim' });
  await add.getByLabel('JShShIR').fill('12345678901234');
  await add.getByRole('checkbox', { name: 'Operator', exact: true }).check();
  await add.getByLabel('Sababi').fill('Buyruq 7-son bilan ishga olindi');
  await add.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(add).toContainText('Bu JShShIR bilan portalda roʻyxatdan oʻtgan foydalanuvchi yoʻq');
  await accessible(page, '/operator/staff (add, refused)');

  // The person's own PINFL, with no reason first: asked for before anything is sent.
  await add.getByLabel('JShShIR').fill(person.pinfl);
  await add.getByLabel('Sababi').fill('');
  await add.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(add).toContainText('Sababni kiriting');
  await add.getByLabel('Sababi').fill('Buyruq 7-son bilan ishga olindi');
  await add.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(page.getByText(`${person.name}: rollar saqlandi, tugatilgan seanslar: 0`)).toBeVisible();
  await expect(add).toHaveCount(0);
  const row = rows.filter({ hasText: person.pinfl });
  await expect(row).toContainText(person.name);
  await expect(row.locator('.MuiChip-root')).toHaveText(['Operator']);

  // Narrowed by the start of the PINFL and by a role.
  await page.getByLabel('JShShIR').fill(person.pinfl.slice(0, 10));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(person.name);
  await page.getByLabel('JShShIR').fill('');
  await choose(page, /^Rol$/, { name: 'Administrator' });
  await expect(rows.filter({ hasText: accounts.admin.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: person.name })).toHaveCount(0);
  await choose(page, /^Rol$/, { name: 'Operator' });
  await expect(rows.filter({ hasText: person.name })).toHaveCount(1);

  // Their roles changed: the backdoor alone is refused, with a supervisor's role it is granted.
  await row.getByRole('button', { name: `${person.name}: rollarni oʻzgartirish` }).click();
  const change = page.getByRole('dialog', { name: `${person.name} (${person.pinfl}) rollari` });
  await change.getByRole('checkbox', { name: 'Operator', exact: true }).uncheck();
  await change.getByRole('checkbox', { name: /^Soliq toʻlovchi nomidan kirish huquqi/ }).check();
  await change.getByLabel('Sababi').fill('Nazoratchi lavozimiga oʻtkazildi');
  await change.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(change).toContainText('Soliq toʻlovchi nomidan kirish huquqi faqat xodim roli bilan birga beriladi');
  await change.getByRole('checkbox', { name: 'Nazoratchi' }).check();
  await change.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(change).toHaveCount(0);
  // No longer an operator: the list narrowed to operators does not hold them.
  await expect(rows.filter({ hasText: person.name })).toHaveCount(0);
  await choose(page, /^Rol$/, { name: 'Nazoratchi' });
  await expect(row.locator('.MuiChip-root')).toHaveText(['Nazoratchi', 'Soliq toʻlovchi nomidan kirish huquqi']);
  await noRawKeys(page);
  await accessible(page, '/operator/staff (changed)');

  // Their own ADMIN is not theirs to withdraw: the API's refusal, in their words.
  await choose(page, /^Rol$/, { name: 'Administrator' });
  await rows
    .filter({ hasText: accounts.admin.name })
    .getByRole('button', { name: `${accounts.admin.name}: rollarni oʻzgartirish` })
    .click();
  const own = page.getByRole('dialog', { name: `${accounts.admin.name} (${accounts.admin.login}) rollari` });
  await expect(own).toContainText('Bu sizning rollaringiz: saqlangach barcha seanslaringiz tugatiladi');
  await own.getByRole('checkbox', { name: 'Administrator' }).uncheck();
  await own.getByLabel('Sababi').fill('Oʻzimni chiqarib koʻraman');
  await own.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(own).toContainText('Oʻzingizdan administrator rolini olib boʻlmaydi');
  await accessible(page, '/operator/staff (own ADMIN refused)');
  await own.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(own).toHaveCount(0);

  // The trail holds who changed whom, the roles before and after, why.
  await page.getByRole('menuitem', { name: 'Amallar jurnali' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xodimlar amallari jurnali' })).toBeVisible();
  await page.getByLabel('Nima ustida').fill(person.pinfl);
  const audit = page.getByTestId('audit-rows').locator('tbody tr');
  // The backdoor granted alone never reached the API: two changes, the newest first.
  await expect(audit).toHaveCount(2);
  await expect(audit.nth(0)).toContainText('Operator → Nazoratchi, Soliq toʻlovchi nomidan kirish huquqi');
  await expect(audit.nth(0)).toContainText('Nazoratchi lavozimiga oʻtkazildi');
  await expect(audit.nth(0)).toContainText(accounts.admin.name);
  await expect(audit.nth(0)).toContainText('Xodimlar va ularning rollarini boshqarish');
  await expect(audit.nth(1)).toContainText('rollarsiz → Operator');
  await expect(audit.nth(1)).toContainText('Buyruq 7-son bilan ishga olindi');
  await noRawKeys(page);
  await accessible(page, '/operator/audit (staff changes)');

  await chooseLanguage(page, 'Til', 'Русский');
  // The screen is drawn anew in the language chosen, its filters empty.
  await page.getByLabel('Над чем').fill(person.pinfl);
  await expect(audit).toHaveCount(2);
  await expect(audit.nth(0)).toContainText('Оператор → Контролёр, Право входа от имени налогоплательщика');
  await page.getByRole('menuitem', { name: 'Сотрудники', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники комитета и их роли' })).toBeVisible();
  await expect(rows.filter({ hasText: accounts.admin.name })).toContainText('Администратор');
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await expect(page.getByRole('dialog', { name: 'Новый сотрудник' })).toContainText('Укажите ПИНФЛ человека');
  await noRawKeys(page);
  await accessible(page, '/operator/staff (add, ru)');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

  await chooseLanguage(page, 'Язык', 'Ўзбекча');
  await expect(page.getByRole('heading', { level: 1, name: 'Қўмита ходимлари ва роллари' })).toBeVisible();
  await expect(rows.filter({ hasText: person.name })).toContainText('Назоратчи');
  await noRawKeys(page);
  await accessible(page, '/operator/staff (uz-Cyrl)');
  await page.close();
});

test('a supervisor is offered no staff screen', async ({ browser }) => {
  const page = await backOfficeAs(browser, 'supervisor');
  await expect(page.getByRole('menuitem', { name: 'Amallar jurnali' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Xodimlar', exact: true })).toHaveCount(0);
  await page.goto('/operator/staff');
  await expect(page.getByTestId('staff-rows')).toHaveCount(0);
  await page.close();
});
