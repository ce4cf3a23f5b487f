/**
 * Every rebuildable read model's rows, in a stable order: what a rebuild must reproduce row for row
 * (rebuild.test.ts, and the scale-out proofs through portal-cluster.ts).
 */
export const READ_MODEL_ROWS = {
  'contract-summary': [
    'SELECT * FROM contract_summary ORDER BY id',
    'SELECT * FROM party_contract_counts ORDER BY party_id, incoming, state',
  ],
  'contract-history': ['SELECT * FROM contract_history ORDER BY event_id'],
  notifications: [
    'SELECT * FROM notifications ORDER BY event_id, party_id',
    'SELECT * FROM notification_contracts ORDER BY contract_id',
  ],
  'property-occupancy': ['SELECT * FROM property_reservations ORDER BY cadastral_number, contract_id'],
  // Replayed stream after stream, as the summary is: its rows equal those the live run built in log order.
  'contract-invoices': [
    'SELECT * FROM invoice_months ORDER BY contract_id, month',
    'SELECT * FROM invoice_contracts ORDER BY contract_id',
  ],
  'rent-index': ['SELECT * FROM rent_index_contracts ORDER BY contract_id'],
  'rent-receipts': ['SELECT * FROM rent_receipts ORDER BY receipt_id'],
} satisfies Record<string, string[]>;
