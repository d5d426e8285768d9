import type { DownloadKind } from '#shared/bridge.ts';

/** What main saves: the renderer's downloads, and main's own files (the diagnostics zip). */
export type FileKind = DownloadKind | 'zip';

/** Characters (code points), keeping full paths short enough for Windows tools. */
export const MAX_FILE_NAME_LENGTH = 120;
/**
 * UTF-8 bytes: ext4 and APFS allow 255 bytes per name (NTFS 255 UTF-16 units, never more
 * than the UTF-8 bytes), and 118 emoji are already 472. 200 leaves room for what a sync
 * client or the OS may add.
 */
export const MAX_FILE_NAME_BYTES = 200;
const FALLBACK_BASE = 'vertaislaina';

/**
 * Removed outright: controls (Cc), format characters (Cf: bidi embeddings, overrides,
 * isolates and marks, zero-width characters, soft hyphen, U+180E, tags U+E0001-E007F, ...),
 * every other default-ignorable code point (Hangul fillers such as U+3164, variation
 * selectors, U+E0000-E0FFF), and lone surrogates (Cs), which no file system stores as such.
 * All of them are invisible, so they could only disguise a name.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/gu;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
const GRAPHEMES = new Intl.Segmenter('und', { granularity: 'grapheme' });

function trimEnds(text: string): string {
  return text.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
}

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
const codePoints = (text: string): number => Array.from(text).length;

/**
 * The longest prefix within both caps that ends on a grapheme boundary, so a cut never leaves
 * half a surrogate pair, a flag's first regional indicator or a letter without its accents.
 */
function capText(text: string, maxCodePoints: number, maxBytes: number): string {
  if (codePoints(text) <= maxCodePoints && utf8Bytes(text) <= maxBytes) return text;
  let points = 0;
  let bytes = 0;
  let end = 0;
  for (const { segment, index } of GRAPHEMES.segment(text)) {
    points += codePoints(segment);
    bytes += utf8Bytes(segment);
    if (points > maxCodePoints || bytes > maxBytes) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * Turns a name from the server (or typed by the user) into a safe file name in one folder:
 * no path, no invisible characters (see INVISIBLE), nothing Windows forbids or reserves, no
 * leading/trailing dots or spaces, at most MAX_FILE_NAME_LENGTH code points and
 * MAX_FILE_NAME_BYTES UTF-8 bytes (cut between graphemes), NFC, and the extension
 * of the kind (`.csv` / `.pdf`) — a trailing `.csv`/`.pdf` in any case is replaced, anything
 * else stays part of the name (`evil.exe` → `evil.exe.pdf`).
 */
export function sanitizeFileName(raw: unknown, kind: FileKind, suffix = ''): string {
  const ext = `.${kind}`;
  // Stripped before NFC, so that characters an invisible one kept apart still compose.
  let text = (typeof raw === 'string' ? raw : '').replace(INVISIBLE, '').normalize('NFC');
  const lastSeparator = Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'));
  text = text.slice(lastSeparator + 1);
  text = text.replace(WINDOWS_FORBIDDEN, '_').replace(/\s+/g, ' ');
  text = trimEnds(text);
  text = text.replace(kind === 'zip' ? /\.zip$/i : /\.(csv|pdf)$/i, '');
  text = trimEnds(text);
  const firstPart = text.split('.')[0] ?? '';
  if (RESERVED.test(firstPart.trim())) text = `_${text}`;
  if (text === '') text = FALLBACK_BASE;
  const tail = `${suffix}${ext}`;
  text = trimEnds(
    capText(text, MAX_FILE_NAME_LENGTH - codePoints(tail), MAX_FILE_NAME_BYTES - utf8Bytes(tail)),
  );
  if (text === '') text = FALLBACK_BASE;
  return `${text}${suffix}${ext}`;
}

const kindOf = (ext: string): FileKind => (ext === 'csv' || ext === 'zip' ? ext : 'pdf');

/** `name.pdf` → `name (n).pdf`, still within the length caps. */
export function numberedFileName(fileName: string, n: number): string {
  const dot = fileName.lastIndexOf('.');
  const ext = fileName.slice(dot + 1);
  return sanitizeFileName(fileName.slice(0, dot), kindOf(ext), ` (${n})`);
}
