import { Body, Controller, Headers, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandResultSchema, REMOVAL_STEP, type RemovalInput, removalSchema } from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ContractStepCommand } from '../contracts/contract-step.command.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, operatorActor, type Principal } from '../http/principal.js';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';
import { SIGNATURE_HEADER, SigningService } from '../signing/signing.service.js';

/** The committee's back-office: steps only an operator takes. */
@Controller('operator')
export class OperatorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly signing: SigningService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Takes a contract off the register, with the date it takes effect and the reason, signed (header
   * `X-E-Signature`) where the deployment requires it, as a party's step is: over the removal's canonical
   * document at the version the operator saw, with the operator's own key (a staff member signs in by
   * PINFL, their `partyId`, and the key must name that PINFL). The event keeps the signature; the
   * history shows it beside who removed the contract, when and why.
   */
  @Answers.json(commandResultSchema)
  @Requires('removeContract')
  @Post('contracts/:id/remove')
  @HttpCode(200)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodPipe(removalSchema)) body: RemovalInput,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    const actor = operatorActor(principal);
    if (!isUuid(id)) throw new NotFoundException();
    const signed = await this.signing.signedStep(principal.partyId, REMOVAL_STEP, id, body, pkcs7);
    return this.commands.execute(
      new ContractStepCommand(
        {
          type: 'RemoveFromRegister',
          data: { contractId: id, ...body },
          metadata: {
            actor,
            now: this.clock.now().toISOString(),
            ...(signed && { signature: signed.signature, signedVersion: signed.version }),
          },
        },
        correlationId,
      ),
    );
  }
}
