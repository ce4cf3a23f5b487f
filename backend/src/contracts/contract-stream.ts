import { Inject, Injectable } from '@nestjs/common';
import {
  assertOperativeSpaceHeld,
  type CommandResult,
  type Contract,
  type ContractCommand,
  type ContractEvent,
  contractStreamId,
  decide,
  decideReservation,
  evolve,
  foldContract,
  foldPropertyArea,
  foldRegistrationCounter,
  formatPosition,
  heldArea,
  heldPlots,
  type IssuedCommand,
  operativeContractOf,
  operativeSpaceKey,
  type PropertyArea,
  type PropertyEvent,
  propertyHolders,
  propertyStreamId,
  type RegistrationCounter,
  type RegistrationNumberTaken,
  registrationNumbersStreamId,
  registrationSeries,
  ServiceKind,
  takeRegistrationNumber,
  toHundredths,
} from '@rent/domain';
import {
  type DecisionScope,
  EVENT_STORE,
  type EventStore,
  type StreamState,
  type StreamWrite,
} from '../event-store/event-store.port.js';
import { ProjectorRunner } from '../event-store/projector-runner.js';

/** At most this many contracts are named in a refusal; one is enough to refuse. */
const NAMED_LINKED = 20;

const contractOf = (stream: StreamState): Contract =>
  foldContract(stream.events.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));

/** The command as the decider takes it: a registration or a numbering with its number, any other as it came. */
const withNumber = (issued: IssuedCommand, registrationNumber: string): ContractCommand =>
  issued.type === 'CreateContract' || issued.type === 'NumberContract'
    ? ({ ...issued, data: { ...issued.data, registrationNumber } } as ContractCommand)
    : issued;

/** A property stream's state: its snapshot and the events after it. */
const propertyOf = (stream: StreamState): PropertyArea =>
  foldPropertyArea(
    stream.events.map((e) => ({ type: e.type, data: e.data }) as PropertyEvent),
    stream.snapshot?.state as PropertyArea | undefined,
  );

/**
 * Runs a contract command as one decision of the event store: hold the contract's stream, fold it,
 * decide, and write, all in one transaction. Every contract step goes through here, so the decider is
 * the one place that says yes or no.
 *
 * Rules that span streams are decided on the streams themselves, held in the same decision, never on a
 * read model (which lags): the area a contract holds of its property (two contracts racing for the last
 * square metres queue on the property's stream and are decided one after the other, on what the other
 * left), a sub-lease's operative-management contract still being in force, and an operative-management
 * contract not being cancelled while contracts on its space are in force. Streams are held in one order:
 * the contract, the contract it depends on, properties (by key), and last its registration number's series.
 *
 * A registration (and the numbering of a contract registered before numbers) takes the next number of
 * its series in the same decision (registration-number.ts): the series is held only by decisions that
 * number, and refused ones write nothing, so numbers are neither skipped nor given twice. Registrations
 * of one year and region queue on their series until they commit, so the series is held last, once
 * everything else is decided: a region's registrations wait on one another only for the number's own
 * read, the write and the commit, and never behind one that waits on its object. Holding it last also
 * keeps the order deadlock-free: a decision that holds a series waits for nothing else.
 */
@Injectable()
export class ContractStream {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: ProjectorRunner,
  ) {}

  async execute(contractId: string, issued: IssuedCommand, correlationId: string): Promise<CommandResult> {
    const { actor, signature } = issued.metadata;
    const { lastPosition } = await this.store.decide(
      { actor, correlationId, causationId: null, ...(signature && { signature }) },
      async (scope) => {
        const streamId = contractStreamId(contractId);
        const before = contractOf(await scope.hold(streamId));
        const linked = await this.linkedContracts(scope, issued, before);
        const decideWith = (command: ContractCommand): ContractEvent[] =>
          decide(
            linked
              ? ({ ...command, data: { ...command.data, activeLinkedContracts: linked } } as ContractCommand)
              : command,
            before,
          );
        // Decided first with no number: whether the command is taken, and the area it holds, do not depend
        // on the number, so every refusal comes before the series is held.
        const unnumbered = decideWith(withNumber(issued, ''));
        const after = unnumbered.reduce(evolve, before);
        const property = await this.propertySide(scope, issued, contractId, before, after);
        const numbering = await this.numbering(scope, issued, contractId);
        const events = numbering ? decideWith(withNumber(issued, numbering.registrationNumber)) : unnumbered;
        const writes: StreamWrite[] = [{ streamId, events }, ...(numbering?.writes ?? []), ...property];
        return { writes, result: undefined };
      },
    );
    this.projector.nudge();
    return { id: contractId, position: formatPosition(lastPosition!) };
  }

  /**
   * The next registration number of a registration's (or a numbering's) series, from the series held for
   * the rest of this decision, and the series' write; null for any other command.
   */
  private async numbering(
    scope: DecisionScope,
    issued: IssuedCommand,
    contractId: string,
  ): Promise<{ registrationNumber: string; writes: StreamWrite[] } | null> {
    if (issued.type !== 'CreateContract' && issued.type !== 'NumberContract') return null;
    const series =
      issued.type === 'CreateContract'
        ? registrationSeries(issued.metadata.now, issued.data.property.regionSoato)
        : registrationSeries(issued.data.registeredAt, issued.data.regionSoato);
    const seriesStream = registrationNumbersStreamId(series);
    const held = await scope.hold(seriesStream);
    const counter = foldRegistrationCounter(
      held.events.map((e) => ({ type: e.type, data: e.data }) as RegistrationNumberTaken),
      held.snapshot?.state as RegistrationCounter | undefined,
    );
    const taken = takeRegistrationNumber(series, counter, contractId);
    return {
      registrationNumber: taken.registrationNumber,
      writes: [{ streamId: seriesStream, events: [taken.event], snapshot: taken.counter }],
    };
  }

  /** A contract as its events make it, for a command that must know another contract before it decides. */
  async load(contractId: string): Promise<Contract> {
    const recorded = await this.store.readStream(contractStreamId(contractId));
    return foldContract(recorded.map((e) => ({ type: e.type, data: e.data }) as ContractEvent));
  }

  /**
   * An operative-management contract asked to be cancelled: the contracts in force on its space, from
   * the space's own stream held for this decision, so that none can be registered meanwhile. Their
   * numbers are read from their streams only to name them.
   */
  private async linkedContracts(
    scope: DecisionScope,
    command: IssuedCommand,
    contract: Contract,
  ): Promise<string[] | null> {
    if (command.type !== 'RequestCancellation' && command.type !== 'AcceptCancellation') return null;
    if (contract.status !== 'Existing' || contract.kind !== ServiceKind.Operative) return null;
    const spaceStream = propertyStreamId(operativeSpaceKey(contract.contractId));
    const space = propertyOf(await scope.hold(spaceStream));
    if (space.holders === 0) return [];
    const holders = propertyHolders(
      (await scope.read(spaceStream)).map((e) => ({ type: e.type, data: e.data }) as PropertyEvent),
    );
    const numbers: string[] = [];
    for (const id of holders.slice(0, NAMED_LINKED)) {
      const holder = contractOf({
        streamId: '',
        version: 0,
        snapshot: null,
        events: await scope.read(contractStreamId(id)),
      });
      if (holder.status === 'Existing') numbers.push(holder.terms.contractNumber);
    }
    return numbers.sort();
  }

  /**
   * The property streams' writes where the area the contract holds changes (its object's, and a land
   * rent's further plots'); nothing otherwise. A sub-lease that takes space holds its operative-management
   * contract first and takes it only while that contract is in force.
   */
  private async propertySide(
    scope: DecisionScope,
    command: IssuedCommand,
    contractId: string,
    before: Contract,
    after: Contract,
  ): Promise<StreamWrite[]> {
    if (after.status !== 'Existing') return [];
    const heldBefore = heldArea(before);
    const heldAfter = heldArea(after);
    const operativeId = operativeContractOf(after.areaKey);
    if (operativeId && heldAfter > heldBefore) {
      const operative = contractOf(await scope.hold(contractStreamId(operativeId)));
      assertOperativeSpaceHeld(
        operative,
        command.type === 'CreateContract'
          ? { lessorId: after.lessorId, cadastralNumber: after.cadastralNumber }
          : undefined,
      );
    }
    const was = new Map(heldPlots(before).map((p) => [p.areaKey, p.area]));
    const changed = heldPlots(after)
      .map((plot, i) => ({ plot, i, previous: was.get(plot.areaKey) ?? 0 }))
      .filter(({ plot, previous }) => toHundredths(previous) !== toHundredths(plot.area));
    // Held in one order whatever the contract's, so two land rents sharing plots wait, never deadlock.
    const states = new Map<string, PropertyArea>();
    for (const key of changed.map(({ plot }) => plot.areaKey).sort())
      states.set(key, propertyOf(await scope.hold(propertyStreamId(key))));
    const writes: StreamWrite[] = [];
    for (const { plot, i, previous } of changed) {
      const streamId = propertyStreamId(plot.areaKey);
      const area = states.get(plot.areaKey)!;
      const events = decideReservation(area, {
        cadastralNumber: plot.areaKey,
        contractId,
        area: plot.area,
        heldBefore: previous,
        totalArea: plot.totalArea,
        // A further plot's refusal names its row, counted from the second plot.
        field: i === 0 ? 'area' : `morePlots.${i - 1}.area`,
      });
      if (events.length) writes.push({ streamId, events, snapshot: foldPropertyArea(events, area) });
    }
    return writes;
  }
}
