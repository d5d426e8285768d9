import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, rendererFrameOrigins } from './csp.ts';

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name ?? '', values.join(' ')] as const;
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('is strict in production', () => {
    const d = directives(
      contentSecurityPolicy({
        apiOrigin: 'https://api.example.fi',
        frameOrigins: [],
        devServerOrigin: null,
      }),
    );
    expect(d['script-src']).toBe("'self'");
    expect(d['connect-src']).toBe("'self' https://api.example.fi");
    expect(d['default-src']).toBe("'none'");
    expect(d['object-src']).toBe("'none'");
    expect(d['frame-src']).toBe("'none'");
    expect(d['base-uri']).toBe("'none'");
    expect(d['frame-ancestors']).toBe("'none'");
    expect(JSON.stringify(d)).not.toContain('unsafe-eval');
  });

  it('allows the sandbox frame and the dev server only when given', () => {
    const d = directives(
      contentSecurityPolicy({
        apiOrigin: 'http://127.0.0.1:5555',
        frameOrigins: ['http://127.0.0.1:5555'],
        devServerOrigin: 'http://localhost:5173',
      }),
    );
    expect(d['frame-src']).toBe('http://127.0.0.1:5555');
    expect(d['connect-src']).toBe("'self' http://127.0.0.1:5555 ws://localhost:5173");
    expect(d['script-src']).toBe("'self' 'unsafe-inline'");
  });
});

describe('rendererFrameOrigins', () => {
  it('is the real bank-data provider, and the embedded sandbox when there is one', () => {
    expect(rendererFrameOrigins(null)).toEqual(['https://vista.kreditz.com']);
    expect(rendererFrameOrigins('http://127.0.0.1:5555')).toEqual([
      'http://127.0.0.1:5555',
      'https://vista.kreditz.com',
    ]);
    const d = directives(
      contentSecurityPolicy({
        apiOrigin: 'https://api.example.fi',
        frameOrigins: rendererFrameOrigins(null),
        devServerOrigin: null,
      }),
    );
    expect(d['frame-src']).toBe('https://vista.kreditz.com');
  });
});
