// Processes the benchmarks start: the portal in processes of its own (the API alone, so its RSS is its own,
// or api and worker processes side by side), the workloads of each side, and the sampling of a process's memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { portalNodeFlags } from '@rent/backend/node-flags';

const MAIN = fileURLToPath(new URL('../../../backend/dist/main.js', import.meta.url));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/**
 * The portal as `npm start` runs it (node backend/dist/main.js, with its heap's cap), on `databaseUrl`, its log at the
 * production level (info) to nowhere, with `env` over those settings (PROCESS_ROLE among them). Answers at
 * once, not waiting for it to start: its base URL, pid, a healthy() that resolves once it answers its
 * health, and a stop().
 */
export async function spawnPortal(databaseUrl, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...portalNodeFlags(), MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      JWT_TTL_SECONDS: '7200',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}/api`;
  const healthy = async () => {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
      if (
        await fetch(`${base}/health`).then(
          (r) => r.status < 500,
          () => false,
        )
      )
        return;
      if (i > 3000) throw new Error('the portal did not start in five minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    base,
    pid: child.pid,
    healthy,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The API as `npm start` runs it (spawnPortal), once it answers its health. */
export async function startApi(databaseUrl, env = {}) {
  const portal = await spawnPortal(databaseUrl, env);
  await portal.healthy();
  return portal;
}

/** A process's resident memory now, MB. */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Samples a process's RSS every 200 ms while `work` runs; answers the work's result and the highest and mean RSS. */
export async function whileSampling(pid, work) {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 200);
  try {
    const result = await work();
    samples.push(rssMb(pid));
    return {
      result,
      rss: {
        max: Math.round(Math.max(...samples)),
        mean: Math.round(samples.reduce((a, b) => a + b, 0) / samples.length),
      },
    };
  } finally {
    clearInterval(timer);
  }
}

/** Runs a workload file of tests/bench in its own process and answers the JSON line it prints last. */
export function workload(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL(`../${file}`, import.meta.url)), ...args.map(String)],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${file} ${args.join(' ')} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}
