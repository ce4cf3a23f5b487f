import { Controller, Get, Headers, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { type FindOptionsWhere, In, IsNull, Raw, type Repository } from 'typeorm';
import { z } from 'zod';
import {
  MessageKeys,
  type NotificationMarked,
  notificationMarkedSchema,
  type PortalNotification,
  portalNotificationSchema,
  UNREAD_COUNT_CAP,
  type UnreadCount,
  unreadCountSchema,
} from '@rent/domain';
import { contractHoldersProjection, HELD_IDS, Notification, notificationsProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { countRows } from '../database/count-rows.js';
import { countBound, setContentRange, totalBoundOf } from '../http/content-range.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { NotificationReads } from './notification-reads.js';
import { Answers } from '../http/answers.js';

const pageQuery = z.object({
  range: z
    .string()
    .optional()
    .transform((t, ctx) => {
      try {
        return t ? (JSON.parse(t) as unknown) : [0, 9];
      } catch {
        ctx.addIssue({ code: 'custom', message: MessageKeys.invalidValue });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)])
        .refine(([a, b]) => b >= a && b - a < 50, MessageKeys.invalidValue),
    ),
});

/** The signed-in party's notifications, newest first, in ra-data-simple-rest form; and marking them read. */
@Controller('notifications')
export class NotificationsController {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly readAfter: ReadAfter,
    private readonly reads: NotificationReads,
  ) {}

  @Answers.json(z.array(portalNotificationSchema))
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(pageQuery)) { range: [start, end] }: z.infer<typeof pageQuery>,
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PortalNotification[]> {
    await this.readAfter.wait(notificationsProjection.name, readAfter);
    const where = await this.scopeOf(principal, readAfter);
    const bound = countBound(end);
    const [rows, total] = await Promise.all([
      this.notifications.find({
        where,
        order: { createdAt: 'DESC', eventId: 'ASC' },
        skip: start,
        take: end - start + 1,
      }),
      this.countUpTo(where, bound + 1),
    ]);
    // Counted only so far, as the contract lists are: the bell asks for the latest ten each time it opens.
    setContentRange(res, 'notifications', start, rows.length, total, totalBoundOf(total, bound));
    return rows.map(({ eventId, contractId, kind, params, createdAt, readAt }) => ({
      id: eventId,
      contractId,
      kind,
      params,
      createdAt: createdAt.toISOString(),
      readAt: readAt && readAt.toISOString(),
    }));
  }

  @Answers.json(unreadCountSchema)
  @Get('unread-count')
  async unread(
    @CurrentPrincipal() principal: Principal,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<UnreadCount> {
    await this.readAfter.wait(notificationsProjection.name, readAfter);
    return {
      count: await this.countUpTo(
        { ...(await this.scopeOf(principal, readAfter)), readAt: IsNull() },
        UNREAD_COUNT_CAP,
      ),
    };
  }

  /**
   * Marks a notification read (an event: see NotificationReads) and answers `{ id, position }` for the
   * reader's next reads to wait on; one that is read already is left as it is and answers `{ id }`. A
   * notification that is not the caller's, or not in an employee's contracts, is not found.
   */
  @Answers.json(notificationMarkedSchema)
  @Post(':id/read')
  @HttpCode(200)
  async markRead(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
    @CorrelationId() correlationId: string,
  ): Promise<NotificationMarked> {
    if (!isUuid(id)) throw new NotFoundException();
    await this.readAfter.wait(notificationsProjection.name, readAfter);
    const notification = await this.notifications.findOne({
      where: { eventId: id, ...(await this.scopeOf(principal, readAfter)) },
      select: { eventId: true, readAt: true },
    });
    if (!notification) throw new NotFoundException();
    if (notification.readAt) return { id };
    return { id, position: await this.reads.mark(principal, id, correlationId) };
  }

  /** How many notifications match, counted no further than `upTo`. */
  private countUpTo(where: FindOptionsWhere<Notification>, upTo: number): Promise<number> {
    return countRows(this.notifications.createQueryBuilder('n').where(where), upTo);
  }

  /**
   * A party's notifications; an employee acting for it gets those of the contracts it holds (a handful), a
   * representative those of the contracts it may view (issue 21).
   */
  private async scopeOf(principal: Principal, readAfter: string | undefined): Promise<FindOptionsWhere<Notification>> {
    const { representative } = principal;
    if (representative) {
      if (!representative.steps.includes('view')) return { partyId: principal.partyId, contractId: In([]) };
      return representative.contracts
        ? { partyId: principal.partyId, contractId: In(representative.contracts) }
        : { partyId: principal.partyId };
    }
    if (!principal.employeePinfl) return { partyId: principal.partyId };
    // The contracts it was given to hold by the last write it saw, as well as the notifications: every one
    // of them, read by the query itself (the ids were read first and cut at a thousand).
    await this.readAfter.wait(contractHoldersProjection.name, readAfter);
    return {
      partyId: principal.partyId,
      contractId: Raw((column) => `${column} IN (${HELD_IDS})`, {
        me: principal.partyId,
        employee: principal.employeePinfl,
      }),
    };
  }
}
