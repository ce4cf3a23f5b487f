import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Principal } from '../http/principal.js';
import { type Limit, RateLimiter } from '../redis/rate-limiter.js';

/** The registries a form looks things up in, as registry_lookups names them. */
export type LookupRegistry = 'taxpayer' | 'party' | 'student' | 'cadastre' | 'vehicle';

/**
 * How many lookups one user makes: a form looks up a party or a few students as they are typed (student
 * rent takes up to twenty), far below a minute's limit; the day's bounds what any one account can copy out
 * of the registries. Counted per person, so acting for several employers does not multiply them.
 */
export const LOOKUP_LIMITS = {
  minute: { name: 'registry-lookup-minute', limit: 30, windowSeconds: 60 },
  day: { name: 'registry-lookup-day', limit: 600, windowSeconds: 24 * 3600 },
} satisfies Record<string, Limit>;

/**
 * Registry lookups by identifier, throttled and recorded: over a limit the caller gets 429
 * TOO_MANY_ATTEMPTS (the shared Redis limiter, 503 while Redis is away); a lookup that is made is
 * recorded as it is made, in parallel with it.
 */
@Injectable()
export class RegistryLookups {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly db: DataSource,
  ) {}

  async lookUp<T>(principal: Principal, registry: LookupRegistry, subject: string, find: () => Promise<T>): Promise<T> {
    await this.limiter.enforce(LOOKUP_LIMITS.minute, principal.userId);
    await this.limiter.enforce(LOOKUP_LIMITS.day, principal.userId);
    const [found] = await Promise.all([
      find(),
      this.db.query(
        'INSERT INTO registry_lookups (user_id, party_id, employee_pinfl, registry, subject) VALUES ($1, $2, $3, $4, $5)',
        [principal.userId, principal.partyId, principal.employeePinfl ?? null, registry, subject],
      ),
    ]);
    return found;
  }
}
