/**
 * The bench's Electron fake (scripts/bench/fake-electron.ts) with a BrowserWindow that records
 * each window created and the URL it loads, and the user data folder from
 * ROBUSTNESS_USER_DATA, for the built-app probe.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as bench from '../bench/fake-electron.ts';

// Everything else as the bench's fake has it; the two declared here take precedence.
export * from '../bench/fake-electron.ts';

export const windows: Array<{ url: string | null }> = [];

const anything: object = bench.Menu;

export const BrowserWindow = new Proxy(function BrowserWindow() {}, {
  construct() {
    const created: { url: string | null } = { url: null };
    windows.push(created);
    return new Proxy(anything, {
      get(target, property) {
        if (property === 'loadURL')
          return (url: string) => {
            created.url = url;
            return Promise.resolve();
          };
        const field: unknown = Reflect.get(target, property);
        return field;
      },
    });
  },
  get(_target, property) {
    const field: unknown = Reflect.get(anything, property);
    return field;
  },
});

const userData = process.env.ROBUSTNESS_USER_DATA ?? '';

export const app = new Proxy(bench.app, {
  get(target, property) {
    if (property === 'getPath')
      return (name: string) =>
        name === 'userData' ? userData : join(tmpdir(), `robustness-${name}`);
    const field: unknown = Reflect.get(target, property);
    return field;
  },
});

export default {
  ...bench.default,
  app,
  BrowserWindow,
};
