import { collections, escapeHtml, mailCopy, type MailDoc } from '@cps/domain';
import type { Route } from '../../api/route';
import type { Deps } from '../../services/shared/deps';
import { notFound } from '../../services/shared/errors';

// The local outbox: the messages to buyers (`mail`, which the Trigger Email extension sends on a
// real project), newest first, a page at a time, on an emulator-only page. Plain server-rendered
// HTML with no script and no asset from anywhere else. Only the local stack's entry serves it,
// and only in the emulator with a demo- project.

const path = '/emulator/mail';
/** Messages a page shows; the next page starts after the last one shown. */
const pageSize = 20;

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:48rem;margin:2rem auto;padding:0 1rem}
article{background:#fff;padding:1rem 1.25rem;border-radius:.75rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:0 1rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8fafc;padding:.75rem;border-radius:.5rem}
a:focus-visible,summary:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

interface Shown extends MailDoc {
  id: string;
}

function mailArticle(mail: Shown): string {
  return `<article aria-labelledby="m-${escapeHtml(mail.id)}">
<h2 id="m-${escapeHtml(mail.id)}">${escapeHtml(mail.message.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd>
<dt>Order</dt><dd>${escapeHtml(mail.orderId)}</dd>
<dt>Written</dt><dd><time datetime="${new Date(mail.createdAt).toISOString()}">${new Date(mail.createdAt).toISOString()}</time></dd></dl>
<pre>${escapeHtml(mail.message.text)}</pre>
<details><summary>HTML</summary><pre>${escapeHtml(mail.message.html)}</pre></details>
</article>`;
}

/** The page: the messages, and a link to the older ones when there are more. */
export function outboxPage(mails: readonly Shown[], olderThan: string | undefined): string {
  const t = mailCopy.outbox;
  const body = mails.length ? mails.map(mailArticle).join('\n') : `<p>${escapeHtml(t.empty)}</p>`;
  const older = olderThan
    ? `<p><a href="${path}?after=${encodeURIComponent(olderThan)}">${escapeHtml(t.older)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>
${body}
${older}</main></body></html>`;
}

/** A page of the newest messages, after the message `after` names (bounded: pageSize + 1 reads). */
export async function outboxMails(
  { db }: Pick<Deps, 'db'>,
  after: string | undefined,
): Promise<{ mails: Shown[]; olderThan?: string }> {
  let query = db.collection(collections.mail).orderBy('createdAt', 'desc');
  if (after) {
    const anchor = await db.collection(collections.mail).doc(after).get();
    if (!anchor.exists) throw notFound('No such message.');
    query = query.startAfter(anchor);
  }
  const snaps = await query.limit(pageSize + 1).get();
  const mails = snaps.docs.slice(0, pageSize).map((s) => ({ ...(s.data() as MailDoc), id: s.id }));
  return snaps.size > pageSize ? { mails, olderThan: mails.at(-1)!.id } : { mails };
}

export const outboxRoutes: Route[] = [
  {
    method: 'get',
    path,
    access: 'public',
    handle: async ({ deps, req, res }) => {
      if (!deps.config.payments.emulator) throw notFound('Not found.');
      const after = typeof req.query.after === 'string' ? req.query.after : undefined;
      if (after !== undefined && !/^[A-Za-z0-9_-]{1,200}$/.test(after)) {
        throw notFound('No such message.');
      }
      const { mails, olderThan } = await outboxMails(deps, after);
      res
        .status(200)
        .set(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        )
        .type('html')
        .send(outboxPage(mails, olderThan));
      return undefined;
    },
  },
];
