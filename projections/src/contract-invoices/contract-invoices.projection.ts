import {
  CONTRACT_EVENT_TYPES,
  type Contract,
  type ContractEvent,
  contractInvoiceMonthParts,
  contractStreamId,
  evolve,
  initialContract,
  lessorInvoicesMonthly,
  type RecordedEvent,
} from '@rent/domain';
import type { EntityManager } from 'typeorm';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { InvoiceContractRow } from './invoice-contract.entity.js';
import { InvoiceMonthRow } from './invoice-month.entity.js';

interface Folded {
  version: number;
  fold: Contract | null;
}

async function knownFolds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Folded>> {
  const rows: { contract_id: string; version: number; fold: Contract | null }[] = await em.query(
    'SELECT contract_id, version, fold FROM invoice_contracts WHERE contract_id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.contract_id, { version: r.version, fold: r.fold }]));
}

/** The months a fold lists, each with the e-invoice issued for it. */
export function monthRows(contractId: string, fold: Contract | null): InvoiceMonthRow[] {
  if (!fold || fold.status !== 'Existing') return [];
  return contractInvoiceMonthParts(fold).map((parts) => {
    const issued = fold.invoices[parts.month];
    return {
      contractId,
      month: parts.month,
      lessorId: fold.lessorId,
      contractNumber: fold.terms.contractNumber,
      days: parts.days,
      daysInMonth: parts.daysInMonth,
      somWeighted: parts.somWeighted,
      bhm: parts.bhm,
      invoiceNumber: issued?.invoiceNumber ?? null,
      issuedAmount: issued?.amount ?? null,
      issuedAt: issued?.at ?? null,
    };
  });
}

/**
 * The invoices read model: every contract folded by the domain's own `evolve`, as the decider folds it, so
 * the months listed, their terms and what was issued are the decider's; each contract a batch touches has
 * its months written again from its fold. Only the BHM is left to the reader (monthAmount), as it is a
 * reference table, not an event.
 */
export const contractInvoicesProjection: Projection = {
  name: 'contract-invoices',
  eventTypes: new Set<string>(CONTRACT_EVENT_TYPES),
  tables: ['invoice_months', 'invoice_contracts'],
  // A contract's invoices fold its own stream alone: rebuilt stream after stream, its months are written
  // once, not again for every batch the contract had an event in.
  rebuildStreams: contractStreamId(''),
  // Alone over a 16,701-event log it took 4.0 s, the summary 1.2 s, each other read model 0.3-0.6 s.
  cost: 8,
  async apply(em, events) {
    const batch = events as readonly RecordedEvent<ContractEvent>[];
    const folds = await knownFolds(em, [...new Set(batch.map((e) => e.data.contractId))]);
    const touched = new Set<string>();
    for (const event of batch) {
      const id = event.data.contractId;
      const known = folds.get(id);
      if (known && event.streamVersion <= known.version) continue;
      // A contract whose lessor invoices nothing is remembered without its fold: nothing it does matters here.
      const before = known ? known.fold : initialContract();
      let fold = before && evolve(before, { type: event.type, data: event.data } as ContractEvent);
      if (fold?.status === 'Existing' && !lessorInvoicesMonthly(fold.lessorType)) fold = null;
      folds.set(id, { version: event.streamVersion, fold });
      touched.add(id);
    }
    if (touched.size === 0) return;
    const ids = [...touched];
    const contracts = ids.map((contractId) => ({ contractId, ...folds.get(contractId)! }));
    const months = ids.flatMap((id) => monthRows(id, folds.get(id)!.fold));
    await em.query(
      `INSERT INTO invoice_contracts SELECT * FROM jsonb_populate_recordset(NULL::invoice_contracts, $1::jsonb)
       ON CONFLICT (contract_id) DO UPDATE SET version = excluded.version, fold = excluded.fold`,
      [JSON.stringify(byColumn(em, InvoiceContractRow, contracts))],
    );
    await em.query('DELETE FROM invoice_months WHERE contract_id = ANY($1::uuid[])', [ids]);
    if (months.length > 0) {
      await em.query(
        'INSERT INTO invoice_months SELECT * FROM jsonb_populate_recordset(NULL::invoice_months, $1::jsonb)',
        [JSON.stringify(byColumn(em, InvoiceMonthRow, months))],
      );
    }
  },
};
