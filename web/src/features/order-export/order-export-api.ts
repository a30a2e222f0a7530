// The accountant's export: GET /admin/orders/export as the signed-in admin, the file as a blob.

import type { ExportRange } from '@cps/domain';
import { apiFile } from '@/infra/api';

/** The orders placed in the range of the shop's days, as the CSV file the API writes. */
export function fetchOrdersCsv({ from, to }: ExportRange): Promise<Blob> {
  return apiFile(`/admin/orders/export?${new URLSearchParams({ from, to }).toString()}`);
}
