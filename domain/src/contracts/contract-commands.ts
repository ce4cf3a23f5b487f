import type { Actor } from '../events/envelope.js';
import type { RentedProperty } from './contract-events.js';
import type { ContractTerms } from './contract-terms.schema.js';
import type { Party } from './party.js';
import type { ServiceKindCode } from './service-kinds.js';

/** Given to every command: who acts and when. The decider never reads a clock of its own. */
export interface CommandMetadata {
  actor: Actor;
  /** ISO instant. */
  now: string;
}

interface Command<Type extends string, Data> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

/** The terms as entered, with the parties and the object resolved from the registries by the caller. */
export type CreateContract = Command<
  'CreateContract',
  Omit<ContractTerms, 'lesseeId' | 'cadastralNumber'> & {
    contractId: string;
    kind: ServiceKindCode;
    lessor: Party;
    lessee: Party;
    property: RentedProperty;
  }
>;

export type ConfirmContract = Command<'ConfirmContract', { contractId: string }>;
export type RejectContract = Command<'RejectContract', { contractId: string; reason: string }>;

export type ContractCommand = CreateContract | ConfirmContract | RejectContract;
