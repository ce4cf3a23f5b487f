import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ContractCreated, EventMetadata } from '@rent/domain';

export const testMetadata: EventMetadata = {
  actor: { kind: 'party', userId: 'u-1', partyId: '301234567', name: 'Test' },
  correlationId: randomUUID(),
  causationId: null,
};

/** A registration's event data as the decider writes it (a letter of guarantee, so the jobs reactor schedules a check). */
export const contractCreated = (
  contractId: string,
  number: string,
  guaranteeDeadline?: string,
): ContractCreated['data'] => ({
  contractId,
  kind: guaranteeDeadline ? 'LETTER_OF_GUARANTEE' : 'OTHER_RENT',
  contractNumber: number,
  contractDate: '2026-01-10',
  lessor: { id: '301234567', type: 'LEGAL', name: 'Lessor' },
  lessee: { id: '302345678', type: 'LEGAL', name: 'Lessee' },
  initiatorId: '301234567',
  counterpartId: '302345678',
  property: { cadastralNumber: '10:09:03:01:02:0017', address: 'Toshkent', totalArea: 100 },
  area: 10,
  monthlyPayment: 1_000_000,
  beginDate: '2026-02-01',
  endDate: '2027-01-31',
  purpose: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...(guaranteeDeadline && {
    details: { guarantee: { lesseeRegisteredAt: '2026-01-05', deadline: guaranteeDeadline } },
  }),
});

/** The cluster's next transaction id, without keeping one. */
export async function nextTransactionId(url: string): Promise<bigint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ next: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot()) AS next');
    return BigInt(rows[0]!.next);
  } finally {
    await client.end();
  }
}

/**
 * Moves the cluster's transaction ids on to at least `until`, one empty committed transaction each (a
 * fresh cluster starts near 1,000; a test that needs ids across a digit boundary below the current one
 * makes sure there is one).
 */
export async function burnTransactionIds(url: string, until: bigint): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    await client.query(`DO $$ BEGIN WHILE pg_current_xact_id()::text::bigint < ${until} LOOP COMMIT; END LOOP; END $$`);
  } finally {
    await client.end();
  }
}
