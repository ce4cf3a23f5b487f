import { expect, test } from '@playwright/test';

// An integrator reads the API's description in a browser at /api/docs: Swagger UI, served by the portal
// itself under its page policy. Nothing may be refused by that policy or fail in the console.
test('the API documentation page shows the operations and a route’s body and answer', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Rental-contract registration portal API/ })).toBeVisible();
  const button = page.getByRole('button', { name: 'POST /api/auth/login', exact: true });
  await button.click();
  const login = page.locator('.opblock').filter({ has: button });
  // The body is the sign-in schema the API validates with (its fields shown); the answer is the challenge.
  await expect(login.getByText('Request body')).toBeVisible();
  await login.getByRole('tab', { name: 'Schema' }).first().click();
  await expect(login.locator('.opblock-section-request-body')).toContainText('password');
  await expect(login.locator('.responses-wrapper')).toContainText('challengeId');
  // A group of operations further down is reached by its link, as an integrator sends one (Swagger UI
  // draws the groups near the one in view, not all of them at once).
  await page.goto('about:blank');
  await page.goto('/api/docs#/contracts');
  await expect(page.getByRole('heading', { name: /^contracts/, level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GET /api/contracts', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
