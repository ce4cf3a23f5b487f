import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { tashkentDate } from '../rules/local-date.js';
import { isTin } from '../rules/identifiers.js';
import { AREA_SCALE, hasScale, MONEY_SCALE, toHundredths } from '../rules/decimal.js';
import { minimumMonthlyRent } from '../rules/minimum-rent.js';
import { MAX_SUM } from '../rules/numeric-fields.js';
import { termMonthsInYear, turnoverFee } from '../rules/turnover.js';
import type { Actor } from '../events/envelope.js';
import { formatArea, formatSum } from '../rules/number-format.js';
import type {
  AttachDocument,
  ContractCommand,
  CreateContract,
  ProposeChange,
  IssueInvoice,
  RecordTurnover,
} from '../contracts/contract-commands.js';
import type {
  ContractCreated,
  ContractEvent,
  ContractHolder,
  ContractHoldersAssigned,
  DocumentAttached,
  InvoiceIssued,
  TurnoverRecorded,
} from '../contracts/contract-events.js';
import { PartyType } from '../contracts/party.js';
import {
  type BhmValue,
  invoiceMonthParts,
  invoiceMonths,
  type MonthInvoice,
  type MonthParts,
  monthOf,
} from '../rules/invoice-months.js';
import {
  type Contract,
  type ExistingContract,
  cameIntoForce,
  declarationLapsesAt,
  declaredByLessee,
  evolve,
  initialContract,
  reminderKey,
  versionOf,
} from '../contracts/contract-state.js';
import { isParty, refusal } from '../contracts/contract-steps.js';
import type { ContractStep } from '../contracts/step-table.js';
import {
  applyChanges,
  type ContractTermsSnapshot,
  diffTerms,
  type FieldChange,
  type NamedTerms,
  withNamedTerms,
} from '../contracts/contract-terms.js';
import { assertKindParties, assertKindRules, termsOfKind } from '../services/service-rules.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { ContractState } from '../contracts/states.js';
import { annulReceipt, disputeReceipt, issueReceipt } from './rent-receipts.js';

/**
 * The contract decider: given the contract as its events made it and a command, the events the command
 * produces, or a DomainError that names the broken rule. Pure: the clock and the actor come in the
 * command's metadata. Who may take which step in which state is `refusal` (contract-steps.ts).
 */
export function decide(command: ContractCommand, contract: Contract): ContractEvent[] {
  if (command.type === 'CreateContract') {
    assertSignedVersion(command, contract);
    return [create(command, contract)];
  }
  // Who may take the step comes first: a stranger learns nothing of the contract, not even its version.
  const events = decideStep(command, contract);
  assertSignedVersion(command, contract);
  return events;
}

function decideStep(command: Exclude<ContractCommand, CreateContract>, contract: Contract): ContractEvent[] {
  if (contract.status !== 'Existing') throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  const { actor, now } = command.metadata;
  const by = { byPartyId: actor.partyId, at: now };
  const { contractId } = command.data;
  // An employee acts for the entity only on the contracts the entity gave them to hold; others do not exist for them.
  if (actor.employeePinfl && !(contract.holders[actor.partyId] ?? []).includes(actor.employeePinfl)) {
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  }
  const allow = (step: ContractStep) => {
    const refused = refusal(standing(contract), actor, step);
    if (refused) throw refused;
  };

  switch (command.type) {
    case 'ConfirmContract':
      allow('confirm');
      return [{ type: 'ContractConfirmed', data: { contractId, confirmedAt: now, byPartyId: actor.partyId } }];
    case 'RejectContract':
      allow('reject');
      return [
        {
          type: 'ContractRejected',
          data: { contractId, rejectedAt: now, byPartyId: actor.partyId, reason: reason(command.data.reason) },
        },
      ];
    case 'RequestChange':
      allow('requestChange');
      return [{ type: 'ContractSentForChange', data: { contractId, ...by, reason: reason(command.data.reason) } }];
    case 'ChangeContract': {
      allow('change');
      const { terms, changes } = checkedTerms(contract, command.data.terms, now);
      return [{ type: 'ContractChanged', data: { contractId, ...by, changes, terms } }];
    }
    case 'WithdrawContract':
      allow('withdraw');
      return [{ type: 'ContractWithdrawn', data: { contractId, ...by, reason: command.data.reason?.trim() || null } }];
    case 'ProposeChange':
      return [propose(command, contract)];
    case 'ConfirmChange': {
      allow('confirmChange');
      const pending = contract.pending as Extract<ExistingContract['pending'], { step: 'CHANGE_PROPOSED' }>;
      const terms = applyChanges(contract.terms, pending.changes);
      return [
        {
          type: 'ContractChangeConfirmed',
          data: { contractId, ...by, proposalId: pending.proposalId, changes: pending.changes, terms },
        },
      ];
    }
    case 'RejectChange': {
      allow('rejectChange');
      const pending = contract.pending as Extract<ExistingContract['pending'], { step: 'CHANGE_PROPOSED' }>;
      return [
        {
          type: 'ContractChangeRejected',
          data: { contractId, ...by, proposalId: pending.proposalId, reason: reason(command.data.reason) },
        },
      ];
    }
    case 'RequestCancellation': {
      allow('requestCancellation');
      refuseWhileLinked(contract, command.data.activeLinkedContracts);
      const year = command.data.effectiveYear;
      // The cancellation takes effect from a year within the contract's term (spec §4).
      if (
        !Number.isInteger(year) ||
        year < Number(contract.beginDate.slice(0, 4)) ||
        year > Number(contract.endDate.slice(0, 4))
      ) {
        throw new DomainError(
          'CANCELLATION_YEAR_INVALID',
          MessageKeys.cancellationYearInvalid,
          'invalid',
          'effectiveYear',
        );
      }
      return [
        {
          type: 'CancellationRequested',
          data: { contractId, ...by, reason: reason(command.data.reason), effectiveYear: year },
        },
      ];
    }
    case 'AcceptCancellation': {
      allow('acceptCancellation');
      refuseWhileLinked(contract, command.data.activeLinkedContracts);
      const pending = contract.pending as Extract<ExistingContract['pending'], { step: 'CANCELLATION_REQUESTED' }>;
      const cancellation = { contractId, ...by, reason: pending.reason, effectiveYear: pending.effectiveYear };
      // From a later year the contract stays in force (and holds its area) until 1 January of that year.
      return [
        pending.effectiveYear > tashkentYear(now)
          ? { type: 'CancellationAccepted', data: cancellation }
          : { type: 'ContractCancelled', data: cancellation },
      ];
    }
    case 'EndCancelledContract': {
      system(command.metadata.actor.kind);
      // Only a contract still in force whose agreed year has begun ends; a second end is refused.
      const year = contract.cancelledFrom;
      if (contract.state !== ContractState.Approved || contract.removed || year === null)
        throw new DomainError('NOT_CANCELLED_FROM_YEAR', MessageKeys.stepNotAllowed, 'conflict');
      if (tashkentYear(now) < year) throw new DomainError('YEAR_NOT_BEGUN', MessageKeys.stepNotAllowed, 'conflict');
      return [{ type: 'CancellationTookEffect', data: { contractId, at: now, effectiveYear: year } }];
    }
    case 'RejectCancellation':
      allow('rejectCancellation');
      return [{ type: 'CancellationRejected', data: { contractId, ...by, reason: reason(command.data.reason) } }];
    case 'ResubmitContract': {
      allow('resubmit');
      const { terms, changes } = checkedTerms(contract, command.data.terms, now, true);
      return [{ type: 'ContractResubmitted', data: { contractId, ...by, changes, terms } }];
    }
    case 'ExpireContract':
      system(command.metadata.actor.kind);
      // Only an approved contract whose last day has passed expires; anything else (already expired, term
      // extended meanwhile) is refused, which is what makes expiring twice impossible.
      if (contract.state !== ContractState.Approved || contract.removed) {
        throw new DomainError('NOT_APPROVED', MessageKeys.stepNotAllowed, 'conflict');
      }
      if (tashkentDate(new Date(now)) <= contract.endDate)
        throw new DomainError('TERM_NOT_OVER', MessageKeys.stepNotAllowed, 'conflict');
      return [{ type: 'ContractExpired', data: { contractId, at: now, endDate: contract.endDate } }];
    case 'LapseDeclaration':
      system(command.metadata.actor.kind);
      // Only a lessee's declaration the lessor has not answered at all (a request for change is an answer)
      // since it was registered or last resubmitted, once its 30 days are over; so it lapses once.
      if (
        contract.state !== ContractState.AwaitingApproval ||
        contract.removed ||
        contract.pending !== null ||
        !declaredByLessee(contract)
      ) {
        throw new DomainError('DECLARATION_ANSWERED', MessageKeys.stepNotAllowed, 'conflict');
      }
      if (Date.parse(now) < declarationLapsesAt(contract.awaitingSince))
        throw new DomainError('DECLARATION_NOT_DUE', MessageKeys.stepNotAllowed, 'conflict');
      return [{ type: 'DeclarationLapsed', data: { contractId, at: now, awaitingSince: contract.awaitingSince } }];
    case 'RemindExpiry': {
      system(command.metadata.actor.kind);
      const { daysBefore, endDate } = command.data;
      // A contract that ends by an agreed cancellation is not reminded of a term it will not reach.
      if (
        contract.state !== ContractState.Approved ||
        contract.removed ||
        contract.endDate !== endDate ||
        contract.cancelledFrom !== null
      ) {
        throw new DomainError('REMINDER_OUTDATED', MessageKeys.stepNotAllowed, 'conflict');
      }
      if (contract.remindersSent.includes(reminderKey(daysBefore, endDate))) {
        throw new DomainError('REMINDER_SENT', MessageKeys.stepNotAllowed, 'conflict');
      }
      return [{ type: 'ContractExpiryReminded', data: { contractId, at: now, daysBefore, endDate } }];
    }
    case 'CheckGuarantee': {
      system(command.metadata.actor.kind);
      const deadline = contract.details?.guarantee?.deadline;
      if (contract.kind !== ServiceKind.LetterOfGuarantee || !deadline || contract.guaranteeStatus !== null) {
        throw new DomainError('GUARANTEE_CHECKED', MessageKeys.stepNotAllowed, 'conflict');
      }
      if (tashkentDate(new Date(now)) <= deadline)
        throw new DomainError('GUARANTEE_NOT_DUE', MessageKeys.stepNotAllowed, 'conflict');
      const { followedBy } = command.data;
      return [
        followedBy
          ? { type: 'GuaranteeFollowed', data: { contractId, at: now, byContractNumber: followedBy } }
          : { type: 'GuaranteeDeadlineMissed', data: { contractId, at: now, deadline } },
      ];
    }
    case 'NumberContract':
      system(command.metadata.actor.kind);
      // A number is given once: a contract numbered at registration, or already numbered, keeps its own.
      if (contract.registrationNumber !== null)
        throw new DomainError('ALREADY_NUMBERED', MessageKeys.stepNotAllowed, 'conflict');
      return [
        {
          type: 'ContractNumbered',
          data: { contractId, registrationNumber: command.data.registrationNumber, at: now },
        },
      ];
    case 'RemoveFromRegister':
      if (command.metadata.actor.kind !== 'operator')
        throw new DomainError('OPERATOR_ONLY', MessageKeys.operatorOnly, 'forbidden');
      if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
      return [
        {
          type: 'ContractRemovedFromRegister',
          data: {
            contractId,
            at: now,
            byUserId: command.metadata.actor.userId,
            removalDate: command.data.removalDate,
            reason: reason(command.data.reason),
          },
        },
      ];
    case 'RecordTurnover':
      return [recordTurnover(command.data, contract, actor, now)];
    case 'AssignHolders':
      return [assignHolders(command.data.holders, contract, actor, now)];
    case 'AttachDocument':
      return [attachDocument(command.data, contract, actor, now)];
    case 'IssueInvoice':
      return [issueInvoice(command.data, contract, actor, now)];
    case 'IssueReceipt':
      return [issueReceipt(command.data, contract, actor, now)];
    case 'DisputeReceipt':
      return [disputeReceipt(command.data, contract, actor, now)];
    case 'AnnulReceipt':
      return [annulReceipt(command.data, contract, actor, now)];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

function standing(c: ExistingContract) {
  return {
    state: c.state,
    lessorId: c.lessorId,
    initiatorId: c.initiatorId,
    counterpartId: c.counterpartId,
    pendingStep: c.pending?.step ?? null,
    pendingBy: c.pending?.byPartyId ?? null,
    cancelledFrom: c.cancelledFrom,
    removed: c.removed,
  };
}

const tashkentYear = (now: string): number => Number(tashkentDate(new Date(now)).slice(0, 4));

function system(kind: string) {
  if (kind !== 'system') throw new DomainError('SYSTEM_ONLY', MessageKeys.stepNotAllowed, 'forbidden');
}

/**
 * An operative-management contract stays while contracts on its space are in force (awaiting approval or
 * approved); the refusal names them so the party knows which to end first.
 */
function refuseWhileLinked(contract: ExistingContract, linked: string[] | undefined) {
  if (contract.kind !== ServiceKind.Operative || !linked?.length) return;
  throw new DomainError('OPERATIVE_HAS_CONTRACTS', MessageKeys.operativeHasActiveContracts, 'conflict', undefined, {
    contracts: linked.join(', '),
  });
}

/** Student rent: at least one student, no PINFL twice, the first of them the lessee. */
/**
 * Warehouse services: the lessor records a year of the term that has begun, while the contract is in force
 * or after its term ran out (the last year's turnover is known only then).
 */
function recordTurnover(
  { contractId, year, amount }: RecordTurnover['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): TurnoverRecorded {
  if (actor.kind !== 'party' || !isParty(standing(contract), actor.partyId))
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  const warehouse = contract.details?.warehouse;
  if (contract.kind !== ServiceKind.Warehouse || !warehouse)
    throw new DomainError('NOT_A_WAREHOUSE', MessageKeys.stepNotAllowed, 'conflict');
  if (actor.partyId !== contract.lessorId)
    throw new DomainError('ONLY_LESSOR', MessageKeys.onlyLessorRecordsTurnover, 'forbidden');
  if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
  if (contract.state !== ContractState.Approved && contract.state !== ContractState.Expired) {
    throw new DomainError('STEP_NOT_ALLOWED', MessageKeys.stepNotAllowed, 'conflict');
  }
  const months = Number.isInteger(year) ? termMonthsInYear(contract.beginDate, contract.endDate, year) : 0;
  const thisYear = tashkentYear(now);
  if (months === 0 || year > thisYear)
    throw new DomainError('TURNOVER_YEAR_INVALID', MessageKeys.turnoverYearInvalid, 'invalid', 'year');
  if (!(Number.isFinite(amount) && amount >= 0))
    throw new DomainError('TURNOVER_AMOUNT_INVALID', MessageKeys.amountNotNegative, 'invalid', 'amount');
  assertScale(amount, MONEY_SCALE, 'amount');
  if (amount > MAX_SUM) throw new DomainError('AMOUNT_TOO_LARGE', MessageKeys.invalidValue, 'invalid', 'amount');
  const minimumMonthly =
    contract.minimumRatePerM2 === null ? 0 : minimumMonthlyRent(contract.minimumRatePerM2, contract.terms.area);
  const fee = turnoverFee(amount, warehouse.ratePercent, minimumMonthly, months);
  return {
    type: 'TurnoverRecorded',
    data: { contractId, byPartyId: actor.partyId, at: now, year, amount, ratePercent: warehouse.ratePercent, ...fee },
  };
}

/** The months a contract's lessor invoices, with their amounts (spec §1): none for a lessor that invoices none. */
export function contractInvoiceMonths(contract: ExistingContract, bhmValues: readonly BhmValue[]): MonthInvoice[] {
  return invoices(contract) ? invoiceMonths(contract.termsPeriods, bhmValues, contract.lastDayInForce) : [];
}

/** The same months in parts, before the BHM is known (what the invoices read model keeps). */
export function contractInvoiceMonthParts(contract: ExistingContract): MonthParts[] {
  return invoices(contract) ? invoiceMonthParts(contract.termsPeriods, contract.lastDayInForce) : [];
}

function invoices(contract: ExistingContract): boolean {
  return lessorInvoicesMonthly(contract.lessorType) && cameIntoForce(contract);
}

const invoicingParties: readonly string[] = [PartyType.Legal, PartyType.SoleProprietor];

/** Whether a lessor of this type invoices each month: a legal entity or a sole proprietor (spec §1). */
export const lessorInvoicesMonthly = (type: string): boolean => invoicingParties.includes(type);

/**
 * Spec §1: the lessor, a legal entity or a sole proprietor, records the electronic invoice it issued for a
 * month the contract was in force, once, and not before the month has begun.
 */
function issueInvoice(
  { contractId, month, invoiceNumber, bhmValues }: IssueInvoice['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): InvoiceIssued {
  if (actor.kind !== 'party' || !isParty(standing(contract), actor.partyId))
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  if (actor.partyId !== contract.lessorId)
    throw new DomainError('ONLY_LESSOR', MessageKeys.onlyLessorIssuesInvoice, 'forbidden');
  if (!invoicingParties.includes(contract.lessorType))
    throw new DomainError('INVOICE_NOT_REQUIRED', MessageKeys.invoiceNotRequired, 'conflict');
  if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
  if (month > monthOf(tashkentDate(new Date(now))))
    throw new DomainError('INVOICE_MONTH_IN_FUTURE', MessageKeys.invoiceMonthInFuture, 'invalid', 'month');
  const due = contractInvoiceMonths(contract, bhmValues).find((m) => m.month === month);
  if (!due)
    throw new DomainError('INVOICE_MONTH_OUTSIDE_TERM', MessageKeys.invoiceMonthOutsideTerm, 'invalid', 'month');
  if (contract.invoices[month])
    throw new DomainError('INVOICE_ALREADY_ISSUED', MessageKeys.invoiceAlreadyIssued, 'conflict', 'month');
  return {
    type: 'InvoiceIssued',
    data: { contractId, byPartyId: actor.partyId, at: now, month, invoiceNumber, amount: due.amount },
  };
}

/**
 * Spec: employee assignment. Only a legal party itself names its holders (an employee does not pass them on,
 * nor does a representative, whom the API never lets this far: a second lock behind the first).
 */
function assignHolders(
  holders: ContractHolder[],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): ContractHoldersAssigned {
  if (actor.kind !== 'party' || !isParty(standing(contract), actor.partyId))
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  if (!isTin(actor.partyId) || actor.employeePinfl || actor.representativePinfl)
    throw new DomainError('HOLDERS_BY_ENTITY', MessageKeys.holdersByEntityOnly, 'forbidden');
  if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
  if (new Set(holders.map((h) => h.pinfl)).size !== holders.length)
    throw new DomainError('PINFL_REPEATED', MessageKeys.pinflRepeated, 'invalid', 'holders');
  return {
    type: 'ContractHoldersAssigned',
    data: { contractId: contract.contractId, byPartyId: actor.partyId, at: now, holders },
  };
}

function reason(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new DomainError('REASON_REQUIRED', MessageKeys.reasonRequired, 'invalid', 'reason');
  return trimmed;
}

/** A value of the terms has no more decimals than its scale (numeric-fields.ts), whatever sent or computed it. */
function assertScale(value: number, scale: number, field: string) {
  if (!hasScale(value, scale))
    throw new DomainError('TOO_MANY_DECIMALS', MessageKeys.atMostTwoDecimals, 'invalid', field);
}

/**
 * The rules every set of terms keeps, whether entered first, changed, or agreed later. Areas and sums are
 * compared in integer hundredths. A payment worked out on the server (from BHM, or a land fee) is held to
 * the same largest sum as a typed one, so every read model's column holds it.
 */
function assertTerms(
  t: Pick<ContractTermsSnapshot, 'area' | 'monthlyPayment' | 'beginDate' | 'endDate'>,
  totalArea: number,
  minimumRatePerM2: number | null,
) {
  if (!(t.area > 0)) throw new DomainError('AREA_NOT_POSITIVE', MessageKeys.areaPositive, 'invalid', 'area');
  assertScale(t.area, AREA_SCALE, 'area');
  if (toHundredths(t.area) > toHundredths(totalArea)) {
    // The same refusal, and status (409), as the property's stream gives when the area is taken.
    throw new DomainError('NOT_ENOUGH_AREA', MessageKeys.notEnoughVacantArea, 'conflict', 'area', {
      available: formatArea(totalArea),
    });
  }
  if (!(t.monthlyPayment > 0))
    throw new DomainError('AMOUNT_NOT_POSITIVE', MessageKeys.amountPositive, 'invalid', 'monthlyPayment');
  assertScale(t.monthlyPayment, MONEY_SCALE, 'monthlyPayment');
  if (t.monthlyPayment > MAX_SUM)
    throw new DomainError('AMOUNT_TOO_LARGE', MessageKeys.invalidValue, 'invalid', 'monthlyPayment');
  if (minimumRatePerM2 !== null) {
    const minimum = minimumMonthlyRent(minimumRatePerM2, t.area);
    if (toHundredths(t.monthlyPayment) < toHundredths(minimum)) {
      throw new DomainError('RENT_BELOW_MINIMUM', MessageKeys.rentBelowMinimum, 'invalid', 'monthlyPayment', {
        minimum: formatSum(minimum),
      });
    }
  }
  if (t.endDate <= t.beginDate)
    throw new DomainError('END_BEFORE_START', MessageKeys.endBeforeStart, 'invalid', 'endDate');
}

/** Documents are drawn up before they are put on record or changed: their day is not after the step's (Tashkent). */
function assertDocumentsDate(documentsDate: string | null | undefined, now: string) {
  if (documentsDate && documentsDate > tashkentDate(new Date(now)))
    throw new DomainError('DOCUMENTS_DATE_IN_FUTURE', MessageKeys.documentsDateInFuture, 'invalid', 'documentsDate');
}

/**
 * The terms a step names laid over the contract's (what it leaves out stays), checked, and what they
 * change; a resubmission may send the same terms again.
 */
function checkedTerms(
  contract: ExistingContract,
  named: NamedTerms,
  now: string,
  mayBeSame = false,
): { terms: ContractTermsSnapshot; changes: FieldChange[] } {
  const terms = withNamedTerms(contract.terms, termsOfKind(contract.kind, named));
  assertTerms(terms, contract.totalArea, contract.minimumRatePerM2);
  assertDocumentsDate(terms.documentsDate, now);
  assertKindRules(contract.kind, terms, contract.details);
  const changes = diffTerms(contract.terms, terms);
  if (changes.length === 0 && !mayBeSame) throw new DomainError('NO_CHANGES', MessageKeys.noChanges, 'invalid');
  return { terms, changes };
}

function propose({ data, metadata }: ProposeChange, contract: ExistingContract): ContractEvent {
  const step = data.proposalKind === 'ADDITIONAL_AGREEMENT' ? 'addAgreement' : 'proposeChange';
  const refused = refusal(standing(contract), metadata.actor, step);
  if (refused) throw refused;
  const { terms, changes } = checkedTerms(contract, data.terms, metadata.now);
  if (data.proposalKind === 'ADDITIONAL_AGREEMENT') {
    // A supplementary agreement may start before today, but must end after it.
    if (terms.endDate <= tashkentDate(new Date(metadata.now))) {
      throw new DomainError('AGREEMENT_ENDS_BEFORE_TODAY', MessageKeys.agreementEndNotAfterToday, 'invalid', 'endDate');
    }
    if (!data.agreement?.number.trim())
      throw new DomainError('REASON_REQUIRED', MessageKeys.required, 'invalid', 'agreementNumber');
  }
  return {
    type: 'ContractChangeProposed',
    data: {
      contractId: data.contractId,
      byPartyId: metadata.actor.partyId,
      at: metadata.now,
      proposalId: data.proposalId,
      proposalKind: data.proposalKind,
      changes,
      agreement: data.proposalKind === 'ADDITIONAL_AGREEMENT' ? data.agreement : null,
    },
  };
}

/**
 * A signed step is taken only on the version of the contract its signature names (signed-document.ts):
 * the same signature sent again once the contract has moved on, even back to the same state, is refused.
 */
function assertSignedVersion(command: ContractCommand, contract: Contract): void {
  const signed = command.metadata.signedVersion;
  if (signed !== undefined && signed !== versionOf(contract)) {
    throw new DomainError('SIGNATURE_OUTDATED', MessageKeys.signatureOutdated, 'conflict', 'signature');
  }
}

/**
 * The floor of the rent between these parties: the table's, unless the lessor declares the lessee a close
 * relative (kinship.ts). Only persons are relatives: a legal entity on either side cannot declare it. Kept
 * in the event as null, so every later set of terms goes without the floor too.
 */
function minimumBetween(data: CreateContract['data']): number | null {
  if (!data.details?.kinship) return data.minimumRatePerM2;
  if (isTin(data.lessor.id) || isTin(data.lessee.id))
    throw new DomainError('KINSHIP_BETWEEN_PERSONS', MessageKeys.kinshipBetweenPersons, 'invalid', 'kinship.basis');
  return null;
}

/**
 * Spec §3 attached documents: either party attaches a document while the contract is awaiting its
 * counterpart or in force; the history shows it. A removed, rejected, withdrawn, cancelled or expired
 * contract takes no more papers.
 */
function attachDocument(
  data: AttachDocument['data'],
  contract: ExistingContract,
  actor: Actor,
  now: string,
): DocumentAttached {
  if (actor.kind !== 'party' || !isParty(standing(contract), actor.partyId))
    throw new DomainError('CONTRACT_NOT_FOUND', MessageKeys.notFound, 'notFound');
  if (contract.removed) throw new DomainError('CONTRACT_REMOVED', MessageKeys.contractRemoved, 'conflict');
  if (contract.state !== ContractState.AwaitingApproval && contract.state !== ContractState.Approved)
    throw new DomainError('STEP_NOT_ALLOWED', MessageKeys.stepNotAllowed, 'conflict');
  return {
    type: 'DocumentAttached',
    data: { ...data, contractId: contract.contractId, byPartyId: actor.partyId, at: now },
  };
}

function create({ data, metadata }: CreateContract, contract: Contract): ContractCreated {
  if (contract.status !== 'Empty') {
    throw new DomainError('CONTRACT_EXISTS', MessageKeys.contractAlreadyExists, 'conflict');
  }
  // The lessor registers, or the lessee declares a contract (issue 21) that its lessor then confirms or
  // rejects; nobody registers a contract in which they are neither, or in the other party's name.
  const byLessee = data.initiator === 'lessee';
  const initiator = byLessee ? data.lessee : data.lessor;
  const counterpart = byLessee ? data.lessor : data.lessee;
  if (metadata.actor.kind !== 'party' || metadata.actor.partyId !== initiator.id) {
    throw byLessee
      ? new DomainError('ONLY_LESSEE_DECLARES', MessageKeys.onlyLesseeDeclares, 'forbidden')
      : new DomainError('ONLY_LESSOR_CREATES', MessageKeys.onlyLessorCreates, 'forbidden');
  }
  if (data.lessee.id === data.lessor.id) {
    throw byLessee
      ? new DomainError('LESSEE_IS_LESSOR', MessageKeys.lesseeIsLessor, 'invalid', 'lessorId')
      : new DomainError('LESSEE_IS_LESSOR', MessageKeys.lesseeIsLessor, 'invalid', 'lesseeId');
  }
  // Kinship waives the minimum rent on the lessor's own declaration (kinship.ts): a lessee cannot make it.
  if (byLessee && data.details?.kinship)
    throw new DomainError('KINSHIP_BY_LESSOR', MessageKeys.kinshipByLessor, 'invalid', 'kinship.basis');
  const minimumRatePerM2 = minimumBetween(data);
  assertTerms(data, data.property.totalArea, minimumRatePerM2);
  assertDocumentsDate(data.documentsDate, metadata.now);
  assertKindRules(data.kind, data, data.details);
  assertKindParties(data, metadata.now);
  return {
    type: 'ContractCreated',
    data: {
      contractId: data.contractId,
      kind: data.kind,
      registrationNumber: data.registrationNumber,
      contractNumber: data.contractNumber,
      contractDate: data.contractDate,
      lessor: data.lessor,
      lessee: data.lessee,
      initiatorId: initiator.id,
      counterpartId: counterpart.id,
      property: data.property,
      area: data.area,
      monthlyPayment: data.monthlyPayment,
      beginDate: data.beginDate,
      endDate: data.endDate,
      purpose: data.purpose ?? null,
      // An empty note is no note.
      paymentType: data.paymentType ?? null,
      notes: data.notes || null,
      documentsDate: data.documentsDate ?? null,
      createdAt: metadata.now,
      operativeContractId: data.operativeContractId ?? null,
      minimumRatePerM2,
      details: data.details ?? null,
    },
  };
}

export const contractDecider = { decide, evolve, initialState: initialContract };
