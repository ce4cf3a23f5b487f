import { type ContractEvent, contractStreamId, type RecordedEvent } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { statementParams } from '../statement-params.js';
import { ContractSummary } from './contract-summary.entity.js';
import { CONTRACT_SEARCH, insertSearchRows, searchedColumns, updateSearchRows } from './contract-search.js';
import { CountDeltas } from './count-deltas.js';
import { foldSummaries, type KnownSummary, type SummaryWrite } from './summary-rows.js';

/** The rows a batch touches, read once; the payment as text so that no digit is lost on its way back. */
async function knownRows(em: EntityManager, ids: readonly string[]): Promise<Map<string, KnownSummary>> {
  const rows: KnownSummary[] = await em.query(
    `SELECT id, version, state, monthly_payment::text AS "monthlyPayment", initiator_id AS "initiatorId", counterpart_id AS "counterpartId"
       FROM contract_summary WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The batch's writes in one statement of data-modifying CTEs (new rows, changed rows, counts: disjoint,
 * so none needs to see what another wrote). New rows are inserted whole; each changed row gets the
 * columns it changed (a JSON object by column name) laid over it, so the columns the batch did not touch
 * keep their values. A new row brings its search row (contract-search.ts), and a renumbered one moves it.
 */
async function write(em: EntityManager, writes: readonly SummaryWrite[], counts: CountDeltas): Promise<void> {
  const { values, param } = statementParams();
  const ctes: string[] = [];
  const added = writes.filter((w) => w.isNew).map((w) => w.values);
  if (added.length > 0) {
    const rows = param(JSON.stringify(byColumn(em, ContractSummary, added, { dropNulls: true })));
    ctes.push(
      `added AS (INSERT INTO contract_summary SELECT * FROM jsonb_populate_recordset(NULL::contract_summary, ${rows}::jsonb) RETURNING ${searchedColumns('contract_summary')})`,
    );
    ctes.push(`added_search AS (${insertSearchRows('added')})`);
  }
  const changed = writes.filter((w) => !w.isNew);
  if (changed.length > 0) {
    const sets = byColumn(
      em,
      ContractSummary,
      changed.map((w) => w.values),
    );
    // Only the columns some row changes; a row that leaves one of them out keeps its value there.
    const columns = [...new Set(sets.flatMap((v) => Object.keys(v)))].map((c) => `"${c}"`);
    // Of the searched text only the numbers ever change (new terms, a registration number given to an
    // older contract); the parties stay.
    const renumbered = columns.includes('"contract_number"') || columns.includes('"registration_number"');
    // unnest, whose row count the planner knows, so that a few rows are found by key and not by a scan.
    ctes.push(`changed AS (
      UPDATE contract_summary s SET (${columns.join(', ')}) = (SELECT ${columns.map((c) => `r.${c}`).join(', ')} FROM jsonb_populate_record(s, u.c) r)
        FROM unnest(${param(changed.map((w) => w.id))}::uuid[], ${param(sets.map((v) => JSON.stringify(v)))}::jsonb[]) AS u(id, c)
       WHERE s.id = u.id${renumbered ? ` RETURNING ${searchedColumns('s')}` : ''})`);
    if (renumbered) ctes.push(`changed_search AS (${updateSearchRows('changed')})`);
  }
  ctes.push(...counts.ctes(param));
  if (ctes.length > 0) await em.query(`WITH ${ctes.join(',\n')} SELECT 1`, values);
}

export const contractSummaryProjection: Projection = {
  name: 'contract-summary',
  eventTypes: new Set<string>([
    'ContractCreated',
    'ContractConfirmed',
    'ContractRejected',
    'ContractSentForChange',
    'ContractChanged',
    'ContractWithdrawn',
    'ContractChangeProposed',
    'ContractChangeConfirmed',
    'ContractChangeRejected',
    'CancellationRequested',
    'ContractCancelled',
    'CancellationRejected',
    'CancellationAccepted',
    'CancellationTookEffect',
    'ContractResubmitted',
    'ContractExpired',
    'DeclarationLapsed',
    'ContractRemovedFromRegister',
    'GuaranteeFollowed',
    'GuaranteeDeadlineMissed',
    'ContractNumbered',
    // A reminder changes nothing else in the row: it is here because the system sent it (systemActed).
    'ContractExpiryReminded',
  ] satisfies ContractEvent['type'][]),
  tables: ['contract_summary', 'party_contract_counts', CONTRACT_SEARCH],
  // A summary row folds its contract's stream alone; the party counts are sums, in any order.
  rebuildStreams: contractStreamId(''),
  // Alone over a 16,701-event log it took 1.2 s, the invoices 4.0 s, each other read model 0.3-0.6 s.
  cost: 2,
  async apply(em, events) {
    const contractEvents = events as readonly RecordedEvent<ContractEvent>[];
    const known = await knownRows(em, [...new Set(contractEvents.map((e) => e.data.contractId))]);
    const counts = new CountDeltas();
    await write(em, foldSummaries(known, contractEvents, counts), counts);
  },
};
