/** So'm of a payment agreed in BHM (base calculation amounts): the BHM at the date times the multiple. */
export const somFromBhm = (multiple: number, bhmAmount: number): number => Math.round(multiple * bhmAmount * 100) / 100;
