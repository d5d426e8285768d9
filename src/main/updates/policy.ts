/**
 * What the managed-desktop policy says about updates. The `updates` policy key (issue 11 §2)
 * is parsed elsewhere; this service only needs the outcome. `off` means no request at all.
 */
export type UpdatePolicy = { mode: 'off' } | { mode: 'feed'; url: string };
