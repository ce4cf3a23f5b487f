import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support/portal.js';

// Issue 18: sent empty, a registration form names each empty field with spec §5's "{label} ga maʼlumot
// kiritish majburiy" in the user's language; the object select said "invalid value" and the dates and the
// lessee their format hints, as if something wrong had been typed.
const languages = {
  'uz-Latn': {
    required: (label: string) => `${label} ga maʼlumot kiritish majburiy`,
    submit: 'Roʻyxatga olish va yuborish',
    fields: {
      lesseeId: 'Ijaraga oluvchining STIR yoki JShShIR',
      cadastralNumber: 'Ijara obyekti (kadastr raqami)',
      contractDate: 'Shartnoma sanasi',
      beginDate: 'Boshlanish sanasi',
      endDate: 'Tugash sanasi',
    },
  },
  'uz-Cyrl': {
    required: (label: string) => `${label} га маълумот киритиш мажбурий`,
    submit: 'Рўйхатга олиш ва юбориш',
    fields: {
      lesseeId: 'Ижарага олувчининг СТИР ёки ЖШШИР',
      cadastralNumber: 'Ижара объекти (кадастр рақами)',
      contractDate: 'Шартнома санаси',
      beginDate: 'Бошланиш санаси',
      endDate: 'Тугаш санаси',
    },
  },
  ru: {
    required: (label: string) => `Поле «${label}» обязательно для заполнения`,
    submit: 'Зарегистрировать и отправить',
    fields: {
      lesseeId: 'ИНН или ПИНФЛ арендатора',
      cadastralNumber: 'Объект аренды (кадастровый номер)',
      contractDate: 'Дата договора',
      beginDate: 'Дата начала',
      endDate: 'Дата окончания',
    },
  },
};

test('an empty registration names every empty field as required, in each language', async ({ browser }) => {
  const page = await openAs(browser);
  await signIn(page, 'lessor');
  for (const [language, t] of Object.entries(languages)) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/services/other-rent');
    await page.getByRole('button', { name: t.submit }).click();
    for (const [field, label] of Object.entries(t.fields))
      await expect(page.locator(`#real-estate-${field}-helper-text`), `${language} ${field}`).toHaveText(
        t.required(label),
      );
  }
  await page.close();
});
