/**
 * The Node flags the portal's process runs with: `npm start`, the benchmarks and the tests that spawn it
 * take them from here (`@rent/backend/node-flags`, plain JavaScript so that npm start reads it before
 * anything is built); the Dockerfile sets the same in NODE_OPTIONS.
 *
 * V8 lets its old space grow toward a limit it derives from the machine's memory (about 4 GB on a 24 GB
 * machine) and collects lazily below it: under ten clients' lists the API's heap held ~190 MB, most of it
 * garbage, and its RSS reached 308–379 MB against a live set of ~80 MB. Capped at 256 MB, V8 collects sooner
 * and the RSS stayed at 199–204 MB at the same request rate (the list load of tests/bench/register.mjs over
 * the 20,000-contract register, with and without the cap, interleaved; README "Measured"). 256 MB leaves room for the heaviest work the process does in memory (a 5,000-row
 * .docx list, a rebuild's 20,000-event batch).
 *
 * The young generation grows on its own too: Node 24 lets each of its two semi-spaces reach 64 MB, and
 * once grown (the restore of the jobs after a Redis loss allocates fast) it stays, so the RSS stayed at
 * ~330 MB after the restore over a register of 100,000 contracts. At 16 MB a semi-space (V8's former
 * default), the same run's RSS was 255 MB after the restore and at most 279 MB under the commands and the
 * lists, at the same rates (BENCH_CONTRACTS=100000 node tests/bench/register.mjs, one run each way).
 *
 * A deployment that sets either in its own NODE_OPTIONS keeps its value.
 */
export const PORTAL_HEAP_MB = 256;
export const PORTAL_SEMI_SPACE_MB = 16;

/** The flags to put before the portal's script, but those NODE_OPTIONS already sets. */
export const portalNodeFlags = (nodeOptions = process.env.NODE_OPTIONS ?? '') =>
  [
    ['--max-old-space-size', PORTAL_HEAP_MB],
    ['--max-semi-space-size', PORTAL_SEMI_SPACE_MB],
  ]
    .filter(([flag]) => !nodeOptions.includes(flag))
    .map(([flag, mb]) => `${flag}=${mb}`);
