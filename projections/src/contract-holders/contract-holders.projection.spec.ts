import { describe, expect, it } from '@jest/globals';
import type { Actor, ContractHoldersAssigned, RecordedEvent } from '@rent/domain';
import { RecordedLog } from '../testing/recorded-log.js';
import { lastHolderLists } from './contract-holders.projection.js';

// given a batch of assignments, then each party's list of a contract is its last assignment's.
const ID = '0b7f8f3e-4c1e-4a61-9d7e-2f3a1b2c3d4e';
const LESSOR = '301234567';
const LESSEE = '302345678';
const actor: Actor = { kind: 'party', userId: 'u-1', partyId: LESSOR, name: 'Lessor' };
const assigned = (byPartyId: string, ...pinfls: string[]) => ({
  type: 'ContractHoldersAssigned',
  data: {
    contractId: ID,
    byPartyId,
    at: '2026-03-05T10:00:00Z',
    holders: pinfls.map((pinfl) => ({ pinfl, name: `Employee ${pinfl}` })),
  },
});

describe('contract holders, a batch folded in memory', () => {
  it("an assignment replaces only its own party's list; an empty one leaves the party none", () => {
    const events = new RecordedLog().append(
      `contract-${ID}`,
      [
        assigned(LESSOR, '31507720120664', '41506950140216'),
        assigned(LESSEE, '51503050260018'),
        assigned(LESSOR, '41506950140216'),
        assigned(LESSEE),
      ],
      actor,
    ) as RecordedEvent<ContractHoldersAssigned>[];
    expect(lastHolderLists(events)).toEqual([
      { contractId: ID, partyId: LESSOR, pinfls: ['41506950140216'] },
      { contractId: ID, partyId: LESSEE, pinfls: [] },
    ]);
  });
});
