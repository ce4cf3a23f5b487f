import { z } from 'zod';
import { DEFAULT_SORT, invoiceListFilterSchema, listFilterSchema, listSortSchema, MessageKeys } from '@rent/domain';

/**
 * The query of a react-admin list as ra-data-simple-rest sends it: `filter`, `range` and `sort`, each a
 * JSON text. A page is at most 100 rows, so no request can ask for the whole register.
 */
export const MAX_PAGE = 100;

/** A query parameter holding a JSON text of `schema`, `fallback` when absent (also the operators' search). */
export const json = <S extends z.ZodType>(schema: S, fallback: z.input<S>) =>
  z
    .string()
    // The API's document (OpenAPI) shows the text as JSON of this schema.
    .meta({
      contentMediaType: 'application/json',
      contentSchema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    })
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

/** A page as `[first, last]` row numbers, at most MAX_PAGE rows. */
export const range = json(
  z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([start, end]) => end >= start && end - start < MAX_PAGE, MessageKeys.invalidValue),
  [0, 24],
);

export const contractListQuery = z.object({
  filter: json(listFilterSchema, {}),
  range,
  sort: json(listSortSchema, DEFAULT_SORT),
});

/** A lessor's invoices list (`GET /api/invoices`): its own filter, pages as the contract lists; newest month first. */
export const invoiceListQuery = z.object({
  filter: json(invoiceListFilterSchema, {}),
  range,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export type ContractListQuery = z.infer<typeof contractListQuery>;
