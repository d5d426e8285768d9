import type { DesktopBridge } from '#shared/bridge.ts';

declare global {
  interface Window {
    /** The preload's bridge; absent when the renderer runs in a browser (web mode). */
    desktop?: DesktopBridge;
  }
}

export {};
