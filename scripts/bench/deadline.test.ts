import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

describe('withDeadline', () => {
  it("answers the work's own result when it settles in time", async () => {
    await expect(withDeadline('a load', 1000, () => Promise.resolve(42))).resolves.toBe(42);
  });

  it("passes the work's own failure on", async () => {
    const failing = withDeadline('a load', 1000, () => Promise.reject(new Error('closed')));
    await expect(failing).rejects.toThrow('closed');
  });

  it('fails with the last step the work reached when it never settles', async () => {
    const hanging = withDeadline('list load 2 of 5', 20, (mark) => {
      mark('the navigation');
      mark('the first rows');
      return new Promise<never>(() => undefined);
    });
    await expect(hanging).rejects.toThrow(
      'list load 2 of 5: not done within 0.02 s, at the first rows',
    );
  });
});
