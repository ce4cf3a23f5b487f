import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { StaffAuditFilter, StaffAuditRow, StaffPermission } from '@rent/domain';
import { DataSource } from 'typeorm';
import { countBound, totalBoundOf } from '../../http/content-range.js';
import type { Principal } from '../../http/principal.js';
import { storableText } from '../../http/storable-text.pipe.js';

/** Where a call's audit row leaves its id for the handler (`res.locals`), which may record what it changed. */
const AUDIT_ID = 'staffAuditId';

/**
 * Writes and reads the staff audit trail. A call is recorded before its handler runs, and the action does
 * not happen when the record cannot be written (the database away: the call fails with it); its outcome
 * is added when the answer goes out.
 */
@Injectable()
export class StaffAudit {
  constructor(private readonly db: DataSource) {}

  async record(
    principal: Principal,
    permission: StaffPermission,
    allowed: boolean,
    req: Request,
    res: Response,
  ): Promise<void> {
    // Recorded before the pipes refuse what the database cannot hold: such characters are replaced here.
    const params = Object.fromEntries(
      Object.entries(req.params ?? {}).map(([k, v]) => [storableText(k), storableText(String(v))]),
    );
    const body = req.body as { reason?: unknown; filter?: unknown } | undefined;
    const reason = typeof body?.reason === 'string' ? storableText(body.reason.slice(0, 2000)) : null;
    // What a call asked for by a filter (a search's download) is kept with its parameters, as sent.
    const asked =
      body?.filter && typeof body.filter === 'object'
        ? { filter: storableText(JSON.stringify(body.filter).slice(0, 2000)) }
        : {};
    const route = storableText((req.route as { path?: string } | undefined)?.path ?? req.path);
    const [{ id }] = (await this.db.query(
      `INSERT INTO staff_audit (user_id, user_name, roles, permission, allowed, method, route, target, params, reason, address, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        principal.userId,
        principal.name,
        principal.roles,
        permission,
        allowed,
        req.method,
        route,
        Object.values(params)[0] ?? null,
        { ...params, ...asked },
        reason,
        req.ip ?? '',
        String(res.locals.correlationId ?? ''),
      ],
    )) as [{ id: string }];
    res.locals[AUDIT_ID] = id;
    res.once('finish', () => {
      void this.db
        .query('INSERT INTO staff_audit_outcomes (audit_id, status) VALUES ($1, $2)', [id, res.statusCode])
        .catch(() => undefined);
    });
  }

  /**
   * What the call being answered changed, joined to its audit row; `db` is the handler's transaction, so
   * the change and its record are written together or not at all.
   */
  async recordChange(
    db: Pick<DataSource, 'query'>,
    res: Response,
    before: readonly string[],
    after: readonly string[],
  ): Promise<void> {
    const auditId = res.locals[AUDIT_ID] as string | undefined;
    if (!auditId) throw new Error('a change is recorded only on a staff route, after its call was');
    await db.query('INSERT INTO staff_audit_changes (audit_id, before, after) VALUES ($1, $2, $3)', [
      auditId,
      before,
      after,
    ]);
  }

  /**
   * The newest first, a page at a time, narrowed by who, what, on what and when; counted as far as the next
   * thousand past the page (`totalBound` when there are more: content-range.ts), since every staff call adds
   * a row for as long as the portal runs.
   */
  async search(
    filter: StaffAuditFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffAuditRow[]; total: number; totalBound: number | null }> {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      values.push(value);
      where.push(clause(`$${values.length}`));
    };
    if (filter.userId) add((n) => `a.user_id = ${n}::uuid`, filter.userId);
    if (filter.permission) add((n) => `a.permission = ${n}`, filter.permission);
    if (filter.target) add((n) => `a.target = ${n}`, filter.target);
    if (filter.from) add((n) => `a.at >= ${n}::timestamptz`, filter.from);
    if (filter.to) add((n) => `a.at < ${n}::timestamptz`, filter.to);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows = (await this.db.query(
      `SELECT a.*, o.status, c.before, c.after FROM staff_audit a
         LEFT JOIN staff_audit_outcomes o ON o.audit_id = a.id
         LEFT JOIN staff_audit_changes c ON c.audit_id = a.id
        ${clause} ORDER BY a.at DESC, a.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, limit, offset],
    )) as Record<string, unknown>[];
    const bound = countBound(offset + limit - 1);
    const [{ n }] = (await this.db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM staff_audit a ${clause} LIMIT $${values.length + 1}) x`,
      [...values, bound + 1],
    )) as [{ n: number }];
    return {
      total: n,
      totalBound: totalBoundOf(n, bound),
      rows: rows.map((r) => ({
        id: String(r.id),
        at: (r.at as Date).toISOString(),
        userId: r.user_id as string,
        userName: r.user_name as string,
        roles: r.roles as string[],
        permission: r.permission as string,
        allowed: r.allowed as boolean,
        method: r.method as string,
        route: r.route as string,
        target: (r.target as string | null) ?? null,
        params: r.params as Record<string, string>,
        reason: (r.reason as string | null) ?? null,
        address: r.address as string,
        correlationId: r.correlation_id as string,
        status: (r.status as number | null) ?? null,
        change: r.before ? { before: r.before as string[], after: r.after as string[] } : null,
      })),
    };
  }
}
