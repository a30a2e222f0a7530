import { escapeHtml as escape, formatTaka, poishaOfBdtString } from '@cps/domain';
import { twinMethods, type TwinSession } from './twin';

// The emulated hosted page: plain server-rendered HTML with no asset from anywhere else, and
// the one script it needs (auto-submit.js) from the twin itself.

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:.75rem}
fieldset{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}
label{display:block;padding:.25rem 0}.actions{display:flex;gap:.5rem}
button{font:inherit;padding:.5rem 1.25rem;border-radius:.5rem;border:1px solid #334155;background:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#15803d;border-color:#15803d;color:#fff}`;

function document(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style}</style>${script ? `<script src="${escape(script)}" defer></script>` : ''}</head>
<body><main>${body}</main></body></html>`;
}

/** The page the buyer pays on: the amount, Card / bKash / Nagad, and Pay, Fail or Cancel. */
export function hostedPage(session: TwinSession, action: string): string {
  const amount = poishaOfBdtString(session.amount);
  const radios = Object.entries(twinMethods)
    .map(
      ([value, { label }], i) =>
        `<label><input type="radio" name="method" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
    )
    .join('');
  return document(
    'SSLCommerz (emulated): pay',
    `<h1>SSLCommerz <small>(emulated)</small></h1>
<p>${escape(session.productName)}</p>
<p>Amount: <strong>${amount === undefined ? escape(session.amount) : formatTaka(amount)}</strong> (${escape(session.currency)})</p>
<form method="post" action="${escape(action)}">
<fieldset><legend>Pay with</legend>${radios}</fieldset>
<div class="actions"><button class="pay" name="action" value="pay">Pay</button>
<button name="action" value="fail">Fail</button>
<button name="action" value="cancel">Cancel</button></div>
</form>`,
  );
}

/** What SSLCommerz does after the buyer's choice: POSTs the signed form to the store. */
export function returnPage(target: string, fields: Record<string, string>, script: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return document(
    'SSLCommerz (emulated): back to the store',
    `<h1>Back to the store</h1>
<form method="post" action="${escape(target)}" data-auto-submit>${inputs}
<button type="submit">Continue to the store</button></form>`,
    script,
  );
}

export const noSession = document(
  'SSLCommerz (emulated)',
  '<h1>No such payment</h1><p>This payment session does not exist or is over.</p>',
);

/** Submits the return form at once, as SSLCommerz's page does. */
export const autoSubmitScript = "document.querySelector('form[data-auto-submit]')?.submit();\n";
