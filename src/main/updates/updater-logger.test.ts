import { describe, expect, it } from 'vitest';
import { updaterLogger } from './updater-logger.ts';

describe('updaterLogger', () => {
  it('marks electron-updater’s lines, and logs its error lines at warn', () => {
    const lines: string[] = [];
    const logger = updaterLogger({
      info: (message) => lines.push(`info ${message}`),
      warn: (message) => lines.push(`warn ${message}`),
      error: (message) => lines.push(`error ${message}`),
    });
    logger.info('Checking for update');
    logger.warn(new Error('no blockmap'));
    logger.error('Error: net::ERR_FAILED');

    expect(lines).toEqual([
      'info electron-updater: Checking for update',
      'warn electron-updater: Error: no blockmap',
      'warn electron-updater: Error: net::ERR_FAILED',
    ]);
  });
});
