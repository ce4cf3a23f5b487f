// A realistic event log of the register for the benchmarks: contracts registered over two years, each
// going on through the steps parties take, in the domain's event shapes, with the property streams'
// reservations written beside the contract steps that move them (as the command handlers append them).
// Seeded, so every run writes the same log and before/after figures compare like with like.

const DAY = 86_400_000;
const START = Date.parse('2024-01-01T06:00:00Z');

/** A small seeded generator (mulberry32): the same seed gives the same log. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Contract ids and the like: uuid-shaped, from the seeded generator. Six draws of 24 bits give 144
 * bits, of which the 122 random bits of a version-4 uuid are taken.
 */
function uuidFrom(rand) {
  const hex = Array.from({ length: 6 }, () =>
    Math.floor(rand() * 0x1000000)
      .toString(16)
      .padStart(6, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(rand() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms) => new Date(ms).toISOString();

/**
 * Writes nothing: answers the log as appends in time order, each `{ at, events }` where every event is
 * `{ streamId, streamVersion, eventId, type, data, metadata }`. About 4.2 events per contract. The first
 * contract is registered on `start` (a time in ms), the last two years later.
 */
export function rentalLog(contracts, seed = 20260101, start = START) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const between = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const lessors = Math.max(50, Math.floor(contracts / 12));
  const lessees = Math.max(200, Math.floor(contracts / 2.5));
  const properties = Math.max(100, Math.floor(contracts / 3));
  const actor = (partyId) => ({ kind: 'party', userId: `user-${partyId}`, partyId, name: `Party ${partyId}` });
  const system = { kind: 'system', userId: 'system', partyId: '', name: 'system' };
  const operator = { kind: 'operator', userId: 'operator-1', partyId: '', name: 'Operator' };
  const appends = [];

  for (let i = 0; i < contracts; i++) {
    const contractId = uuidFrom(rand);
    const createdAt = start + Math.floor((i / contracts) * 730 * DAY) + between(0, DAY / 2);
    const kind = pick([
      'OTHER_RENT',
      'OTHER_RENT',
      'OTHER_RENT',
      'OTHER_RENT',
      'OTHER_RENT',
      'LEASING',
      'LAND_RENT',
      'CAR_RENT',
      'WAREHOUSE',
      'STUDENT',
    ]);
    const lessorId = String(300_000_000 + between(0, lessors - 1));
    const individualLessee = rand() < 0.4;
    const lesseeId = individualLessee
      ? String(31_000_000_000_000 + between(0, lessees - 1))
      : String(400_000_000 + between(0, lessees - 1));
    const lessor = { id: lessorId, type: 'LEGAL', name: `Lessor ${lessorId}` };
    const lessee = { id: lesseeId, type: individualLessee ? 'INDIVIDUAL' : 'LEGAL', name: `Lessee ${lesseeId}` };
    const [initiatorId, counterpartId] = rand() < 0.9 ? [lessorId, lesseeId] : [lesseeId, lessorId];
    const cadastralNumber = `10:${String(between(1, 14)).padStart(2, '0')}:01:01:${String(Math.floor((i % properties) / 1000)).padStart(2, '0')}:${String((i % properties) % 1000).padStart(4, '0')}`;
    const totalArea = 1000 + ((i % properties) % 900);
    let terms = {
      contractNumber: `${kind.slice(0, 2)}-${i}`,
      contractDate: isoDate(createdAt),
      area: between(1000, 20000) / 100,
      monthlyPayment: between(500_000, 20_000_000) + (rand() < 0.3 ? between(1, 99) / 100 : 0),
      beginDate: isoDate(createdAt + 5 * DAY),
      endDate: isoDate(createdAt + between(180, 1095) * DAY),
      purpose: rand() < 0.7 ? 'Office' : null,
    };
    const details =
      kind === 'STUDENT'
        ? {
            students: [
              { pinfl: lesseeId, name: lessee.name, university: 'TATU', faculty: 'Computing', course: between(1, 4) },
            ],
          }
        : kind === 'WAREHOUSE'
          ? { warehouse: { basis: 'TURNOVER', ratePercent: 2.5 } }
          : null;

    let version = 0;
    let at = createdAt;
    const correlationId = uuidFrom(rand);
    const step = (by, type, data, property) => {
      const events = [
        { streamId: `contract-${contractId}`, streamVersion: ++version, type, data: { contractId, ...data } },
      ];
      if (property)
        events.push({
          streamId: `property-${cadastralNumber}`,
          type: property.type,
          data: { cadastralNumber, contractId, ...property.data },
        });
      const metadata = { actor: by, correlationId, causationId: null };
      appends.push({ at, events: events.map((e) => ({ ...e, eventId: uuidFrom(rand), metadata })) });
    };
    const reserve = () => ({ type: 'AreaReserved', data: { area: terms.area, totalArea } });
    const release = { type: 'AreaReleased', data: {} };
    const later = (lo, hi) => (at += between(lo, hi) * DAY + between(0, DAY - 1));
    const changed = (fields) => {
      const before = terms;
      terms = { ...terms, ...fields };
      return Object.keys(fields).map((field) => ({ field, before: before[field], after: terms[field] }));
    };
    const confirm = () => {
      later(0, 10);
      step(actor(counterpartId), 'ContractConfirmed', { confirmedAt: iso(at), byPartyId: counterpartId });
    };

    step(
      actor(initiatorId),
      'ContractCreated',
      {
        kind,
        contractNumber: terms.contractNumber,
        contractDate: terms.contractDate,
        lessor,
        lessee,
        initiatorId,
        counterpartId,
        property: { cadastralNumber, address: `Toshkent, ${i % properties}-uy`, totalArea },
        area: terms.area,
        monthlyPayment: terms.monthlyPayment,
        beginDate: terms.beginDate,
        endDate: terms.endDate,
        purpose: terms.purpose,
        createdAt: iso(at),
        operativeContractId: null,
        minimumRatePerM2: 40_000,
        details,
      },
      reserve(),
    );

    const outcome = rand();
    let approved = false;
    if (outcome < 0.55) {
      confirm();
      approved = true;
    } else if (outcome < 0.67) {
      later(0, 10);
      step(
        actor(counterpartId),
        'ContractRejected',
        { rejectedAt: iso(at), byPartyId: counterpartId, reason: 'Terms do not suit' },
        release,
      );
      if (rand() < 0.3) {
        later(1, 20);
        const changes = changed({ monthlyPayment: terms.monthlyPayment + 100_000 });
        step(
          actor(initiatorId),
          'ContractResubmitted',
          { byPartyId: initiatorId, at: iso(at), changes, terms },
          reserve(),
        );
        confirm();
        approved = true;
      }
    } else if (outcome < 0.77) {
      later(0, 10);
      step(actor(counterpartId), 'ContractSentForChange', {
        byPartyId: counterpartId,
        at: iso(at),
        reason: 'Fix the area',
      });
      later(0, 10);
      const changes = changed({ area: Math.round(terms.area * 90) / 100 });
      step(actor(initiatorId), 'ContractChanged', { byPartyId: initiatorId, at: iso(at), changes, terms }, reserve());
      if (rand() < 0.8) {
        confirm();
        approved = true;
      }
    } else if (outcome < 0.82) {
      later(0, 10);
      step(actor(initiatorId), 'ContractWithdrawn', { byPartyId: initiatorId, at: iso(at), reason: null }, release);
    }

    if (approved) {
      const after = rand();
      if (after < 0.12) {
        later(30, 200);
        const proposalId = uuidFrom(rand);
        const proposed = { ...terms, monthlyPayment: terms.monthlyPayment + 250_000 };
        const changes = [{ field: 'monthlyPayment', before: terms.monthlyPayment, after: proposed.monthlyPayment }];
        step(actor(lessorId), 'ContractChangeProposed', {
          byPartyId: lessorId,
          at: iso(at),
          proposalId,
          proposalKind: 'CHANGE',
          changes,
          agreement: null,
        });
        later(1, 15);
        if (rand() < 0.75) {
          terms = proposed;
          step(actor(lesseeId), 'ContractChangeConfirmed', {
            byPartyId: lesseeId,
            at: iso(at),
            proposalId,
            changes,
            terms,
          });
        } else {
          step(actor(lesseeId), 'ContractChangeRejected', {
            byPartyId: lesseeId,
            at: iso(at),
            proposalId,
            reason: 'Too dear',
          });
        }
      } else if (after < 0.22) {
        later(30, 300);
        const [asker, other] = rand() < 0.5 ? [lessorId, lesseeId] : [lesseeId, lessorId];
        step(actor(asker), 'CancellationRequested', {
          byPartyId: asker,
          at: iso(at),
          reason: 'Moving out',
          effectiveYear: new Date(at).getUTCFullYear(),
        });
        later(1, 15);
        if (rand() < 0.75)
          step(
            actor(other),
            'ContractCancelled',
            { byPartyId: other, at: iso(at), reason: 'Moving out', effectiveYear: new Date(at).getUTCFullYear() },
            release,
          );
        else step(actor(other), 'CancellationRejected', { byPartyId: other, at: iso(at), reason: 'Not agreed' });
      } else if (after < 0.4) {
        at = Math.max(at + DAY, Date.parse(terms.endDate) - 30 * DAY);
        step(system, 'ContractExpiryReminded', { at: iso(at), daysBefore: 30, endDate: terms.endDate });
        at = Math.max(at + DAY, Date.parse(terms.endDate));
        step(system, 'ContractExpired', { at: iso(at), endDate: terms.endDate }, release);
      } else if (after < 0.45) {
        later(1, 60);
        step(actor(lessorId), 'ContractHoldersAssigned', {
          byPartyId: lessorId,
          at: iso(at),
          holders: [{ pinfl: String(32_000_000_000_000 + i), name: `Employee ${i}` }],
        });
      } else if (after < 0.453) {
        later(1, 300);
        step(
          operator,
          'ContractRemovedFromRegister',
          { at: iso(at), byUserId: 'operator-1', removalDate: isoDate(at), reason: 'Court decision' },
          release,
        );
      }
      if (kind === 'WAREHOUSE') {
        later(30, 365);
        const amount = between(10_000_000, 900_000_000);
        const fee = Math.round(amount * 2.5) / 100;
        step(actor(lessorId), 'TurnoverRecorded', {
          byPartyId: lessorId,
          at: iso(at),
          year: new Date(at).getUTCFullYear(),
          amount,
          ratePercent: 2.5,
          fee,
          minimumAmount: 0,
          due: fee,
        });
      }
    }
  }

  // Appends in the order they happened; the property streams' versions follow that order.
  appends.sort((a, b) => a.at - b.at);
  const propertyVersions = new Map();
  for (const { events } of appends) {
    for (const e of events) {
      if (e.streamVersion !== undefined) continue;
      const v = (propertyVersions.get(e.streamId) ?? 0) + 1;
      propertyVersions.set(e.streamId, v);
      e.streamVersion = v;
    }
  }
  return appends;
}

/**
 * Writes appends into the `events` table as the store would have (each statement one transaction, so
 * the global order is the order given), `perStatement` events at a time, and the streams' versions into
 * `event_streams`. Answers how many events it wrote.
 */
export async function writeLog(client, appends, perStatement = 5000) {
  const events = appends.flatMap((a) => a.events.map((e) => ({ ...e, at: a.at })));
  for (let from = 0; from < events.length; from += perStatement) {
    const chunk = events.slice(from, from + perStatement);
    await client.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata, recorded_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])`,
      [
        chunk.map((e) => e.streamId),
        chunk.map((e) => e.streamVersion),
        chunk.map((e) => e.eventId),
        chunk.map((e) => e.type),
        chunk.map((e) => JSON.stringify(e.data)),
        chunk.map((e) => JSON.stringify(e.metadata)),
        chunk.map((e) => iso(e.at)),
      ],
    );
  }
  const versions = new Map(events.map((e) => [e.streamId, e.streamVersion]));
  await client.query(
    `INSERT INTO event_streams (stream_id, version) SELECT * FROM unnest($1::text[], $2::int[])
     ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version`,
    [[...versions.keys()], [...versions.values()]],
  );
  return events.length;
}
