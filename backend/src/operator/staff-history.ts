import type { EntityManager } from 'typeorm';
import type { StaffHistoryEntry } from '@rent/domain';
import { ContractHistoryEntry } from '@rent/projections';
import { isUuid } from '../http/correlation-id.js';

/**
 * A contract's whole history as the committee's staff read it (issue 19): each step with who acted, of
 * which kind, and that person's identifier. An operator's step names the staff account; the account's
 * PINFL is looked up here, as the account holds it now (null for an account that is gone).
 */
export async function staffHistory(em: EntityManager, contractId: string): Promise<StaffHistoryEntry[]> {
  // A contract's history is tens of events; the cap only guards against a runaway stream.
  const rows = await em.find(ContractHistoryEntry, {
    where: { contractId },
    order: { streamVersion: 'ASC' },
    take: 1000,
  });
  const accounts = [
    ...new Set(rows.flatMap((r) => (r.actedAs === 'operator' && r.actedBy && isUuid(r.actedBy) ? [r.actedBy] : []))),
  ];
  const pinfls = new Map(
    accounts.length
      ? (
          (await em.query('SELECT id::text AS id, pinfl FROM users WHERE id = ANY($1::uuid[])', [accounts])) as {
            id: string;
            pinfl: string | null;
          }[]
        ).map((a) => [a.id, a.pinfl])
      : [],
  );
  return rows.map(({ occurredAt, actedAs, actedBy, ...entry }) => ({
    ...entry,
    occurredAt: occurredAt.toISOString(),
    actedAs,
    actedBy: actedAs === 'operator' ? (pinfls.get(actedBy ?? '') ?? null) : actedBy,
  }));
}
