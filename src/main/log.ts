/** A small logger interface so services can be tested without Electron or console noise. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(`[main] ${message}`),
  warn: (message) => console.warn(`[main] ${message}`),
  error: (message) => console.error(`[main] ${message}`),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
