import { isVehicleKind } from './service-kinds.js';
import type { ContractEvent } from './contract-events.js';

/**
 * The steps that change what the register says of a contract, and so have a public notice anyone may
 * open (`/public-notification/…`): put on record, new terms agreed, cancelled (at once, or from the year
 * agreed once it has come), expired, removed.
 * Requests, refusals and their reasons stay between the parties.
 */
export const PUBLIC_NOTICE_EVENTS: readonly ContractEvent['type'][] = [
  'ContractConfirmed',
  'ContractChangeConfirmed',
  'ContractCancelled',
  'CancellationTookEffect',
  'ContractExpired',
  'ContractRemovedFromRegister',
];

export const hasPublicNotice = (eventType: string): boolean =>
  (PUBLIC_NOTICE_EVENTS as readonly string[]).includes(eventType);

interface PublicLinkParts {
  id: string;
  kind: string;
  beginDate: string;
  endDate: string;
}

/**
 * The public view anyone may open (spec §2), as the portal routes it and a certificate's QR code names
 * it: vehicles by id alone, premises and land with the term as well.
 */
export const publicViewPath = (c: PublicLinkParts): string =>
  isVehicleKind(c.kind)
    ? `/car/public-contract-view/${c.id}`
    : `/public-contract-view/${c.id}/${c.beginDate}/${c.endDate}`;

/** The public notice of one step that changed the register (its event id), under the contract's term. */
export const publicNoticePath = (eventId: string, term: Pick<PublicLinkParts, 'beginDate' | 'endDate'>): string =>
  `/public-notification/${eventId}/${term.beginDate}/${term.endDate}`;
