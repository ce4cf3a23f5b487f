import { Inject, Injectable } from '@nestjs/common';
import type { StaffDashboard, StaffDashboardQuery } from '@rent/domain';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';
import { StaffJobs } from '../jobs/staff-jobs.js';

/** A dashboard is read by every operator's browser now and then: one reading serves them all for this long. */
const FRESH_MS = 30_000;

/**
 * The register's figures for the back-office's dashboard (issue 19, screen 7). Each is one indexed
 * reading: registrations of the last days along the register's order (contract_summary_created), the
 * states from the parties' kept counts (each contract once, on its initiator's side), the long-waiting
 * confirmations from their own narrow index. No party is named, so one reading serves every operator.
 */
@Injectable()
export class StaffDashboards {
  private readonly kept = new Map<string, { at: number; reading: Promise<StaffDashboard> }>();

  constructor(
    private readonly db: DataSource,
    private readonly runner: ProjectorRunner,
    private readonly jobs: StaffJobs,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  read(query: StaffDashboardQuery): Promise<StaffDashboard> {
    const key = `${query.days}/${query.pendingDays}`;
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < FRESH_MS) return kept.reading;
    const reading = this.compute(query);
    this.kept.set(key, { at: Date.now(), reading });
    reading.catch(() => this.kept.delete(key));
    return reading;
  }

  private async compute({ days, pendingDays }: StaffDashboardQuery): Promise<StaffDashboard> {
    // The portal's clock, not the database's: the days are the ones the portal registered contracts on.
    const now = this.clock.now();
    const [perDay, byState, [pending], sms, queues, projections] = await Promise.all([
      this.db.query(
        `SELECT to_char(c.created_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS day, c.kind,
                COALESCE(substr(c.registration_number, 6, 2), '00') AS region, count(*)::int AS n
           FROM contract_summary c
          WHERE c.created_at >= (date_trunc('day', $2::timestamptz AT TIME ZONE 'Asia/Tashkent') - make_interval(days => $1 - 1)) AT TIME ZONE 'Asia/Tashkent'
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        [days, now],
      ) as Promise<{ day: string; kind: string; region: string; n: number }[]>,
      this.db.query(
        'SELECT state, sum(n)::int AS n FROM party_contract_counts WHERE NOT incoming GROUP BY state HAVING sum(n) > 0 ORDER BY state',
      ) as Promise<{ state: number; n: number }[]>,
      this.db.query(
        `SELECT count(*)::int AS n FROM contract_summary
          WHERE state = 10 AND removed_at IS NULL AND created_at < $2::timestamptz - make_interval(days => $1)`,
        [pendingDays, now],
      ) as Promise<{ n: number }[]>,
      this.db.query(
        `SELECT gateway, count(*)::int AS n FROM sms_deliveries
          WHERE outcome <> 'sent' AND at > $1::timestamptz - interval '1 day' GROUP BY gateway ORDER BY gateway`,
        [now],
      ) as Promise<{ gateway: string; n: number }[]>,
      this.jobs.counts().catch(() => []),
      this.runner.status(),
    ]);
    return {
      asOf: now.toISOString(),
      registeredPerDay: perDay,
      byState,
      pendingConfirmations: { olderThanDays: pendingDays, n: pending!.n },
      failedJobs: queues.map((q) => ({ queue: q.queue, n: q.counts.failed ?? 0 })),
      smsFailures: sms,
      projections: projections.map((p) => ({
        name: p.name,
        behind: p.behind,
        lagSeconds: p.lagSeconds,
        stalled: p.stalled !== null,
      })),
    };
  }
}
