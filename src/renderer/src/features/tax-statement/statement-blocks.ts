import type { TFunction } from 'i18next';
import type { Cents } from '#shared/domain/finance/cents.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { formatCents, formatDate } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';

/**
 * The statement as a list of blocks: the PDF draws them and the CSV writes them, so both hold the
 * same lines (issue 22 §1).
 */
export type StatementBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'figures'; rows: FigureRow[] }
  | { kind: 'table'; columns: string[]; rows: string[][] };

/** A labelled amount; `note` says where it goes (OmaVero) or what it means. */
export interface FigureRow {
  label: string;
  value: string;
  note?: string;
  /** A total: drawn in bold. */
  strong?: boolean;
}

/** What the blocks are written with: the statement's language and its texts. */
export interface BlockWriter {
  /** Fixed to the statement's language (the interface's when it was asked for). */
  t: TFunction;
  language: AppLanguage;
}

/** A text of the document: `taxStatement:doc.<key>`. */
export const doc = (
  writer: BlockWriter,
  key: string,
  values: Record<string, unknown> = {},
): string => writer.t(`taxStatement:doc.${key}`, values);

export const money = (writer: BlockWriter, cents: Cents): string =>
  formatCents(cents, writer.language);

/** A day as DD.MM.YYYY, or the not-known mark. */
export const day = (writer: BlockWriter, value: IsoDate | null): string =>
  value === null ? doc(writer, 'notKnown') : formatDate(value);

export const heading = (text: string): StatementBlock => ({ kind: 'heading', text });
export const text = (value: string): StatementBlock => ({ kind: 'text', text: value });
