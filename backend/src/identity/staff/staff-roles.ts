import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import {
  MessageKeys,
  STAFF_GRANTS,
  type StaffGrant,
  type StaffListFilter,
  type StaffMember,
  type StaffRolesChange,
  type StaffRolesChanged,
} from '@rent/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../../http/principal.js';
import { Sessions } from '../sessions/sessions.js';
import { StaffAudit } from './staff-audit.js';

/**
 * Changes of staff roles wait for each other: two administrators withdrawing each other's ADMIN at once
 * must not both see the other one left (each locks only the other's row).
 */
const STAFF_ROLES_LOCK = 'staff-roles';

interface UserRow {
  id: string;
  login_type: string;
  login: string;
  name: string;
  roles: string[];
}

const isGrant = (role: string): role is StaffGrant => (STAFF_GRANTS as readonly string[]).includes(role);
/** A user's staff grants, in the table's order (the order they are shown and recorded in). */
const grantsOf = (roles: readonly string[]): StaffGrant[] => STAFF_GRANTS.filter((g) => roles.includes(g));

const member = (u: UserRow): StaffMember => ({ userId: u.id, pinfl: u.login, name: u.name, roles: grantsOf(u.roles) });

/**
 * The committee's staff (issue 19): who holds a staff role or the backdoor grant, and an administrator's
 * change of one person's grants. A person keeps their other roles (a taxpayer's). The access token carries
 * roles, so a change ends every session of the person: their next sign-in carries the new roles.
 */
@Injectable()
export class StaffRoles {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: Sessions,
    private readonly audit: StaffAudit,
  ) {}

  /** By name, a page at a time, narrowed by a grant and by the start of a PINFL. */
  async list(filter: StaffListFilter, offset: number, limit: number): Promise<{ rows: StaffMember[]; total: number }> {
    const values: unknown[] = [STAFF_GRANTS];
    const where = ['roles && $1::text[]'];
    if (filter.role) {
      values.push(filter.role);
      where.push(`$${values.length} = ANY(roles)`);
    }
    if (filter.pinfl) {
      values.push(`${filter.pinfl}%`);
      where.push(`login LIKE $${values.length}`);
    }
    const clause = where.join(' AND ');
    const rows = (await this.db.query(
      `SELECT id, login_type, login, name, roles FROM users WHERE ${clause}
        ORDER BY name, login LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    )) as UserRow[];
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM users WHERE ${clause}`, values)) as [
      { n: number },
    ];
    return { rows: rows.map(member), total: n };
  }

  /**
   * Sets the person's staff grants to those given, recorded with the call's audit row (before and after)
   * in the same transaction. Refused: no user of that PINFL, a legal entity, an administrator's own ADMIN,
   * and a change that would leave no administrator at all.
   */
  async change(
    principal: Principal,
    login: string,
    change: StaffRolesChange,
    res: Response,
  ): Promise<StaffRolesChanged> {
    return this.db.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [STAFF_ROLES_LOCK]);
      const [user] = (await em.query(
        'SELECT id, login_type, login, name, roles FROM users WHERE login = $1 FOR UPDATE',
        [login],
      )) as UserRow[];
      if (!user) throw new NotFoundException({ code: 'STAFF_USER_NOT_FOUND', message: MessageKeys.staffUserNotFound });
      if (user.login_type !== 'JIS')
        throw new BadRequestException({ code: 'STAFF_NOT_A_PERSON', message: MessageKeys.staffNotAPerson });
      const before = grantsOf(user.roles);
      const after = grantsOf(change.roles);
      if (before.includes('ADMIN') && !after.includes('ADMIN')) {
        if (user.id === principal.userId)
          throw new ConflictException({ code: 'STAFF_OWN_ADMIN', message: MessageKeys.staffOwnAdmin });
        // The caller's token says ADMIN; their row may no longer (roles set by SQL while they were signed in).
        const [{ n }] = (await em.query(
          `SELECT count(*)::int AS n FROM users WHERE 'ADMIN' = ANY(roles) AND id <> $1`,
          [user.id],
        )) as [{ n: number }];
        if (n === 0) throw new ConflictException({ code: 'STAFF_LAST_ADMIN', message: MessageKeys.staffLastAdmin });
      }
      const roles = [...user.roles.filter((r) => !isGrant(r)), ...after];
      await em.query('UPDATE users SET roles = $2 WHERE id = $1', [user.id, roles]);
      await this.audit.recordChange(em, res, before, after);
      const changed = before.join() !== after.join();
      const sessionsEnded = changed ? await this.sessions.endAllOf(user.id, em) : 0;
      return { ...member({ ...user, roles }), sessionsEnded };
    });
  }
}
