/** Bytes per String.fromCharCode call: a spread of a whole file would overflow the call stack. */
const CHUNK = 0x8000;

/** Bytes as base64, for `downloads.saveBase64`. */
export function bytesBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** A text as the base64 of its UTF-8 bytes, for `downloads.saveBase64`. */
export const utf8Base64 = (text: string): string => bytesBase64(new TextEncoder().encode(text));
