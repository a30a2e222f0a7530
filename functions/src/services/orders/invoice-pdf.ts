import type { InvoiceLayout } from '@cps/domain';
import { documentsCopy } from '@cps/domain';
import PDFDocument from 'pdfkit';

// Draws an invoice's layout (packages/domain invoice.ts, which computes every figure) on one A4
// page, growing onto more for a long order. Only PDF's standard Helvetica, which pdfkit ships
// with its metrics, is used: nothing is fetched, nothing is embedded. Its encoding has no "−" or
// "—", so those become "-".

const margin = 50;
const columns = [
  { key: 'name', label: documentsCopy.invoice.columns.item, width: 185, align: 'left' },
  { key: 'quantity', label: documentsCopy.invoice.columns.quantity, width: 35, align: 'right' },
  { key: 'unitPrice', label: documentsCopy.invoice.columns.unitPrice, width: 75, align: 'right' },
  { key: 'lineTotal', label: documentsCopy.invoice.columns.lineTotal, width: 80, align: 'right' },
  { key: 'warranty', label: documentsCopy.invoice.columns.warranty, width: 120, align: 'left' },
] as const;

/** Helvetica's WinAnsi has no minus sign or em dash: their ASCII stand-in. */
const winAnsi = (text: string) => text.replace(/[−—–]/g, '-');

export function renderInvoicePdf(layout: InvoiceLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `${documentsCopy.invoice.title} ${layout.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(value), x, y, options);

  doc.font('Helvetica-Bold').fontSize(18);
  text(documentsCopy.invoice.title, margin, margin);
  doc.font('Helvetica').fontSize(10);
  const top = margin + 28;
  layout.shop.forEach((line, i) => text(line, margin, top + i * 14, { width: width / 2 }));
  text(`${documentsCopy.invoice.number}: ${layout.invoiceNumber}`, margin + width / 2, top, {
    width: width / 2,
    align: 'right',
  });
  text(`${documentsCopy.invoice.date}: ${layout.date}`, margin + width / 2, top + 14, {
    width: width / 2,
    align: 'right',
  });

  let y = top + Math.max(layout.shop.length, 2) * 14 + 20;
  doc.font('Helvetica-Bold');
  text(documentsCopy.invoice.billTo, margin, y);
  doc.font('Helvetica');
  y += 14;
  for (const line of layout.buyer) {
    text(line, margin, y, { width });
    y = doc.y + 2;
  }

  y += 16;
  const row = (cells: Record<(typeof columns)[number]['key'], string>, bold: boolean) => {
    if (y > doc.page.height - margin - 80) {
      doc.addPage();
      y = margin;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let x = margin;
    let bottom = y;
    for (const column of columns) {
      text(cells[column.key], x, y, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    y = bottom + 6;
  };
  row(
    Object.fromEntries(columns.map((c) => [c.key, c.label])) as Record<
      (typeof columns)[number]['key'],
      string
    >,
    true,
  );
  doc
    .moveTo(margin, y - 3)
    .lineTo(margin + width, y - 3)
    .stroke();
  for (const r of layout.rows) row({ ...r, quantity: String(r.quantity) }, false);
  doc
    .moveTo(margin, y - 3)
    .lineTo(margin + width, y - 3)
    .stroke();

  const labelX = margin + columns[0].width + columns[1].width;
  const amountWidth = columns[2].width + columns[3].width - 6;
  for (const { label, amount } of layout.totals) {
    doc.font(label === documentsCopy.invoice.total ? 'Helvetica-Bold' : 'Helvetica');
    text(`${label}:`, labelX - 100, y, { width: 100, align: 'right' });
    text(amount, labelX, y, { width: amountWidth, align: 'right' });
    y += 14;
  }

  y += 16;
  doc.font('Helvetica');
  for (const { label, value } of layout.payment) {
    text(`${label}: ${value}`, margin, y, { width });
    y = doc.y + 2;
  }
  doc.end();
  return done;
}
