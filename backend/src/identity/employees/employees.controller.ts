import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type AddEmployeeInput,
  addEmployeeSchema,
  type Employee,
  employeeSchema,
  type Employer,
  employerSchema,
  isPinfl,
  pinflSchema,
} from '@rent/domain';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { EmployeesService } from './employees.service.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { z } from 'zod';
import { Answers } from '../../http/answers.js';

/** A legal entity's employee list, and the entities the signed-in person works for. */
@Controller()
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Answers.json(z.array(employeeSchema))
  @Get('employees')
  list(@CurrentPrincipal() principal: Principal): Promise<Employee[]> {
    return this.employees.list(principal);
  }

  @Answers.json(employeeSchema)
  @Post('employees')
  add(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(addEmployeeSchema)) body: AddEmployeeInput,
  ): Promise<Employee> {
    return this.employees.add(principal, body.pinfl);
  }

  @Answers.nothing()
  @Delete('employees/:pinfl')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('pinfl', new ZodPipe(pinflSchema, 'pinfl')) pinfl: string,
  ) {
    await this.employees.remove(principal, pinfl);
  }

  /** Whom the person may act for as an employee (the header's "act for" choice): none for a legal entity itself. */
  @Answers.json(z.array(employerSchema))
  @Get('account/employers')
  async employers(@CurrentPrincipal() principal: Principal): Promise<Employer[]> {
    const pinfl =
      principal.employeePinfl ??
      principal.representative?.pinfl ??
      (isPinfl(principal.partyId) ? principal.partyId : null);
    return pinfl ? this.employees.employersOf(pinfl) : [];
  }
}
