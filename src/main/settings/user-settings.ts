import { z } from 'zod';
import { WALKTHROUGH_OUTCOMES } from '#shared/bridge.ts';
import { APP_LANGUAGES, DEFAULT_LANGUAGE } from '#shared/languages.ts';

/** What the user's own settings file (electron-store) holds. */
export const windowBounds = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(10_000),
  height: z.number().int().min(300).max(10_000),
});
export type WindowBounds = z.infer<typeof windowBounds>;

export const userSettings = z.object({
  language: z.enum(APP_LANGUAGES).catch(DEFAULT_LANGUAGE),
  windowBounds: windowBounds.nullable().catch(null),
  lastDownloadFolder: z.string().min(1).nullable().catch(null),
  /** Empty/null means: use the embedded sandbox (when the policy allows it). */
  apiBaseUrl: z.string().nullable().catch(null),
  /** The walk-through's outcome per user, by profile id. */
  walkthroughs: z.record(z.string().regex(/^\d+$/), z.enum(WALKTHROUGH_OUTCOMES)).catch({}),
});
export type UserSettings = z.infer<typeof userSettings>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: DEFAULT_LANGUAGE,
  windowBounds: null,
  lastDownloadFolder: null,
  apiBaseUrl: null,
  walkthroughs: {},
};

/** Reads whatever is in the file; every broken field falls back to its default. */
export function readUserSettings(raw: unknown): UserSettings {
  const parsed = userSettings.safeParse(
    typeof raw === 'object' && raw !== null
      ? { ...DEFAULT_USER_SETTINGS, ...raw }
      : DEFAULT_USER_SETTINGS,
  );
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}

/** The JSON Schema electron-store validates writes with (mirrors the zod schema above). */
export const USER_SETTINGS_JSON_SCHEMA = {
  language: { type: 'string', enum: [...APP_LANGUAGES], default: DEFAULT_LANGUAGE },
  windowBounds: {
    type: ['object', 'null'],
    properties: {
      x: { type: 'integer' },
      y: { type: 'integer' },
      width: { type: 'integer', minimum: 400, maximum: 10_000 },
      height: { type: 'integer', minimum: 300, maximum: 10_000 },
    },
    required: ['width', 'height'],
    default: null,
  },
  lastDownloadFolder: { type: ['string', 'null'], default: null },
  apiBaseUrl: { type: ['string', 'null'], default: null },
  walkthroughs: {
    type: 'object',
    propertyNames: { pattern: '^[0-9]+$' },
    additionalProperties: { type: 'string', enum: [...WALKTHROUGH_OUTCOMES] },
    default: {},
  },
  vaultCiphertext: { type: 'string' },
  /** The portfolios' last views, as safeStorage ciphertext (src/main/offline-cache). */
  offlineViewsCiphertext: { type: 'string' },
  /** When the user last gave input (ms since the epoch): the idle timeout across restarts. */
  sessionLastInput: { type: 'number' },
} as const;
