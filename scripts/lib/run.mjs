import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs a command in the repository, its output on ours; throws with the step's name when it fails. */
export function run(step, command, env = {}) {
  console.log(`\n▶ ${step}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`${step} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
  console.log(`✔ ${step} (${seconds}s)`);
}

/**
 * Runs several commands at once, each line they print prefixed with its name so the two streams stay
 * readable; resolves when every one has ended, and throws naming the ones that failed (the others are
 * left to finish, so a failure's neighbours still report).
 */
export async function runAtOnce(step, commands) {
  console.log(`\n▶ ${step}: ${commands.map((c) => c.name).join(', ')} at once`);
  const started = Date.now();
  const outcomes = await Promise.all(
    commands.map(
      ({ name, command, env = {} }) =>
        new Promise((resolve) => {
          console.log(`[${name}] ${command}`);
          const child = spawn(command, {
            shell: true,
            env: { ...process.env, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          for (const stream of [child.stdout, child.stderr]) {
            const out = stream === child.stdout ? process.stdout : process.stderr;
            createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
              out.write(`[${name}] ${line}\n`),
            );
          }
          child.once('close', (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`[${name}] ${code === 0 ? '✔' : '✖'} ended (exit ${code ?? signal}) after ${seconds}s`);
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
  if (failed.length) throw new Error(`${step} failed (${failed.join(', ')}) after ${seconds}s`);
  console.log(`✔ ${step} (${seconds}s)`);
}
