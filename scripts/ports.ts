/**
 * Whether the ports a test stage listens on are free, and if not, who holds them: `npm test`
 * asks before the end-to-end stage, so a server left from another run is named at once instead
 * of failing the run's web server after its build.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when `host:port` can be listened on now (the listener is closed again at once). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

const LISTEN = '0A';

/**
 * The socket inodes listening on `port` in a /proc/net/tcp or tcp6 table: a row's local address
 * is `hex-address:hex-port`, its state `0A` for LISTEN, and its tenth column the inode.
 */
export function listeningInodes(table: string, port: number): string[] {
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.length > 9)
    .filter(([, local = '', , state]) => {
      const hexPort = local.split(':').at(-1) ?? '';
      return state === LISTEN && Number.parseInt(hexPort, 16) === port;
    })
    .map((columns) => columns[9] ?? '')
    .filter((inode) => inode !== '' && inode !== '0');
}

/** What /proc says about a process: its id and its command line, spaces between arguments. */
export interface PortHolder {
  pid: number;
  command: string;
}

/** The file system as `holdersOf` reads it; the real /proc by default. */
export interface ProcFs {
  read(path: string): string;
  list(path: string): string[];
  link(path: string): string;
}

const realProc: ProcFs = {
  read: (path) => readFileSync(path, 'utf8'),
  list: (path) => readdirSync(path),
  link: (path) => readlinkSync(path),
};

function attempt<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/**
 * The processes holding a listening socket on `port`, from Linux's /proc: the sockets' inodes
 * from the TCP tables, then each process whose open files include one. Elsewhere, or where a
 * process's files cannot be read (another user's), the list is shorter or empty.
 */
export function holdersOf(port: number, proc: ProcFs = realProc): PortHolder[] {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      listeningInodes(
        attempt(() => proc.read(table), ''),
        port,
      ),
    ),
  );
  if (inodes.size === 0) return [];
  const sockets = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  const pids = attempt(() => proc.list('/proc'), []).filter((name) => /^\d+$/.test(name));
  return pids.flatMap((pid) => {
    const fds = attempt(() => proc.list(`/proc/${pid}/fd`), []);
    const holds = fds.some((fd) =>
      sockets.has(attempt(() => proc.link(`/proc/${pid}/fd/${fd}`), '')),
    );
    if (!holds) return [];
    const command = attempt(() => proc.read(`/proc/${pid}/cmdline`), '')
      .split('\0')
      .filter(Boolean)
      .join(' ');
    return [{ pid: Number(pid), command }];
  });
}

const AND_AFTER = 'the end-to-end stage also takes the ports after it, one per extra worker';

/** The line `npm test` prints for a port that is taken. */
export function portTakenMessage(port: number, holders: readonly PortHolder[]): string {
  const who =
    holders.length === 0
      ? 'by a process this user cannot see'
      : `by ${holders.map((holder) => `pid ${holder.pid} (${holder.command})`).join(', ')}`;
  return `port ${port} is in use ${who}: stop it, or set E2E_PORT to a free port (${AND_AFTER})`;
}
