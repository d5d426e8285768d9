import { legacyLoanApi } from '#shared/api/legacy.ts';
import { useServices } from '../../services/app-services.ts';
import { useFileSave } from '../../ui/file-save/index.ts';

/**
 * An invoice saved to disk: `GET api/legacy/invoice` (the legacy user and the invoice number),
 * its base64 PDF through the one save hook as invoice.pdf. Saved → a confirmation, cancelled →
 * nothing, any failure (the call or the save) → the SERVER_ERROR alert. One at a time.
 */
export function useInvoiceDownload(legacyUserId: number) {
  const { api, bridge, session } = useServices();
  const saving = useFileSave({ downloads: bridge.downloads, endSession: () => session.end() });

  const download = (invoiceNumber: string) =>
    saving.save(invoiceNumber, async () => {
      const invoice = await api.call(legacyLoanApi.invoice, {
        query: { legacy_user_id: String(legacyUserId), id: invoiceNumber },
      });
      return bridge.downloads.saveBase64({
        kind: 'pdf',
        base64: invoice.Invoice,
        suggestedName: 'invoice.pdf',
      });
    });

  return { state: saving.latest, busy: saving.busy, download };
}
