/** How a rent payment reached the lessor (issue 21, rent receipts). */
export const RECEIPT_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** Issued; disputed by the lessee (still counted: the lessor stands by it until it annuls it); annulled. */
export const RECEIPT_STATES = ['ISSUED', 'DISPUTED', 'ANNULLED'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
