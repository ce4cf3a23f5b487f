import { spawnSync } from 'node:child_process';

/** Runs a command in the repository, its output on ours; throws with the step's name when it fails. */
export function run(step, command, env = {}) {
  console.log(`\n▶ ${step}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`${step} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
  console.log(`✔ ${step} (${seconds}s)`);
}
