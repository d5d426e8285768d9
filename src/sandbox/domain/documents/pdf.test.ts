import { describe, expect, it } from 'vitest';
import { expectValidPdf } from './pdf-check.ts';
import { renderPdf } from './pdf.ts';

describe('renderPdf', () => {
  it('writes pages whose xref offsets and stream lengths are right', () => {
    const text = expectValidPdf(
      renderPdf([
        { lines: ['Sijoittajasopimus', 'Pekka Heikkinen (ääkköset)', 'a \\ (b)'] },
        { lines: ['Page two', 'Jānis Bērziņš'] },
      ]),
    );
    expect(text).toContain('/Count 2');
    expect(text).toContain('(Pekka Heikkinen \\(\xe4\xe4kk\xf6set\\)) Tj');
    expect(text).toContain('(a \\\\ \\(b\\)) Tj');
    expect(text).toContain('(J?nis B?rzi??) Tj');
  });
});
