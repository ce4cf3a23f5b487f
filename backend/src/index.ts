// What the tests and scripts use from the backend.
export { createApp, type AppOptions } from './app.js';
export { CLOCK, type Clock, systemClock } from './clock/clock.js';
export { loadConfig, type AppConfig } from './config/config.js';
export { dataSourceOptions, entities, migrations } from './database/data-source-options.js';
export { ensureDatabase } from './database/ensure-database.js';
export * from './event-store/event-store.port.js';
export { PostgresEventStore, EVENTS_CHANNEL } from './event-store/postgres-event-store.js';
export { ProjectorRunner } from './event-store/projector-runner.js';
export { createLogger } from './logging/logger.js';
export { CONTRACT_JOBS } from './jobs/job-registry.js';
export { ContractJobsProcessor } from './jobs/contract-jobs.processor.js';
export { demoAccounts, demoCadastralObjects, demoIndividuals, demoTaxpayers, type DemoAccount } from './seed/demo-data.js';
export { ContractStream } from './contracts/contract-stream.js';
export { importRegistryCsv } from './registries/registry-import.js';
export { CsvError } from './registries/csv.js';
export { generateRegistry, registrySizes } from './registries/registry-generator.js';
export { REGISTRIES, REGISTRY_NAMES } from './registries/registry-rows.js';
export { writeRegistryRows } from './registries/registry-writer.js';
