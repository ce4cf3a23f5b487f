import { NotFoundException } from '@nestjs/common';
import { isUuid } from '../http/correlation-id.js';

/** Anything that is not a uuid cannot name a contract: it is simply not found. */
export function contractIdOf(id: string): string {
  if (!isUuid(id)) throw new NotFoundException();
  return id;
}
