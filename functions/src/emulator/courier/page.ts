import { escapeHtml as escape, formatSteadfastTime, ordersCopy } from '@cps/domain';
import { twinMoves, type TwinParcel } from './twin';

// The emulated courier's merchant panel: plain server-rendered HTML with no asset from anywhere
// else and no script. Each parcel has a button per status; pressing one moves the parcel and
// sends the store Steadfast's webhook.

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:64rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.75rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
form{display:flex;flex-wrap:wrap;gap:.25rem}button{font:inherit;padding:.25rem .75rem;border-radius:.5rem;border:1px solid #334155;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

const labels: Record<string, string> = {
  pending: 'Picked up (pending)',
  hold: 'Hold',
  delivered: 'Delivered',
  partial_delivered: 'Partly delivered',
  cancelled: 'Cancelled',
};

/** Every parcel, newest first, with its status and the moves the admin may make. */
export function panelPage(parcels: readonly TwinParcel[], notice?: string): string {
  const rows = parcels
    .map((p) => {
      const buttons = twinMoves
        .map(
          (status) =>
            `<button name="status" value="${status}">${escape(labels[status] ?? status)}</button>`,
        )
        .join('');
      return `<tr data-invoice="${escape(p.invoice)}"><td>${escape(p.consignmentId)}<br><small>${escape(p.trackingCode)}</small></td>
<td>${escape(p.invoice)}</td><td>${escape(p.recipientName)}<br><small>${escape(p.recipientPhone)}</small></td>
<td>Tk ${p.codAmount.toFixed(2)}</td><td data-status>${escape(p.status)}<br><small>${escape(formatSteadfastTime(p.updatedAt))}</small></td>
<td><form method="post" action="panel"><input type="hidden" name="consignment_id" value="${escape(p.consignmentId)}">${buttons}</form></td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Steadfast (emulated): parcels</title><style>${style}</style></head>
<body><main><h1>Steadfast <small>(emulated)</small>: parcels</h1>
${notice ? `<p role="status">${escape(notice)}</p>` : ''}
${
  parcels.length
    ? `<table><thead><tr><th>${escape(ordersCopy.courier.consignment)}</th><th>Invoice</th><th>Recipient</th><th>COD</th><th>Status</th><th>Move to</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No parcels booked yet.</p>'
}</main></body></html>`;
}
