import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { isLocalDate } from '../rules/local-date.js';
import type { CreateContract } from '../contracts/contract-commands.js';
import type { ServiceKindCode } from '../contracts/service-kinds.js';
import type { ContractDetails } from '../contracts/contract-events.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';

/**
 * What every service kind is made of: one zod schema for its registration (used by the API and by its
 * form) and the rules the decider keeps on its terms and its parties. Each kind has its own file in this
 * folder, which ends in its `defineKind`; `kinds.ts` lists them, and the registration schema, the rules
 * and the API's kinds are built from that list.
 */
export interface KindRules {
  /** Checked on every set of terms: at registration, on a change and on a supplementary agreement. */
  terms?(terms: KindTerms, details: ContractDetails | null | undefined): void;
  /** Checked once, at registration: who the parties are. `now` is the command's instant. */
  parties?(data: CreateContract['data'], now: string): void;
  /**
   * For a kind rented as one whole unit (a vehicle): the area its contract holds of its subject. Its
   * terms name no area, at registration or later, and one that names another is refused.
   */
  unitArea?: number;
}

export interface KindTerms {
  beginDate: string;
  endDate: string;
  area: number;
  monthlyPayment: number;
}

/** A kind's registration: an object schema told apart from the others by its `kind` literal. */
type KindSchema = z.ZodObject<{ kind: z.ZodLiteral<ServiceKindCode> } & z.ZodRawShape>;

/** What a kind's registration adds to the contract's details: its own fields, kept with the contract. */
type KindDetails<S extends KindSchema> = (registration: z.infer<S>) => ContractDetails;

export interface KindDefinition<S extends KindSchema = KindSchema> {
  kind: z.infer<S>['kind'];
  schema: S;
  rules: KindRules;
  details?: KindDetails<S>;
}

/**
 * A service kind for the registry (`kinds.ts`): its schema, whose `kind` literal names it, its rules, and
 * the details its own fields make (the backend adds what the registries say: students, plot, vehicle).
 */
export const defineKind = <S extends KindSchema>(
  schema: S,
  rules: KindRules = {},
  details?: KindDetails<S>,
): KindDefinition<S> => ({
  kind: schema.shape.kind.value as z.infer<S>['kind'],
  schema,
  rules,
  details,
});

/** True once both dates are real dates, so a form names a bad order beside other missing fields. */
export const datesReady = ({ value }: { value: unknown }): boolean => {
  const t = value as { beginDate?: unknown; endDate?: unknown };
  return (
    typeof t.beginDate === 'string' &&
    isLocalDate(t.beginDate) &&
    typeof t.endDate === 'string' &&
    isLocalDate(t.endDate)
  );
};

/** The refinement every registration ends with: the end date after the start, named on the end date. */
const endAfterBegin = (t: { beginDate: string; endDate: string }) => t.endDate > t.beginDate;
const endAfterBeginIssue = { path: ['endDate'], message: MessageKeys.endBeforeStart, when: datesReady };
export const endAfterStart: [typeof endAfterBegin, typeof endAfterBeginIssue] = [endAfterBegin, endAfterBeginIssue];

/** The registration of a kind whose subject is one of the lessor's cadastral objects, told apart by `kind`. */
export const realEstateShape = <K extends string>(kind: K) => contractTermsShape.extend({ kind: z.literal(kind) });
