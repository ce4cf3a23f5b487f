/**
 * Message keys that the backend returns and the frontend translates. One key per message of the spec's
 * error catalogue (§5, §8) and per domain outcome. The frontend's locale files must hold every key listed
 * here in all three languages (a test checks it), so a new message is added here first.
 */
export const MessageKeys = {
  // generic (§8)
  errorOccurred: 'errors.errorOccurred',
  fetchError: 'errors.fetchError',
  notFound: 'errors.notFound',
  pageNotFound: 'errors.pageNotFound',
  fillAllInformation: 'errors.fillAllInformation',
  someInformationNotEntered: 'errors.someInformationNotEntered',
  required: 'errors.required',
  invalidValue: 'errors.invalidValue',
  conflict: 'errors.conflict',
  // identity
  wrongPassword: 'errors.wrongPassword',
  loginProblem: 'errors.loginProblem',
  unauthorized: 'errors.unauthorized',
  // identifiers (§5)
  tinInvalid: 'errors.tinInvalid',
  pinflInvalid: 'errors.pinflInvalid',
  pinflCheckDigit: 'warnings.pinflCheckDigit',
  partyIdInvalid: 'errors.partyIdInvalid',
  phoneInvalid: 'errors.phoneInvalid',
  // contract terms
  dateInvalid: 'errors.dateInvalid',
  endBeforeStart: 'errors.endBeforeStart',
  areaPositive: 'errors.areaPositive',
  amountPositive: 'errors.amountPositive',
  numberNotNegative: 'errors.numberNotNegative',
  notEnoughVacantArea: 'errors.notEnoughVacantArea',
  propertyAlreadyLeased: 'errors.propertyAlreadyLeased',
  rentBelowMinimum: 'errors.rentBelowMinimum',
  leasingTermTooShort: 'errors.leasingTermTooShort',
  noCadastralZone: 'errors.noCadastralZone',
  lesseeNotFound: 'errors.lesseeNotFound',
  lesseeIsLessor: 'errors.lesseeIsLessor',
  propertyNotFound: 'errors.propertyNotFound',
  propertyNotOwned: 'errors.propertyNotOwned',
  reasonRequired: 'errors.reasonRequired',
  // contract steps
  onlyLessorCreates: 'errors.onlyLessorCreates',
  onlyCounterpartDecides: 'errors.onlyCounterpartDecides',
  contractAlreadyExists: 'errors.contractAlreadyExists',
  contractNotAwaitingApproval: 'errors.contractNotAwaitingApproval',
  onlyInitiator: 'errors.onlyInitiator',
  onlyLessorProposes: 'errors.onlyLessorProposes',
  onlyOtherParty: 'errors.onlyOtherParty',
  stepNotAllowed: 'errors.stepNotAllowed',
  noChanges: 'errors.noChanges',
  cancellationYearInvalid: 'errors.cancellationYearInvalid',
  operativeHasActiveContracts: 'errors.operativeHasActiveContracts',
  agreementEndNotAfterToday: 'errors.agreementEndNotAfterToday',
  operatorOnly: 'errors.operatorOnly',
  contractRemoved: 'errors.contractRemoved',
  documentConfirmed: 'messages.documentConfirmed',
  documentRejected: 'messages.documentRejected',
  contractRegistered: 'messages.contractRegistered',
  sentForChange: 'messages.sentForChange',
  contractChanged: 'messages.contractChanged',
  contractWithdrawn: 'messages.contractWithdrawn',
  changeProposed: 'messages.changeProposed',
  changeConfirmed: 'messages.changeConfirmed',
  changeRejected: 'messages.changeRejected',
  cancellationRequested: 'messages.cancellationRequested',
  contractCancelled: 'messages.contractCancelled',
  cancellationRejected: 'messages.cancellationRejected',
  contractResubmitted: 'messages.contractResubmitted',
  contractRemovedFromRegister: 'messages.contractRemovedFromRegister',
} as const;

export type MessageKey = (typeof MessageKeys)[keyof typeof MessageKeys];
