import type { Request, Response } from 'express';
import type { Route } from '../../api/route';
import * as logs from '../../infra/logs';
import type { Deps } from '../../services/shared/deps';
import { notFound } from '../../services/shared/errors';
import { SslcommerzError, type Transaction } from '../../payments/sslcommerz/gateway';
import { autoSubmitScript, hostedPage, noSession, returnPage } from './page';
import { localSslcommerzConfig, sandboxStore } from './select-gateway';
import {
  emulatedSslcommerz,
  twinMethods,
  type Twin,
  type TwinAction,
  type TwinMethod,
} from './twin';

// SSLCommerz's v4 API and hosted page at its own paths, under /emulator/sslcommerz: the store's
// real client (payments/sslcommerz/client.ts) calls these in the local stack. Only the local
// stack's entry serves them, and only in the emulator with a demo- project.

const prefix = '/emulator/sslcommerz';

/** The twin, in the local default only (the sandbox store); a 404 anywhere else. */
function twinOf(deps: Deps): Twin {
  const { payments } = deps.config;
  if (!payments.emulator || payments.sslcommerz.storeId) throw notFound('Not found.');
  const { baseUrl } = localSslcommerzConfig(payments);
  return emulatedSslcommerz(deps.db, deps.now, { ...sandboxStore, baseUrl });
}

const twinUrl = (deps: Deps) => localSslcommerzConfig(deps.config.payments).baseUrl;

const field = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** The store's credentials, as SSLCommerz checks them on every call. */
function credentialsMatch(source: unknown): boolean {
  return (
    field(source, 'store_id') === sandboxStore.storeId &&
    field(source, 'store_passwd') === sandboxStore.storePassword
  );
}

function transactionFields(t: Transaction) {
  return {
    status: t.status,
    tran_id: t.tranId,
    val_id: t.valId,
    amount: t.amount,
    currency: t.currency,
    bank_tran_id: t.bankTranId,
    card_type: t.cardType,
    currency_type: t.currency,
    currency_amount: t.amount,
    risk_level: t.riskLevel,
    risk_title: t.riskTitle,
  };
}

function html(res: Response, body: string, formTargets: string[] = []) {
  const targets = formTargets.map((url) => new URL(url).origin).join(' ');
  res
    .status(200)
    .set(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${targets}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type('html')
    .send(body);
}

async function deliverIpn(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) logs.emulatedIpnDeliveryFailed(response.status);
}

export const emulatedSslcommerzRoutes: Route[] = [
  {
    method: 'post',
    path: `${prefix}/gwprocess/v4/api.php`,
    access: 'public',
    handle: async ({ deps, req }) => {
      const twin = twinOf(deps);
      const body: unknown = req.body;
      if (!credentialsMatch(body)) {
        return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
      }
      try {
        const session = await twin.createSession({
          tranId: field(body, 'tran_id'),
          amount: field(body, 'total_amount'),
          currency: 'BDT',
          successUrl: field(body, 'success_url'),
          failUrl: field(body, 'fail_url'),
          cancelUrl: field(body, 'cancel_url'),
          ipnUrl: field(body, 'ipn_url'),
          productName: field(body, 'product_name'),
          numOfItem: Number(field(body, 'num_of_item')) || 1,
          customer: {
            name: field(body, 'cus_name'),
            email: field(body, 'cus_email'),
            phone: field(body, 'cus_phone'),
            address: field(body, 'cus_add1'),
            city: field(body, 'cus_city'),
          },
          orderId: field(body, 'value_a'),
        });
        return {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey: session.sessionKey,
          GatewayPageURL: session.url,
        };
      } catch (error) {
        if (error instanceof SslcommerzError)
          return { status: 'FAILED', failedreason: error.reason };
        throw error;
      }
    },
  },
  {
    method: 'get',
    path: `${prefix}/EasyCheckOut/:key`,
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const session = await twinOf(deps).sessionByKey(String(req.params.key));
      const baseUrl = twinUrl(deps);
      html(
        res,
        session?.status === 'PENDING'
          ? hostedPage(session, `${baseUrl}/EasyCheckOut/${session.sessionKey}`)
          : noSession,
      );
      return undefined;
    },
  },
  {
    method: 'post',
    path: `${prefix}/EasyCheckOut/:key`,
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const twin = twinOf(deps);
      const body: unknown = req.body;
      const action = field(body, 'action') as TwinAction;
      const method = field(body, 'method') as TwinMethod;
      const known = ['pay', 'fail', 'cancel'].includes(action) && method in twinMethods;
      const outcome = known ? await twin.act(String(req.params.key), action, method) : undefined;
      if (!outcome) {
        html(res, noSession);
        return undefined;
      }
      // SSLCommerz sends the IPN server to server, then the buyer back through the browser.
      if (outcome.sendIpn) await deliverIpn(outcome.session.ipnUrl, outcome.fields);
      const baseUrl = twinUrl(deps);
      html(res, returnPage(outcome.returnUrl, outcome.fields, `${baseUrl}/auto-submit.js`), [
        outcome.returnUrl,
      ]);
      return undefined;
    },
  },
  {
    method: 'get',
    path: `${prefix}/auto-submit.js`,
    access: 'public',
    handle: async ({ deps, res }: { deps: Deps; res: Response }) => {
      twinOf(deps);
      res.status(200).type('text/javascript').send(autoSubmitScript);
      return undefined;
    },
  },
  {
    method: 'get',
    path: `${prefix}/validator/api/validationserverAPI.php`,
    access: 'public',
    handle: async ({ deps, req }) => {
      const twin = twinOf(deps);
      if (!credentialsMatch(req.query)) return { APIConnect: 'INVALID_REQUEST' };
      const found = await twin.validate(field(req.query, 'val_id'));
      if (!found) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
      return { APIConnect: 'DONE', ...transactionFields(found) };
    },
  },
  {
    method: 'get',
    path: `${prefix}/validator/api/merchantTransIDvalidationAPI.php`,
    access: 'public',
    handle: async ({ deps, req }: { deps: Deps; req: Request }) => {
      const twin = twinOf(deps);
      const query = req.query;
      if (!credentialsMatch(query)) return { APIConnect: 'INVALID_REQUEST' };
      const refundRefId = field(query, 'refund_ref_id');
      if (refundRefId) {
        const answer = await twin.refundStatus(refundRefId);
        return {
          APIConnect: 'DONE',
          refund_ref_id: refundRefId,
          status: answer.status,
          errorReason: answer.errorReason ?? '',
        };
      }
      const bankTranId = field(query, 'bank_tran_id');
      if (bankTranId) {
        const answer = await twin.refund({
          bankTranId,
          amount: field(query, 'refund_amount'),
          remarks: field(query, 'refund_remarks'),
          refundTransId: field(query, 'refund_trans_id'),
        });
        return {
          APIConnect: 'DONE',
          bank_tran_id: bankTranId,
          refund_ref_id: answer.refundRefId ?? '',
          status: answer.status,
          errorReason: answer.errorReason ?? '',
        };
      }
      const elements = await twin.queryTransaction(field(query, 'tran_id'));
      return {
        APIConnect: 'DONE',
        no_of_trans_found: elements.length,
        element: elements.map(transactionFields),
      };
    },
  },
];
