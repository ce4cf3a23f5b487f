import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { mayDo, staffRefusal } from '@rent/domain';
import { CLOCK, type Clock } from '../../clock/clock.js';
import { AuthService, type SignedIn } from '../sign-in/auth.service.js';
import { countBound, totalBoundOf } from '../../http/content-range.js';
import type { Principal } from '../../http/principal.js';
import { Sessions } from '../sessions/sessions.js';
import { User } from '../user.entity.js';

/** One entry through the backdoor, as the committee's audit reads it. */
export interface BackdoorEntry {
  id: string;
  operatorId: string;
  operatorName: string;
  tin: string;
  reason: string;
  enteredAt: Date;
}

/**
 * `/backdoor/by-tin/{tin}` (spec §2, §6): an operator with the backdoor permission enters as a legal
 * entity to see what it sees, read-only (the guard refuses every non-read of such a session). Each
 * entry is written with who, when and why in the same transaction as its session.
 */
@Injectable()
export class BackdoorService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: Sessions,
    private readonly auth: AuthService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async enter(operator: Principal, tin: string, reason: string): Promise<SignedIn> {
    assertMayEnter(operator);
    const taxpayer = await this.users.findOneBy({ login: tin, loginType: 'YUR' });
    if (!taxpayer) throw new NotFoundException();
    const opened = await this.db.transaction(async (em) => {
      const { session, refreshToken } = await this.sessions.open(taxpayer.id, 'backdoor', operator.userId, em);
      await em.query(
        'INSERT INTO backdoor_entries (operator_id, operator_name, tin, reason, session_id, entered_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [operator.userId, operator.name, tin, reason, session.id, this.clock.now()],
      );
      return { session, refreshToken };
    });
    return this.auth.signedIn(taxpayer, opened.session, opened.refreshToken);
  }

  /** The newest entries first, a page at a time, counted as far as the next thousand past it (content-range.ts). */
  async entries(
    offset: number,
    limit: number,
  ): Promise<{ rows: BackdoorEntry[]; total: number; totalBound: number | null }> {
    const rows = (await this.db.query(
      'SELECT id, operator_id, operator_name, tin, reason, entered_at FROM backdoor_entries ORDER BY entered_at DESC, id LIMIT $1 OFFSET $2',
      [limit, offset],
    )) as { id: string; operator_id: string; operator_name: string; tin: string; reason: string; entered_at: Date }[];
    const bound = countBound(offset + limit - 1);
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM (SELECT 1 FROM backdoor_entries LIMIT $1) x', [
      bound + 1,
    ])) as [{ n: number }];
    return {
      rows: rows.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        operatorName: r.operator_name,
        tin: r.tin,
        reason: r.reason,
        enteredAt: r.entered_at,
      })),
      total: n,
      totalBound: totalBoundOf(n, bound),
    };
  }
}

/**
 * Only a member of the staff holding the backdoor grant, in a session of their own (no backdoor inside a
 * backdoor). The guard checks it before the route; this keeps the service safe on its own.
 */
function assertMayEnter(p: Principal): void {
  if (!mayDo(p.roles, 'enterAsTaxpayer') || p.readOnly) throw new ForbiddenException(staffRefusal('enterAsTaxpayer'));
}
