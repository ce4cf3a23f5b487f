import type { ContractEvent } from './contract-events.js';

/**
 * The steps that change what the register says of a contract, and so have a public notice anyone may
 * open (`/public-notification/…`): put on record, new terms agreed, cancelled, expired, removed.
 * Requests, refusals and their reasons stay between the parties.
 */
export const PUBLIC_NOTICE_EVENTS: readonly ContractEvent['type'][] = [
  'ContractConfirmed',
  'ContractChangeConfirmed',
  'ContractCancelled',
  'ContractExpired',
  'ContractRemovedFromRegister',
];

export const hasPublicNotice = (eventType: string): boolean => (PUBLIC_NOTICE_EVENTS as readonly string[]).includes(eventType);
