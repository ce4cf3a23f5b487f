import { describe, expect, it } from '@jest/globals';
import { ForbiddenException } from '@nestjs/common';
import { Command } from '@nestjs/cqrs';
import { DomainError, MessageKeys } from '@rent/domain';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { commandOutcome, commandType } from './command-metrics.js';

class RegisterThingCommand extends Command<void> {}
class StepCommand extends Command<void> {
  constructor(readonly verb: string) {
    super();
  }
  get metricsStep() {
    return this.verb;
  }
}

describe('a command’s outcome as the metrics count it', () => {
  it('given a rule the decider or a handler refused, then it is refused with the code the API answers', () => {
    expect(commandOutcome(new DomainError('PROPERTY_NOT_OWNED', MessageKeys.propertyNotOwned, 'invalid'))).toEqual({
      outcome: 'refused',
      code: 'PROPERTY_NOT_OWNED',
    });
    expect(
      commandOutcome(
        new ForbiddenException({ code: 'EMPLOYEE_CANNOT_CREATE', message: MessageKeys.employeeCannotCreate }),
      ),
    ).toEqual({ outcome: 'refused', code: 'EMPLOYEE_CANNOT_CREATE' });
  });

  it('given an outage or an error of ours, then it failed, with the 503’s code or INTERNAL', () => {
    expect(commandOutcome(new ServiceUnavailableError('redis', 5))).toEqual({
      outcome: 'failed',
      code: new ServiceUnavailableError('redis', 5).code,
    });
    expect(commandOutcome(new TypeError('x is undefined'))).toEqual({ outcome: 'failed', code: 'INTERNAL' });
  });
});

describe('a command’s type as the metrics name it', () => {
  it('is its class without "Command", and the step it carries where it carries one', () => {
    expect(commandType(new RegisterThingCommand())).toBe('RegisterThing');
    expect(commandType(new StepCommand('confirm'))).toBe('Step:confirm');
  });
});
