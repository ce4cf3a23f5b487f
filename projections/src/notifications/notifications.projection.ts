import { CONTRACT_EVENT_TYPES, type ContractEvent, type NotificationEvent, type RecordedEvent } from '@rent/domain';
import type { EntityManager } from 'typeorm';
import { byColumn } from '../column-values.js';
import type { Projection } from '../projection.js';
import { statementParams } from '../statement-params.js';
import { Notification, NotificationContract } from './notification.entity.js';
import { foldNotifications } from './notification-rows.js';

/** The contracts a batch speaks of, read once. */
async function knownContracts(em: EntityManager, ids: readonly string[]): Promise<Map<string, NotificationContract>> {
  if (ids.length === 0) return new Map();
  const rows: NotificationContract[] = await em.query(
    `SELECT contract_id AS "contractId", contract_number AS "contractNumber", initiator_id AS "initiatorId", counterpart_id AS "counterpartId"
       FROM notification_contracts WHERE contract_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.contractId, r]));
}

export const notificationsProjection: Projection = {
  name: 'notifications',
  eventTypes: new Set<string>([
    ...CONTRACT_EVENT_TYPES,
    ...(['NotificationRead', 'InvoicesDueReminded'] satisfies NotificationEvent['type'][]),
  ]),
  tables: ['notifications', 'notification_contracts'],
  async apply(em, events) {
    const batch = events as readonly RecordedEvent<ContractEvent | NotificationEvent>[];
    const ids = batch.flatMap((e) =>
      e.type === 'NotificationRead' || e.type === 'InvoicesDueReminded' ? [] : [e.data.contractId],
    );
    const { contracts, notifications, reads } = foldNotifications(await knownContracts(em, [...new Set(ids)]), batch);
    // The contracts and the notifications in one statement of data-modifying CTEs (different tables).
    const { values, param } = statementParams();
    const ctes: string[] = [];
    if (contracts.length > 0) {
      ctes.push(`learnt AS (
        INSERT INTO notification_contracts SELECT * FROM jsonb_populate_recordset(NULL::notification_contracts, ${param(JSON.stringify(byColumn(em, NotificationContract, contracts)))}::jsonb)
        ON CONFLICT (contract_id) DO UPDATE SET contract_number = excluded.contract_number)`);
    }
    // (event, recipient) is the key: a replayed batch adds nothing, and a row keeps the read mark it has.
    if (notifications.length > 0) {
      ctes.push(`told AS (
        INSERT INTO notifications SELECT * FROM jsonb_populate_recordset(NULL::notifications, ${param(JSON.stringify(byColumn(em, Notification, notifications)))}::jsonb)
        ON CONFLICT DO NOTHING)`);
    }
    if (ctes.length > 0) await em.query(`WITH ${ctes.join(',\n')} SELECT 1`, values);
    // A statement after the inserts, which it must see: a notification is in the log before its mark,
    // perhaps in this very batch. The first mark stays; a replayed or later one finds it read already.
    if (reads.length > 0) {
      await em.query(
        `UPDATE notifications n SET read_at = m.read_at
           FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS m(event_id, party_id, read_at)
          WHERE n.event_id = m.event_id AND n.party_id = m.party_id AND n.read_at IS NULL`,
        [reads.map((r) => r.eventId), reads.map((r) => r.partyId), reads.map((r) => r.readAt.toISOString())],
      );
    }
  },
};
