export * from './projection.js';
export * from './contract-summary/contract-summary.entity.js';
export * from './contract-summary/party-contract-count.entity.js';
export { REMOVED_STATE } from './contract-summary/count-deltas.js';
export * from './contract-summary/contract-summary.projection.js';
export * from './contract-summary/contract-summary.migration.js';
export * from './contract-summary/contract-lifecycle.migration.js';
export * from './contract-summary/operative-link.migration.js';
export * from './contract-summary/contract-details.migration.js';
export * from './contract-summary/guarantee-status.migration.js';
export * from './contract-summary/counts-fillfactor.migration.js';
export * from './contract-summary/contract-lists.migration.js';
export * from './contract-summary/contract-extras.migration.js';
export { CONTRACT_SEARCH, copySearchRows } from './contract-summary/contract-search.js';
export * from './contract-history/contract-history.entity.js';
export * from './contract-history/contract-history.projection.js';
export * from './contract-history/contract-history.migration.js';
export * from './contract-history/history-signature.migration.js';
export * from './notifications/notification.entity.js';
export * from './notifications/notifications.projection.js';
export * from './notifications/notifications.migration.js';
export * from './notifications/notification-without-contract.migration.js';
export * from './property-occupancy/property-reservation.entity.js';
export * from './property-occupancy/property-occupancy.projection.js';
export * from './property-occupancy/property-occupancy.migration.js';
export * from './contract-turnover/contract-turnover.entity.js';
export * from './contract-turnover/contract-turnover.projection.js';
export * from './contract-turnover/contract-turnover.migration.js';
export * from './contract-holders/contract-holder.entity.js';
export * from './contract-holders/contract-holders.projection.js';
export * from './contract-holders/contract-holders.migration.js';
export * from './contract-invoices/invoice-month.entity.js';
export * from './contract-invoices/invoice-contract.entity.js';
export * from './contract-invoices/contract-invoices.projection.js';
export * from './contract-invoices/contract-invoices.migration.js';
export * from './rent-index/rent-index-contract.entity.js';
export * from './rent-index/rent-index.projection.js';
export * from './rent-index/rent-index.migration.js';
export * from './rent-receipts/rent-receipt.entity.js';
export * from './rent-receipts/rent-receipts.projection.js';
export * from './rent-receipts/rent-receipts.migration.js';

import { ContractHistoryEntry } from './contract-history/contract-history.entity.js';
import { ContractHistory1767000005000 } from './contract-history/contract-history.migration.js';
import { HistorySignature1767000018000 } from './contract-history/history-signature.migration.js';
import { contractHistoryProjection } from './contract-history/contract-history.projection.js';
import { ContractSummary } from './contract-summary/contract-summary.entity.js';
import { Notification, NotificationContract } from './notifications/notification.entity.js';
import { Notifications1767000006000 } from './notifications/notifications.migration.js';
import { NotificationWithoutContract1767000102100 } from './notifications/notification-without-contract.migration.js';
import { notificationsProjection } from './notifications/notifications.projection.js';
import { PartyContractCount } from './contract-summary/party-contract-count.entity.js';
import { ContractLifecycle1767000004000 } from './contract-summary/contract-lifecycle.migration.js';
import { ContractSummary1767000001000 } from './contract-summary/contract-summary.migration.js';
import { OperativeLink1767000007000 } from './contract-summary/operative-link.migration.js';
import { ContractDetails1767000010500 } from './contract-summary/contract-details.migration.js';
import { GuaranteeStatus1767000016000 } from './contract-summary/guarantee-status.migration.js';
import { CountsFillfactor1767000096500 } from './contract-summary/counts-fillfactor.migration.js';
import { ContractLists1767000097300 } from './contract-summary/contract-lists.migration.js';
import { CancellationsDue1767000099000 } from './contract-summary/cancellations-due.migration.js';
import { contractSummaryProjection } from './contract-summary/contract-summary.projection.js';
import { PropertyOccupancy1767000009000 } from './property-occupancy/property-occupancy.migration.js';
import { propertyOccupancyProjection } from './property-occupancy/property-occupancy.projection.js';
import { PropertyReservation } from './property-occupancy/property-reservation.entity.js';
import { ContractTurnover } from './contract-turnover/contract-turnover.entity.js';
import { ContractTurnover1767000017000 } from './contract-turnover/contract-turnover.migration.js';
import { contractTurnoverProjection } from './contract-turnover/contract-turnover.projection.js';
import { ContractHolderRow } from './contract-holders/contract-holder.entity.js';
import { RegistrationNumber1767000101000 } from './contract-summary/registration-number.migration.js';
import { ContractExtras1767000103500 } from './contract-summary/contract-extras.migration.js';
import { RegisteredFacts1767000103700 } from './contract-summary/registered-facts.migration.js';
import { PaymentSort1767000103800 } from './contract-summary/payment-sort.migration.js';
import { StaffSearch1767000110100 } from './contract-summary/staff-search.migration.js';
import { PendingSince1767000110300 } from './contract-summary/pending-since.migration.js';
import { SystemActed1767000111800 } from './contract-summary/system-acted.migration.js';
import { SearchCreatedAt1767000111900 } from './contract-summary/search-created-at.migration.js';
import { HistoryActedBy1767000110640 } from './contract-history/history-acted-by.migration.js';
import { HistoryActorProbe1767000110670 } from './contract-history/history-actor-probe.migration.js';
import { ContractHolders1767000026000 } from './contract-holders/contract-holders.migration.js';
import { contractHoldersProjection } from './contract-holders/contract-holders.projection.js';
import { InvoiceMonthRow } from './contract-invoices/invoice-month.entity.js';
import { InvoiceContractRow } from './contract-invoices/invoice-contract.entity.js';
import { ContractInvoices1767000102000 } from './contract-invoices/contract-invoices.migration.js';
import { contractInvoicesProjection } from './contract-invoices/contract-invoices.projection.js';
import { RentIndexContractRow } from './rent-index/rent-index-contract.entity.js';
import { RentIndex1767000111370 } from './rent-index/rent-index.migration.js';
import { rentIndexProjection } from './rent-index/rent-index.projection.js';
import { RentReceiptRow } from './rent-receipts/rent-receipt.entity.js';
import { RentReceipts1767000111500 } from './rent-receipts/rent-receipts.migration.js';
import { rentReceiptsProjection } from './rent-receipts/rent-receipts.projection.js';

/** Everything the backend registers: entities for its DataSource, migrations, and projections to run. */
export const readModelEntities = [
  ContractSummary,
  PartyContractCount,
  ContractHistoryEntry,
  Notification,
  NotificationContract,
  PropertyReservation,
  ContractTurnover,
  ContractHolderRow,
  InvoiceMonthRow,
  InvoiceContractRow,
  RentIndexContractRow,
  RentReceiptRow,
];
export const readModelMigrations = [
  ContractSummary1767000001000,
  ContractLifecycle1767000004000,
  ContractHistory1767000005000,
  Notifications1767000006000,
  OperativeLink1767000007000,
  PropertyOccupancy1767000009000,
  ContractDetails1767000010500,
  GuaranteeStatus1767000016000,
  ContractTurnover1767000017000,
  HistorySignature1767000018000,
  ContractHolders1767000026000,
  CountsFillfactor1767000096500,
  ContractLists1767000097300,
  CancellationsDue1767000099000,
  RegistrationNumber1767000101000,
  ContractInvoices1767000102000,
  NotificationWithoutContract1767000102100,
  ContractExtras1767000103500,
  RegisteredFacts1767000103700,
  PaymentSort1767000103800,
  StaffSearch1767000110100,
  PendingSince1767000110300,
  HistoryActedBy1767000110640,
  HistoryActorProbe1767000110670,
  RentIndex1767000111370,
  RentReceipts1767000111500,
  SystemActed1767000111800,
  SearchCreatedAt1767000111900,
];
export const projections = [
  contractSummaryProjection,
  contractHistoryProjection,
  notificationsProjection,
  propertyOccupancyProjection,
  contractTurnoverProjection,
  contractHoldersProjection,
  contractInvoicesProjection,
  rentIndexProjection,
  rentReceiptsProjection,
];
