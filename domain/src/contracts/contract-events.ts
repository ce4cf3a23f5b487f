import type { DomainEvent } from '../events/envelope.js';
import type { LocalDate } from '../rules/local-date.js';
import type { InvoiceMonth } from '../rules/invoice-months.js';
import type { ContractTermsSnapshot, FieldChange } from './contract-terms.js';
import type { Kinship } from './kinship.js';
import type { PaymentType } from './payment-type.js';
import type { CoResident, Utilities } from './household.js';
import type { AttachedFile, StoredDocument } from './attachments.js';
import type { Party, PartyTypeCode } from './party.js';
import type { ReceiptMethod } from './rent-receipts.js';
import type { OwnershipTypeCode } from './registry-facts.js';
import type { ServiceKindCode } from './service-kinds.js';

/** The rented object as the cadastre knew it when the contract was made. */
export interface RentedProperty {
  cadastralNumber: string;
  address: string;
  /** Total area of the object, m². */
  totalArea: number;
  /** The object's region (SOATO, 4 digits) as the cadastre knew it; none for a vehicle, absent in older events. */
  regionSoato?: string | null;
  /*
   * The object as the cadastre described it at registration (spec §3); absent for a vehicle, in events
   * written before 2026-11-27, and where the cadastre has nothing.
   */
  propertyType?: string;
  ownershipType?: OwnershipTypeCode;
  buildingName?: string;
  /** The floor the premises are on (negative: below ground). */
  floor?: number;
  /** The room's or flat's number in the building. */
  room?: string;
  /** The building's number of storeys. */
  storeys?: number;
  yearBuilt?: number;
}

/** A student lessee as the education registry knew them. */
export interface StudentTenant {
  pinfl: string;
  name: string;
  university: string;
  faculty: string;
  course: number;
}

/** Land rent: the plot's land tax rate when registered and the agreed multiple of it (1 to 3). */
export interface LandRentTerms {
  /** So'm per m² a year, from the land plot registry. */
  landTaxRate: number;
  multiplier: number;
  /** Further plots of the lessor's rented under the same contract, at the same multiplier. */
  morePlots?: LeasedPlot[];
}

/** One further plot of a land rent: what the land registry said of it at registration, and the m² rented. */
export interface LeasedPlot {
  cadastralNumber: string;
  address: string;
  totalArea: number;
  landTaxRate: number;
  area: number;
}

/** Mobile trade: what stands on the rented spot and what it is for. */
export interface MobileTradeObject {
  objectType: string;
  usageType: string;
  /** m² the object itself takes, at most the rented area. */
  objectArea: number;
}

/** Car rent: the vehicle as the vehicle registry knew it, and what it is rented for. */
export interface RentedVehicle {
  plateNumber: string;
  vehicleKind: string;
  model: string;
  colour: string;
  yearMade: number;
  usageType: string;
}

/** Rent on a letter of guarantee: when the lessee was registered, and the day a real contract is due by. */
export interface GuaranteeTerms {
  lesseeRegisteredAt: LocalDate;
  deadline: LocalDate;
}

/** Warehouse services: what the yearly fee is a share of, and the share in per cent. */
export interface WarehouseTerms {
  basis: 'TURNOVER' | 'STOCK_VALUE';
  ratePercent: number;
}

/** Adjacent-area rent: the business object the area serves, where it lies, and the plot's whole area. */
export interface AdjacentAreaTerms {
  objectName: string;
  locationStage: string;
  /** m² of the land plot the rented part is taken from. */
  landArea: number;
}

/** A payment agreed in BHM: the multiple, and the BHM it was worked out with (so'm, in force from `bhmDate`). */
export interface BhmPayment {
  bhmMultiple: number;
  bhmAmount: number;
  bhmDate: LocalDate;
}

/** What a service kind adds to the common terms (absent for the kinds that add nothing). */
export interface ContractDetails {
  payment?: BhmPayment;
  warehouse?: WarehouseTerms;
  adjacentArea?: AdjacentAreaTerms;
  guarantee?: GuaranteeTerms;
  vehicle?: RentedVehicle;
  mobileTrade?: MobileTradeObject;
  /** Student rent: the lessee first, then the co-tenants. */
  students?: StudentTenant[];
  land?: LandRentTerms;
  /** The lessor's declaration that the lessee is a close relative of the object's owner: no minimum rent. */
  kinship?: Kinship;
  /** A home rented to a person: who lives there with the lessee, as the population registry knows them. */
  coResidents?: CoResident[];
  /** A home rented to a person: who pays which utility. */
  utilities?: Utilities;
}

export type ContractCreated = DomainEvent<
  'ContractCreated',
  {
    contractId: string;
    kind: ServiceKindCode;
    /**
     * The portal's own number (registration-number.ts), taken from its series in the registration's own
     * transaction. Absent in events written before the portal numbered contracts: those contracts got
     * theirs by a ContractNumbered event.
     */
    registrationNumber?: string;
    contractNumber: string;
    contractDate: LocalDate;
    lessor: Party;
    lessee: Party;
    /** The party that registered the contract and the one that must confirm it. */
    initiatorId: string;
    counterpartId: string;
    property: RentedProperty;
    area: number;
    monthlyPayment: number;
    beginDate: LocalDate;
    endDate: LocalDate;
    purpose: string | null;
    /** Absent in events written before the portal asked for them (contract-terms.ts `termsSnapshot`). */
    paymentType?: PaymentType | null;
    notes?: string | null;
    documentsDate?: LocalDate | null;
    createdAt: string;
    /**
     * The operative-management contract whose space this contract rents out, if any; that contract cannot
     * be cancelled while this one is in force. Absent in events written before the link existed.
     */
    operativeContractId?: string | null;
    /**
     * The least rent of one m² a month (so'm, regional coefficient applied) from the rate table when the
     * contract was registered; every later set of terms keeps rent ≥ this × area. Absent in older events.
     */
    minimumRatePerM2?: number | null;
    details?: ContractDetails | null;
  }
>;

export type ContractConfirmed = DomainEvent<
  'ContractConfirmed',
  { contractId: string; confirmedAt: string; byPartyId: string }
>;

export type ContractRejected = DomainEvent<
  'ContractRejected',
  { contractId: string; rejectedAt: string; byPartyId: string; reason: string }
>;

/** Who did a step, and when (ISO instant). */
interface Step {
  byPartyId: string;
  at: string;
}

/** Before approval: the counterpart sends the contract back to the initiator to be changed. */
export type ContractSentForChange = DomainEvent<'ContractSentForChange', Step & { contractId: string; reason: string }>;

/** Before approval: the initiator changes the terms and sends the contract again. */
export type ContractChanged = DomainEvent<
  'ContractChanged',
  Step & { contractId: string; changes: FieldChange[]; terms: ContractTermsSnapshot }
>;

/** Before approval: the initiator takes the contract back (state 12). */
export type ContractWithdrawn = DomainEvent<'ContractWithdrawn', Step & { contractId: string; reason: string | null }>;

/**
 * After approval: a change of terms (by the lessor) or a supplementary agreement (by either party) waits
 * for the other party; the contract keeps its terms until then.
 */
export type ChangeProposalKind = 'CHANGE' | 'ADDITIONAL_AGREEMENT';
export type ContractChangeProposed = DomainEvent<
  'ContractChangeProposed',
  Step & {
    contractId: string;
    proposalId: string;
    proposalKind: ChangeProposalKind;
    changes: FieldChange[];
    /** For a supplementary agreement: its own number and date. */
    agreement: { number: string; date: LocalDate } | null;
  }
>;
export type ContractChangeConfirmed = DomainEvent<
  'ContractChangeConfirmed',
  Step & { contractId: string; proposalId: string; changes: FieldChange[]; terms: ContractTermsSnapshot }
>;
export type ContractChangeRejected = DomainEvent<
  'ContractChangeRejected',
  Step & { contractId: string; proposalId: string; reason: string }
>;

/** After approval: a party asks to cancel from a given year; the other accepts (state 27) or refuses. */
export type CancellationRequested = DomainEvent<
  'CancellationRequested',
  Step & { contractId: string; reason: string; effectiveYear: number }
>;
export type ContractCancelled = DomainEvent<
  'ContractCancelled',
  Step & { contractId: string; reason: string; effectiveYear: number }
>;
export type CancellationRejected = DomainEvent<'CancellationRejected', Step & { contractId: string; reason: string }>;
/**
 * The other party accepted a cancellation from a later year: the contract stays in force, its area held,
 * until 1 January of `effectiveYear` (Tashkent), when the system writes CancellationTookEffect. A
 * cancellation from the current year (or an earlier one) is ContractCancelled at once.
 */
export type CancellationAccepted = DomainEvent<
  'CancellationAccepted',
  Step & { contractId: string; reason: string; effectiveYear: number }
>;
/** 1 January of the agreed year came: the contract accepted as cancelled from that year ends (state 27). */
export type CancellationTookEffect = DomainEvent<
  'CancellationTookEffect',
  { contractId: string; at: string; effectiveYear: number }
>;

/** A rejected, withdrawn or cancelled contract changed by its initiator and sent for confirmation again. */
export type ContractResubmitted = DomainEvent<
  'ContractResubmitted',
  Step & { contractId: string; changes: FieldChange[]; terms: ContractTermsSnapshot }
>;

/**
 * The lessee registered the contract and the lessor answered nothing for 30 days since `awaitingSince`
 * (its registration, or its last resubmission): state 11, written by a job, never by a party.
 */
export type DeclarationLapsed = DomainEvent<
  'DeclarationLapsed',
  { contractId: string; at: string; awaitingSince: string }
>;

/** The term ran out (state 50): written by the expiry job, never by a party. */
export type ContractExpired = DomainEvent<'ContractExpired', { contractId: string; at: string; endDate: LocalDate }>;

/** A reminder that the term ends in `daysBefore` days went to both parties (once per end date and day). */
/** A letter of guarantee's lessee registered a real contract with the lessor in time. */
export type GuaranteeFollowed = DomainEvent<
  'GuaranteeFollowed',
  { contractId: string; at: string; byContractNumber: string }
>;
/** No real contract followed the letter of guarantee by its deadline: the committee should look at it. */
export type GuaranteeDeadlineMissed = DomainEvent<
  'GuaranteeDeadlineMissed',
  { contractId: string; at: string; deadline: LocalDate }
>;

export type ContractExpiryReminded = DomainEvent<
  'ContractExpiryReminded',
  { contractId: string; at: string; daysBefore: number; endDate: LocalDate }
>;

/**
 * A contract registered before the portal numbered contracts is given its registration number, once,
 * by the system (RegistrationNumbering at start), from the series of the year and region it was
 * registered in.
 */
export type ContractNumbered = DomainEvent<
  'ContractNumbered',
  { contractId: string; registrationNumber: string; at: string }
>;

/** An operator of the committee takes the contract off the register, with the date and the reason. */
export type ContractRemovedFromRegister = DomainEvent<
  'ContractRemovedFromRegister',
  { contractId: string; at: string; byUserId: string; removalDate: LocalDate; reason: string }
>;

/**
 * Warehouse services: the lessor records a year's commodity turnover (or goods stock value); the fee of
 * the year follows from the contract's rate and its minimum. Recording a year again replaces it.
 */
/**
 * A party attached a document (spec §3): what it is, the file kept (one PDF when several scans were
 * merged) and the files the party signed, each by its SHA-256.
 */
export type DocumentAttached = DomainEvent<
  'DocumentAttached',
  Step & { contractId: string; document: StoredDocument; files: AttachedFile[] }
>;

export type TurnoverRecorded = DomainEvent<
  'TurnoverRecorded',
  Step & {
    contractId: string;
    year: number;
    amount: number;
    ratePercent: number;
    fee: number;
    minimumAmount: number;
    due: number;
  }
>;

/**
 * The lessor (a legal entity or a sole proprietor) issued the electronic invoice of a month of the contract
 * (spec §1), under the e-invoice's number; the amount is the month's as the portal worked it out.
 */
export type InvoiceIssued = DomainEvent<
  'InvoiceIssued',
  Step & { contractId: string; month: InvoiceMonth; invoiceNumber: string; amount: number }
>;

/**
 * The lessor recorded a rent payment it received (issue 21): for which month, how much, when and how. The
 * receipt's number is the contract's registration number and its place among the contract's receipts; the
 * parties are named as they stood, so the receipts read model needs no other stream.
 */
export type ReceiptIssued = DomainEvent<
  'ReceiptIssued',
  Step & {
    contractId: string;
    receiptId: string;
    number: string;
    lessorType: PartyTypeCode;
    lesseeId: string;
    month: InvoiceMonth;
    amount: number;
    paidOn: LocalDate;
    method: ReceiptMethod;
  }
>;

/** The lessee says a receipt is wrong (a payment it did not make, or not so much); the receipt stays until annulled. */
export type ReceiptDisputed = DomainEvent<
  'ReceiptDisputed',
  Step & { contractId: string; receiptId: string; reason: string }
>;

/** The lessor takes a receipt back: it no longer counts toward the month or the year. */
export type ReceiptAnnulled = DomainEvent<
  'ReceiptAnnulled',
  Step & { contractId: string; receiptId: string; reason: string }
>;

/** An employee of a legal entity who holds a contract for it. */
export interface ContractHolder {
  pinfl: string;
  name: string;
}

/** A legal party names the employees who hold the contract for it; the list replaces the party's previous one. */
export type ContractHoldersAssigned = DomainEvent<
  'ContractHoldersAssigned',
  Step & { contractId: string; holders: ContractHolder[] }
>;

export type ContractEvent =
  | ContractCreated
  | ContractConfirmed
  | ContractRejected
  | ContractSentForChange
  | ContractChanged
  | ContractWithdrawn
  | ContractChangeProposed
  | ContractChangeConfirmed
  | ContractChangeRejected
  | CancellationRequested
  | ContractCancelled
  | CancellationRejected
  | CancellationAccepted
  | CancellationTookEffect
  | ContractResubmitted
  | ContractExpired
  | DeclarationLapsed
  | ContractExpiryReminded
  | GuaranteeFollowed
  | GuaranteeDeadlineMissed
  | ContractRemovedFromRegister
  | TurnoverRecorded
  | DocumentAttached
  | ContractHoldersAssigned
  | ContractNumbered
  | InvoiceIssued
  | ReceiptIssued
  | ReceiptDisputed
  | ReceiptAnnulled;
export type ContractEventType = ContractEvent['type'];

export const CONTRACT_EVENT_TYPES: readonly ContractEventType[] = [
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
  'ContractExpiryReminded',
  'GuaranteeFollowed',
  'GuaranteeDeadlineMissed',
  'ContractRemovedFromRegister',
  'TurnoverRecorded',
  'ContractHoldersAssigned',
  'ContractNumbered',
  'DocumentAttached',
  'InvoiceIssued',
  'ReceiptIssued',
  'ReceiptDisputed',
  'ReceiptAnnulled',
];

export const contractStreamId = (contractId: string): string => `contract-${contractId}`;
