import type { ContractRecord as ApiContractRecord, OpenedContract } from '@rent/domain';

/**
 * A contract as the API shows it (the domain's API shape, docs/api.md): a list's row, and opened alone it
 * also says which side the viewer is, the steps it may take and the version a signed step names.
 */
export type ContractRecord = ApiContractRecord & Partial<Pick<OpenedContract, 'viewerRole' | 'steps' | 'version'>>;
