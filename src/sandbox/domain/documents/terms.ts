import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { TermsDocument } from '#shared/api/documents.ts';
import type { ApiLanguage } from '#shared/languages.ts';
import { documentLanguage, TERMS_LANGUAGES, termsHtml } from './terms-texts.ts';

/** Published versions, oldest first; the last one is the one every user must accept. */
export const TERMS_VERSIONS = [
  { version: '2020-02-01', effective: '1.2.2020', publishedAt: '2020-01-15T10:00:00.000Z' },
  { version: '2021-06-15', effective: '15.6.2021', publishedAt: '2021-05-14T10:00:00.000Z' },
] as const;
export const PREVIOUS_TERMS_VERSION = TERMS_VERSIONS[0].version;
export const LATEST_TERMS_VERSION = TERMS_VERSIONS[1].version;

export type TermsAcceptanceKind = 'release' | 'pre-release';

const documentRow = z.object({
  id: z.number(),
  version: z.string(),
  language: z.string(),
  blade: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export function seedTerms(db: SqlDatabase): void {
  let id = 1;
  for (const { version, effective, publishedAt } of TERMS_VERSIONS) {
    for (const language of TERMS_LANGUAGES) {
      db.run(
        `INSERT INTO terms_documents (id, version, language, blade, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        id++,
        version,
        language,
        termsHtml(language, effective),
        publishedAt,
        publishedAt,
      );
    }
  }
}

function answerLanguage(language: string | null): ApiLanguage {
  return language === 'en' || language === 'se' || language === 'de' ? language : 'fi';
}

/** The latest terms; for an anonymous reader (`userId` null) never accepted. */
export function latestTerms(
  db: SqlDatabase,
  userId: number | null,
  profileLanguage: string | null,
): TermsDocument {
  const row = db.get(
    documentRow,
    `SELECT * FROM terms_documents WHERE version = ? AND language = ?`,
    LATEST_TERMS_VERSION,
    documentLanguage(profileLanguage),
  );
  if (!row) throw new Error(`Terms ${LATEST_TERMS_VERSION} are missing; reset the sandbox.`);
  return {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    blade: row.blade,
    language: answerLanguage(profileLanguage),
    type: 'terms_and_conditions',
    is_accepted: userId !== null && hasAcceptedLatestTerms(db, userId),
  };
}

export function acceptTerms(
  db: SqlDatabase,
  userId: number,
  version: string,
  kind: TermsAcceptanceKind,
  at: Date,
): void {
  db.run(
    `INSERT OR IGNORE INTO terms_acceptances (user_id, version, kind, accepted_at) VALUES (?, ?, ?, ?)`,
    userId,
    version,
    kind,
    at.toISOString(),
  );
}

/** Either signing route counts: both accept the latest published version. */
export function hasAcceptedLatestTerms(db: SqlDatabase, userId: number): boolean {
  return (
    db.get(
      z.object({ user_id: z.number() }),
      'SELECT user_id FROM terms_acceptances WHERE user_id = ? AND version = ? LIMIT 1',
      userId,
      LATEST_TERMS_VERSION,
    ) !== undefined
  );
}
