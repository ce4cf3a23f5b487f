import { DomainError, type MessageKey } from '@rent/domain';

/** A signature the portal does not take: its code names why (docs/api.md), its message what the user reads. */
export const refuse = (code: string, key: MessageKey): DomainError =>
  new DomainError(code, key, 'invalid', 'signature');
