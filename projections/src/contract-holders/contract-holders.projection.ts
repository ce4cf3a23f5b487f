import type { ContractHoldersAssigned, RecordedEvent } from '@rent/domain';
import type { Projection } from '../projection.js';
import { ContractHolderRow } from './contract-holder.entity.js';

/** Who holds each contract for each legal party: an assignment replaces that party's list (so replays agree). */
export const contractHoldersProjection: Projection = {
  name: 'contract-holders',
  eventTypes: new Set<ContractHoldersAssigned['type']>(['ContractHoldersAssigned']),
  tables: ['contract_holders'],
  async apply(em, events) {
    for (const { data } of events as readonly RecordedEvent<ContractHoldersAssigned>[]) {
      await em.delete(ContractHolderRow, { contractId: data.contractId, partyId: data.byPartyId });
      if (data.holders.length) {
        await em.insert(ContractHolderRow, data.holders.map((h) => ({ contractId: data.contractId, partyId: data.byPartyId, pinfl: h.pinfl })));
      }
    }
  },
};
