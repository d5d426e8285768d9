import type { DownloadFailure } from '#shared/bridge.ts';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a file-system error to the reason the renderer shows. */
export function diskFailure(error: unknown): DownloadFailure {
  switch (errorCode(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return 'disk-full';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'permission';
    case 'EEXIST':
      return 'exists';
    default:
      return 'io';
  }
}

export { errorCode };
