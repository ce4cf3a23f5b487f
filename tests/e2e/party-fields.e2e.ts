import { expect, test } from '@playwright/test';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

// Spec §3's party and property fields on the contract page: what the tax registry, the population
// registry and the cadastre said of the parties and the object when the contract was registered. The
// demo lessor rents 4 m² of its office (3rd floor of a 9-storey building of 2008) to the sole proprietor;
// each sees the other's addresses, and the public view shows the company's record but not where the
// sole proprietor lives.
test.describe.serial('the parties and the object as registered', () => {
  const number = `E2E-${Date.now()}-PF`;
  let contractPath = '';

  test("the lessor sees the lessee's residence and status", async ({ browser }) => {
    const page = await openAs(browser);
    await signIn(page, 'lessor');
    await registerContract(page, {
      number,
      lesseeId: accounts.yatt.login,
      area: '4',
      payment: '2000000',
      begin: day(1).display,
      end: day(200).display,
    });
    contractPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Ijaraga oluvchi haqida' })).toBeVisible();
    await expect(page.getByTestId('lessee-type')).toHaveText('Yakka tartibdagi tadbirkor');
    await expect(page.getByTestId('lessee-residenceAddress')).toHaveText(
      'Toshkent sh., Chilonzor t., Qatortol koʻchasi, 3',
    );
    await expect(page.getByTestId('lessee-registeredAt')).toHaveText('14.05.2019');
    await expect(page.getByTestId('lessee-maritalStatus')).toHaveText('Turmush qurmagan');
    await page.close();
  });

  test("the lessee sees the lessor's addresses and the office's floor, storeys and year built, and confirms", async ({
    browser,
  }) => {
    const page = await openAs(browser);
    await signIn(page, 'yatt');
    await page.getByTestId('contract-row').filter({ hasText: number }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Shartnoma № ${number}` })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Ijaraga beruvchi haqida' })).toBeVisible();
    await expect(page.getByTestId('lessor-legalAddress')).toHaveText(
      'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107',
    );
    await expect(page.getByTestId('lessor-actualAddress')).toHaveText(
      'Toshkent sh., Mirzo Ulugʻbek t., Mustaqillik shoh koʻchasi, 59',
    );
    await expect(page.getByTestId('lessor-head')).toHaveText('Nazarov Bekzod Olimovich');
    await expect(page.getByTestId('lessor-founders')).toContainText('302345678 — «Samarqand Invest» AJ (40 %)');

    await expect(page.getByRole('heading', { name: 'Obyekt tavsifi' })).toBeVisible();
    await expect(page.getByTestId('property-buildingName')).toHaveText('«Amir Temur Plaza» biznes markazi');
    await expect(page.getByTestId('property-floor')).toHaveText('3');
    await expect(page.getByTestId('property-storeys')).toHaveText('9');
    await expect(page.getByTestId('property-yearBuilt')).toHaveText('2008');
    await expect(page.getByTestId('property-ownershipType')).toHaveText('Xususiy');

    await page.getByRole('main').getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await expect(page.getByTestId('contract-state')).toHaveText('Tasdiqlangan');
    await page.close();
  });

  test("the public view shows the company's record and the building, not the sole proprietor's address", async ({
    browser,
  }) => {
    const visitor = await openAs(browser);
    // /contract-view/{id}/{begin}/{end}/{from} → /public-contract-view/{id}/{begin}/{end}
    const [, , id, begin, end] = contractPath.split('/');
    await visitor.goto(`/public-contract-view/${id}/${begin}/${end}`);
    await expect(
      visitor.getByRole('heading', { name: `Roʻyxatga olingan ijara shartnomasi № ${number}` }),
    ).toBeVisible();
    await expect(visitor.getByTestId('public-lessor-legalAddress')).toContainText(
      'Toshkent sh., Yunusobod t., Amir Temur koʻchasi, 107',
    );
    await expect(visitor.getByTestId('public-storeys')).toContainText('9');
    await expect(visitor.getByTestId('public-yearBuilt')).toContainText('2008');
    await expect(visitor.getByText('Qatortol koʻchasi')).toHaveCount(0);
    await expect(visitor.getByText('Turmush qurmagan')).toHaveCount(0);
    await visitor.close();
  });
});
