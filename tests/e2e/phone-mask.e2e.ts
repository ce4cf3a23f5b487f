import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support/portal.js';

// Issue 18, spec §9: a phone is typed into the mask +998 (11) 111 11 11, which fills in as one types.
test('a new phone number takes the mask as it is typed, edited and pasted', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'individual');
  await page.goto('/account/phone');
  const field = page.getByLabel('Yangi telefon raqami');
  await expect(field).toHaveAttribute('placeholder', '+998 (__) ___ __ __');

  await field.click();
  await field.pressSequentially('90');
  await expect(field).toHaveValue('+998 (90');
  await field.pressSequentially('1234');
  await expect(field).toHaveValue('+998 (90) 123 4');
  await field.pressSequentially('5678');
  await expect(field).toHaveValue('+998 (90) 123 45 67');
  // A tenth digit has no place.
  await field.press('9');
  await expect(field).toHaveValue('+998 (90) 123 45 67');

  // Backspace takes digits, and the separators with them.
  await field.press('Backspace');
  await field.press('Backspace');
  await field.press('Backspace');
  await expect(field).toHaveValue('+998 (90) 123 4');
  // A digit typed inside the number goes where the caret is, and the caret stays after it.
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.press('7');
  await field.press('8');
  await expect(field).toHaveValue('+998 (90) 123 78 4');

  // A whole number pasted, with its country code or without, is taken.
  await field.fill('998 91 765 43 21');
  await expect(field).toHaveValue('+998 (91) 765 43 21');
  await field.fill('');
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'Kod yuborish' }).click();
  await expect(page.getByText('Yangi telefon raqami ga maʼlumot kiritish majburiy')).toBeVisible();
  await page.close();
});
