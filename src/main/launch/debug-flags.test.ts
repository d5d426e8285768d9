import { describe, expect, it } from 'vitest';
import { debuggingSwitchIn, refuseDebugging } from './debug-flags.ts';

describe('debuggingSwitchIn', () => {
  it.each([
    [['--remote-debugging-port=9222'], '--remote-debugging-port'],
    [['--remote-debugging-port', '9222'], '--remote-debugging-port'],
    [['--remote-debugging-pipe'], '--remote-debugging-pipe'],
    [['--remote-debugging-address=0.0.0.0'], '--remote-debugging-address'],
    [['-remote-debugging-port=9222'], '--remote-debugging-port'],
    [['/remote-debugging-port=9222'], '--remote-debugging-port'],
    [['--REMOTE-DEBUGGING-PORT=9222'], '--remote-debugging-port'],
    [['--inspect'], '--inspect'],
    [['--inspect=127.0.0.1:9229'], '--inspect'],
    [['--inspect-brk'], '--inspect-brk'],
    [['--inspect-brk=9229'], '--inspect-brk'],
    [['--inspect-port', '9229'], '--inspect-port'],
    [['--inspect-port=0'], '--inspect-port'],
    [['vertaislaina://auth/callback?state=x', '--inspect-wait'], '--inspect-wait'],
  ])('%j → %s', (args, found) => {
    expect(debuggingSwitchIn(args)).toBe(found);
  });

  it('lets an ordinary launch through: nothing, a deep link, other switches', () => {
    expect(debuggingSwitchIn([])).toBeNull();
    expect(debuggingSwitchIn(['vertaislaina://kreditz/success?state=inspect'])).toBeNull();
    expect(debuggingSwitchIn(['--lang=fi', '--enable-logging', '--no-sandbox-x'])).toBeNull();
    expect(debuggingSwitchIn(['--allow-file-access-from-files', 'inspect'])).toBeNull();
    expect(debuggingSwitchIn(['/home/user/remote-debugging-port.txt'])).toBeNull();
  });
});

describe('refuseDebugging', () => {
  const attempt = (packaged: boolean, args: string[]) => {
    const logged: string[] = [];
    const exits: number[] = [];
    const refused = refuseDebugging(
      { packaged, args },
      { error: (line) => logged.push(line) },
      (code) => exits.push(code),
    );
    return { refused, logged, exits };
  };

  it('stops a packaged app with a debugging switch: the reason logged, exit code 64', () => {
    expect(attempt(true, ['--inspect=9229'])).toEqual({
      refused: true,
      logged: ['refusing to start: --inspect would let another process drive the app'],
      exits: [64],
    });
  });

  it('lets a packaged app without one, and a development run with one, go on', () => {
    expect(attempt(true, ['--lang=fi'])).toEqual({ refused: false, logged: [], exits: [] });
    expect(attempt(false, ['--inspect'])).toEqual({ refused: false, logged: [], exits: [] });
  });
});
