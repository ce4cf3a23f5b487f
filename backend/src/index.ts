// What the tests and scripts use from the backend.
export { createApp, type AppOptions } from './app.js';
export { CLOCK, type Clock, systemClock } from './clock/clock.js';
export { loadConfig, type AppConfig } from './config/config.js';
export { dataSourceOptions, entities } from './data-source-options.js';
export { migrations } from './migrations.js';
export { ensureDatabase } from './database/ensure-database.js';
export * from './event-store/event-store.port.js';
export { PostgresEventStore, EVENTS_CHANNEL } from './event-store/postgres-event-store.js';
export { KurrentDbEventStore } from './event-store/kurrentdb/kurrentdb-event-store.js';
export { AtomicAppend } from './event-store/kurrentdb/atomic-append.js';
export { toEventData } from './event-store/kurrentdb/event-data.js';
export { ProjectorRunner, type ProjectionStatus } from './event-store/projector-runner.js';
export { CHECKPOINTS_CHANNEL } from './event-store/checkpoint-watch.js';
export { BEGIN_WRITER, EVENT_WRITER_LOCK } from './event-store/event-writer-lock.js';
export { createLogger } from './logging/logger.js';
export { CONTRACT_JOBS } from './jobs/job-registry.js';
export { ContractJobsProcessor } from './jobs/contract-jobs.processor.js';
export { ContractJobsRestorer } from './jobs/contract-jobs.restorer.js';
export { REBUILDS_QUEUE } from './operator/rebuild-jobs.js';
export { UploadLedger } from './attachments/upload-ledger.js';
export { contractJobsReactor } from './jobs/contract-jobs.reactor.js';
export { withStates } from './redis/job-states.js';
export { redisConnection } from './redis/redis-connection.js';
export { QUEUE_NAMESPACE } from './redis/queue-namespace.js';
export { REDIS } from './redis/redis-guard.js';
export { RedisLossWatch } from './redis/redis-loss-watch.js';
export {
  demoAccounts,
  demoCadastralObjects,
  demoIndividuals,
  demoTaxpayers,
  type DemoAccount,
} from './seed/demo-data.js';
export { ContractStream } from './contracts/contract-stream.js';
export { RegistrationNumbering } from './contracts/registration-numbering.js';
export { importRegistryCsv } from './registries/registry-import.js';
export { CsvError } from './registries/csv.js';
export { generateRegistry, LARGE_PARTY, registrySizes } from './seed/registry-generator.js';
export { generateRegister, type RegisterOptions, type RegisterReport } from './seed/register-generation.js';
export { GENERATOR_VERSION } from './seed/contract-generator.js';
export { REGISTRIES, REGISTRY_NAMES } from './registries/registry-rows.js';
export { writeRegistryRows } from './registries/registry-writer.js';
export { DevKeyStore, type DevKey, type KeyDevice, type KeyHolder } from './signing/dev-helper/dev-key-store.js';
export { DEV_KEY_ALGORITHM, pkijs, subtle, x509 } from './signing/crypto-engine.js';
export { signPkcs7 } from './signing/dev-helper/pkcs7-signer.js';
export { attachTimestamp } from './signing/timestamp-attach.js';
export { readPkcs7 } from './signing/signed-content.js';
export { requestTimestamp, TimestampUnavailableError } from './signing/timestamp-client.js';
export { CryptapiServer, DEV_HELPER_VERSION } from './signing/dev-helper/cryptapi-server.js';
export { timestampResponse } from './signing/dev-helper/timestamp-responder.js';
export { demoKeyHolders } from './seed/demo-key-holders.js';
export { SIGNATURE_HEADER } from './signing/signing.service.js';
export { SMS_QUEUE } from './sms/sms-jobs.js';
export { SmsProcessor } from './sms/sms.processor.js';
export { SmsNotices } from './sms/sms-notices.js';
export { CLEAN_EXPORTS, EXPORTS_QUEUE } from './exports/export-jobs.js';
export { ExportProcessor } from './exports/export.processor.js';
export { ExportStore } from './exports/export-store.js';
export { BULK_UPLOADS_QUEUE, BulkUploadProcessor } from './contracts/bulk-uploads/bulk-uploads.js';
export { REGISTRY_IMPORTS_QUEUE, RegistryImportProcessor } from './registries/registry-import-jobs.js';
export { SmsService } from './sms/sms.service.js';
export { EskizSmsProvider } from './sms/eskiz-sms-provider.js';
export { PlaymobileSmsProvider } from './sms/playmobile-sms-provider.js';
export { type SmsMessage, SmsRejectedError } from './sms/sms-provider.js';
export { DevOidcProvider, type DevOidcPerson } from './identity/sign-in/dev-oidc/dev-oidc-provider.js';
export { hashPassword } from './identity/sign-in/passwords.js';
export { OneTimeCodes } from './identity/sign-in/one-time-codes.js';
export { ApiRoutes, type ApiRoute } from './openapi/api-routes.js';
