import {
  type ContractRecord as ApiContractRecord,
  type ContractStep,
  type OpenedContract,
  stepOfVerb,
} from '@rent/domain';

/**
 * A contract as the API shows it (the domain's API shape, docs/api.md): a list's row, and opened alone it
 * also says which side the viewer is, the steps it may take, the version a signed step names and the
 * parties and object as registered.
 */
export type ContractRecord = ApiContractRecord &
  Partial<Pick<OpenedContract, 'viewerRole' | 'steps' | 'version' | 'registered'>>;

/** The steps the API offers (by their verbs), as the step table names them for buttons, forms and labels. */
export const stepsOf = (c: Pick<ContractRecord, 'steps'>): ContractStep[] =>
  (c.steps ?? []).map(stepOfVerb).filter((step) => step !== undefined);
