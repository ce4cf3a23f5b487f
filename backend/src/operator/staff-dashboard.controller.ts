import { Controller, Get, Query } from '@nestjs/common';
import { type StaffDashboardQuery, staffDashboardQuerySchema, staffDashboardSchema } from '@rent/domain';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { StaffDashboards } from './staff-dashboard.js';

/** The back-office's dashboard (issue 19, screen 7). */
@Controller('operator/dashboard')
export class StaffDashboardController {
  constructor(private readonly dashboards: StaffDashboards) {}

  @Requires('readDashboard')
  @Answers.json(staffDashboardSchema)
  @Get()
  read(@Query(new ZodPipe(staffDashboardQuerySchema)) q: StaffDashboardQuery) {
    return this.dashboards.read(q);
  }
}
