import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableScroll } from './TableScroll.tsx';
import styles from './TableScroll.module.css';

/*
 * Its scrolling is TableScroll.module.css's `.scroll`, seen in a browser by tests/e2e/zoom.spec.ts.
 * Test-only text: the lint rule on JSX text applies to the app's components.
 */
describe('TableScroll', () => {
  it('is a named, focusable group around its table', () => {
    render(
      <>
        <h2 id="plan-title">{'Payment plan'}</h2>
        <TableScroll labelledBy="plan-title">
          <table aria-labelledby="plan-title">
            <tbody>
              <tr>
                <td>{'1'}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </>,
    );
    const box = screen.getByRole('group', { name: 'Payment plan' });
    expect(box.tabIndex).toBe(0);
    expect(box.className).toBe(styles.scroll);
    within(box).getByRole('table', { name: 'Payment plan' });
  });
});
