/** Bytes per String.fromCharCode call: well under any engine's limit on arguments. */
const CHUNK = 0x8000;

/** A text as the base64 of its UTF-8 bytes, for `downloads.saveBase64`. */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
