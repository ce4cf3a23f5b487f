import { expect, test } from '@playwright/test';
import { accounts, day, openAs, registerContract, signIn } from './support/portal.js';

// Spec §3 "registration number": the number the portal gives a contract at registration is on the
// contract page and in the list, and a party finds the contract by it in the list's search.
test('a registered contract shows its registration number and is found by it in the list search', async ({
  browser,
}) => {
  // A sign-in, a registration and a search: on the shared two-core machine this has taken close to a minute.
  test.setTimeout(120_000);
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  const number = `E2E-RN-${Date.now()}`;
  await registerContract(page, {
    number,
    lesseeId: accounts.individual.login,
    area: '4',
    payment: '2000000',
    begin: day(1).display,
    end: day(200).display,
  });
  // Year, Tashkent city's region code (the demo lessor's objects are there), the place in the series.
  const shown = page.getByTestId('registration-number');
  await expect(shown).toHaveText(/^\d{4}-26-\d{7}$/);
  const registrationNumber = (await shown.textContent())!;
  const contractPage = page.url();

  await page.goto('/estate-list?box=sent');
  await page.getByRole('search').getByLabel('Qidirish: raqam, tomon, STIR yoki JShShIR').fill(registrationNumber);
  const rows = page.getByTestId('contract-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('registration-number')).toHaveText(registrationNumber);
  await expect(rows.getByTestId('contract-number')).toHaveText(number);
  await rows.getByRole('link').click();
  await expect(page).toHaveURL(contractPage);
  await page.close();
});
