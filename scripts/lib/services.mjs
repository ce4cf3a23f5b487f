// What the portal needs running beside it, checked (and on a machine that has them installed, started)
// before it starts or its tests run. Plain Node: this runs before `npm ci`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const reachable = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    start: () => {
      if (!existsSync('/etc/postgresql')) return false;
      const version = readdirSync('/etc/postgresql')[0];
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
      return true;
    },
  },
  {
    name: 'Redis',
    port: 6379,
    start: () => {
      execSync('command -v redis-server', { stdio: 'ignore' });
      execSync('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no', {
        stdio: 'inherit',
      });
      return true;
    },
  },
];

/** Makes sure PostgreSQL and Redis answer on their ports; starts them when they are installed here. */
export async function ensureServices() {
  for (const service of SERVICES) {
    if (await reachable(service.port)) continue;
    console.log(`${service.name} is not running on port ${service.port}; starting it…`);
    let started;
    try {
      started = service.start();
    } catch {
      started = false;
    }
    for (let i = 0; started && i < 30 && !(await reachable(service.port)); i++) await sleep(500);
    if (!(await reachable(service.port))) {
      throw new Error(
        `${service.name} is not reachable on 127.0.0.1:${service.port}. Install it, or run \`docker compose up -d postgres redis\` ` +
          'on a machine with Docker, then try again.',
      );
    }
  }
}
