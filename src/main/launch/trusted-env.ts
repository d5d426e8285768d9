/**
 * Development and test hooks, honoured only when the app is not packaged: in an installed app a
 * user's (or malware's) environment must not move the administrator's policy file, replace the
 * save dialog, skip the protocol registration, point the window at another renderer or learn the
 * embedded sandbox's control secret (VERTAISLAINA_SANDBOX_SECRET: random per launch otherwise).
 * `VERTAISLAINA_DATA_DIR` and `VERTAISLAINA_API_BASE_URL` stay: they are the user's settings
 * (README, Configuration), and the policy still wins over the API base URL.
 */
export const DEVELOPMENT_ONLY_VARIABLES = [
  'VERTAISLAINA_POLICY_FILE',
  'VERTAISLAINA_E2E',
  'VERTAISLAINA_E2E_SAVE_DIR',
  'ELECTRON_RENDERER_URL',
  'VERTAISLAINA_SANDBOX_SECRET',
] as const;

export type Env = Readonly<Record<string, string | undefined>>;

/** The environment main may read: all of it in development, without the hooks when packaged. */
export function trustedEnv(env: Env, packaged: boolean): Env {
  if (!packaged) return env;
  const trusted: Record<string, string | undefined> = { ...env };
  for (const name of DEVELOPMENT_ONLY_VARIABLES) delete trusted[name];
  return trusted;
}
