import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { Counter, Histogram, type Registry } from 'prom-client';
import { toApiError } from '../http/api-error.filter.js';
import { LATENCY_BUCKETS, METRICS } from './metrics.js';

/** What became of a command: done, refused with a code the caller is told, or failed (the portal's fault or an outage). */
export interface CommandOutcome {
  outcome: 'accepted' | 'refused' | 'failed';
  /** The error's code as the API answers it (`PROPERTY_NOT_OWNED`, `SERVICE_UNAVAILABLE`, `INTERNAL`); '' when accepted. */
  code: string;
}

/** A refusal is what the API answers with a 4xx and a code of ours; anything else thrown is a failure. */
export function commandOutcome(error: unknown): CommandOutcome {
  const known = toApiError(error);
  if (known && known.statusCode < 500) return { outcome: 'refused', code: known.code };
  return { outcome: 'failed', code: known?.code ?? 'INTERNAL' };
}

/**
 * A command's name in the metrics: its class without "Command", and the step it carries where one class
 * carries many (`PartyStep:confirm`, `ContractStep:ExpireContract`), both from a fixed set.
 */
export function commandType(command: ICommand): string {
  const name = command.constructor.name.replace(/Command$/, '');
  const step = (command as { metricsStep?: unknown }).metricsStep;
  return typeof step === 'string' ? `${name}:${step}` : name;
}

/**
 * Counts and times every command the bus runs, by type and outcome. The bus has no hook for what a
 * handler answered, so its `execute` is wrapped once, here, rather than each handler being taught metrics.
 */
@Injectable()
export class CommandMetrics implements OnModuleInit {
  constructor(
    private readonly bus: CommandBus,
    @Inject(METRICS) private readonly registry: Registry,
  ) {}

  onModuleInit(): void {
    const total = new Counter({
      name: 'rent_commands_total',
      help: 'Commands run, by type and outcome (accepted, refused, failed) with the code the API answered',
      labelNames: ['command', 'outcome', 'code'],
      registers: [this.registry],
    });
    const duration = new Histogram({
      name: 'rent_command_duration_seconds',
      help: 'Commands from dispatch to their answer, by type and outcome',
      labelNames: ['command', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    const execute = this.bus.execute.bind(this.bus) as (command: ICommand, ...rest: unknown[]) => Promise<unknown>;
    const measured = async (command: ICommand, ...rest: unknown[]): Promise<unknown> => {
      const started = process.hrtime.bigint();
      let result: CommandOutcome = { outcome: 'accepted', code: '' };
      try {
        return await execute(command, ...rest);
      } catch (error) {
        result = commandOutcome(error);
        throw error;
      } finally {
        const type = commandType(command);
        total.inc({ command: type, ...result });
        duration.observe({ command: type, outcome: result.outcome }, Number(process.hrtime.bigint() - started) / 1e9);
      }
    };
    this.bus.execute = measured as CommandBus['execute'];
  }
}
