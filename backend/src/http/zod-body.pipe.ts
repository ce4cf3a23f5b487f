import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';

/**
 * Validates a request body, query or route parameter with a domain zod schema; a ZodError becomes a 400
 * naming the fields (see ApiErrorFilter). For a single parameter, `field` names it in the answer.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    /** Read by the API's route table as well (openapi/api-routes.ts): the document shows what is validated. */
    readonly schema: S,
    readonly field?: string,
  ) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? (this.field ? '' : {}));
    if (parsed.success) return parsed.data;
    if (!this.field) throw parsed.error;
    throw new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: [this.field!, ...i.path] })));
  }
}
