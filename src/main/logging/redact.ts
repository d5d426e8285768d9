// The one redaction, shared with the sandbox's request log (src/shared/redact.ts).
export { REDACTED, isSecretEntry, isSecretKey, redactText, redactValue } from '#shared/redact.ts';
