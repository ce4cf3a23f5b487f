import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { offsetPageSchema, staffAuditFilterSchema, staffAuditRowSchema } from '@rent/domain';
import { Answers } from '../../http/answers.js';
import { Requires } from '../../http/requires.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { StaffAudit } from './staff-audit.js';
import { setContentRange } from '../../http/content-range.js';

const auditQuery = staffAuditFilterSchema.extend(offsetPageSchema.shape);

/** The staff audit trail, searchable in the back-office itself; reading it is recorded too. */
@Controller('operator/audit')
export class StaffAuditController {
  constructor(private readonly audit: StaffAudit) {}

  @Requires('readAudit')
  @Answers.json(z.array(staffAuditRowSchema))
  @Get()
  async search(
    @Query(new ZodPipe(auditQuery)) q: z.infer<typeof auditQuery>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { offset, limit, ...filter } = q;
    const { rows, total, totalBound } = await this.audit.search(filter, offset, limit);
    setContentRange(res, 'audit', offset, rows.length, total, totalBound);
    return rows;
  }
}
