import type {
  Actor,
  ContractEvent,
  ContractTermsSnapshot,
  DomainEvent,
  FieldChange,
  PropertyEvent,
} from '@rent/domain';

/**
 * The events of the projections' given/when/then, in the domain's shapes, between a legal lessor and an
 * individual lessee (the contract lists' integration test takes them too, as @rent/projections/testing/contract-events).
 */
export const LESSOR = '301234567';
export const LESSEE = '41506199512345';
export const asLessor: Actor = { kind: 'party', userId: 'u-lessor', partyId: LESSOR, name: 'Toshkent Savdo MChJ' };
export const asLessee: Actor = { kind: 'party', userId: 'u-lessee', partyId: LESSEE, name: 'Aliyev Vali' };
export const asOperator: Actor = { kind: 'operator', userId: 'op-1', partyId: '', name: 'Operator' };
export const CADASTRE = '10:01:02:03:04:0005';

export const TERMS: ContractTermsSnapshot = {
  contractNumber: 'A-17',
  contractDate: '2026-02-27',
  area: 50,
  monthlyPayment: 2_500_000,
  beginDate: '2026-03-01',
  endDate: '2027-02-28',
  purpose: 'Office',
  paymentType: null,
  notes: null,
  documentsDate: null,
};

type Data<T extends ContractEvent['type']> = Omit<Extract<ContractEvent, { type: T }>['data'], 'contractId'>;

/** One contract's events in the domain's shapes, each step at the time given. */
export function contractEvents(contractId: string) {
  const event = <T extends ContractEvent['type']>(type: T, data: Data<T>): DomainEvent => ({
    type,
    data: { contractId, ...data },
  });
  const changes = (before: ContractTermsSnapshot, after: ContractTermsSnapshot): FieldChange[] =>
    (Object.keys(after) as (keyof ContractTermsSnapshot)[])
      .filter((f) => before[f] !== after[f])
      .map((field) => ({ field, before: before[field], after: after[field] }));
  return {
    created: (terms: ContractTermsSnapshot = TERMS, extra: Partial<Data<'ContractCreated'>> = {}) =>
      event('ContractCreated', {
        kind: 'OTHER_RENT',
        ...terms,
        lessor: { id: LESSOR, type: 'LEGAL', name: 'Toshkent Savdo MChJ' },
        lessee: { id: LESSEE, type: 'INDIVIDUAL', name: 'Aliyev Vali' },
        initiatorId: LESSOR,
        counterpartId: LESSEE,
        property: { cadastralNumber: CADASTRE, address: 'Toshkent, Amir Temur 1', totalArea: 120 },
        createdAt: '2026-03-01T09:00:00.000Z',
        ...extra,
      }),
    confirmed: (at: string) => event('ContractConfirmed', { confirmedAt: at, byPartyId: LESSEE }),
    rejected: (at: string, reason: string) => event('ContractRejected', { rejectedAt: at, byPartyId: LESSEE, reason }),
    sentForChange: (at: string, reason: string) => event('ContractSentForChange', { byPartyId: LESSEE, at, reason }),
    changed: (at: string, before: ContractTermsSnapshot, terms: ContractTermsSnapshot) =>
      event('ContractChanged', { byPartyId: LESSOR, at, changes: changes(before, terms), terms }),
    resubmitted: (at: string, before: ContractTermsSnapshot, terms: ContractTermsSnapshot) =>
      event('ContractResubmitted', { byPartyId: LESSOR, at, changes: changes(before, terms), terms }),
    withdrawn: (at: string) => event('ContractWithdrawn', { byPartyId: LESSOR, at, reason: null }),
    changeProposed: (at: string, before: ContractTermsSnapshot, terms: ContractTermsSnapshot) =>
      event('ContractChangeProposed', {
        byPartyId: LESSOR,
        at,
        proposalId: 'p-1',
        proposalKind: 'CHANGE',
        changes: changes(before, terms),
        agreement: null,
      }),
    changeConfirmed: (at: string, before: ContractTermsSnapshot, terms: ContractTermsSnapshot) =>
      event('ContractChangeConfirmed', {
        byPartyId: LESSEE,
        at,
        proposalId: 'p-1',
        changes: changes(before, terms),
        terms,
      }),
    changeRejected: (at: string, reason: string) =>
      event('ContractChangeRejected', { byPartyId: LESSEE, at, proposalId: 'p-1', reason }),
    cancellationRequested: (at: string) =>
      event('CancellationRequested', { byPartyId: LESSEE, at, reason: 'Moving out', effectiveYear: 2027 }),
    cancelled: (at: string) =>
      event('ContractCancelled', { byPartyId: LESSOR, at, reason: 'Moving out', effectiveYear: 2027 }),
    cancellationAccepted: (at: string) =>
      event('CancellationAccepted', { byPartyId: LESSOR, at, reason: 'Moving out', effectiveYear: 2027 }),
    cancellationTookEffect: (at: string) => event('CancellationTookEffect', { at, effectiveYear: 2027 }),
    cancellationRejected: (at: string, reason: string) =>
      event('CancellationRejected', { byPartyId: LESSOR, at, reason }),
    expiryReminded: (at: string) => event('ContractExpiryReminded', { at, daysBefore: 30, endDate: TERMS.endDate }),
    expired: (at: string) => event('ContractExpired', { at, endDate: TERMS.endDate }),
    /** Issue 21: a lessee's declaration its lessor left unanswered since it was registered. */
    declarationLapsed: (at: string) => event('DeclarationLapsed', { at, awaitingSince: '2026-03-01T09:00:00.000Z' }),
    removed: (at: string) =>
      event('ContractRemovedFromRegister', {
        at,
        byUserId: 'op-1',
        removalDate: '2026-09-01',
        reason: 'Court decision',
      }),
    numbered: (at: string, registrationNumber: string) => event('ContractNumbered', { at, registrationNumber }),
    guaranteeFollowed: (at: string, byContractNumber: string) => event('GuaranteeFollowed', { at, byContractNumber }),
    guaranteeMissed: (at: string) => event('GuaranteeDeadlineMissed', { at, deadline: '2026-03-11' }),
    turnover: (at: string, year: number, amount: number) =>
      event('TurnoverRecorded', {
        byPartyId: LESSOR,
        at,
        year,
        amount,
        ratePercent: 2.5,
        fee: amount * 0.025,
        minimumAmount: 0,
        due: amount * 0.025,
      }),
    invoiceIssued: (at: string, month: string, invoiceNumber: string, amount: number) =>
      event('InvoiceIssued', { byPartyId: LESSOR, at, month, invoiceNumber, amount }),
    holders: (at: string, byPartyId: string, ...pinfls: string[]) =>
      event('ContractHoldersAssigned', {
        byPartyId,
        at,
        holders: pinfls.map((pinfl) => ({ pinfl, name: `Employee ${pinfl}` })),
      }),
    reserved: (area: number): DomainEvent<PropertyEvent['type']> => ({
      type: 'AreaReserved',
      data: { cadastralNumber: CADASTRE, contractId, area, totalArea: 120 },
    }),
    released: (): DomainEvent<PropertyEvent['type']> => ({
      type: 'AreaReleased',
      data: { cadastralNumber: CADASTRE, contractId },
    }),
  };
}
