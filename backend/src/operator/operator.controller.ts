import { Body, Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandResultSchema, type RemovalInput, removalSchema } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ContractStepCommand } from '../contracts/contract-step.command.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, operatorActor, type Principal } from '../http/principal.js';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';

/** The committee's back-office: steps only an operator takes. */
@Controller('operator')
export class OperatorController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Takes a contract off the register, with the date it takes effect and the reason. */
  @Answers.json(commandResultSchema)
  @Requires('removeContract')
  @Post('contracts/:id/remove')
  @HttpCode(200)
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(removalSchema)) body: RemovalInput,
    @CorrelationId() correlationId: string,
  ) {
    const actor = operatorActor(principal);
    if (!isUuid(id)) throw new NotFoundException();
    return this.commands.execute(
      new ContractStepCommand(
        {
          type: 'RemoveFromRegister',
          data: { contractId: id, ...body },
          metadata: { actor, now: this.clock.now().toISOString() },
        },
        correlationId,
      ),
    );
  }
}
