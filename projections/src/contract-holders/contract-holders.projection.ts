import type { ContractHoldersAssigned, RecordedEvent } from '@rent/domain';
import type { Projection } from '../projection.js';

/** One party's list of holders of one contract, as its last assignment in the batch names them. */
export interface HolderList {
  contractId: string;
  partyId: string;
  pinfls: string[];
}

/** An assignment replaces the party's whole list, so only each (contract, party)'s last one counts. */
export function lastHolderLists(events: readonly RecordedEvent<ContractHoldersAssigned>[]): HolderList[] {
  const last = new Map<string, HolderList>();
  for (const { data } of events) {
    last.set(JSON.stringify([data.contractId, data.byPartyId]), {
      contractId: data.contractId,
      partyId: data.byPartyId,
      pinfls: data.holders.map((h) => h.pinfl),
    });
  }
  return [...last.values()];
}

/** Who holds each contract for each legal party: an assignment replaces that party's list (so replays agree). */
export const contractHoldersProjection: Projection = {
  name: 'contract-holders',
  eventTypes: new Set<ContractHoldersAssigned['type']>(['ContractHoldersAssigned']),
  tables: ['contract_holders'],
  async apply(em, events) {
    const lists = lastHolderLists(events as readonly RecordedEvent<ContractHoldersAssigned>[]);
    await em.query(
      `DELETE FROM contract_holders h USING unnest($1::uuid[], $2::text[]) AS l(contract_id, party_id)
        WHERE h.contract_id = l.contract_id AND h.party_id = l.party_id`,
      [lists.map((l) => l.contractId), lists.map((l) => l.partyId)],
    );
    const held = lists.flatMap((l) => l.pinfls.map((pinfl) => [l.contractId, l.partyId, pinfl] as const));
    if (held.length > 0) {
      await em.query(
        'INSERT INTO contract_holders (contract_id, party_id, pinfl) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])',
        [held.map((h) => h[0]), held.map((h) => h[1]), held.map((h) => h[2])],
      );
    }
  },
};
