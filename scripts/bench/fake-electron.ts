/**
 * A stand-in for the `electron` module, for timing main's start in plain Node (main-start-probe.ts
 * maps the specifier here). `app` answers what main asks at start; everything else is a
 * do-nothing object that accepts any call, property or `new`. `app.whenReady()` resolves at once
 * and records the promise of each handler, so the probe can wait for them to finish.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Any property, any call, any `new`: itself. Never a thenable, so `await` does not wait on it. */
const anything: object = new Proxy(function fake() {}, {
  get: (_target, property) =>
    property === 'then' ? undefined : property === Symbol.toPrimitive ? () => '' : anything,
  apply: () => anything,
  construct: () => anything,
});

export interface ReadyHandlers {
  /** When whenReady's first handler started (performance.now()). */
  startedAt: number | null;
  /** The promises `whenReady().then(…)` returned. */
  settled: Promise<unknown>[];
}

export const readyHandlers: ReadyHandlers = { startedAt: null, settled: [] };

const paths = new Map<string, string>([['userData', join(tmpdir(), 'vertaislaina-bench')]]);
const ready = Promise.resolve();

const appFields: Record<string | symbol, unknown> = {
  isPackaged: true,
  name: 'Vertaislaina',
  getVersion: () => '0.0.0-bench',
  getName: () => 'Vertaislaina',
  getPath: (name: string) => paths.get(name) ?? join(tmpdir(), `vertaislaina-bench-${name}`),
  setPath: (name: string, path: string) => void paths.set(name, path),
  requestSingleInstanceLock: () => true,
  isReady: () => true,
  whenReady: () => ({
    then(onReady: () => unknown, onError?: (error: unknown) => unknown) {
      const handled = ready.then(() => {
        readyHandlers.startedAt ??= performance.now();
        return onReady();
      }, onError);
      readyHandlers.settled.push(handled);
      return handled;
    },
  }),
};

export const app: object = new Proxy(appFields, {
  get: (target, property) => (property in target ? target[property] : anything),
});

/** No keychain encryption: the vault keeps the token in memory, as on Linux's basic_text. */
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString: () => Buffer.alloc(0),
  decryptString: () => '',
};

/** What the probe is told when main creates its first window. */
export const windowEvents: { onCreate: (() => void) | null } = { onCreate: null };

export const BrowserWindow: object = new Proxy(function BrowserWindow() {}, {
  get: (_target, property) => (property === 'then' ? undefined : anything),
  construct: () => {
    windowEvents.onCreate?.();
    return anything;
  },
});
export const Menu = anything;
export const Notification = anything;
export const dialog = anything;
export const ipcMain = anything;
export const ipcRenderer = anything;
export const contextBridge = anything;
export const net = anything;
export const protocol = anything;
export const screen = anything;
export const session = anything;
export const shell = anything;

export default {
  app,
  safeStorage,
  BrowserWindow,
  Menu,
  Notification,
  dialog,
  ipcMain,
  ipcRenderer,
  contextBridge,
  net,
  protocol,
  screen,
  session,
  shell,
};
