import dayjs from 'dayjs';
import { tashkentDate, type LocalDate } from '../rules/local-date.js';
import type { InvoiceMonth, TermsPeriod } from '../rules/invoice-months.js';
import type { ReceiptState } from './rent-receipts.js';
import { somFromBhm } from '../rules/money.js';
import { operativeSpaceKey } from '../properties/property-events.js';
import type { ChangeProposalKind, ContractDetails, ContractEvent } from './contract-events.js';
import { applyChanges, type ContractTermsSnapshot, type FieldChange, termsSnapshot } from './contract-terms.js';
import type { PartyTypeCode } from './party.js';
import type { ServiceKindCode } from './service-kinds.js';
import { ContractState, type ContractStateCode, type PendingStep } from './states.js';

/** A step that waits for the other party: who asked, and what. */
export type Pending =
  | { step: typeof PendingStep.SentForChange; byPartyId: string; reason: string }
  | { step: typeof PendingStep.Changed; byPartyId: string; changes: FieldChange[] }
  | {
      step: typeof PendingStep.ChangeProposed;
      byPartyId: string;
      proposalId: string;
      proposalKind: ChangeProposalKind;
      changes: FieldChange[];
    }
  | { step: typeof PendingStep.CancellationRequested; byPartyId: string; reason: string; effectiveYear: number };

/** What the decider needs to know of a contract: who its parties are, its terms, and where it stands. */
export type Contract =
  | { status: 'Empty' }
  | {
      status: 'Existing';
      contractId: string;
      kind: ServiceKindCode;
      /** The portal's registration number; null only for a contract registered before there were any, until numbered. */
      registrationNumber: string | null;
      state: ContractStateCode;
      lessorId: string;
      /** Whether the lessor invoices each month (a legal entity or a sole proprietor, spec §1). */
      lessorType: PartyTypeCode;
      lesseeId: string;
      initiatorId: string;
      counterpartId: string;
      terms: ContractTermsSnapshot;
      /** The rented object and its whole area: no change may rent more. */
      cadastralNumber: string;
      /** Whose area the contract holds: the object's, or the operative-management space it was made on. */
      areaKey: string;
      totalArea: number;
      /** So'm per m² a month that the rent may not go below (null: no minimum recorded). */
      minimumRatePerM2: number | null;
      /** What the kind added at registration (land rent's tax rate); its rules read it on every change. */
      details: ContractDetails | null;
      /** A letter of guarantee once checked: followed by a real contract in time, or overdue. */
      guaranteeStatus: 'FOLLOWED' | 'OVERDUE' | null;
      /** Keys "<daysBefore>:<endDate>" of the reminders already sent. */
      remindersSent: string[];
      /** Kept for the edges of the term that rules read without the whole terms. */
      beginDate: LocalDate;
      endDate: LocalDate;
      pending: Pending | null;
      /** Since when (ISO instant) it waits for its counterpart: its registration, or its last resubmission. */
      awaitingSince: string;
      /** A cancellation accepted from a later year: the contract stays in force until 1 January of it. */
      cancelledFrom: number | null;
      removed: boolean;
      /** Each set of terms the contract has had since it came into force, with the day it took over. */
      termsPeriods: TermsPeriod[];
      /** The last day the contract was in force, once it was cancelled or taken off the register. */
      lastDayInForce: LocalDate | null;
      /** The months the lessor invoiced: the e-invoice's number and the amount. */
      invoices: Record<InvoiceMonth, { invoiceNumber: string; amount: number; at: string }>;
      /**
       * The lessor's receipts of rent (issue 21) by id: the month each pays for, its amount and where it
       * stands. A fold kept by a read model from before receipts has none (the spread in evolve copes).
       */
      receipts: Record<string, FoldedReceipt>;
      /** Per legal party: the PINFLs of the employees who hold the contract for it. */
      holders: Record<string, string[]>;
      /** How many events the contract's stream has: the version a party's signature of a step names. */
      version: number;
    };

/** What the decider needs of a receipt: the month it pays for, how much, and whether it was disputed or annulled. */
export interface FoldedReceipt {
  month: InvoiceMonth;
  amount: number;
  state: ReceiptState;
}

/** Days the lessor has to answer a contract its lessee registered before it is marked unconfirmed (issue 21). */
export const DECLARATION_ANSWER_DAYS = 30;

/** Whether the lessee registered the contract (issue 21): then the lessor is the counterpart who answers. */
export const declaredByLessee = (c: { initiatorId: string; lessorId: string }): boolean => c.initiatorId !== c.lessorId;

/** The instant (ms) a lessee's declaration waiting since `awaitingSince` lapses unanswered. */
export const declarationLapsesAt = (awaitingSince: string): number =>
  Date.parse(awaitingSince) + DECLARATION_ANSWER_DAYS * 24 * 3600 * 1000;

export const reminderKey = (daysBefore: number, endDate: LocalDate): string => `${daysBefore}:${endDate}`;

export type ExistingContract = Extract<Contract, { status: 'Existing' }>;

export const initialContract = (): Contract => ({ status: 'Empty' });

// An older event's terms have no payment type, notes or documents' date: they are null (termsSnapshot).
const withTerms = (contract: ExistingContract, terms: ContractTermsSnapshot) => ({
  ...contract,
  terms: termsSnapshot(terms),
  beginDate: terms.beginDate,
  endDate: terms.endDate,
});

/**
 * Terms as a period of the invoice rule. A payment agreed in BHM stays in BHM while the terms keep the
 * so'm amount it was agreed as; a change that named another so'm amount left BHM for so'm.
 */
function periodOf(
  terms: ContractTermsSnapshot,
  details: ContractDetails | null | undefined,
  from: LocalDate | null,
): TermsPeriod {
  const payment = details?.payment;
  const inBhm = payment && terms.monthlyPayment === somFromBhm(payment.bhmMultiple, payment.bhmAmount);
  return {
    from,
    monthlyPayment: terms.monthlyPayment,
    bhmMultiple: inBhm ? payment.bhmMultiple : null,
    beginDate: terms.beginDate,
    endDate: terms.endDate,
  };
}

const dayBefore = (day: LocalDate): LocalDate => dayjs(day).subtract(1, 'day').format('YYYY-MM-DD');
/** The day before the Tashkent date of an instant: an end decided today leaves today out of force. */
const endedAt = (instant: string): LocalDate => dayBefore(tashkentDate(new Date(instant)));

/** The contract after one more event of its stream; every event counts towards its version. */
export function evolve(contract: Contract, event: ContractEvent): Contract {
  const next = apply(contract, event);
  return next.status === 'Existing' ? { ...next, version: versionOf(contract) + 1 } : next;
}

/** A contract's stream version: 0 before it is registered. */
export const versionOf = (contract: Contract): number => (contract.status === 'Existing' ? contract.version : 0);

function apply(contract: Contract, event: ContractEvent): Contract {
  if (event.type === 'ContractCreated') {
    const d = event.data;
    const terms: ContractTermsSnapshot = termsSnapshot(d);
    return {
      status: 'Existing',
      contractId: d.contractId,
      kind: d.kind,
      registrationNumber: d.registrationNumber ?? null,
      state: ContractState.AwaitingApproval,
      lessorId: d.lessor.id,
      lessorType: d.lessor.type,
      lesseeId: d.lessee.id,
      initiatorId: d.initiatorId,
      counterpartId: d.counterpartId,
      terms,
      cadastralNumber: d.property.cadastralNumber,
      areaKey: d.operativeContractId ? operativeSpaceKey(d.operativeContractId) : d.property.cadastralNumber,
      totalArea: d.property.totalArea,
      minimumRatePerM2: d.minimumRatePerM2 ?? null,
      details: d.details ?? null,
      guaranteeStatus: null,
      remindersSent: [],
      beginDate: d.beginDate,
      endDate: d.endDate,
      pending: null,
      awaitingSince: d.createdAt,
      cancelledFrom: null,
      removed: false,
      termsPeriods: [periodOf(terms, d.details, null)],
      lastDayInForce: null,
      invoices: {},
      receipts: {},
      holders: {},
      version: 0,
    };
  }
  if (contract.status !== 'Existing') return contract;
  switch (event.type) {
    case 'ContractConfirmed':
      return { ...contract, state: ContractState.Approved, pending: null };
    case 'ContractRejected':
      return { ...contract, state: ContractState.Rejected, pending: null };
    case 'ContractSentForChange':
      return {
        ...contract,
        pending: { step: 'SENT_FOR_CHANGE', byPartyId: event.data.byPartyId, reason: event.data.reason },
      };
    case 'ContractChanged':
      return {
        ...withTerms(contract, event.data.terms),
        termsPeriods: [periodOf(event.data.terms, contract.details, null)],
        pending: { step: 'CHANGED', byPartyId: event.data.byPartyId, changes: event.data.changes },
      };
    case 'ContractWithdrawn':
      return { ...contract, state: ContractState.Withdrawn, pending: null };
    case 'ContractChangeProposed':
      return {
        ...contract,
        pending: {
          step: 'CHANGE_PROPOSED',
          byPartyId: event.data.byPartyId,
          proposalId: event.data.proposalId,
          proposalKind: event.data.proposalKind,
          changes: event.data.changes,
        },
      };
    case 'ContractChangeConfirmed': {
      const terms = applyChanges(contract.terms, event.data.changes);
      const from = tashkentDate(new Date(event.data.at));
      return {
        ...withTerms(contract, terms),
        termsPeriods: [...contract.termsPeriods, periodOf(terms, contract.details, from)],
        pending: null,
      };
    }
    case 'ContractChangeRejected':
    case 'CancellationRejected':
      return { ...contract, pending: null };
    case 'CancellationRequested':
      return {
        ...contract,
        pending: {
          step: 'CANCELLATION_REQUESTED',
          byPartyId: event.data.byPartyId,
          reason: event.data.reason,
          effectiveYear: event.data.effectiveYear,
        },
      };
    case 'ContractCancelled':
      return { ...contract, state: ContractState.Cancelled, pending: null, lastDayInForce: endedAt(event.data.at) };
    case 'CancellationAccepted':
      return { ...contract, pending: null, cancelledFrom: event.data.effectiveYear };
    case 'CancellationTookEffect':
      return {
        ...contract,
        state: ContractState.Cancelled,
        pending: null,
        lastDayInForce: `${event.data.effectiveYear - 1}-12-31`,
      };
    case 'ContractResubmitted':
      return {
        ...withTerms(contract, event.data.terms),
        termsPeriods: [periodOf(event.data.terms, contract.details, null)],
        lastDayInForce: null,
        state: ContractState.AwaitingApproval,
        pending: null,
        awaitingSince: event.data.at,
        cancelledFrom: null,
      };
    case 'ContractExpired':
      return { ...contract, state: ContractState.Expired, pending: null };
    case 'DeclarationLapsed':
      return { ...contract, state: ContractState.DeclaredByLessee };
    case 'GuaranteeFollowed':
      return { ...contract, guaranteeStatus: 'FOLLOWED' };
    case 'GuaranteeDeadlineMissed':
      return { ...contract, guaranteeStatus: 'OVERDUE' };
    case 'ContractExpiryReminded':
      return {
        ...contract,
        remindersSent: [...contract.remindersSent, reminderKey(event.data.daysBefore, event.data.endDate)],
      };
    case 'ContractRemovedFromRegister':
      return { ...contract, removed: true, pending: null, lastDayInForce: dayBefore(event.data.removalDate) };
    case 'InvoiceIssued':
      return {
        ...contract,
        invoices: {
          ...contract.invoices,
          [event.data.month]: { invoiceNumber: event.data.invoiceNumber, amount: event.data.amount, at: event.data.at },
        },
      };
    case 'ReceiptIssued': {
      const { receiptId, month, amount } = event.data;
      return { ...contract, receipts: { ...contract.receipts, [receiptId]: { month, amount, state: 'ISSUED' } } };
    }
    case 'ReceiptDisputed':
    case 'ReceiptAnnulled': {
      const receipt = contract.receipts[event.data.receiptId];
      if (!receipt) return contract;
      const state = event.type === 'ReceiptDisputed' ? 'DISPUTED' : 'ANNULLED';
      return { ...contract, receipts: { ...contract.receipts, [event.data.receiptId]: { ...receipt, state } } };
    }
    case 'TurnoverRecorded':
    case 'DocumentAttached':
      return contract;
    case 'ContractNumbered':
      return { ...contract, registrationNumber: event.data.registrationNumber };
    case 'ContractHoldersAssigned':
      return {
        ...contract,
        holders: { ...contract.holders, [event.data.byPartyId]: event.data.holders.map((h) => h.pinfl) },
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * Whether the contract ever came into force: it was approved (whatever happened to it since). One awaiting
 * its counterpart, or rejected or withdrawn before that, never was, whatever its term says.
 */
export function cameIntoForce(contract: ExistingContract): boolean {
  if (!contract.termsPeriods.length) return false;
  const never: readonly number[] = [
    ContractState.AwaitingApproval,
    ContractState.DeclaredByLessee,
    ContractState.Rejected,
    ContractState.Withdrawn,
  ];
  return !never.includes(contract.state);
}

export const foldContract = (events: readonly ContractEvent[]): Contract => events.reduce(evolve, initialContract());

/**
 * The square metres of its object a contract holds: its area while it is in force (awaiting approval or
 * approved, and on the register), nothing once rejected, withdrawn, cancelled, expired or removed. A
 * lessee's declaration left unanswered still holds it: its lessor may confirm it yet (step-table.ts).
 */
export function heldArea(contract: Contract): number {
  return holdsArea(contract) ? contract.terms.area : 0;
}

const holdsArea = (contract: Contract): contract is Extract<Contract, { status: 'Existing' }> =>
  contract.status === 'Existing' &&
  !contract.removed &&
  (contract.state === ContractState.AwaitingApproval ||
    contract.state === ContractState.DeclaredByLessee ||
    contract.state === ContractState.Approved);

/** One object's area a contract holds (0: none), keyed as the object's stream is. */
export interface HeldPlot {
  areaKey: string;
  area: number;
  totalArea: number;
}

/**
 * What a contract holds of each object it rents: its own object (`heldArea`), then, for a land rent of
 * several plots, each further plot, held and let go together with the first.
 */
export function heldPlots(contract: Contract): HeldPlot[] {
  if (contract.status !== 'Existing') return [];
  const held = holdsArea(contract);
  const first = { areaKey: contract.areaKey, area: heldArea(contract), totalArea: contract.totalArea };
  const more = (contract.details?.land?.morePlots ?? []).map((p) => ({
    areaKey: p.cadastralNumber,
    area: held ? p.area : 0,
    totalArea: p.totalArea,
  }));
  return [first, ...more];
}
