import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { query } from './support/e2e-database.js';
import { accounts, day, openAs, signIn } from './support/portal.js';

// The open rent index (issue 21) as anyone sees it: ten offices rented in Karakalpakstan make a published
// cell, shaded on the map and in the table; nine in Xorazm do not, and the map shows Xorazm without data.
// The page is reached from the landing page's footer, signed out, and reads the same in Russian.
const KARAKALPAKSTAN = '1735';
const XORAZM = '1733';
// 10 m² each: per m² 100,000 + 5,000 × i so'm a month, so the median is 122,500.
const RENTS = Array.from({ length: 10 }, (_, i) => 1_000_000 + 50_000 * i);

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** An office of the demo lessor in a region where the demo data rents nothing, in the cadastre. */
async function anOffice(region: string): Promise<string> {
  const cadastralNumber = `35:${region.slice(2)}:01:01:${String(Date.now() % 100).padStart(2, '0')}:${Math.floor(Math.random() * 9000) + 1000}`;
  await query(
    `INSERT INTO cadastral_objects (cadastral_number, owner_id, address, total_area, property_type, region_soato,
       settlement_zone, property_use) VALUES ($1, $2, $3, 1000, 'NON_RESIDENTIAL', $4, 'REGIONAL_CENTRE', 'NON_RESIDENTIAL')`,
    [cadastralNumber, accounts.lessor.login, `Ofis ${cadastralNumber}`, region],
  );
  return cadastralNumber;
}

/** A contract the demo lessor registers on the office and the demo individual confirms, through the API. */
async function rented(
  request: APIRequestContext,
  tokens: { lessor: string; lessee: string },
  office: string,
  rent: number,
) {
  const created = await request.post('/api/contracts', {
    headers: { Authorization: `Bearer ${tokens.lessor}` },
    data: {
      kind: 'OTHER_RENT',
      contractNumber: `RI-${office}-${rent}`,
      contractDate: day(-10).iso,
      area: 10,
      monthlyPayment: rent,
      beginDate: day(-5).iso,
      endDate: day(300).iso,
      lesseeId: accounts.individual.login,
      cadastralNumber: office,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const confirmed = await request.post(`/api/contracts/${id}/confirm`, {
    headers: { Authorization: `Bearer ${tokens.lessee}` },
    data: {},
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('the rent index shows a cell of ten contracts on the map and in the table, and hides one of nine', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [lessor, lessee] = [await openAs(browser), await openAs(browser)];
  await signIn(lessor, 'lessor');
  await signIn(lessee, 'individual');
  const tokens = { lessor: (await tokenOf(lessor))!, lessee: (await tokenOf(lessee))! };
  const [ten, nine] = [await anOffice(KARAKALPAKSTAN), await anOffice(XORAZM)];
  for (const rent of RENTS) await rented(lessor.request, tokens, ten, rent);
  for (const rent of RENTS.slice(0, 9)) await rented(lessor.request, tokens, nine, rent);

  const visitor = await openAs(browser);
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Ijara indeksi' }).click();
  await expect(visitor).toHaveURL('/rent-index');
  await expect(visitor.getByRole('heading', { name: 'Ochiq ijara indeksi' })).toBeVisible();
  // The read model catches up a moment after the last confirmation.
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByTestId('rent-index-row').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const row = visitor.locator(`[data-testid="rent-index-row"][data-region="${KARAKALPAKSTAN}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Qoraqalpogʻiston Respublikasi');
  await expect(row.getByRole('cell').nth(0)).toHaveText('10');
  await expect(row.getByRole('cell').nth(2)).toHaveText('122 500');
  await expect(visitor.locator(`[data-testid="rent-index-row"][data-region="${XORAZM}"]`)).toHaveCount(0);
  await expect(visitor.locator(`path[data-region="${KARAKALPAKSTAN}"]`)).toHaveAttribute(
    'aria-label',
    'Qoraqalpogʻiston Respublikasi: mediana 122 500 soʻm/m²',
  );
  await expect(visitor.locator(`path[data-region="${XORAZM}"]`)).toHaveAttribute('data-published', 'no');
  await expect(visitor.getByRole('link', { name: '@svg-maps/uzbekistan' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'CSV formatida yuklab olish' })).toHaveAttribute(
    'href',
    /\/api\/open-data\/rent-index\.csv\?quarter=\d{4}-Q[1-4]&use=NON_RESIDENTIAL/,
  );

  // The map and the table pass axe's WCAG 2.1 AA rules: no serious or critical violation.
  const { violations } = await new AxeBuilder({ page: visitor })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => [v.id, v.nodes.length]),
  ).toEqual([]);

  // The same in Russian.
  await visitor.evaluate(() => localStorage.setItem('lang', 'ru'));
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Открытый индекс арендной платы' })).toBeVisible();
  await expect(row).toContainText('Республика Каракалпакстан');
  await expect(visitor.locator(`path[data-region="${XORAZM}"]`)).toHaveAttribute(
    'aria-label',
    'Хорезмская область: данные не публикуются (недостаточно договоров)',
  );
  await expect(visitor.locator(`[data-testid="rent-index-row"][data-region="${XORAZM}"]`)).toHaveCount(0);
  await Promise.all([lessor.close(), lessee.close(), visitor.close()]);
});
