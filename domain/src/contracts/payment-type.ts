import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';

/**
 * How the rent is paid (spec §3 Contract "payment type"). A tax officer tells apart rent paid in cash,
 * which only the parties' own declarations show, from rent that passes through a bank: a transfer
 * between accounts, or a payment from a bank card (the usual way between persons). domain-facts.md says
 * nothing of it; these three are what a contract of rent states.
 */
export const PAYMENT_TYPES = ['CASH', 'BANK_TRANSFER', 'CARD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const paymentTypeSchema = z.enum(PAYMENT_TYPES, { error: MessageKeys.invalidValue });
