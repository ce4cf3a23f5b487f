import { z } from 'zod';
import { ContractState, isLocalDate, MessageKeys, SERVICE_KINDS, TEXT_FIELDS, textField } from '@rent/domain';

/**
 * The query of a react-admin list as ra-data-simple-rest sends it: `filter`, `range` and `sort`, each a
 * JSON text. A page is at most 100 rows, so no request can ask for the whole register.
 */
export const MAX_PAGE = 100;

const json = <S extends z.ZodType>(schema: S, fallback: z.input<S>) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return fallback;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: MessageKeys.invalidValue });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const BOXES = ['incoming', 'outgoing', 'sent', 'accepted', 'rejected', 'expired', 'cancelled'] as const;
export type Box = (typeof BOXES)[number];

export const SORT_FIELDS = ['id', 'createdAt', 'beginDate', 'endDate', 'contractNumber', 'contractDate', 'monthlyPayment', 'state'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

const date = z.string().refine(isLocalDate, MessageKeys.dateInvalid);
const kind = z.enum(SERVICE_KINDS as [string, ...string[]], { error: MessageKeys.invalidValue });
/** A state is one of the codes of spec §4: anything else (40000 among them) never reaches the smallint column. */
const STATE_CODES: readonly number[] = Object.values(ContractState);
const state = z.coerce.number({ error: MessageKeys.invalidValue }).refine((code) => STATE_CODES.includes(code), MessageKeys.invalidValue);

/** What narrows a list: its box and the filters of spec §2. The list and its downloads take the same. */
export const listFilter = z.object({
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
export type ListFilter = z.infer<typeof listFilter>;

export const listSort = z.tuple([z.enum(SORT_FIELDS), z.enum(['ASC', 'DESC'])]);
export type ListSort = z.infer<typeof listSort>;
export const DEFAULT_SORT: ListSort = ['createdAt', 'DESC'];

export const contractListQuery = z.object({
  filter: json(listFilter, {}),
  range: json(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([start, end]) => end >= start && end - start < MAX_PAGE, MessageKeys.invalidValue),
    [0, 24],
  ),
  sort: json(listSort, DEFAULT_SORT),
});

export type ContractListQuery = z.infer<typeof contractListQuery>;
