import { useState } from 'react';
import { legacyLoanApi } from '#shared/api/legacy.ts';
import type { DownloadResult } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';

export type InvoiceDownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; invoiceNumber: string }
  | { status: 'saved' }
  | { status: 'failed' };

/**
 * An invoice saved to disk: `GET api/legacy/invoice` (the legacy user and the invoice number),
 * its base64 PDF through the bridge as invoice.pdf. Saved → a confirmation, cancelled → nothing,
 * any failure (the call or the save) → the SERVER_ERROR alert. One at a time.
 */
export function useInvoiceDownload(legacyUserId: number) {
  const { api, bridge } = useServices();
  const [state, setState] = useState<InvoiceDownloadState>({ status: 'idle' });

  const download = async (invoiceNumber: string) => {
    if (state.status === 'downloading') return;
    setState({ status: 'downloading', invoiceNumber });
    let result: DownloadResult;
    try {
      const invoice = await api.call(legacyLoanApi.invoice, {
        query: { legacy_user_id: String(legacyUserId), id: invoiceNumber },
      });
      result = await bridge.downloads.saveBase64({
        kind: 'pdf',
        base64: invoice.Invoice,
        suggestedName: 'invoice.pdf',
      });
    } catch {
      result = { status: 'failed', reason: 'io' };
    }
    setState(
      result.status === 'saved'
        ? { status: 'saved' }
        : result.status === 'failed'
          ? { status: 'failed' }
          : { status: 'idle' },
    );
  };

  return { state, download };
}
