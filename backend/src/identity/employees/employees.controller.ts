import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type AddEmployeeInput,
  addEmployeeSchema,
  type Employee,
  type Employer,
  isPinfl,
  pinflSchema,
} from '@rent/domain';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { EmployeesService } from './employees.service.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';

/** A legal entity's employee list, and the entities the signed-in person works for. */
@Controller()
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Get('employees')
  list(@CurrentPrincipal() principal: Principal): Promise<Employee[]> {
    return this.employees.list(principal);
  }

  @Post('employees')
  add(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(addEmployeeSchema)) body: AddEmployeeInput,
  ): Promise<Employee> {
    return this.employees.add(principal, body.pinfl);
  }

  @Delete('employees/:pinfl')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('pinfl', new ZodPipe(pinflSchema, 'pinfl')) pinfl: string,
  ) {
    await this.employees.remove(principal, pinfl);
  }

  /** Whom the person may act for (the header's "act for" choice): none for a legal entity itself. */
  @Get('account/employers')
  async employers(@CurrentPrincipal() principal: Principal): Promise<Employer[]> {
    const pinfl = principal.employeePinfl ?? (isPinfl(principal.partyId) ? principal.partyId : null);
    return pinfl ? this.employees.employersOf(pinfl) : [];
  }
}
