import { readModelMigrations } from '@rent/projections';
import { EventStore1767000000000 } from './event-store/event-store.migration.js';
import { Registries1767000002000 } from './registries/registries.migration.js';
import { Identity1767000003000 } from './identity/identity.migration.js';
import { ReferenceData1767000008000 } from './registries/reference-data.migration.js';
import { RateSources1767000099100 } from './registries/rate-sources.migration.js';
import { Students1767000010000 } from './registries/students.migration.js';
import { LandPlots1767000011000 } from './registries/land-plots.migration.js';
import { NonResidentTaxpayers1767000012000 } from './registries/non-resident-taxpayers.migration.js';
import { PortalSettings1767000013000 } from './registries/portal-settings.migration.js';
import { IndividualStatus1767000014000 } from './registries/individual-status.migration.js';
import { Vehicles1767000015000 } from './registries/vehicles.migration.js';
import { DevSmsOutbox1767000019000 } from './sms/dev-sms-outbox.migration.js';
import { SignIn1767000020000 } from './identity/sign-in/sign-in.migration.js';
import { Sessions1767000021000 } from './identity/sessions/sessions.migration.js';
import { Backdoor1767000022000 } from './identity/backdoor/backdoor.migration.js';
import { PhoneCodes1767000023000 } from './identity/phone/phone-codes.migration.js';
import { AppApproval1767000024000 } from './identity/sign-in/app-approval.migration.js';
import { ThirdPartySignIn1767000025000 } from './identity/sign-in/third-party.migration.js';
import { Employees1767000027000 } from './identity/employees/employees.migration.js';
import { ServiceRatings1767000041300 } from './rating/service-ratings.migration.js';
import { HelpVideos1767000041310 } from './help/help-videos.migration.js';
import { ListExports1767000052700 } from './exports/list-exports.migration.js';
import { StaffSearchExports1767000110985 } from './exports/staff-search-exports.migration.js';
import { ExportsInFlight1767000112100 } from './exports/exports-in-flight.migration.js';
import { RatingTotals1767000112200 } from './rating/rating-totals.migration.js';
import { ApiKeys1767000111000 } from './identity/api-keys/api-keys.migration.js';
import { BulkUploads1767000111100 } from './contracts/bulk-uploads/bulk-uploads.migration.js';
import { BulkUploadSignature1767000111600 } from './contracts/bulk-uploads/bulk-upload-signature.migration.js';
import { BulkUploadPosition1767000111700 } from './contracts/bulk-uploads/bulk-upload-position.migration.js';
import { SmsNotices1767000111800 } from './sms/sms-notices.migration.js';
import { Representatives1767000111200 } from './identity/representatives/representatives.migration.js';
import { EventWriters1767000080000 } from './event-store/event-writers.migration.js';
import { Installation1767000081000 } from './redis/installation.migration.js';
import { RegistryLookups1767000093100 } from './registries/registry-lookups.migration.js';
import { SessionBinding1767000094000 } from './identity/sessions/session-binding.migration.js';
import { AppendFunction1767000098000 } from './event-store/append-function.migration.js';
import { AttachmentChunks1767000101000 } from './attachments/attachments.migration.js';
import { AttachmentUploads1767000102000 } from './attachments/attachment-uploads.migration.js';
import { RegistryFacts1767000103600 } from './registries/registry-facts.migration.js';
import { StaffAudit1767000110000 } from './identity/staff/staff-audit.migration.js';
import { StaffAuditChanges1767000110800 } from './identity/staff/staff-audit-changes.migration.js';
import { MinimumRentRateChanges1767000110910 } from './registries/minimum-rent-rate-changes.migration.js';
import { VehicleRentRateChanges1767000110920 } from './registries/vehicle-rent-rate-changes.migration.js';
import { RegionalCoefficientChanges1767000110930 } from './registries/regional-coefficient-changes.migration.js';
import { TaxRateHistory1767000110940 } from './registries/tax-rate-history.migration.js';
import { HelpVideoHistory1767000110950 } from './help/help-video-history.migration.js';
import { SmsDeliveries1767000110200 } from './sms/sms-deliveries.migration.js';
import { RegistryImports1767000110400 } from './registries/registry-imports.migration.js';
import { ReferenceChanges1767000110500 } from './registries/reference-changes.migration.js';
import { RentConfirmationThresholds1767000110600 } from './registries/rent-confirmation-thresholds.migration.js';
import { ObjectsByDistrict1767000110660 } from './registries/objects-by-district.migration.js';
import { ServicesOff1767000110700 } from './registries/services-off.migration.js';

/**
 * Every migration of the database, one a line, in the order they were written; the read models' own are
 * projections' list. TypeORM runs them by the timestamp that ends each name, and a database records the names
 * it has run: a migration is never renamed or re-dated, and a new one joins at the end with a later timestamp.
 */
export const migrations = [
  EventStore1767000000000,
  ...readModelMigrations,
  Registries1767000002000,
  Identity1767000003000,
  ReferenceData1767000008000,
  Students1767000010000,
  LandPlots1767000011000,
  NonResidentTaxpayers1767000012000,
  PortalSettings1767000013000,
  IndividualStatus1767000014000,
  Vehicles1767000015000,
  DevSmsOutbox1767000019000,
  SignIn1767000020000,
  Sessions1767000021000,
  Backdoor1767000022000,
  PhoneCodes1767000023000,
  AppApproval1767000024000,
  ThirdPartySignIn1767000025000,
  Employees1767000027000,
  ServiceRatings1767000041300,
  HelpVideos1767000041310,
  ListExports1767000052700,
  EventWriters1767000080000,
  Installation1767000081000,
  RegistryLookups1767000093100,
  SessionBinding1767000094000,
  AppendFunction1767000098000,
  RateSources1767000099100,
  AttachmentChunks1767000101000,
  AttachmentUploads1767000102000,
  RegistryFacts1767000103600,
  StaffAudit1767000110000,
  SmsDeliveries1767000110200,
  RegistryImports1767000110400,
  ReferenceChanges1767000110500,
  RentConfirmationThresholds1767000110600,
  ObjectsByDistrict1767000110660,
  ServicesOff1767000110700,
  StaffAuditChanges1767000110800,
  MinimumRentRateChanges1767000110910,
  VehicleRentRateChanges1767000110920,
  RegionalCoefficientChanges1767000110930,
  TaxRateHistory1767000110940,
  HelpVideoHistory1767000110950,
  StaffSearchExports1767000110985,
  ApiKeys1767000111000,
  BulkUploads1767000111100,
  Representatives1767000111200,
  BulkUploadSignature1767000111600,
  BulkUploadPosition1767000111700,
  SmsNotices1767000111800,
  ExportsInFlight1767000112100,
  RatingTotals1767000112200,
];
