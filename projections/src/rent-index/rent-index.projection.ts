import {
  CONTRACT_EVENT_TYPES,
  type Contract,
  type ContractEvent,
  contractStreamId,
  evolve,
  initialContract,
  isRegistered,
  isVehicleKind,
  type RecordedEvent,
} from '@rent/domain';
import type { EntityManager } from 'typeorm';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { RentIndexContractRow } from './rent-index-contract.entity.js';

type Facts = Omit<RentIndexContractRow, 'contractId' | 'version' | 'fold' | 'regionSoato'>;

const NO_FACTS: Facts = {
  cadastralNumber: null,
  area: null,
  monthlyPayment: null,
  minimumRate: null,
  beginDate: null,
  lastDay: null,
};

/**
 * What the index reads of a contract: only one put on record (approved, then perhaps cancelled or
 * expired), not taken off the register, whose area and rent are known; rent between close relatives
 * (the lessor's kinship declaration) is no market rent and is left out. Its figures are the terms last
 * agreed; its days in force run from its begin date to its end date or the last day a cancellation left it.
 */
export function indexFacts(fold: Contract | null): Facts {
  if (!fold || fold.status !== 'Existing' || !isRegistered(fold.state) || fold.removed) return NO_FACTS;
  if (fold.details?.kinship || !(fold.terms.area > 0) || !(fold.terms.monthlyPayment > 0)) return NO_FACTS;
  return {
    cadastralNumber: fold.cadastralNumber,
    area: fold.terms.area,
    monthlyPayment: fold.terms.monthlyPayment,
    minimumRate: fold.minimumRatePerM2,
    beginDate: fold.terms.beginDate,
    lastDay: fold.lastDayInForce ?? fold.terms.endDate,
  };
}

async function knownFolds(em: EntityManager, ids: readonly string[]) {
  const rows: { contract_id: string; version: number; fold: Contract | null; region_soato: string | null }[] =
    await em.query(
      'SELECT contract_id, version, fold, region_soato FROM rent_index_contracts WHERE contract_id = ANY($1::uuid[])',
      [ids],
    );
  return new Map(rows.map((r) => [r.contract_id, { version: r.version, fold: r.fold, regionSoato: r.region_soato }]));
}

/**
 * The open rent index's read model (issue 21): every contract folded by the domain's own `evolve`, so
 * "registered", its terms and the day it left force are the decider's; each contract a batch touches is
 * written again from its fold. The published figures are a query over these rows (backend
 * open-data/rent-index.query.ts), so a rebuild gives the same index.
 */
export const rentIndexProjection: Projection = {
  name: 'rent-index',
  eventTypes: new Set<string>(CONTRACT_EVENT_TYPES),
  tables: ['rent_index_contracts'],
  // A contract's row folds its own stream alone: rebuilt stream after stream, it is written once.
  rebuildStreams: contractStreamId(''),
  // Estimated, not yet timed: it folds every contract as the invoices do (cost 8), but writes one row, no months.
  cost: 6,
  async apply(em, events) {
    const batch = events as readonly RecordedEvent<ContractEvent>[];
    const folds = await knownFolds(em, [...new Set(batch.map((e) => e.data.contractId))]);
    const touched = new Set<string>();
    for (const event of batch) {
      const id = event.data.contractId;
      const known = folds.get(id);
      if (known && event.streamVersion <= known.version) continue;
      const before = known ? known.fold : initialContract();
      let fold = before && evolve(before, { type: event.type, data: event.data } as ContractEvent);
      // A vehicle is rented whole, not by the m²: it never counts, so it is remembered without its fold.
      if (fold?.status === 'Existing' && isVehicleKind(fold.kind)) fold = null;
      // The domain's fold forgets the region the registration named; the row keeps it.
      const regionSoato =
        event.type === 'ContractCreated' ? (event.data.property.regionSoato ?? null) : (known?.regionSoato ?? null);
      folds.set(id, { version: event.streamVersion, fold, regionSoato });
      touched.add(id);
    }
    if (touched.size === 0) return;
    const rows: RentIndexContractRow[] = [...touched].map((contractId) => {
      const { version, fold, regionSoato } = folds.get(contractId)!;
      return { contractId, version, fold, regionSoato, ...indexFacts(fold) };
    });
    await em.query(
      `INSERT INTO rent_index_contracts SELECT * FROM jsonb_populate_recordset(NULL::rent_index_contracts, $1::jsonb)
       ON CONFLICT (contract_id) DO UPDATE SET version = excluded.version, fold = excluded.fold,
         cadastral_number = excluded.cadastral_number, region_soato = excluded.region_soato, area = excluded.area,
         monthly_payment = excluded.monthly_payment, minimum_rate = excluded.minimum_rate,
         begin_date = excluded.begin_date, last_day = excluded.last_day`,
      [JSON.stringify(byColumn(em, RentIndexContractRow, rows))],
    );
  },
};
