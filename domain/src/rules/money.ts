import { exactProduct } from './decimal.js';

/**
 * So'm of a payment agreed in BHM (base calculation amounts): the BHM at the date times the multiple,
 * exactly, rounded half up to the tiyin.
 */
export const somFromBhm = (multiple: number, bhmAmount: number): number =>
  exactProduct([multiple, bhmAmount], { scale: 2, rounding: 'halfUp' });
