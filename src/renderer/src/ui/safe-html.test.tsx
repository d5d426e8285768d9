import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html.tsx';
import { ServicesContext, type AppServices } from '../services/app-services.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';

function renderHtml(html: string) {
  const bridge = createFakeBridge();
  const services = { bridge } as unknown as AppServices;
  const view = render(
    <ServicesContext value={services}>
      <SafeHtml html={html} />
    </ServicesContext>,
  );
  return { ...view, bridge };
}

describe('SafeHtml', () => {
  it('keeps text structure and shifts headings below the page heading', () => {
    const { container } = renderHtml(
      '<h1>Ehdot</h1><p>Hello <strong>bold</strong></p><ul><li>one</li></ul>',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Ehdot');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelector('ul li')?.textContent).toBe('one');
  });

  it('keeps a laid-out table without the whitespace between its rows (React refuses it)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container } = renderHtml(
        '<table>\n  <tbody>\n    <tr>\n      <th>Amount</th> <td>6 000 €</td>\n    </tr>\n  </tbody>\n</table>',
      );
      expect(container.querySelector('tbody tr th')?.textContent).toBe('Amount');
      expect(container.querySelector('tbody tr td')?.textContent).toBe('6 000 €');
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('drops scripts, handlers, styles and dangerous URLs', () => {
    const onload = vi.fn();
    (window as unknown as Record<string, unknown>).pwned = onload;
    const { container } = renderHtml(
      '<p onclick="pwned()" style="color:red" class="x">text</p>' +
        '<script>window.pwned()</script><img src=x onerror="pwned()">' +
        '<iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:pwned()">bad link</a><style>p{}</style>',
    );
    expect(container.querySelector('script, img, iframe, style')).toBeNull();
    const p = container.querySelector('p');
    expect(p?.getAttribute('onclick')).toBeNull();
    expect(p?.getAttribute('style')).toBeNull();
    expect(p?.getAttribute('class')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('bad link');
    expect(container.textContent).not.toContain('window.pwned');
    expect(onload).not.toHaveBeenCalled();
  });

  it('opens https links through the bridge', () => {
    const { container, bridge } = renderHtml('<a href="https://example.fi/terms">terms</a>');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.fi/terms');
    link?.click();
    expect(bridge.app.openExternal).toHaveBeenCalledWith('https://example.fi/terms');
  });
});
