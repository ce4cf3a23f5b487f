import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfPagesText, pdfQrCodes } from '../integration/support/pdf-reading.js';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

/** Waits for the download a click starts and gives its file name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

// Issue 7: the registration certificate in a party's hands, and what its QR code tells anyone else.
test.describe.serial('the registration certificate of a contract', () => {
  const number = `GV-${Date.now()}`;

  test('a proposal has no certificate; once the lessee confirms, the lessee downloads it', async ({ browser }) => {
    const lessor = await openAs(browser);
    await signIn(lessor, 'lessor');
    await registerContract(lessor, {
      number,
      lesseeId: accounts.yatt.login,
      area: '35',
      payment: '2800000',
      begin: day(1).display,
      end: day(300).display,
    });
    await expect(lessor.getByTestId('contract-state')).toHaveText('Tasdiqlash kutilmoqda');
    await expect(lessor.getByRole('button', { name: 'Guvohnomani yuklab olish (PDF)' })).toHaveCount(0);
    await lessor.close();

    const lessee = await openAs(browser);
    await signIn(lessee, 'yatt');
    await lessee
      .getByTestId('contract-row')
      .filter({ hasText: number })
      .getByRole('link', { name: `Shartnomani ochish: ${number}` })
      .click();
    await lessee.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(lessee.getByTestId('contract-state')).toHaveText('Tasdiqlangan');

    const certificate = await downloaded(lessee, () =>
      lessee.getByRole('button', { name: 'Guvohnomani yuklab olish (PDF)' }).click(),
    );
    expect(certificate.name).toBe(`certificate-${number}-uz-Latn.pdf`);
    const [text] = await pdfPagesText(certificate.bytes);
    expect(text).toContain('Ijara shartnomasi roʻyxatga olinganligi toʻgʻrisida GUVOHNOMA');
    expect(text).toContain(number);
    expect(text).toContain('2 800 000');

    // The QR code leads anyone, not signed in, to the contract's public view.
    const [url] = await pdfQrCodes(certificate.bytes);
    expect(url).toMatch(new RegExp(`/public-contract-view/[0-9a-f-]{36}/${day(1).iso}/${day(300).iso}$`));
    expect(text).toContain(new URL(url!).pathname.split('/')[2]);
    const visitor = await openAs(browser);
    await visitor.goto(url!);
    await expect(
      visitor.getByRole('heading', { name: `Roʻyxatga olingan ijara shartnomasi № ${number}` }),
    ).toBeVisible();
    await expect(visitor.getByText(accounts.yatt.name)).toBeVisible();
    await expect(visitor.getByText('4150********16', { exact: false })).toBeVisible();
    await visitor.close();
    await lessee.close();
  });
});

test.describe('documents for everyone', () => {
  test('a registration form offers its sample contract, and the footer the users’ guide, in the interface’s language', async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.goto('/services/land-rent');
    const sample = await downloaded(page, () =>
      page.getByRole('link', { name: 'Namunaviy shartnomani yuklab olish (DOCX)' }).click(),
    );
    expect(sample.name).toBe('sample-contract-land_rent-uz-Latn.docx');
    expect(sample.bytes.subarray(0, 2).toString()).toBe('PK');

    const guide = await downloaded(page, () =>
      page.getByRole('contentinfo').getByRole('link', { name: 'Foydalanuvchi qoʻllanmasi (PDF)' }).click(),
    );
    expect(guide.name).toBe('users-guide-uz-Latn.pdf');
    const pages = await pdfPagesText(guide.bytes);
    expect(pages[1]).toContain('Tizimga kirish');
    await page.close();
  });
});
