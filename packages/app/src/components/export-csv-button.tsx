import type { DownloadEndpoint, RequestOf } from '@countertop/api';
import { useApiClient } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { useState } from 'react';
import { saveFile } from '@/lib/save-file';

export const EXPORT_CSV_TEXT = { label: 'Export CSV', pending: 'Exporting' } as const;

/**
 * 'Export CSV' (docs/product/management.md §2 Transactions, Subscribers, Audit): every row of a
 * list as the server streams it, or those that pass the list's `filters`, saved as a file. The
 * session's token goes with the request (a plain link could not carry it); a refusal is toasted by
 * the client.
 */
export function ExportCsvButton<E extends DownloadEndpoint>({
  endpoint,
  filters,
}: {
  endpoint: E;
  filters?: RequestOf<E>;
}) {
  const client = useApiClient();
  const [isPending, setPending] = useState(false);

  async function exportCsv() {
    setPending(true);
    try {
      saveFile(await client.download(endpoint, filters, { loadingToast: false }));
    } catch {
      // Said already: the client toasts the refusal.
    } finally {
      setPending(false);
    }
  }

  return (
    <Button onPress={() => void exportCsv()} isPending={isPending} pendingLabel={EXPORT_CSV_TEXT.pending}>
      {EXPORT_CSV_TEXT.label}
    </Button>
  );
}
