import { expect, type Page, test } from '@playwright/test';
import { accounts, openAs, signIn } from './support/portal.js';

/** The paths of the API reads the page asks for from now on, in the order asked. */
function apiReads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') asked.push(url.pathname);
  });
  return asked;
}

// Issue 16: a signed-in page opened afresh asks for what its header and its list show while its code
// downloads, and asks the API for each thing once: a read asked twice is a second answer to wait for and
// a second drawing of what shows it.
test('a signed-in page opened afresh asks the API for each thing once', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  const asked = apiReads(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shartnomalar roʻyxati' })).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText(accounts.lessor.name);
  await page.waitForLoadState('networkidle');
  // What the header (who one is, the bell, whom one may act for, the badge) and the list read.
  for (const path of [
    '/api/oauth/account',
    '/api/notifications/unread-count',
    '/api/account/employers',
    '/api/account/represented',
    '/api/contract/info-panel',
    '/api/contracts',
  ])
    expect(asked, path).toContain(path);
  const twice = asked.filter((path, i) => asked.indexOf(path) !== i);
  expect(twice, 'asked more than once').toEqual([]);
  await page.close();
});

// The back-office has a chrome and a cache of its own: a staff member opening it afresh is not kept
// waiting for the taxpayers' header's reads, which nothing there shows, and asks for each of its own once.
test('the back-office opened afresh asks for none of the taxpayers’ header reads, and for each of its own once', async ({
  browser,
}) => {
  const page = await openAs(browser);
  await signIn(page, 'operator');
  const asked = apiReads(page);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Umumiy holat' })).toBeVisible();
  // Its own reads came: the count of stalled read models.
  await expect(page.getByTestId('stalled-projections')).toHaveText('0');
  await page.waitForLoadState('networkidle');
  for (const path of [
    '/api/notifications/unread-count',
    '/api/account/employers',
    '/api/account/represented',
    '/api/contract/info-panel',
  ])
    expect(asked, path).not.toContain(path);
  expect(asked, 'who is signed in').toContain('/api/oauth/account');
  const twice = asked.filter((path, i) => asked.indexOf(path) !== i);
  expect(twice, 'asked more than once').toEqual([]);
  await page.close();
});
