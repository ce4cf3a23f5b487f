import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/**
 * What a route answers when it succeeds, declared beside the route: the OpenAPI document is written from
 * it (openapi-document.ts), and outside production every JSON answer is checked against it
 * (answer-shapes.interceptor.ts), so the document cannot drift from what the API sends.
 */
export type Answer =
  | { kind: 'json'; schema: z.ZodType }
  /** 204: nothing in the body. */
  | { kind: 'nothing' }
  /** A file or a text in the named media types (a PDF, a spreadsheet, Prometheus' exposition format). */
  | { kind: 'file'; mediaTypes: readonly string[] }
  /** A redirect elsewhere (the third-party sign-in). */
  | { kind: 'redirect' };

export const ANSWER = 'rent:answer';

/** `@Answers.json(schema)`, `@Answers.nothing()`, `@Answers.file('application/pdf')`, `@Answers.redirect()`. */
export const Answers = {
  json: (schema: z.ZodType) => SetMetadata(ANSWER, { kind: 'json', schema } satisfies Answer),
  nothing: () => SetMetadata(ANSWER, { kind: 'nothing' } satisfies Answer),
  file: (...mediaTypes: string[]) => SetMetadata(ANSWER, { kind: 'file', mediaTypes } satisfies Answer),
  redirect: () => SetMetadata(ANSWER, { kind: 'redirect' } satisfies Answer),
};
