import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { TaxYearFigures } from '#shared/domain/tax-statement/index.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { bytesBase64, useFileSave } from '../../ui/file-save/index.ts';
import { renderCsv } from './render-csv.ts';
import { doc, type BlockWriter } from './statement-blocks.ts';
import { statementDocument, type StatementSubject } from './statement-document.ts';

export type StatementFormat = 'pdf' | 'csv';

/** The statement's file in a format: the PDF module (and jsPDF) load only here, when asked. */
async function statementBytes(
  format: StatementFormat,
  writer: BlockWriter,
  figures: TaxYearFigures,
  subject: StatementSubject,
): Promise<Uint8Array> {
  const blocks = statementDocument(writer, figures, subject);
  if (format === 'csv') {
    const header = ['csvSection', 'csvItem', 'csvValue', 'csvNote'].map((key) => doc(writer, key));
    return new TextEncoder().encode(renderCsv(blocks, header));
  }
  const { renderPdf } = await import('./render-pdf.ts');
  const meta = {
    title: doc(writer, 'title', { year: figures.year }),
    author: subject.holderName,
    language: writer.language,
  };
  return new Uint8Array(renderPdf(blocks, meta));
}

/** A file name without anything a file system could object to. */
const safe = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '_');

/**
 * Saves a year's statement in the interface language, through the one save hook and main's
 * downloads service (`downloads.saveBase64`), as PDF or CSV.
 */
export function useStatementSave() {
  const { bridge, session } = useServices();
  const { i18n } = useTranslation();
  const language = useAtomValue(languageAtom);
  const saving = useFileSave({ downloads: bridge.downloads, endSession: () => session.end() });
  const save = (format: StatementFormat, figures: TaxYearFigures, subject: StatementSubject) =>
    saving.save(
      format,
      async () => {
        const writer = { t: i18n.getFixedT(language), language };
        const bytes = await statementBytes(format, writer, figures, subject);
        const name = `tax-statement-${figures.year}-${safe(subject.portfolio.id)}-${language}.${format}`;
        return bridge.downloads.saveBase64({
          kind: format,
          base64: bytesBase64(bytes),
          suggestedName: name,
        });
      },
      { failedMessage: 'taxStatement:section.saveFailed' },
    );
  return { save, state: saving.latest, busy: saving.busy };
}
