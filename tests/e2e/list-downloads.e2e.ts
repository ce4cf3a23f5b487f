import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LIST_COLUMNS } from '@rent/domain';
import { docxParagraphs, isPdf, isZip, pdfText, xlsxRows } from '../integration/support/export-files.js';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

// Spec §2: every list downloads as PDF, DOC and XLS, holding what the list shows with its filters.
test.describe.serial('downloads of the contracts list', () => {
  const prefix = `DL${Date.now().toString(36)}`;
  const numbers = [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`];

  /** Picks a format from the list's download menu; answers the saved file's name and bytes. */
  async function download(page: Page, format: 'PDF' | 'DOC' | 'XLS') {
    await page.getByRole('button', { name: 'Yuklab olish' }).click();
    const saved = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: `${format} formatida yuklab olish` }).click();
    const file = await saved;
    return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
  }

  test('the lessor filters its sent contracts and downloads them as XLS, PDF and DOC', async ({ browser }) => {
    // Three registrations through the form before the downloads.
    test.slow();
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    for (const [i, number] of numbers.entries()) {
      await registerContract(page, {
        number,
        lesseeId: accounts.individual.login,
        area: String(5 + i),
        payment: `${(i + 2) * 1_100_000}`,
        begin: day(1).display,
        end: day(300).display,
      });
    }

    await page.goto('/estate-list');
    await page.getByRole('tab', { name: 'Yuborilgan' }).click();
    await page.getByRole('button', { name: 'Filtrlar', exact: true }).click();
    await page.getByRole('search').getByLabel('Shartnoma yoki roʻyxat raqami').fill(prefix);
    const rows = page.getByTestId('contract-row');
    await expect(rows).toHaveCount(3);
    const shown = await rows.getByTestId('contract-number').allTextContents();
    expect([...shown].sort()).toEqual(numbers);

    // XLS: the rows the table shows, in its order, under its headings.
    const xls = await download(page, 'XLS');
    expect(xls.name).toMatch(/^contracts-sent-\d{8}-\d{4}\.xlsx$/);
    expect(isZip(xls.bytes)).toBe(true);
    const [head, ...cells] = await xlsxRows(xls.bytes);
    const NUMBER = LIST_COLUMNS.indexOf('contractNumber');
    expect(head![NUMBER]).toBe('Shartnoma raqami');
    expect(cells.map((r) => r[NUMBER])).toEqual(shown);
    // Each row's cells read as the table's: dates, sums, the parties over two lines, the state, the term.
    const table = await Promise.all(shown.map((_, i) => rows.nth(i).locator('td').allInnerTexts()));
    expect(cells).toEqual(table);
    const first = cells.find((r) => r[NUMBER] === numbers[0])!;
    expect([first[LIST_COLUMNS.indexOf('area')], first[LIST_COLUMNS.indexOf('monthlyPayment')]]).toEqual([
      '5',
      '2 200 000',
    ]);
    await expect(page.getByText(`${xls.name} fayli yuklab olindi`)).toBeVisible();

    const pdf = await download(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(isPdf(pdf.bytes)).toBe(true);
    expect(await pdfText(pdf.bytes)).toContain(numbers[1]);

    const doc = await download(page, 'DOC');
    expect(doc.name).toMatch(/\.docx$/);
    expect(isZip(doc.bytes)).toBe(true);
    expect(docxParagraphs(doc.bytes)).toContain(numbers[2]);
    await page.close();
  });

  test('the download menu is reached and used from the keyboard', async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await page.getByRole('button', { name: 'Filtrlar', exact: true }).click();
    await page.getByRole('search').getByLabel('Shartnoma yoki roʻyxat raqami').fill(prefix);
    await page.getByRole('tab', { name: 'Yuborilgan' }).click();
    await expect(page.getByTestId('contract-row')).toHaveCount(3);
    const button = page.getByRole('button', { name: 'Yuklab olish' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Yuklab olish formati' });
    await expect(menu.getByRole('menuitem')).toHaveText(['PDF', 'DOC', 'XLS']);
    const { violations } = await new AxeBuilder({ page })
      .include('[role="menu"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const saved = page.waitForEvent('download');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await saved).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.close();
  });
});
