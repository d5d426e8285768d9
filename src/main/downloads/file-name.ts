import type { DownloadKind } from '../../shared/bridge.ts';

export const MAX_FILE_NAME_LENGTH = 120;
const FALLBACK_BASE = 'vertaislaina';

// C0/C1 controls and DEL; bidi overrides, embeddings, isolates and marks; zero-width characters.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

function trimEnds(text: string): string {
  return text.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
}

function capCodePoints(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

/**
 * Turns a name from the server (or typed by the user) into a safe file name in one folder:
 * no path, no control/bidi/zero-width characters, nothing Windows forbids or reserves, no
 * leading/trailing dots or spaces, at most MAX_FILE_NAME_LENGTH characters, and the extension
 * of the kind (`.csv` / `.pdf`) — a trailing `.csv`/`.pdf` in any case is replaced, anything
 * else stays part of the name (`evil.exe` → `evil.exe.pdf`).
 */
export function sanitizeFileName(raw: unknown, kind: DownloadKind, suffix = ''): string {
  const ext = `.${kind}`;
  let text = (typeof raw === 'string' ? raw : '').normalize('NFC');
  text = text.replace(INVISIBLE, '');
  const lastSeparator = Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'));
  text = text.slice(lastSeparator + 1);
  text = text.replace(WINDOWS_FORBIDDEN, '_').replace(/\s+/g, ' ');
  text = trimEnds(text);
  text = text.replace(/\.(csv|pdf)$/i, '');
  text = trimEnds(text);
  const firstPart = text.split('.')[0] ?? '';
  if (RESERVED.test(firstPart.trim())) text = `_${text}`;
  if (text === '') text = FALLBACK_BASE;
  text = trimEnds(capCodePoints(text, MAX_FILE_NAME_LENGTH - ext.length - suffix.length));
  if (text === '') text = FALLBACK_BASE;
  return `${text}${suffix}${ext}`;
}

/** `name.pdf` → `name (n).pdf`, still within the length cap. */
export function numberedFileName(fileName: string, n: number): string {
  const dot = fileName.lastIndexOf('.');
  const ext = fileName.slice(dot + 1);
  const kind: DownloadKind = ext === 'csv' ? 'csv' : 'pdf';
  return sanitizeFileName(fileName.slice(0, dot), kind, ` (${n})`);
}
