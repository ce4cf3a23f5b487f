import {
  type Actor,
  type ChangeProposalKind,
  type Contract,
  type ContractCommand,
  type ContractDetails,
  type ContractEvent,
  type ContractTermsSnapshot,
  contractStreamId,
  type CreateContract,
  decideReservation,
  decide,
  DomainError,
  emptyPropertyArea,
  type EventMetadata,
  evolve,
  foldPropertyArea,
  guaranteeDeadline,
  heldArea,
  initialContract,
  landMonthlyFee,
  type LocalDate,
  minimumMonthlyRent,
  type Party,
  PartyType,
  type PropertyArea,
  type PropertyEvent,
  propertyStreamId,
  type RegistrationCounter,
  type RegistrationNumberTaken,
  registrationNumbersStreamId,
  registrationSeries,
  type ServiceKindCode,
  ServiceKind,
  SYSTEM_ACTOR,
  takeRegistrationNumber,
  tashkentDate,
  toHundredths,
  ContractState,
  declarationLapsesAt,
} from '@rent/domain';
import { expiryTime, jobIds, REMINDER_DAYS, reminderTime } from '../jobs/job-registry.js';
import { LARGE_PARTY } from './registry-generator.js';
import type { RateBook, SyntheticObject, SyntheticRegistry } from './synthetic-registry.js';

/**
 * A register of contracts as the portal would have recorded it, made by its own rules: every step is a
 * command that the contract decider decides on the contract as its earlier events made it, with the
 * instant and the actor in the command's metadata, and the area the contract holds decided on its
 * property's state (decideReservation), exactly as ContractStream does for a request. The system's
 * steps (reminders, expiry, a letter of guarantee's check) come when the jobs would have run them.
 *
 * Steps are taken in the order of their instants across all contracts (a queue of what each contract
 * does next), so a property's reservations follow one another as they would have; a step the decider
 * refuses did not happen, and a registration whose object has no room left goes to another object.
 * Seeded: the same seed, size and instant give the same steps. Pure: it writes nothing.
 */

/** Names what the generator makes: change it whenever a seed and size would give other events than before. */
export const GENERATOR_VERSION = 'contracts-3';

export interface GeneratorOptions {
  contracts: number;
  seed: number;
  /** The register as of this instant: every step was taken before it, the later ones are still to come. */
  asOf: Date;
  rates: RateBook;
}

/**
 * What one stream gets from a step: its events after `versionBefore`, and a property's (or a registration
 * number series') state after them.
 */
export interface StepWrite {
  streamId: string;
  versionBefore: number;
  events: ContractEvent[] | PropertyEvent[] | RegistrationNumberTaken[];
  snapshot?: PropertyArea | RegistrationCounter;
}

/** One command taken: when, by whom, and what it wrote (the contract's stream, and its property's when the held area moved). */
export interface GeneratedStep {
  at: number;
  metadata: EventMetadata;
  writes: StepWrite[];
  /** The property (or vehicle, or operative space) the contract holds its area on: its steps touch no other. */
  areaKey: string;
  /** A contract was registered by it. */
  registered: boolean;
}

const DAY = 86_400_000;
/** Contracts are registered over the five years before the register's instant. */
const YEARS = 5;
/** The share of contracts the large party is the lessor of, and the lessee of (about 52,000 of a million). */
const LARGE_PARTY_SHARE = 0.026;
/** The share of other-rent contracts their lessee declares (issue 21), the lessor not having registered them. */
const DECLARED_SHARE = 0.1;
/** Another object is tried when the first has no room for a registration; then the registration is left out. */
const OBJECT_TRIES = 6;

/** mulberry32, as the registry generator: a small, well-mixed 32-bit generator, for synthetic data only. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = () => number;

/** A version-4 uuid from the seeded generator (122 random bits from six draws of 24). */
function uuid(rand: Random): string {
  const hex = Array.from({ length: 6 }, () =>
    Math.floor(rand() * 0x1000000)
      .toString(16)
      .padStart(6, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(rand() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: Random, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const iso = (ms: number) => new Date(ms).toISOString();
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Calendar arithmetic on ISO dates (UTC, no time of day). */
const addDays = (date: LocalDate, days: number): LocalDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
function addMonths(date: LocalDate, months: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last)))
    .toISOString()
    .slice(0, 10);
}
/** An instant in the working hours (09:00–18:00 in Tashkent, UTC+5) of the day `ms` falls on, `share` of the way through them. */
const workingHours = (ms: number, share: number) =>
  Math.floor(ms / DAY) * DAY + Math.floor((4 + share * 9) * 3_600_000);

/** The service kinds and how often each is registered. */
const KIND_MIX: [ServiceKindCode, number][] = [
  [ServiceKind.OtherRent, 46],
  [ServiceKind.Leasing, 8],
  [ServiceKind.Operative, 3],
  [ServiceKind.ForeignCompany, 2],
  [ServiceKind.Student, 4],
  [ServiceKind.Warehouse, 4],
  [ServiceKind.LetterOfGuarantee, 1],
  [ServiceKind.LandRent, 6],
  [ServiceKind.AdjacentArea, 3],
  [ServiceKind.MobileTrade, 5],
  [ServiceKind.CarRent, 15],
  [ServiceKind.CarRentNonResident, 3],
];
const KIND_WEIGHT = KIND_MIX.reduce((sum, [, w]) => sum + w, 0);
/** What the large party registers on its own buildings, and what it rents from others. */
const LARGE_LESSOR_KINDS = [
  ServiceKind.OtherRent,
  ServiceKind.OtherRent,
  ServiceKind.OtherRent,
  ServiceKind.Leasing,
  ServiceKind.Warehouse,
  ServiceKind.Operative,
];
const LARGE_LESSEE_KINDS = [
  ServiceKind.OtherRent,
  ServiceKind.OtherRent,
  ServiceKind.Leasing,
  ServiceKind.CarRent,
  ServiceKind.LandRent,
];

const PURPOSES = [
  'Ofis',
  'Savdo doʻkoni',
  'Ombor',
  'Yashash uchun',
  'Ishlab chiqarish',
  'Kafe',
  'Oʻquv markazi',
  'Dorixona',
];
const REASONS = [
  'Shartlar mos emas',
  'Maydon notoʻgʻri koʻrsatilgan',
  'Ijara haqi kelishilmagan',
  'Hujjatlar toʻliq emas',
];
const CANCEL_REASONS = ['Ijarachi boshqa joyga koʻchdi', 'Obyekt sotildi', 'Tomonlarning kelishuvi'];
const KIND_PREFIX: Record<ServiceKindCode, string> = {
  OTHER_RENT: 'IJ',
  LEASING: 'LZ',
  OPERATIVE: 'OB',
  FOREIGN_COMPANY: 'XK',
  STUDENT: 'TT',
  WAREHOUSE: 'OM',
  LETTER_OF_GUARANTEE: 'KX',
  LAND_RENT: 'YE',
  ADJACENT_AREA: 'TH',
  MOBILE_TRADE: 'SS',
  CAR_RENT: 'AV',
  CAR_RENT_NONRESIDENT: 'AN',
};

/** A contract the generator has registered and may take further steps on. */
interface Live {
  id: string;
  rand: Random;
  contract: Extract<Contract, { status: 'Existing' }>;
  lessor: Party;
  lessee: Party;
  /** The object rented (a vehicle has none). */
  object: SyntheticObject | null;
  /** The real contract a letter of guarantee's lessor registered before its deadline, if any. */
  followUp?: Live;
}

interface Planned {
  at: number;
  order: number;
  run: () => void;
}

/** A binary heap of planned steps: the earliest first, and of two at the same instant the one planned first. */
class StepQueue {
  private readonly items: Planned[] = [];
  private order = 0;
  get size() {
    return this.items.length;
  }
  peek(): Planned | undefined {
    return this.items[0];
  }
  push(at: number, run: () => void) {
    const items = this.items;
    items.push({ at, order: this.order++, run });
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): Planned {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && before(items[l]!, items[m]!)) m = l;
        if (r < items.length && before(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top;
  }
}
const before = (a: Planned, b: Planned) => a.at < b.at || (a.at === b.at && a.order < b.order);

/**
 * The steps of a register of `contracts` contracts, in the order they were taken. About 5% of the
 * contracts have LARGE_PARTY on one side; the rest are between the synthetic parties, over their objects.
 */
export function* generateContracts(
  registry: SyntheticRegistry,
  { contracts, seed, asOf, rates }: GeneratorOptions,
): Generator<GeneratedStep> {
  const end = asOf.getTime();
  const start = end - YEARS * 365 * DAY;
  const properties = new Map<string, { version: number; state: PropertyArea }>();
  const versions = new Map<string, number>();
  const queue = new StepQueue();
  const out: GeneratedStep[] = [];
  const userIds = new Map<string, string>();
  const idRandom = prng(Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d));
  let registered = 0;
  /** Each registration number series (by its stream): its state, and the event of its last number. */
  const series = new Map<string, { counter: RegistrationCounter; last: RegistrationNumberTaken }>();

  /** The user who acts for a party: one per party, named as the party. */
  const actorOf = (party: Party): Actor => {
    let userId = userIds.get(party.id);
    if (!userId) userIds.set(party.id, (userId = uuid(idRandom)));
    return { kind: 'party', userId, partyId: party.id, name: party.name };
  };
  const plan = (at: number, run: () => void) => {
    if (at <= end) queue.push(at, run);
  };

  /**
   * One command on a contract, as ContractStream.execute takes it: decide on the contract, then the
   * property's side when the area it holds changes. False when the decider (or the property) refuses.
   */
  function take(
    id: string,
    contract: Contract,
    command: ContractCommand,
    at: number,
    correlationId: string,
  ): Contract | null {
    let events: ContractEvent[];
    try {
      events = decide(command, contract);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    const after = events.reduce(evolve, contract);
    const streamId = contractStreamId(id);
    const writes: StepWrite[] = [{ streamId, versionBefore: versions.get(streamId) ?? 0, events }];
    if (after.status === 'Existing') {
      const heldBefore = heldArea(contract);
      const heldAfter = heldArea(after);
      if (toHundredths(heldBefore) !== toHundredths(heldAfter)) {
        const property = properties.get(after.areaKey) ?? { version: 0, state: emptyPropertyArea() };
        let reservation: PropertyEvent[];
        try {
          reservation = decideReservation(property.state, {
            cadastralNumber: after.areaKey,
            contractId: id,
            area: heldAfter,
            heldBefore,
            totalArea: after.totalArea,
          });
        } catch (error) {
          if (error instanceof DomainError) return null;
          throw error;
        }
        if (reservation.length > 0) {
          const state = foldPropertyArea(reservation, property.state);
          writes.push({
            streamId: propertyStreamId(after.areaKey),
            versionBefore: property.version,
            events: reservation,
            snapshot: state,
          });
          properties.set(after.areaKey, { version: property.version + reservation.length, state });
        }
      }
    }
    versions.set(streamId, (versions.get(streamId) ?? 0) + events.length);
    const { actor } = command.metadata;
    const areaKey =
      after.status === 'Existing' ? after.areaKey : (contract as Extract<Contract, { status: 'Existing' }>).areaKey;
    out.push({
      at,
      metadata: { actor, correlationId, causationId: null },
      writes,
      areaKey,
      registered: command.type === 'CreateContract',
    });
    return after;
  }

  /** A party's or the system's step on a live contract; answers whether it was taken. */
  function step(
    live: Live,
    at: number,
    actor: Actor,
    command: { type: string; data: object },
    correlationId = uuid(live.rand),
  ): boolean {
    const full = {
      ...command,
      data: { contractId: live.id, ...command.data },
      metadata: { actor, now: iso(at) },
    } as ContractCommand;
    const after = take(live.id, live.contract, full, at, correlationId);
    if (!after || after.status !== 'Existing') return false;
    live.contract = after;
    return true;
  }

  const counterpartOf = (live: Live) => (live.contract.counterpartId === live.lessor.id ? live.lessor : live.lessee);
  const initiatorOf = (live: Live) => (live.contract.initiatorId === live.lessor.id ? live.lessor : live.lessee);
  /** A party's next move: in working hours some days on, and never before the step it answers. */
  const later = (live: Live, at: number, minDays: number, maxDays: number) =>
    Math.max(
      at + 60_000 + Math.floor(live.rand() * 3_600_000),
      workingHours(at + between(live.rand, minDays, maxDays) * DAY, live.rand()),
    );

  /** The jobs the reactor schedules for an approved contract's end date, run when they would have run. */
  function planEnd(live: Live, approvedAt: number) {
    const { endDate } = live.contract;
    for (const daysBefore of REMINDER_DAYS) {
      const at = reminderTime(endDate, daysBefore);
      if (at > approvedAt) {
        plan(at, () =>
          step(
            live,
            at,
            SYSTEM_ACTOR,
            { type: 'RemindExpiry', data: { daysBefore, endDate } },
            jobIds.remind(live.id, endDate, daysBefore),
          ),
        );
      }
    }
    const at = Math.max(expiryTime(endDate), approvedAt + 1000);
    plan(at, () => step(live, at, SYSTEM_ACTOR, { type: 'ExpireContract', data: {} }, jobIds.expire(live.id, endDate)));
  }

  /** The counterpart confirms, and the contract lives on as approved. */
  function confirm(live: Live, at: number) {
    plan(at, () => {
      if (step(live, at, actorOf(counterpartOf(live)), { type: 'ConfirmContract', data: {} })) approved(live, at);
    });
  }

  function terms(live: Live, changes: Partial<ContractTermsSnapshot>): ContractTermsSnapshot {
    return { ...live.contract.terms, ...changes };
  }

  /** What an approved contract goes through: a change of terms, an agreement, a cancellation, holders, removal, turnovers. */
  function approved(live: Live, at: number) {
    planEnd(live, at);
    const { rand, contract } = live;
    const endMs = Date.parse(`${contract.endDate}T00:00:00+05:00`);
    const draw = rand();
    const within = (minDays: number, maxDays: number) => {
      const t = later(live, at, minDays, maxDays);
      return t < endMs - 2 * DAY ? t : null;
    };
    if (draw < 0.1) {
      const t = within(30, 200);
      if (t) plan(t, () => propose(live, t, live.lessor, 'CHANGE', terms(live, { monthlyPayment: raised(live, 1.1) })));
    } else if (draw < 0.14) {
      const t = Math.max(at + DAY, workingHours(endMs - between(rand, 10, 40) * DAY, rand()));
      const longer = terms(live, { endDate: addMonths(contract.endDate, 12) });
      const by = rand() < 0.5 ? live.lessor : live.lessee;
      if (t < endMs) plan(t, () => propose(live, t, by, 'ADDITIONAL_AGREEMENT', longer));
    } else if (draw < 0.26) {
      const t = within(30, 300);
      const [asker, other] = rand() < 0.5 ? [live.lessor, live.lessee] : [live.lessee, live.lessor];
      const reason = pick(rand, CANCEL_REASONS);
      if (t) {
        plan(t, () => {
          const year = Math.min(
            Math.max(new Date(t).getUTCFullYear(), Number(live.contract.beginDate.slice(0, 4))),
            Number(live.contract.endDate.slice(0, 4)),
          );
          if (!step(live, t, actorOf(asker), { type: 'RequestCancellation', data: { reason, effectiveYear: year } }))
            return;
          const answer = later(live, t, 1, 15);
          const accepted = live.rand() < 0.75;
          plan(answer, () =>
            step(
              live,
              answer,
              actorOf(other),
              accepted
                ? { type: 'AcceptCancellation', data: {} }
                : { type: 'RejectCancellation', data: { reason: pick(live.rand, REASONS) } },
            ),
          );
        });
      }
    } else if (draw < 0.3) {
      // A legal lessor gives the contract to one or two of its people to hold.
      const t = within(1, 60);
      const holders = [pick(rand, registry.pinfls), pick(rand, registry.pinfls)]
        .filter((p, i, all) => all.indexOf(p) === i)
        .map((pinfl) => ({ pinfl, name: registry.party(pinfl).name }));
      if (t && live.lessor.type === PartyType.Legal)
        plan(t, () => step(live, t, actorOf(live.lessor), { type: 'AssignHolders', data: { holders } }));
    } else if (draw < 0.303) {
      const t = within(1, 300);
      const operator: Actor = {
        kind: 'operator',
        userId: 'generated-operator',
        partyId: '',
        name: 'Qoʻmita operatori',
      };
      if (t)
        plan(t, () =>
          step(live, t, operator, {
            type: 'RemoveFromRegister',
            data: { reason: 'Sud qarori', removalDate: tashkentDate(new Date(t)) },
          }),
        );
    }
    if (contract.kind === ServiceKind.Warehouse) planTurnovers(live);
  }

  /** A change of terms or a supplementary agreement, answered by the other party a few days later. */
  function propose(live: Live, at: number, by: Party, proposalKind: ChangeProposalKind, next: ContractTermsSnapshot) {
    const agreement =
      proposalKind === 'ADDITIONAL_AGREEMENT'
        ? { number: `${live.contract.terms.contractNumber}/Q1`, date: tashkentDate(new Date(at)) }
        : null;
    const proposed = step(live, at, actorOf(by), {
      type: 'ProposeChange',
      data: { proposalId: uuid(live.rand), proposalKind, terms: next, agreement },
    });
    if (!proposed) return;
    const other = by.id === live.lessor.id ? live.lessee : live.lessor;
    const answer = later(live, at, 1, 15);
    const accepted = live.rand() < 0.8;
    plan(answer, () => {
      const endDate = live.contract.endDate;
      const done = step(
        live,
        answer,
        actorOf(other),
        accepted
          ? { type: 'ConfirmChange', data: {} }
          : { type: 'RejectChange', data: { reason: pick(live.rand, REASONS) } },
      );
      // A new end date has reminders and an expiry of its own, planned as the reactor would.
      if (done && live.contract.endDate !== endDate) planEnd(live, answer);
    });
  }

  /** Warehouse services: the lessor records each year's turnover early in the next year. */
  function planTurnovers(live: Live) {
    const first = Number(live.contract.beginDate.slice(0, 4));
    const last = Number(live.contract.endDate.slice(0, 4));
    for (let year = first; year <= last; year++) {
      const at = workingHours(Date.parse(`${year + 1}-01-20T00:00:00Z`) + between(live.rand, 0, 40) * DAY, live.rand());
      const amount = between(live.rand, 50_000_000, 5_000_000_000);
      plan(at, () => step(live, at, actorOf(live.lessor), { type: 'RecordTurnover', data: { year, amount } }));
    }
  }

  /** What happens to a registered contract before (and whether) it is approved. */
  function fate(live: Live, at: number) {
    const { rand } = live;
    const draw = rand();
    const answer = later(live, at, 0, 10);
    const initiator = () => actorOf(initiatorOf(live));
    const counterpart = () => actorOf(counterpartOf(live));
    // A lessor who never registered a contract leaves its lessee's declaration unanswered more often.
    const declared = live.contract.initiatorId === live.lessee.id;
    if (draw < (declared ? 0.4 : 0.04)) {
      // Never answered: it waits for its counterpart; a lessee's declaration lapses after its 30 days.
      if (declared) {
        const since = live.contract.awaitingSince;
        const lapse = declarationLapsesAt(since);
        plan(lapse, () =>
          step(live, lapse, SYSTEM_ACTOR, { type: 'LapseDeclaration', data: {} }, jobIds.lapse(live.id, since)),
        );
      }
      return;
    }
    if (draw < 0.7) return confirm(live, answer);
    if (draw < 0.8) {
      plan(answer, () => {
        if (
          !step(live, answer, counterpart(), { type: 'RejectContract', data: { reason: pick(live.rand, REASONS) } }) ||
          live.rand() >= 0.3
        )
          return;
        const again = later(live, answer, 1, 20);
        plan(again, () => {
          if (
            step(live, again, initiator(), {
              type: 'ResubmitContract',
              data: { terms: terms(live, { monthlyPayment: raised(live, 1.05) }) },
            })
          )
            confirm(live, later(live, again, 0, 10));
        });
      });
      return;
    }
    if (draw < 0.9) {
      plan(answer, () => {
        if (!step(live, answer, counterpart(), { type: 'RequestChange', data: { reason: pick(live.rand, REASONS) } }))
          return;
        const changed = later(live, answer, 0, 7);
        plan(changed, () => {
          if (!step(live, changed, initiator(), { type: 'ChangeContract', data: { terms: corrected(live) } })) return;
          if (live.rand() < 0.8) confirm(live, later(live, changed, 0, 10));
        });
      });
      return;
    }
    if (draw < 0.95) {
      plan(answer, () =>
        step(live, answer, initiator(), {
          type: 'WithdrawContract',
          data: { reason: live.rand() < 0.5 ? null : 'Xato kiritilgan' },
        }),
      );
      return;
    }
    confirm(live, answer);
  }

  /**
   * The rent raised by `factor`, in whole thousands; land rent's fee is set by its multiplier, so there
   * the multiplier goes up instead (at most to 3).
   */
  function raised(live: Live, factor: number): number {
    const land = live.contract.details?.land;
    if (land) return landMonthlyFee(land.landTaxRate, Math.min(3, land.multiplier * factor), live.contract.terms.area);
    return Math.ceil((live.contract.terms.monthlyPayment * factor) / 1000) * 1000;
  }

  /** Terms corrected after the counterpart sent them back: a vehicle's rent, or a tenth less area (land rent's fee follows it). */
  function corrected(live: Live): ContractTermsSnapshot {
    if (live.object === null) return terms(live, { monthlyPayment: raised(live, 1.05) });
    const area = Math.max(1, hundredths(live.contract.terms.area * 0.9));
    const land = live.contract.details?.land;
    return terms(live, {
      area,
      ...(land && { monthlyPayment: landMonthlyFee(land.landTaxRate, land.multiplier, area) }),
    });
  }

  /** Rent of at least the minimum, in whole thousands of so'm, now and then with tiyin. */
  const payment = (rand: Random, minimum: number) => {
    const base = Math.ceil((Math.max(minimum, 1000) * (1.05 + rand() * 1.2)) / 1000) * 1000;
    return rand() < 0.1 ? base + 0.5 : base;
  };

  /** The lessee of a contract of `kind`, or null when the registries have none that fits. */
  function lesseeFor(
    kind: ServiceKindCode,
    rand: Random,
    at: number,
    lessorId: string,
  ): { lessee: Party; details?: ContractDetails } | null {
    switch (kind) {
      case ServiceKind.ForeignCompany:
      case ServiceKind.CarRentNonResident:
        return registry.nonResidentTins.length
          ? { lessee: registry.party(pick(rand, registry.nonResidentTins)) }
          : null;
      case ServiceKind.MobileTrade:
        return registry.soleProprietors.length
          ? { lessee: registry.party(pick(rand, registry.soleProprietors)) }
          : null;
      case ServiceKind.Student: {
        const students = Array.from({ length: between(rand, 1, 3) }, () => pick(rand, registry.students)).filter(
          (s, i, all) => all.indexOf(s) === i,
        );
        const first = students[0]!;
        return {
          lessee: { id: first.pinfl, type: PartyType.Student, name: first.fullName },
          details: {
            students: students.map((s) => ({
              pinfl: s.pinfl,
              name: s.fullName,
              university: s.university,
              faculty: s.faculty,
              course: s.course,
            })),
          },
        };
      }
      case ServiceKind.LetterOfGuarantee: {
        // A legal entity registered in the last ten days (registeredWithinGuaranteeDays).
        const today = tashkentDate(new Date(at));
        for (let back = 0; back <= 10; back++) {
          const fresh = registry.registeredOn.get(addDays(today, -back))?.filter((tin) => tin !== lessorId);
          if (fresh?.length) {
            const lessee = registry.party(pick(rand, fresh));
            return {
              lessee,
              details: {
                guarantee: {
                  lesseeRegisteredAt: lessee.registeredAt!,
                  deadline: guaranteeDeadline(lessee.registeredAt!),
                },
              },
            };
          }
        }
        return null;
      }
      default: {
        const id = rand() < 0.5 ? pick(rand, registry.residentTins) : pick(rand, registry.pinfls);
        return id === lessorId ? null : { lessee: registry.party(id) };
      }
    }
  }

  /** The months a term runs for each kind. */
  const termMonths = (kind: ServiceKindCode, rand: Random) =>
    kind === ServiceKind.Leasing
      ? pick(rand, [13, 18, 24, 36, 48, 60])
      : kind === ServiceKind.Student
        ? 10
        : kind === ServiceKind.LetterOfGuarantee
          ? pick(rand, [3, 6, 11])
          : pick(rand, [3, 6, 11, 11, 11, 12, 12, 24, 36, 60]);

  /**
   * A registration as CreateContractHandler builds it from a form: the parties and the object from the
   * registries, the minimum rate of the object for the year the term begins, and what the kind adds.
   */
  function dated(kind: ServiceKindCode, rand: Random, at: number) {
    const contractDate = addDays(tashkentDate(new Date(at)), -between(rand, 0, 3));
    const beginDate = addDays(contractDate, between(rand, 0, 14));
    const endDate = addDays(addMonths(beginDate, termMonths(kind, rand)), -1);
    const contractNumber = `${KIND_PREFIX[kind]}-${contractDate.slice(2, 4)}/${registered + 1}`;
    return {
      contractNumber,
      contractDate,
      beginDate,
      endDate,
      purpose: rand() < 0.7 ? pick(rand, PURPOSES) : undefined,
    };
  }

  function registration(
    kind: ServiceKindCode,
    rand: Random,
    at: number,
    side: 'lessor' | 'lessee' | null,
    turn: number,
  ): { data: Registered; object: SyntheticObject | null } | null {
    /**
     * The `turn`-th registration's object: one a stride apart from the last one's, so that an object comes
     * round again only after all the others (as owners let what is vacant), and the next one on a retry.
     */
    const inTurn = <T>(list: readonly T[]): T | undefined => list[(turn * 7919) % list.length];
    const common = dated(kind, rand, at);
    const { beginDate } = common;
    if (kind === ServiceKind.CarRent || kind === ServiceKind.CarRentNonResident) {
      const v = inTurn(registry.vehicles)!;
      const lessor = registry.party(v.ownerId);
      const found =
        side === 'lessee' ? { lessee: registry.party(LARGE_PARTY.tin) } : lesseeFor(kind, rand, at, lessor.id);
      if (!found || found.lessee.id === lessor.id) return null;
      const minimum = rates.vehicle(v.vehicleClass, beginDate);
      const vehicle = {
        plateNumber: v.plateNumber,
        vehicleKind: v.vehicleKind,
        model: v.model,
        colour: v.colour,
        yearMade: v.yearMade,
        usageType: pick(rand, ['PERSONAL', 'TAXI', 'CARGO', 'PASSENGER_TRANSPORT']),
      };
      const data = {
        ...common,
        kind,
        area: 1,
        monthlyPayment: payment(rand, minimum),
        lessor,
        lessee: found.lessee,
        property: {
          cadastralNumber: v.plateNumber,
          address: `${v.model}, ${v.colour}, ${v.yearMade}`,
          totalArea: 1,
          regionSoato: null,
        },
        minimumRatePerM2: minimum,
        details: { vehicle },
      };
      return { data, object: null };
    }
    const land = kind === ServiceKind.LandRent || kind === ServiceKind.AdjacentArea;
    const object: SyntheticObject | undefined =
      side === 'lessor'
        ? inTurn(registry.largePartyObjects)
        : kind === ServiceKind.AdjacentArea
          ? inTurn(registry.legalPlots)
          : land
            ? inTurn(registry.plots)
            : inTurn(registry.premises);
    if (!object) return null;
    const lessor = registry.party(object.ownerId);
    const found =
      side === 'lessee' ? { lessee: registry.party(LARGE_PARTY.tin) } : lesseeFor(kind, rand, at, lessor.id);
    if (!found || found.lessee.id === lessor.id) return null;
    const property = {
      cadastralNumber: object.cadastralNumber,
      address: object.address,
      totalArea: object.totalArea,
      regionSoato: object.regionSoato,
    };
    const share =
      side === 'lessor'
        ? 0.02 + rand() * 0.06
        : object.propertyType === 'APARTMENT'
          ? rand() < 0.6
            ? 1
            : 0.2 + rand() * 0.3
          : land
            ? 0.05 + rand() * 0.35
            : 0.1 + rand() * 0.5;
    const area =
      kind === ServiceKind.MobileTrade
        ? Math.min(object.totalArea, between(rand, 4, 30))
        : Math.max(1, Math.min(object.totalArea, Math.round(object.totalArea * share * 10) / 10));
    if (kind === ServiceKind.LandRent) {
      const multiplier = between(rand, 100, 300) / 100;
      const landTerms = { landTaxRate: object.landTaxRate!, multiplier };
      const data = {
        ...common,
        kind,
        area,
        monthlyPayment: landMonthlyFee(landTerms.landTaxRate, multiplier, area),
        lessor,
        lessee: found.lessee,
        property,
        minimumRatePerM2: null,
        details: { land: landTerms },
      };
      return { data, object };
    }
    if (kind === ServiceKind.AdjacentArea) {
      const adjacentArea = {
        objectName: pick(rand, ['Yozgi kafe', 'Savdo rastasi', 'Avtoturargoh']),
        locationStage: pick(rand, ['FIRST_LINE', 'SECOND_LINE', 'INNER']),
        landArea: object.totalArea,
      };
      const data = {
        ...common,
        kind,
        area,
        monthlyPayment: Math.ceil((area * between(rand, 5000, 40000)) / 1000) * 1000,
        lessor,
        lessee: found.lessee,
        property,
        minimumRatePerM2: null,
        details: { adjacentArea },
      };
      return { data, object };
    }
    const rate = rates.premises(object, beginDate);
    if (rate === null) return null;
    const details: ContractDetails = { ...found.details };
    if (kind === ServiceKind.MobileTrade) {
      details.mobileTrade = {
        objectType: pick(rand, ['KIOSK', 'PAVILION', 'TRAILER', 'TENT']),
        usageType: pick(rand, ['FOOD', 'NON_FOOD', 'SERVICES', 'CATERING']),
        objectArea: Math.max(1, Math.floor(area * 0.8)),
      };
    }
    if (kind === ServiceKind.Warehouse)
      details.warehouse = {
        basis: rand() < 0.7 ? 'TURNOVER' : 'STOCK_VALUE',
        ratePercent: between(rand, 50, 500) / 100,
      };
    const data = {
      ...common,
      kind,
      area,
      monthlyPayment: payment(rand, minimumMonthlyRent(rate, area)),
      lessor,
      lessee: found.lessee,
      property,
      minimumRatePerM2: rate,
      details: Object.keys(details).length ? details : null,
    };
    return { data, object };
  }

  /**
   * Registers a contract at `at`, `key` seeding its choices: the lessor picks a kind and an object with
   * room (another object when the property refuses), and the contract's fate is planned. A letter of
   * guarantee's follow-up comes `forced`. Answers the contract, or null when none could be registered.
   */
  function register(key: number, at: number, forced?: Follow): Live | null {
    const rand = prng(Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(key + 1, 0x85ebca6b));
    const id = uuid(rand);
    const roll = rand();
    const side = forced ? null : roll < LARGE_PARTY_SHARE ? 'lessor' : roll < 2 * LARGE_PARTY_SHARE ? 'lessee' : null;
    let kind: ServiceKindCode;
    if (forced) kind = ServiceKind.OtherRent;
    else if (side === 'lessor') kind = pick(rand, LARGE_LESSOR_KINDS);
    else if (side === 'lessee') kind = pick(rand, LARGE_LESSEE_KINDS);
    else {
      let w = rand() * KIND_WEIGHT;
      kind = KIND_MIX.find(([, weight]) => (w -= weight) < 0)![0];
    }
    for (let attempt = 0; attempt < OBJECT_TRIES; attempt++) {
      let made = forced ? followUp(rand, at, forced) : registration(kind, rand, at, side, key + attempt * 104_729);
      // A letter of guarantee needs a lessee registered in the last ten days; without one it is other rent.
      if (!made && kind === ServiceKind.LetterOfGuarantee)
        made = registration((kind = ServiceKind.OtherRent), rand, at, side, key + attempt * 104_729);
      if (!made) continue;
      const { data, object } = made;
      // Some lessees declare a contract their lessor has not registered; kinship stays the lessor's to declare.
      const declared = kind === ServiceKind.OtherRent && !forced && !data.details?.kinship && rand() < DECLARED_SHARE;
      // The next number of the registration's series, as ContractStream takes it; kept only if registered.
      const numbers = registrationSeries(iso(at), data.property.regionSoato);
      const seriesStream = registrationNumbersStreamId(numbers);
      const taken = takeRegistrationNumber(numbers, series.get(seriesStream)?.counter ?? { last: 0 }, id);
      const command: CreateContract = {
        type: 'CreateContract',
        data: {
          ...data,
          contractId: id,
          registrationNumber: taken.registrationNumber,
          ...(declared ? { initiator: 'lessee' as const } : {}),
        },
        metadata: { actor: actorOf(declared ? data.lessee : data.lessor), now: iso(at) },
      };
      const contract = take(id, initialContract(), command, at, uuid(rand));
      if (!contract || contract.status !== 'Existing') continue;
      series.set(seriesStream, { counter: taken.counter, last: taken.event });
      registered++;
      const live: Live = { id, rand, contract, lessor: data.lessor, lessee: data.lessee, object };
      if (kind === ServiceKind.LetterOfGuarantee && object) guaranteed(live, object, at);
      fate(live, at);
      return live;
    }
    return null;
  }

  /** A real contract that follows a letter of guarantee: other rent between the same parties, on the same object. */
  function followUp(
    rand: Random,
    at: number,
    { lessor, lessee, object }: Follow,
  ): { data: Registered; object: SyntheticObject } | null {
    const common = dated(ServiceKind.OtherRent, rand, at);
    const rate = rates.premises(object, common.beginDate);
    if (rate === null) return null;
    const area = Math.max(1, Math.round(object.totalArea * 0.1 * 10) / 10);
    const property = {
      cadastralNumber: object.cadastralNumber,
      address: object.address,
      totalArea: object.totalArea,
      regionSoato: object.regionSoato,
    };
    const data = {
      ...common,
      kind: ServiceKind.OtherRent,
      area,
      monthlyPayment: payment(rand, minimumMonthlyRent(rate, area)),
      lessor,
      lessee,
      property,
      minimumRatePerM2: rate,
      details: null,
    };
    return { data, object };
  }

  /** A letter of guarantee: most lessors follow it with a real contract in time; the job checks after the deadline. */
  function guaranteed(live: Live, object: SyntheticObject, at: number) {
    const deadline = live.contract.details!.guarantee!.deadline;
    if (live.rand() < 0.6) {
      const t = later(live, at, 0, 5);
      plan(t, () => {
        if (tashkentDate(new Date(t)) > deadline) return;
        live.followUp = register(-1 - registered, t, { lessor: live.lessor, lessee: live.lessee, object }) ?? undefined;
      });
    }
    const check = expiryTime(deadline);
    plan(check, () => {
      const follow = live.followUp?.contract;
      const inForce =
        follow &&
        !follow.removed &&
        (follow.state === ContractState.AwaitingApproval || follow.state === ContractState.Approved);
      step(
        live,
        check,
        SYSTEM_ACTOR,
        { type: 'CheckGuarantee', data: { followedBy: inForce ? follow.terms.contractNumber : null } },
        jobIds.guarantee(live.id, deadline),
      );
    });
  }

  /** Takes every planned step up to `until`, yielding what each wrote. */
  function* stepsUntil(until: number): Generator<GeneratedStep> {
    for (let next = queue.peek(); next && next.at <= until; next = queue.peek()) {
      queue.pop().run();
      yield* out.splice(0);
    }
  }

  // Registrations are spread evenly over the years, each in a day's working hours, in order.
  const days = (end - start) / DAY - 1;
  for (let key = 0; registered < contracts && key < 2 * contracts; key++) {
    const day = (Math.min(key, contracts - 1) / contracts) * days;
    const at = workingHours(start + Math.floor(day) * DAY, day - Math.floor(day));
    yield* stepsUntil(at);
    register(key, at);
    yield* out.splice(0);
  }
  yield* stepsUntil(end);
  // Each series' stream, written once at the end with its last number: the contracts' own events hold
  // every number, and a series' stream is its counter (written per registration, it would be one stream
  // that every writer of the bulk load shares).
  for (const [streamId, { counter, last }] of [...series].sort(([a], [b]) => (a < b ? -1 : 1))) {
    yield {
      at: end,
      metadata: { actor: SYSTEM_ACTOR, correlationId: uuid(idRandom), causationId: null },
      writes: [{ streamId, versionBefore: 0, events: [last], snapshot: counter }],
      areaKey: streamId,
      registered: false,
    };
  }
}

/** A registration's data before its contract has an id. */
type Registered = Omit<CreateContract['data'], 'contractId' | 'registrationNumber'>;

/** What a letter of guarantee's follow-up is made of. */
interface Follow {
  lessor: Party;
  lessee: Party;
  object: SyntheticObject;
}
