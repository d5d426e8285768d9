import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** A folder served under a path prefix, with its index.html for any path without a file. */
export interface Mount {
  prefix: string;
  dir: string;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const PROXIED = ['/api/', '/__sandbox/'];

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The file for a URL path inside the mount, or its index.html; never outside the folder. */
async function fileFor(mount: Mount, pathname: string): Promise<string> {
  const inside = normalize(decodeURIComponent(pathname.slice(mount.prefix.length)));
  const candidate = join(mount.dir, inside);
  if (candidate.startsWith(mount.dir + sep) && (await isFile(candidate))) return candidate;
  return join(mount.dir, 'index.html');
}

/**
 * The built app and the bare page from one plain Node server, the same way for both (no
 * compression, no cache headers), with /api and /__sandbox passed to the sandbox as web mode's
 * proxy does.
 */
export async function startStaticServer(
  mounts: readonly Mount[],
  sandboxUrl: string,
): Promise<StaticServer> {
  const byLongestPrefix = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (PROXIED.some((prefix) => url.pathname.startsWith(prefix))) {
      const upstream = httpRequest(
        new URL(`${url.pathname}${url.search}`, sandboxUrl),
        { method: req.method, headers: { ...req.headers, host: new URL(sandboxUrl).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const mount = byLongestPrefix.find((m) => url.pathname.startsWith(m.prefix));
    if (!mount) return void res.writeHead(404).end();
    void fileFor(mount, url.pathname).then((file) => {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
