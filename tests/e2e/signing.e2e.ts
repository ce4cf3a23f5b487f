import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, day, openAs, signIn, submitOtherRent } from './support/portal.js';
import { signingPortal } from './support/signing-portal.js';

// Issue 6 end to end: a portal that requires signatures, the development E-IMZO helper on this machine
// (its WebSocket protocol, as strict as a real E-IMZO: it answers only a site that registered its key; its
// CA that the portal trusts, its time-stamping authority), and Chromium choosing keys and signing: a key
// file, and an ID card plugged in (a simulated token of the individual's).
const { eimzo } = signingPortal({
  port: 3101,
  database: 'rp_e2e_signing',
  queuePrefix: 'e2e-signing',
  keysPrefix: 'rp-e2e-eimzo-',
  idCardOf: accounts.individual.login,
});

/**
 * The key dialog: only the party's own key file, with holder, TIN or PINFL and validity, and the ID card
 * plugged into this computer, offered to whoever signs here (its holder is known once it has signed, and
 * the server checks it is the party's); choose one (the file unless told) and sign.
 */
async function signWith(page: Page, holder: string, id: string, choose: string = holder) {
  const dialog = page.getByRole('dialog', { name: 'Elektron imzo kalitini tanlang' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: /ID-karta/ })).toHaveCount(1);
  await expect(dialog).toContainText(holder);
  await expect(dialog).toContainText(id);
  await expect(dialog).toContainText(/Amal qiladi: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  await dialog.getByRole('radio', { name: new RegExp(choose) }).check();
  await dialog.getByRole('button', { name: 'Imzolash' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.serial('signing every step with an E-IMZO key', () => {
  const number = `E2E-${Date.now()}-SIGN`;
  const suspended = `E2E-${Date.now()}-SUSP`;
  const byCard = `E2E-${Date.now()}-CARD`;
  let publicPath = '';

  async function register(page: Page, contractNumber: string) {
    await submitOtherRent(page, {
      number: contractNumber,
      lesseeId: accounts.individual.login,
      area: '20',
      payment: '900000',
      begin: day(1).display,
      end: day(200).display,
    });
    await signWith(page, 'Nazarov Bekzod Olimovich', 'STIR 301234567');
    await expect(page.getByRole('heading', { name: `Shartnoma № ${contractNumber}` })).toBeVisible();
  }

  /**
   * The lessor signs in and registers, signed, the contract a test is about: each test registers its own,
   * so that no one test carries all the registrations (the first, carrying four, ran past its minute on a
   * loaded CI machine).
   */
  async function registeredByLessor(browser: Browser, contractNumber: string) {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await register(page, contractNumber);
    await page.close();
  }

  test('the lessor signs the registration with its director’s key; closing the dialog sends nothing', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await submitOtherRent(page, {
      number: `${number}-X`,
      lesseeId: accounts.individual.login,
      area: '20',
      payment: '900000',
      begin: day(1).display,
      end: day(200).display,
    });
    await page
      .getByRole('dialog', { name: 'Elektron imzo kalitini tanlang' })
      .getByRole('button', { name: 'Bekor qilish' })
      .click();
    await expect(page).toHaveURL('/services/other-rent');

    await register(page, number);
    await page.close();
  });

  test('the lessee confirms with its own key; the history shows both signatures, verified', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.getByTestId('contract-row').filter({ hasText: number }).click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await signWith(page, 'Aliyev Vali Karimovich', 'JShShIR 31012850123453');
    await expect(page.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    const [, id, begin, end] = /\/contract-view\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(page.url())!;
    publicPath = `/public-contract-view/${id}/${begin}/${end}`;

    await page.getByRole('link', { name: 'Hujjat tarixi' }).click();
    const signatures = page.getByTestId('history-signature');
    await expect(signatures).toHaveCount(2);
    await expect(signatures.nth(0)).toContainText('Elektron imzo: Nazarov Bekzod Olimovich (301234567), sertifikat');
    await expect(signatures.nth(1)).toContainText('Elektron imzo: Aliyev Vali Karimovich (31012850123453), sertifikat');
    await expect(signatures.nth(1)).toContainText('tekshirilgan');
    // Each signature carries the time-stamping authority's stamp, which the helper attached.
    await expect(page.getByTestId('history-timestamp')).toHaveCount(2);
    await expect(page.getByTestId('history-timestamp').nth(1)).toContainText(
      /Vaqt tamgʻasi: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, Rent portal development TSA/,
    );
    await page.close();
  });

  test('anyone who opens the public view sees the registered contract and who signed it, without signing in', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { name: `Roʻyxatga olingan ijara shartnomasi № ${number}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ijaraga oluvchi/ })).toContainText('3101********53');
    const signatures = page.getByTestId('public-signature');
    await expect(signatures).toHaveCount(2);
    await expect(signatures.nth(0)).toContainText('Nazarov Bekzod Olimovich, «Toshkent Savdo Markazi» MChJ');
    await expect(signatures.nth(1)).toContainText(
      /Aliyev Vali Karimovich, sertifikat [0-9A-F]+, imzolangan .*imzo tekshirilgan\. Vaqt tamgʻasi/,
    );
    await page.goto(publicPath.replace(/\/[^/]+$/, '/2099-01-01'));
    await expect(page.getByText('Maʼlumot topilmadi')).toBeVisible();
    await page.close();
  });

  test('the lessee confirms with the ID card plugged in: the helper signs with the card, and the history names its holder', async ({
    browser,
  }) => {
    await registeredByLessor(browser, byCard);
    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.getByTestId('contract-row').filter({ hasText: byCard }).click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await signWith(page, 'Aliyev Vali Karimovich', 'JShShIR 31012850123453', 'ID-karta');
    await expect(page.getByText('Hujjat tasdiqlandi')).toBeVisible();
    await page.getByRole('link', { name: 'Hujjat tarixi' }).click();
    await expect(page.getByTestId('history-signature').nth(1)).toContainText(
      'Elektron imzo: Aliyev Vali Karimovich (31012850123453), sertifikat',
    );
    await page.close();
  });

  test('a key its authority has suspended is refused: "this e-signature key is suspended", and the contract waits', async ({
    browser,
  }) => {
    await registeredByLessor(browser, suspended);
    const serial = eimzo('list')
      .split('\n')
      .find((l) => l.includes('31012850123453') && /\bpfx\b/.test(l))!
      .split(/\s+/)[0]!;
    eimzo('suspend', serial);

    const page = await openAs(browser);
    await signIn(page, 'individual');
    await page.getByTestId('contract-row').filter({ hasText: suspended }).click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await signWith(page, 'Aliyev Vali Karimovich', 'JShShIR 31012850123453');
    await expect(page.getByText('Ushbu elektron imzo kaliti toʻxtatilgan')).toBeVisible();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
    await page.close();
  });
});
