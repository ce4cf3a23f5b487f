// What the side-by-side figures share: the same contract to decide (the portal's own decider and events,
// so both sides write the same JSON), and the same fixed-time load with a warm-up that is not counted.
import { randomUUID } from 'node:crypto';

export const LESSOR = { id: '302345678', type: 'LEGAL', name: '«Samarqand Invest» AJ', registeredAt: '2018-09-03' };
export const LESSEE = { id: '31012850123453', type: 'INDIVIDUAL', name: 'Aliyev Vali Karimovich', active: true };

const today = () => new Date().toISOString().slice(0, 10);
const nextYear = () => `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`;

/** A registration of other rent, as the portal's handler gives it to the decider (parties and object resolved). */
export function createCommand(contractId, number) {
  return {
    type: 'CreateContract',
    data: {
      contractId,
      kind: 'OTHER_RENT',
      contractNumber: number,
      contractDate: today(),
      area: 1,
      monthlyPayment: 3_000_000,
      beginDate: today(),
      endDate: nextYear(),
      purpose: 'Ofis',
      lessor: LESSOR,
      lessee: LESSEE,
      property: {
        cadastralNumber: '14:99:00:00:00:0001',
        address: 'Samarqand sh., Registon koʻchasi, 5',
        totalArea: 1_000_000,
      },
      minimumRatePerM2: 26500,
      details: null,
    },
    metadata: {
      actor: { kind: 'party', userId: randomUUID(), partyId: LESSOR.id, name: LESSOR.name },
      now: new Date().toISOString(),
    },
  };
}

export function confirmCommand(contractId) {
  return {
    type: 'ConfirmContract',
    data: { contractId },
    metadata: {
      actor: { kind: 'party', userId: randomUUID(), partyId: LESSEE.id, name: LESSEE.name },
      now: new Date().toISOString(),
    },
  };
}

/**
 * Runs `workers` loops of `operation` (which answers how many operations it did, timing each through
 * `timed`) for `seconds` after `warmup` seconds that are not counted; answers operations per second and
 * the latencies' p50, p95 and p99 in ms.
 */
export async function fixedTime({ workers, seconds, warmup = 3 }, operation) {
  const start = performance.now();
  const from = start + warmup * 1000;
  const until = from + seconds * 1000;
  const times = [];
  let counted = 0;
  const timed = async (fn) => {
    const t0 = performance.now();
    await fn();
    const t1 = performance.now();
    if (t0 >= from && t1 <= until) {
      times.push(t1 - t0);
      counted++;
    }
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) await operation(timed, worker, i);
    }),
  );
  times.sort((a, b) => a - b);
  const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1) ?? NaN);
  return { operations: counted, rate: Math.round(counted / seconds), p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}
