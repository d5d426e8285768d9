import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { localCertificate } from './tls-certificate.ts';

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
/** Headers of one HTTP/1.1 connection, which an HTTP/2 message must not carry. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** An HTTP/2 message's headers as an HTTP/1.1 one's, or back: no pseudo or connection headers. */
export function forwardedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

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
 *
 * It speaks HTTP/2 (over TLS, the only way Chromium speaks it), as the desktop app's transport
 * behaves: its files come from the app:// protocol, which has no limit of connections, and its
 * API from an origin of its own. Over HTTP/1.1 the browser's six connections to one origin were
 * all busy with the start's thirty chunks, and the profile request waited 240–350 ms for one.
 */
export async function startStaticServer(
  mounts: readonly Mount[],
  sandboxUrl: string,
): Promise<StaticServer> {
  const byLongestPrefix = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const handle = (req: Http2ServerRequest, res: Http2ServerResponse): void => {
    const url = new URL(req.url, 'https://127.0.0.1');
    if (PROXIED.some((prefix) => url.pathname.startsWith(prefix))) {
      const upstream = httpRequest(
        new URL(`${url.pathname}${url.search}`, sandboxUrl),
        {
          method: req.method,
          headers: { ...forwardedHeaders(req.headers), host: new URL(sandboxUrl).host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
          pipeline(answer, res, () => undefined);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A stream the browser cancelled (a closed page, a new load) ends the sandbox's answer too:
      // left half-read, it would hold the sandbox's connection, and its stopping, for ever.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
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
  };
  const server = createSecureServer(localCertificate(), handle);
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
