import {
  collections,
  documentsCopy,
  invoiceFileName,
  invoiceLayout,
  type PartDoc,
} from '@cps/domain';
import type { Deps } from '../shared/deps';
import { conflict } from '../shared/errors';
import { renderInvoicePdf } from './invoice-pdf';
import { getOrderFor, type OrderActor } from './orders';

/**
 * GET /order/{id}/invoice: the PDF of a paid order's invoice, to its buyer or an admin (anyone
 * else: 404, as GET /order/{id}). An order without an invoice number (not paid yet) has none:
 * 409. Each line shows its part's warranty as the catalogue has it now (one read per part).
 */
export async function invoicePdfFor(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  actor: OrderActor,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await getOrderFor(db, actor, id);
  if (!order.invoiceNumber) throw conflict(documentsCopy.invoice.notYet);
  const partIds = [...new Set((order.lines ?? [order]).map((line) => line.partId))];
  const parts = partIds.length
    ? await db.getAll(...partIds.map((partId) => db.collection(collections.parts).doc(partId)))
    : [];
  const warranties = Object.fromEntries(
    parts.map((snap) => [snap.id, (snap.data() as PartDoc | undefined)?.warranty]),
  );
  const pdf = await renderInvoicePdf(invoiceLayout(order, warranties, config.shop));
  return { fileName: invoiceFileName(order.invoiceNumber), pdf };
}
