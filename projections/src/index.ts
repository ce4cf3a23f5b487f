export * from './projection.js';
export * from './contract-summary/contract-summary.entity.js';
export * from './contract-summary/party-contract-count.entity.js';
export * from './contract-summary/contract-summary.projection.js';
export * from './contract-summary/contract-summary.migration.js';
export * from './contract-summary/contract-lifecycle.migration.js';
export * from './contract-summary/operative-link.migration.js';
export * from './contract-summary/contract-details.migration.js';
export * from './contract-history/contract-history.entity.js';
export * from './contract-history/contract-history.projection.js';
export * from './contract-history/contract-history.migration.js';
export * from './notifications/notification.entity.js';
export * from './notifications/notifications.projection.js';
export * from './notifications/notifications.migration.js';
export * from './property-occupancy/property-reservation.entity.js';
export * from './property-occupancy/property-occupancy.projection.js';
export * from './property-occupancy/property-occupancy.migration.js';

import { ContractHistoryEntry } from './contract-history/contract-history.entity.js';
import { ContractHistory1767000005000 } from './contract-history/contract-history.migration.js';
import { contractHistoryProjection } from './contract-history/contract-history.projection.js';
import { ContractSummary } from './contract-summary/contract-summary.entity.js';
import { Notification, NotificationContract } from './notifications/notification.entity.js';
import { Notifications1767000006000 } from './notifications/notifications.migration.js';
import { notificationsProjection } from './notifications/notifications.projection.js';
import { PartyContractCount } from './contract-summary/party-contract-count.entity.js';
import { ContractLifecycle1767000004000 } from './contract-summary/contract-lifecycle.migration.js';
import { ContractSummary1767000001000 } from './contract-summary/contract-summary.migration.js';
import { OperativeLink1767000007000 } from './contract-summary/operative-link.migration.js';
import { ContractDetails1767000010500 } from './contract-summary/contract-details.migration.js';
import { contractSummaryProjection } from './contract-summary/contract-summary.projection.js';
import { PropertyOccupancy1767000009000 } from './property-occupancy/property-occupancy.migration.js';
import { propertyOccupancyProjection } from './property-occupancy/property-occupancy.projection.js';
import { PropertyReservation } from './property-occupancy/property-reservation.entity.js';

/** Everything the backend registers: entities for its DataSource, migrations, and projections to run. */
export const readModelEntities = [ContractSummary, PartyContractCount, ContractHistoryEntry, Notification, NotificationContract, PropertyReservation];
export const readModelMigrations = [ContractSummary1767000001000, ContractLifecycle1767000004000, ContractHistory1767000005000, Notifications1767000006000, OperativeLink1767000007000, PropertyOccupancy1767000009000, ContractDetails1767000010500];
export const projections = [contractSummaryProjection, contractHistoryProjection, notificationsProjection, propertyOccupancyProjection];
