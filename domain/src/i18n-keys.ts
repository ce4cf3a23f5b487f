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
  /** A text holds a character that cannot be kept (NUL, a control character, an unpaired surrogate): text-fields.ts. */
  textInvalidCharacters: 'errors.textInvalidCharacters',
  conflict: 'errors.conflict',
  certificateNotRegistered: 'errors.certificateNotRegistered',
  serviceOff: 'errors.serviceOff',
  /** A service the portal depends on (Redis) is away for a moment: try again shortly (HTTP 503). */
  serviceUnavailable: 'errors.serviceUnavailable',
  /** A person's rating of the service: once a month (rating.service.ts). */
  alreadyRated: 'errors.alreadyRated',
  // identity
  wrongPassword: 'errors.wrongPassword',
  loginProblem: 'errors.loginProblem',
  codeWrongOrUsed: 'errors.codeWrongOrUsed',
  codeFormat: 'errors.codeFormat',
  tooManyAttempts: 'errors.tooManyAttempts',
  phoneRequired: 'errors.phoneRequired',
  phoneNotConfirmed: 'errors.phoneNotConfirmed',
  backdoorReadOnly: 'errors.backdoorReadOnly',
  backdoorNotAllowed: 'errors.backdoorNotAllowed',
  thirdPartyNoAccount: 'errors.thirdPartyNoAccount',
  holdersByEntityOnly: 'errors.holdersByEntityOnly',
  notAnEmployee: 'errors.notAnEmployee',
  employeeCannotCreate: 'errors.employeeCannotCreate',
  unauthorized: 'errors.unauthorized',
  /** API keys (issue 21): only a party itself holds keys, not the staff nor an employee acting for an entity. */
  apiKeyPartyOnly: 'errors.apiKeyPartyOnly',
  /** A key used on a route its scopes do not open (or that no key ever reaches). */
  apiKeyOutOfScope: 'errors.apiKeyOutOfScope',
  apiKeyExpiryPast: 'errors.apiKeyExpiryPast',
  /** A bulk upload (issue 21): the file's header lacks a required column, or a row's id repeats in the file. */
  bulkColumnMissing: 'errors.bulkColumnMissing',
  bulkRowIdRepeated: 'errors.bulkRowIdRepeated',
  /** A bulk upload's run ended by the portal (tried three times), not by the file: what it registered is kept. */
  bulkUploadInterrupted: 'errors.bulkUploadInterrupted',
  /** A party's upload while another of its uploads is still waiting or running. */
  bulkUploadInProgress: 'errors.bulkUploadInProgress',
  /**
   * Representatives (issue 21): X-Act-For names a party that neither employs nor authorised the person; the
   * authorisation has ended or was revoked; the step is not one it grants; only the party itself keeps its
   * representatives; a grant's last day is past, names a contract not the party's, repeats a live grant, or the party itself.
   */
  cannotActFor: 'errors.cannotActFor',
  representationExpired: 'errors.representationExpired',
  representationRevoked: 'errors.representationRevoked',
  representativeOutOfScope: 'errors.representativeOutOfScope',
  representativesByPartyOnly: 'errors.representativesByPartyOnly',
  representationUntilPast: 'errors.representationUntilPast',
  representationContractNotParty: 'errors.representationContractNotParty',
  representationRegisterNeedsAll: 'errors.representationRegisterNeedsAll',
  representationExists: 'errors.representationExists',
  representativeIsSelf: 'errors.representativeIsSelf',
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
  amountNotNegative: 'errors.amountNotNegative',
  atMostTwoDecimals: 'errors.atMostTwoDecimals',
  bhmUnknown: 'errors.bhmUnknown',
  operativeSpaceNotHeld: 'errors.operativeSpaceNotHeld',
  signatureRequired: 'errors.signatureRequired',
  signatureInvalid: 'errors.signatureInvalid',
  signatureDocumentMismatch: 'errors.signatureDocumentMismatch',
  signatureOtherDocument: 'errors.signatureOtherDocument',
  signatureStale: 'errors.signatureStale',
  certificateUntrusted: 'errors.certificateUntrusted',
  certificateExpired: 'errors.certificateExpired',
  keySuspended: 'errors.keySuspended',
  keyRevoked: 'errors.keyRevoked',
  revocationUnknown: 'errors.revocationUnknown',
  signatureOutdated: 'errors.signatureOutdated',
  timestampInvalid: 'errors.timestampInvalid',
  timestampUnavailable: 'errors.timestampUnavailable',
  signerNotParty: 'errors.signerNotParty',
  turnoverRateInvalid: 'errors.turnoverRateInvalid',
  turnoverYearInvalid: 'errors.turnoverYearInvalid',
  onlyLessorRecordsTurnover: 'errors.onlyLessorRecordsTurnover',
  onlyLessorIssuesInvoice: 'errors.onlyLessorIssuesInvoice',
  invoiceNotRequired: 'errors.invoiceNotRequired',
  invoiceMonthInvalid: 'errors.invoiceMonthInvalid',
  invoiceMonthOutsideTerm: 'errors.invoiceMonthOutsideTerm',
  invoiceMonthInFuture: 'errors.invoiceMonthInFuture',
  invoiceAlreadyIssued: 'errors.invoiceAlreadyIssued',
  // rent receipts (issue 21)
  onlyLessorIssuesReceipt: 'errors.onlyLessorIssuesReceipt',
  onlyLesseeDisputesReceipt: 'errors.onlyLesseeDisputesReceipt',
  receiptNotInForce: 'errors.receiptNotInForce',
  receiptMonthOutsideTerm: 'errors.receiptMonthOutsideTerm',
  receiptMonthInFuture: 'errors.receiptMonthInFuture',
  receiptPaidInFuture: 'errors.receiptPaidInFuture',
  receiptMethodInvalid: 'errors.receiptMethodInvalid',
  receiptsPerMonthExceeded: 'errors.receiptsPerMonthExceeded',
  receiptNotFound: 'errors.receiptNotFound',
  receiptAlreadyDisputed: 'errors.receiptAlreadyDisputed',
  receiptAnnulled: 'errors.receiptAnnulled',
  adjacentAreaLegalOnly: 'errors.adjacentAreaLegalOnly',
  numberNotNegative: 'errors.numberNotNegative',
  notEnoughVacantArea: 'errors.notEnoughVacantArea',
  propertyAlreadyLeased: 'errors.propertyAlreadyLeased',
  rentBelowMinimum: 'errors.rentBelowMinimum',
  leasingTermTooShort: 'errors.leasingTermTooShort',
  studentsRequired: 'errors.studentsRequired',
  guaranteeLesseeNotNew: 'errors.guaranteeLesseeNotNew',
  plateNumberInvalid: 'errors.plateNumberInvalid',
  vehicleHasNoArea: 'errors.vehicleHasNoArea',
  vehicleNotFound: 'errors.vehicleNotFound',
  vehicleNotOwned: 'errors.vehicleNotOwned',
  lesseeNotYatt: 'errors.lesseeNotYatt',
  lesseeNotActive: 'errors.lesseeNotActive',
  objectAreaExceedsPlot: 'errors.objectAreaExceedsPlot',
  lesseeNotNonResident: 'errors.lesseeNotNonResident',
  landMultiplierInvalid: 'errors.landMultiplierInvalid',
  landFeeTooHigh: 'errors.landFeeTooHigh',
  notALandPlot: 'errors.notALandPlot',
  pinflRepeated: 'errors.pinflRepeated',
  plotsIncomplete: 'errors.plotsIncomplete',
  plotRepeated: 'errors.plotRepeated',
  /** The lessee named again among the people living with them (spec §5, §8). */
  lesseeRepeated: 'errors.lesseeRepeated',
  coResidentNotFound: 'errors.coResidentNotFound',
  /** Co-residents and utilities belong to a home rented to a person, not to a company's premises. */
  householdForPersons: 'errors.householdForPersons',
  notesTooLong: 'errors.notesTooLong',
  documentsDateInFuture: 'errors.documentsDateInFuture',
  studentNotFound: 'errors.studentNotFound',
  noCadastralZone: 'errors.noCadastralZone',
  lesseeNotFound: 'errors.lesseeNotFound',
  lesseeIsLessor: 'errors.lesseeIsLessor',
  kinshipBetweenPersons: 'errors.kinshipBetweenPersons',
  documentNotAttached: 'errors.documentNotAttached',
  documentTooLarge: 'errors.documentTooLarge',
  documentTypeNotAllowed: 'errors.documentTypeNotAllowed',
  documentNotSaved: 'errors.documentNotSaved',
  documentNotMerged: 'errors.documentNotMerged',
  documentNotAsSigned: 'errors.documentNotAsSigned',
  propertyNotFound: 'errors.propertyNotFound',
  propertyNotOwned: 'errors.propertyNotOwned',
  propertyNotLessors: 'errors.propertyNotLessors',
  reasonRequired: 'errors.reasonRequired',
  // contract steps
  onlyLessorCreates: 'errors.onlyLessorCreates',
  /** A lessee declares only a contract in which it is the lessee itself (issue 21). */
  onlyLesseeDeclares: 'errors.onlyLesseeDeclares',
  kinshipByLessor: 'errors.kinshipByLessor',
  lessorNotFound: 'errors.lessorNotFound',
  onlyCounterpartDecides: 'errors.onlyCounterpartDecides',
  contractAlreadyExists: 'errors.contractAlreadyExists',
  contractNotAwaitingApproval: 'errors.contractNotAwaitingApproval',
  onlyInitiator: 'errors.onlyInitiator',
  onlyLessorProposes: 'errors.onlyLessorProposes',
  onlyOtherParty: 'errors.onlyOtherParty',
  stepNotAllowed: 'errors.stepNotAllowed',
  noChanges: 'errors.noChanges',
  cancellationYearInvalid: 'errors.cancellationYearInvalid',
  cancellationAlreadyAgreed: 'errors.cancellationAlreadyAgreed',
  operativeHasActiveContracts: 'errors.operativeHasActiveContracts',
  agreementEndNotAfterToday: 'errors.agreementEndNotAfterToday',
  operatorOnly: 'errors.operatorOnly',
  // the staff's roles (issue 19): what an administrator may not grant or withdraw
  /** No user has signed up with this PINFL: the staff are people who already have an account. */
  staffUserNotFound: 'errors.staffUserNotFound',
  /** A legal entity signs in by its TIN and is no person: it cannot be on the staff. */
  staffNotAPerson: 'errors.staffNotAPerson',
  /** An administrator does not withdraw their own ADMIN role: another administrator does. */
  staffOwnAdmin: 'errors.staffOwnAdmin',
  /** The change would leave the portal with no administrator at all. */
  staffLastAdmin: 'errors.staffLastAdmin',
  /** The backdoor grant goes with a staff role, never alone. */
  staffBackdoorNeedsRole: 'errors.staffBackdoorNeedsRole',
  contractRemoved: 'errors.contractRemoved',
  // list downloads (§2)
  exportTooLarge: 'errors.exportTooLarge',
  exportsUnderWay: 'errors.exportsUnderWay',
  exportNotReady: 'errors.exportNotReady',
  documentConfirmed: 'messages.documentConfirmed',
  turnoverSaved: 'messages.turnoverSaved',
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

const KNOWN_KEYS = new Set<string>(Object.values(MessageKeys));

/** Whether a text (a schema's message, say) is one of ours, or zod's own English for a wrong type. */
export const isMessageKey = (text: string): text is MessageKey => KNOWN_KEYS.has(text);
