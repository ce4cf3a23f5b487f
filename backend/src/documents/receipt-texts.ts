import type { ReceiptMethod, ReceiptMonthState, ReceiptState } from '@rent/domain';
import type { DocumentLanguage } from './document-texts.js';

/** The words of a rent receipt's PDF and of a year's receipts workbook, in the interface's three languages. */
export interface ReceiptTexts {
  title: string;
  yearTitle: string;
  registrationNumber: string;
  contractNumber: string;
  lessor: string;
  lessee: string;
  month: string;
  amount: string;
  paidOn: string;
  method: string;
  issuedAt: string;
  issuedBy: string;
  state: string;
  disputeReason: string;
  annulReason: string;
  due: string;
  paid: string;
  receiptNumber: string;
  total: string;
  methods: Record<ReceiptMethod, string>;
  states: Record<ReceiptState, string>;
  monthStates: Record<ReceiptMonthState, string>;
}

const UZ_LATN: ReceiptTexts = {
  title: 'Ijara toʻlovi kvitansiyasi',
  yearTitle: '%{year} yil ijara toʻlovlari',
  registrationNumber: 'Roʻyxat raqami',
  contractNumber: 'Shartnoma raqami',
  lessor: 'Ijaraga beruvchi',
  lessee: 'Ijaraga oluvchi',
  month: 'Oy',
  amount: 'Summa (soʻm)',
  paidOn: 'Toʻlov sanasi',
  method: 'Toʻlov usuli',
  issuedAt: 'Rasmiylashtirilgan vaqt',
  issuedBy: 'Rasmiylashtirgan shaxs',
  state: 'Holati',
  disputeReason: 'Eʼtiroz sababi',
  annulReason: 'Bekor qilish sababi',
  due: 'Ijara haqi (soʻm)',
  paid: 'Toʻlangan (soʻm)',
  receiptNumber: 'Kvitansiya raqami',
  total: 'Jami',
  methods: { CASH: 'Naqd pul', BANK_TRANSFER: 'Bank oʻtkazmasi', CARD: 'Bank kartasi' },
  states: { ISSUED: 'Rasmiylashtirilgan', DISPUTED: 'Eʼtiroz bildirilgan', ANNULLED: 'Bekor qilingan' },
  monthStates: { PAID: 'Toʻlangan', PARTLY_PAID: 'Qisman toʻlangan', UNPAID: 'Toʻlanmagan' },
};

const UZ_CYRL: ReceiptTexts = {
  title: 'Ижара тўлови квитанцияси',
  yearTitle: '%{year} йил ижара тўловлари',
  registrationNumber: 'Рўйхат рақами',
  contractNumber: 'Шартнома рақами',
  lessor: 'Ижарага берувчи',
  lessee: 'Ижарага олувчи',
  month: 'Ой',
  amount: 'Сумма (сўм)',
  paidOn: 'Тўлов санаси',
  method: 'Тўлов усули',
  issuedAt: 'Расмийлаштирилган вақт',
  issuedBy: 'Расмийлаштирган шахс',
  state: 'Ҳолати',
  disputeReason: 'Эътироз сабаби',
  annulReason: 'Бекор қилиш сабаби',
  due: 'Ижара ҳақи (сўм)',
  paid: 'Тўланган (сўм)',
  receiptNumber: 'Квитанция рақами',
  total: 'Жами',
  methods: { CASH: 'Нақд пул', BANK_TRANSFER: 'Банк ўтказмаси', CARD: 'Банк картаси' },
  states: { ISSUED: 'Расмийлаштирилган', DISPUTED: 'Эътироз билдирилган', ANNULLED: 'Бекор қилинган' },
  monthStates: { PAID: 'Тўланган', PARTLY_PAID: 'Қисман тўланган', UNPAID: 'Тўланмаган' },
};

const RU: ReceiptTexts = {
  title: 'Квитанция об оплате аренды',
  yearTitle: 'Арендные платежи за %{year} год',
  registrationNumber: 'Регистрационный номер',
  contractNumber: 'Номер договора',
  lessor: 'Арендодатель',
  lessee: 'Арендатор',
  month: 'Месяц',
  amount: 'Сумма (сум)',
  paidOn: 'Дата оплаты',
  method: 'Способ оплаты',
  issuedAt: 'Время выдачи',
  issuedBy: 'Выдал',
  state: 'Состояние',
  disputeReason: 'Причина возражения',
  annulReason: 'Причина аннулирования',
  due: 'Арендная плата (сум)',
  paid: 'Оплачено (сум)',
  receiptNumber: 'Номер квитанции',
  total: 'Итого',
  methods: { CASH: 'Наличные', BANK_TRANSFER: 'Банковский перевод', CARD: 'Банковская карта' },
  states: { ISSUED: 'Выдана', DISPUTED: 'Оспорена', ANNULLED: 'Аннулирована' },
  monthStates: { PAID: 'Оплачен', PARTLY_PAID: 'Оплачен частично', UNPAID: 'Не оплачен' },
};

export const RECEIPT_TEXTS: Readonly<Record<DocumentLanguage, ReceiptTexts>> = {
  'uz-Latn': UZ_LATN,
  'uz-Cyrl': UZ_CYRL,
  ru: RU,
};
