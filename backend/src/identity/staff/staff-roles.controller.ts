import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type OffsetPage,
  offsetPageSchema,
  partyIdSchema,
  type StaffListFilter,
  staffListFilterSchema,
  staffMemberSchema,
  type StaffRolesChange,
  staffRolesChangeSchema,
  staffRolesChangedSchema,
} from '@rent/domain';
import { Answers } from '../../http/answers.js';
import { setContentRange } from '../../http/content-range.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { Requires } from '../../http/requires.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { StaffRoles } from './staff-roles.js';

const staffQuery = staffListFilterSchema.extend(offsetPageSchema.shape);

/**
 * The staff screen (issue 19): an administrator lists who is on the committee's staff and grants or
 * withdraws a person's roles by PINFL, with a reason; the audit row of each change holds the roles before
 * and after. A TIN is taken in the path to be refused in words of its own (a legal entity is no person).
 */
@Controller('operator/staff')
export class StaffRolesController {
  constructor(private readonly staff: StaffRoles) {}

  @Requires('manageStaff')
  @Answers.json(z.array(staffMemberSchema))
  @Get()
  async list(
    @Query(new ZodPipe(staffQuery)) q: StaffListFilter & OffsetPage,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { offset, limit, ...filter } = q;
    const { rows, total } = await this.staff.list(filter, offset, limit);
    setContentRange(res, 'staff', offset, rows.length, total);
    return rows;
  }

  @Requires('manageStaff')
  @Answers.json(staffRolesChangedSchema)
  @Put(':pinfl/roles')
  change(
    @CurrentPrincipal() principal: Principal,
    @Param('pinfl', new ZodPipe(partyIdSchema, 'pinfl')) login: string,
    @Body(new ZodPipe(staffRolesChangeSchema)) change: StaffRolesChange,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.staff.change(principal, login, change, res);
  }
}
