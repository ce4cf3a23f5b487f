import { NotFoundException } from '@nestjs/common';
import { REGISTRATION_NUMBER } from '@rent/domain';
import { isUuid } from '../http/correlation-id.js';

/** Anything that is not a uuid cannot name a contract: it is simply not found. */
export function contractIdOf(id: string): string {
  if (!isUuid(id)) throw new NotFoundException();
  return id;
}

/** Likewise a registration number (registration-number.ts): anything else names no contract. */
export function registrationNumberOf(text: string): string {
  if (!REGISTRATION_NUMBER.test(text)) throw new NotFoundException();
  return text;
}
