import { describe, expect, it } from 'vitest';
import { hideHomeFolder } from './home-folder.ts';

describe('hideHomeFolder', () => {
  const posix = hideHomeFolder('/home/matti', 'linux');
  const windows = hideHomeFolder('C:\\Users\\Matti Meikäläinen', 'win32');

  it.each([
    ['/home/matti/Downloads/a.csv', '~/Downloads/a.csv'],
    ['saved to /home/matti.', 'saved to ~.'],
    ['"folder":"/home/matti"', '"folder":"~"'],
    ['cwd /home/matti, then /home/matti/x', 'cwd ~, then ~/x'],
    ['\\home\\matti\\x', '~\\x'],
  ])('replaces a POSIX home: %s', (input, output) => {
    expect(posix(input)).toBe(output);
  });

  it.each([
    ['/home/mattila/x', '/home/mattila/x'],
    ['/home/matti.old/x', '/home/matti.old/x'],
    ['/HOME/MATTI/x', '/HOME/MATTI/x'],
    ['/srv/home/mattix', '/srv/home/mattix'],
  ])('leaves other paths, and other case on POSIX: %s', (input, output) => {
    expect(posix(input)).toBe(output);
  });

  it.each([
    ['C:\\Users\\Matti Meikäläinen\\Downloads\\a.csv', '~\\Downloads\\a.csv'],
    ['C:/Users/Matti Meikäläinen/Downloads', '~/Downloads'],
    ['c:\\users\\MATTI MEIKÄLÄINEN\\x', '~\\x'],
    [
      '{"path":"C:\\\\Users\\\\Matti Meikäläinen\\\\AppData\\\\x.log"}',
      '{"path":"~\\\\AppData\\\\x.log"}',
    ],
    ['file:///C:/Users/Matti%20x', 'file:///C:/Users/Matti%20x'],
  ])('replaces a Windows home with either separator and any case: %s', (input, output) => {
    expect(windows(input)).toBe(output);
  });

  it('leaves text alone when the home is a root', () => {
    expect(hideHomeFolder('/', 'linux')('/etc/x')).toBe('/etc/x');
    expect(hideHomeFolder('C:\\', 'win32')('C:\\x')).toBe('C:\\x');
  });
});
