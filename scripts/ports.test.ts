import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdersOf, listeningInodes, portIsFree, portTakenMessage, type ProcFs } from './ports.ts';

const TABLE = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:104D 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 4242 1 0 100 0 0 10 0',
  '   1: 0100007F:104D 0100007F:9C40 01 00000000:00000000 00:00000000 00000000  1000        0 5151 1 0 20 4 30 10 -1',
  '   2: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 7777 1 0 100 0 0 10 0',
].join('\n');

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function listen(): Promise<number> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

describe('portIsFree', () => {
  it('is false while something listens on the port, and true once it has stopped', async () => {
    const port = await listen();
    expect(await portIsFree(port)).toBe(false);
    await new Promise((done) => servers.pop()?.close(done));
    expect(await portIsFree(port)).toBe(true);
  });
});

describe('listeningInodes', () => {
  it('takes the LISTEN rows of the port (hex 104D is 4173), not its connections or other ports', () => {
    expect(listeningInodes(TABLE, 4173)).toEqual(['4242']);
    expect(listeningInodes(TABLE, 8080)).toEqual(['7777']);
    expect(listeningInodes(TABLE, 40000)).toEqual([]);
  });
});

describe('holdersOf', () => {
  const fakeProc = (files: Record<string, string>, dirs: Record<string, string[]>): ProcFs => ({
    read: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT ${path}`);
      return text;
    },
    list: (path) => {
      const names = dirs[path];
      if (names === undefined) throw new Error(`EACCES ${path}`);
      return names;
    },
    link: (path) => files[path] ?? '',
  });

  it('names the process whose open files include the listening socket, with its command line', () => {
    const proc = fakeProc(
      {
        '/proc/net/tcp': TABLE,
        '/proc/12/fd/3': 'socket:[5151]',
        '/proc/34/fd/0': '/dev/null',
        '/proc/34/fd/19': 'socket:[4242]',
        '/proc/34/cmdline': 'node\0node_modules/.bin/vite\0preview\0--port\x004173\0',
      },
      // 56's files belong to another user: it is passed over, not an error.
      {
        '/proc': ['12', '34', '56', 'self', 'net'],
        '/proc/12/fd': ['3'],
        '/proc/34/fd': ['0', '19'],
      },
    );
    expect(holdersOf(4173, proc)).toEqual([
      { pid: 34, command: 'node node_modules/.bin/vite preview --port 4173' },
    ]);
    expect(holdersOf(4174, proc)).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    'finds this very process listening on a port',
    async () => {
      const port = await listen();
      expect(holdersOf(port).map((holder) => holder.pid)).toContain(process.pid);
    },
  );
});

describe('portTakenMessage', () => {
  it('says the port, who holds it and what to do', () => {
    expect(portTakenMessage(4173, [{ pid: 34, command: 'node vite preview' }])).toBe(
      'port 4173 is in use by pid 34 (node vite preview): stop it, or set E2E_PORT to a free port' +
        ' (the end-to-end stage also takes the ports after it, one per extra worker)',
    );
    expect(portTakenMessage(4173, [])).toBe(
      'port 4173 is in use by a process this user cannot see: stop it, or set E2E_PORT to a free' +
        ' port (the end-to-end stage also takes the ports after it, one per extra worker)',
    );
  });
});
