import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parse } from 'pg-connection-string';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut: `down()` resets every open connection
 * and refuses new ones, as a database that restarts does; `up()` lets connections through again.
 * The servers under test reach PostgreSQL only through it, so the outage is exactly timed and
 * needs no control over the database itself (a shared or remote one works too).
 */
export async function startFaultProxy(target: net.NetConnectOpts) {
  const open = new Set<net.Socket>();
  let isDown = false;
  const server = net.createServer((client) => {
    if (isDown) {
      reset(client);
      return;
    }
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      isDown = true;
      for (const socket of open) reset(socket);
      open.clear();
    },
    up() {
      isDown = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TCP reset where the socket has one; a Unix socket (the database side) is just closed. */
function reset(socket: net.Socket) {
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
}

/** Where a PostgreSQL URL points: its Unix socket (`?host=/dir`, the default) or host and port. */
export function postgresTarget(databaseUrl: string): net.NetConnectOpts {
  const { host, port } = parse(databaseUrl);
  const number = Number(port || 5432);
  if (!host || host.startsWith('/')) {
    return { path: `${host || '/var/run/postgresql'}/.s.PGSQL.${number}` };
  }
  return { host, port: number };
}

/** The same database and user reached through the proxy, with `search_path` set to `schema`. */
export function throughProxy(databaseUrl: string, proxyPort: number, schema: string): string {
  const { user, password, database } = parse(databaseUrl);
  const credentials = `${encodeURIComponent(user ?? '')}${password ? `:${encodeURIComponent(password)}` : ''}`;
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `postgresql://${credentials}@127.0.0.1:${proxyPort}/${database}?options=${options}`;
}

/**
 * Starts the production server bundle in its own process group and resolves once it says it is
 * ready (its own signal, no polling). scripts/lib.mjs has the same for the scripts; Playwright's
 * loader cannot import that module (JSON import attributes).
 */
export async function startProductionServer(env: Record<string, string>) {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(
    process.execPath,
    [path.join(process.cwd(), '.next', 'production-server.mjs')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        ...env,
      },
      // Its error log (a database outage is logged per request) is kept for a failing test.
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk).slice(-20_000);
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready on')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited with code ${code}: ${output}`)),
    );
  });
  child.stdout!.resume();
  return { url: `http://127.0.0.1:${port}`, stop, log: () => log };
}
