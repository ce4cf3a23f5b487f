import dayjs from 'dayjs';
import type { LocalDate } from './local-date.js';

/**
 * Rent on a letter of guarantee (spec §1, §9; the government decree of 2021): a legal entity registered
 * no more than ten days ago may put preliminary contract data on record, and must follow it with a real
 * contract within ten days of its state registration.
 */
export const GUARANTEE_DAYS = 10;

/** The last day a real contract may follow: ten days after state registration. */
export const guaranteeDeadline = (registeredAt: LocalDate): LocalDate =>
  dayjs(registeredAt).add(GUARANTEE_DAYS, 'day').format('YYYY-MM-DD');

/** Registered no later than today and no more than ten days ago. */
export const registeredWithinGuaranteeDays = (registeredAt: LocalDate, today: LocalDate): boolean =>
  registeredAt <= today && guaranteeDeadline(registeredAt) >= today;
