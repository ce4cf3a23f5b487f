import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/**
 * A route whose body depends on a path parameter (`POST /api/contracts/:id/:verb`: each verb its own
 * body): the document shows one operation per value, each with its schema, which the handler validates
 * with as well.
 */
export interface BodyByParam {
  param: string;
  bodies: Readonly<Record<string, z.ZodType>>;
}

export const BODY_BY_PARAM = 'rent:body-by-param';

export const BodyByParam = (param: string, bodies: Readonly<Record<string, z.ZodType>>) =>
  SetMetadata(BODY_BY_PARAM, { param, bodies } satisfies BodyByParam);
