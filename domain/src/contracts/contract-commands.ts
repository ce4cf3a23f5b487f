import type { Actor, EventSignature } from '../events/envelope.js';
import type { LocalDate } from '../rules/local-date.js';
import type { BhmValue, InvoiceMonth } from '../rules/invoice-months.js';
import type { ChangeProposalKind, ContractDetails, ContractHolder, RentedProperty } from './contract-events.js';
import type { ContractTerms } from './contract-terms.schema.js';
import type { NamedTerms } from './contract-terms.js';
import type { AttachedFile, StoredDocument } from './attachments.js';
import type { Party } from './party.js';
import type { ReceiptMethod } from './rent-receipts.js';
import type { ServiceKindCode } from './service-kinds.js';

/** Given to every command: who acts and when. The decider never reads a clock of its own. */
export interface CommandMetadata {
  actor: Actor;
  /** ISO instant. */
  now: string;
  /** The actor's verified e-signature of this step, kept with its event. */
  signature?: EventSignature;
  /** The contract's stream version that signature names: the step is taken on exactly that version, or refused. */
  signedVersion?: number;
}

interface Command<Type extends string, Data> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

type OnContract<Type extends string, Data = object> = Command<Type, { contractId: string } & Data>;

/** The terms as entered, with the parties and the object resolved from the registries by the caller. */
export type CreateContract = Command<
  'CreateContract',
  Omit<ContractTerms, 'lesseeId' | 'cadastralNumber'> & {
    contractId: string;
    kind: ServiceKindCode;
    /** Taken by the decision that registers the contract, from its series (registration-number.ts). */
    registrationNumber: string;
    lessor: Party;
    lessee: Party;
    property: RentedProperty;
    /** Set when the lessor rents out space it holds in operative management (ContractCreated). */
    operativeContractId?: string | null;
    /** From the minimum-rent table for the object (null where the kind has no minimum per m²). */
    minimumRatePerM2: number | null;
    details?: ContractDetails | null;
    /**
     * Who registers it: the lessor (the default), or the lessee declaring a contract its lessor has not
     * registered (issue 21), which the lessor then confirms or rejects.
     */
    initiator?: 'lessor' | 'lessee';
  }
>;

export type ConfirmContract = OnContract<'ConfirmContract'>;
export type RejectContract = OnContract<'RejectContract', { reason: string }>;
export type RequestChange = OnContract<'RequestChange', { reason: string }>;
export type ChangeContract = OnContract<'ChangeContract', { terms: NamedTerms }>;
export type WithdrawContract = OnContract<'WithdrawContract', { reason: string | null }>;
export type ProposeChange = OnContract<
  'ProposeChange',
  {
    proposalId: string;
    proposalKind: ChangeProposalKind;
    terms: NamedTerms;
    agreement: { number: string; date: LocalDate } | null;
  }
>;
export type ConfirmChange = OnContract<'ConfirmChange'>;
export type RejectChange = OnContract<'RejectChange', { reason: string }>;
/**
 * The numbers of the contracts in force on an operative-management contract's space: the command handler
 * looks them up (they live in other streams) so that the decider can refuse to cancel it while they exist.
 */
interface LinkedContracts {
  activeLinkedContracts?: string[];
}
export type RequestCancellation = OnContract<
  'RequestCancellation',
  { reason: string; effectiveYear: number } & LinkedContracts
>;
export type AcceptCancellation = OnContract<'AcceptCancellation', LinkedContracts>;
export type RejectCancellation = OnContract<'RejectCancellation', { reason: string }>;
export type ResubmitContract = OnContract<'ResubmitContract', { terms: NamedTerms }>;
export type ExpireContract = OnContract<'ExpireContract'>;
/** The system marks a lessee's declaration the lessor left unanswered for 30 days (state 11). */
export type LapseDeclaration = OnContract<'LapseDeclaration'>;
/** The system ends a contract accepted as cancelled from a year, once that year has begun. */
export type EndCancelledContract = OnContract<'EndCancelledContract'>;
export type RemindExpiry = OnContract<'RemindExpiry', { daysBefore: number; endDate: LocalDate }>;
/** The system checks a letter of guarantee after its deadline; `followedBy` is the real contract found, if any. */
export type CheckGuarantee = OnContract<'CheckGuarantee', { followedBy: string | null }>;
/**
 * The system numbers a contract registered before the portal numbered contracts: `registeredAt` (the
 * instant it was registered) and the object's region pick the series the number is taken from.
 */
export type NumberContract = OnContract<
  'NumberContract',
  { registeredAt: string; regionSoato: string | null; registrationNumber: string }
>;
export type RemoveFromRegister = OnContract<'RemoveFromRegister', { reason: string; removalDate: LocalDate }>;
/** Warehouse services: the lessor records (or corrects) a year's commodity turnover or goods stock value. */
export type RecordTurnover = OnContract<'RecordTurnover', { year: number; amount: number }>;
/** A legal entity names the employees who hold the contract for it (spec: employee assignment); none clears it. */
export type AssignHolders = OnContract<'AssignHolders', { holders: ContractHolder[] }>;

/** A party attaches a document: the file already kept (not yet anyone's until this step is taken) and the files it signed. */
export type AttachDocument = OnContract<'AttachDocument', { document: StoredDocument; files: AttachedFile[] }>;

/**
 * The lessor records the electronic invoice it issued for a month; the handler adds the BHM values (a
 * reference table) so that the decider can work out the month's amount.
 */
/** Issue 21: the lessor's receipt of a payment; the id and number are the handler's to give. */
export type IssueReceipt = OnContract<
  'IssueReceipt',
  { receiptId: string; month: InvoiceMonth; amount: number; paidOn: LocalDate; method: ReceiptMethod }
>;
export type DisputeReceipt = OnContract<'DisputeReceipt', { receiptId: string; reason: string }>;
export type AnnulReceipt = OnContract<'AnnulReceipt', { receiptId: string; reason: string }>;
export type IssueInvoice = OnContract<
  'IssueInvoice',
  { month: InvoiceMonth; invoiceNumber: string; bhmValues: BhmValue[] }
>;

export type ContractCommand =
  | CreateContract
  | ConfirmContract
  | RejectContract
  | RequestChange
  | ChangeContract
  | WithdrawContract
  | ProposeChange
  | ConfirmChange
  | RejectChange
  | RequestCancellation
  | AcceptCancellation
  | RejectCancellation
  | ResubmitContract
  | ExpireContract
  | LapseDeclaration
  | EndCancelledContract
  | RemindExpiry
  | CheckGuarantee
  | RemoveFromRegister
  | RecordTurnover
  | AssignHolders
  | NumberContract
  | AttachDocument
  | IssueInvoice
  | IssueReceipt
  | DisputeReceipt
  | AnnulReceipt;

/** A command that takes a registration number, before the decision that holds the number's series has taken it. */
export type ToNumber<C extends CreateContract | NumberContract> = Omit<C, 'data'> & {
  data: Omit<C['data'], 'registrationNumber'>;
};

/** A command as its handler sends it to the contract's decision: a registration or a numbering still without its number. */
export type IssuedCommand =
  Exclude<ContractCommand, CreateContract | NumberContract> | ToNumber<CreateContract> | ToNumber<NumberContract>;
