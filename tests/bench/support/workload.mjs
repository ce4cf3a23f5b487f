// What the side-by-side figures share: the same contract to decide (the portal's own decider and events,
// so both sides write the same JSON), and the same fixed-time load with a warm-up that is not counted.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

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

/** Linux counts CPU time in /proc in ticks of 1/100 s (USER_HZ, 100 on every architecture Node runs on here). */
const TICK_MS = 10;

/**
 * CPU time spent so far, ms: the whole machine's (/proc/stat: user, nice, system, irq and softirq; idle,
 * I/O wait and the time the host took are not spent here), or one process's (its user and system time).
 */
export function cpuMs(pid) {
  if (pid === undefined) {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) * TICK_MS;
  }
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Runs `workers` loops of `operation` (which answers how many operations it did, timing each through
 * `timed`) for `seconds` after `warmup` seconds that are not counted; answers operations per second and
 * the latencies' p50, p95 and p99 in ms, and what each operation cost in CPU, warm-up included: the whole
 * machine's, this process's (the load's own), and each process of `processes` ({ name: pid }).
 */
export async function fixedTime({ workers, seconds, warmup = 3, processes = {} }, operation) {
  const start = performance.now();
  const from = start + warmup * 1000;
  const until = from + seconds * 1000;
  const times = [];
  let counted = 0;
  let all = 0;
  const timed = async (fn) => {
    const t0 = performance.now();
    await fn();
    const t1 = performance.now();
    all++;
    if (t0 >= from && t1 <= until) {
      times.push(t1 - t0);
      counted++;
    }
  };
  const watched = { machine: undefined, load: process.pid, ...processes };
  const before = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, cpuMs(pid)]));
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) await operation(timed, worker, i);
    }),
  );
  const cpuPerOperation = Object.fromEntries(
    Object.entries(watched).map(([name, pid]) => [name, Number(((cpuMs(pid) - before[name]) / all).toFixed(2))]),
  );
  times.sort((a, b) => a - b);
  const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1) ?? NaN);
  return {
    operations: counted,
    rate: Math.round(counted / seconds),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    cpuPerOperation,
  };
}
