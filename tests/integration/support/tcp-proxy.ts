import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of the shared Redis, for one test's portal: cutting it is, to that portal, Redis
 * going down (connections dropped, new ones refused), and freezing it is Redis no longer answering,
 * while the Redis every other test uses runs on untouched.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;
  /** What arrived while frozen, in order, with where it goes. */
  private readonly held: [Buffer, Socket][] = [];
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (again) on its port; the first call picks a free one. */
  async open(): Promise<void> {
    const server = createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Refuses new connections and drops every open one. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    this.held.length = 0;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Keeps the connections open but passes nothing on either way until `thaw`. */
  freeze(): void {
    this.frozen = true;
  }

  /** Passes on what was held back, and everything after it. */
  thaw(): void {
    this.frozen = false;
    for (const [chunk, to] of this.held.splice(0)) to.write(chunk);
  }

  private relay(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (this.frozen) this.held.push([chunk, to]);
      else to.write(chunk);
    };
    client.on('data', forward(upstream)).on('error', end).on('close', end);
    upstream.on('data', forward(client)).on('error', end).on('close', end);
  }
}
