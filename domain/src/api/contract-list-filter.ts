import { z } from 'zod';
import { ContractState } from '../contracts/states.js';
import { MessageKeys } from '../i18n-keys.js';
import { isLocalDate } from '../rules/local-date.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { SERVICE_KINDS } from '../contracts/service-kinds.js';
import { BOXES, SORT_FIELDS } from './list-options.js';

const date = z.string().refine(isLocalDate, MessageKeys.dateInvalid);
const kind = z.enum(SERVICE_KINDS as [string, ...string[]], { error: MessageKeys.invalidValue });
/** A state is one of the codes of spec §4: anything else (40000 among them) never reaches the smallint column. */
const STATE_CODES: readonly number[] = Object.values(ContractState);
const state = z.coerce
  .number({ error: MessageKeys.invalidValue })
  .refine((code) => STATE_CODES.includes(code), MessageKeys.invalidValue);

/** What narrows a contracts list (`GET /api/contracts`' `filter`): its box and the filters of spec §2. The list and its downloads take the same. */
export const listFilterSchema = z.object({
  box: z.enum(BOXES, { error: MessageKeys.invalidValue }).optional(),
  q: textField(TEXT_FIELDS.listSearch).optional(),
  number: textField(TEXT_FIELDS.listNumber).optional(),
  party: textField(TEXT_FIELDS.listSearch).optional(),
  state: state.optional(),
  // One kind, or several (the vehicle list shows both car rents).
  kind: z.union([kind, z.array(kind).min(1).max(SERVICE_KINDS.length)], { error: MessageKeys.invalidValue }).optional(),
  dateFrom: date.optional(),
  dateTo: date.optional(),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

/** A list's order: a column and a direction (`sort`). */
export const listSortSchema = z.tuple([z.enum(SORT_FIELDS), z.enum(['ASC', 'DESC'])]);
export type ListSort = z.infer<typeof listSortSchema>;
export const DEFAULT_SORT: ListSort = ['createdAt', 'DESC'];
