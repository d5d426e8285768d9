import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsCertificate {
  key: Buffer;
  cert: Buffer;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1, valid for a day, made with the openssl
 * command (Node makes keys but not certificates). Chromium speaks HTTP/2 only over TLS; the
 * bench's browser contexts accept this certificate (`ignoreHTTPSErrors`), nothing else does.
 */
export function localCertificate(): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', key, '-out', cert,
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (cause) {
    throw new Error('The bench needs the openssl command for its local HTTPS server', { cause });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
