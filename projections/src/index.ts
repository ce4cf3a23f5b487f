export * from './projection.js';
export * from './contract-summary/contract-summary.entity.js';
export * from './contract-summary/party-contract-count.entity.js';
export * from './contract-summary/contract-summary.projection.js';
export * from './contract-summary/contract-summary.migration.js';

import { ContractSummary } from './contract-summary/contract-summary.entity.js';
import { PartyContractCount } from './contract-summary/party-contract-count.entity.js';
import { ContractSummary1767000001000 } from './contract-summary/contract-summary.migration.js';
import { contractSummaryProjection } from './contract-summary/contract-summary.projection.js';

/** Everything the backend registers: entities for its DataSource, migrations, and projections to run. */
export const readModelEntities = [ContractSummary, PartyContractCount];
export const readModelMigrations = [ContractSummary1767000001000];
export const projections = [contractSummaryProjection];
