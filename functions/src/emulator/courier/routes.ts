import type { Request, Response } from 'express';
import type { Route } from '../../api/route';
import * as logs from '../../infra/logs';
import type { Deps } from '../../services/shared/deps';
import { notFound } from '../../services/shared/errors';
import { CourierError } from '../../couriers/courier';
import { isSteadfastStatus } from '@cps/domain';
import { panelPage } from './page';
import { twinMerchant } from './select-courier';
import { emulatedCourier, twinMoves, type CourierTwin, type TwinWebhook } from './twin';
import { fieldText } from '../../infra/field-text';

// Steadfast's merchant API at its own paths, under /emulator/courier/api/v1, which the store's
// real client (couriers/steadfast/client.ts) calls in the local stack; and the merchant panel at
// /emulator/courier/panel, where the admin moves parcels and the twin sends the webhook. Only the
// local stack's entry serves them, and only in the emulator with a demo- project.

const api = '/emulator/courier/api/v1';

/** The twin, in the local default only (no STEADFAST_API_KEY); a 404 anywhere else. */
function twinOf(deps: Deps): CourierTwin {
  const { payments } = deps.config;
  if (!payments.emulator || payments.courier.apiKey) throw notFound('Not found.');
  return emulatedCourier(deps.db, deps.now);
}

/** Steadfast's check of the merchant's keys on every call: false after answering its 401. */
function merchantMatches(req: Request, status: (code: number) => void): boolean {
  const ok =
    req.get('api-key') === twinMerchant.apiKey && req.get('secret-key') === twinMerchant.secretKey;
  if (!ok) status(401);
  return ok;
}

const unauthorised = { status: 401, message: 'Unauthorized.' };

const field = (source: unknown, name: string): unknown =>
  (source as Record<string, unknown> | undefined)?.[name];

function html(res: Response, body: string) {
  res
    .status(200)
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .type('html')
    .send(body);
}

/** Steadfast's webhook, with the shop's bearer token, as its panel sends it. */
async function sendWebhook(deps: Deps, payload: TwinWebhook) {
  const { webhookUrl, webhookToken } = deps.config.payments.courier;
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${webhookToken ?? ''}`,
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) logs.emulatedCourierWebhookFailed(response.status);
  return response.ok;
}

function statusRoute(
  path: string,
  ask: (twin: CourierTwin, key: string) => Promise<unknown>,
): Route {
  return {
    method: 'get',
    path: `${api}/${path}/:key`,
    access: 'public',
    handle: async ({ deps, req, status }) => {
      const twin = twinOf(deps);
      if (!merchantMatches(req, status)) return unauthorised;
      const found = await ask(twin, String(req.params.key));
      if (!found) {
        status(404);
        return { status: 404, message: 'Consignment not found.' };
      }
      return { status: 200, delivery_status: found };
    },
  };
}

export const emulatedCourierRoutes: Route[] = [
  {
    method: 'post',
    path: `${api}/create_order`,
    access: 'public',
    handle: async ({ deps, req, status }) => {
      const twin = twinOf(deps);
      if (!merchantMatches(req, status)) return unauthorised;
      const body: unknown = req.body;
      try {
        const consignment = await twin.createOrder({
          invoice: fieldText(field(body, 'invoice')),
          recipientName: fieldText(field(body, 'recipient_name')),
          recipientPhone: fieldText(field(body, 'recipient_phone')),
          recipientAddress: fieldText(field(body, 'recipient_address')),
          codAmount: Number(field(body, 'cod_amount')),
          note: fieldText(field(body, 'note')),
        });
        return {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: {
            consignment_id: Number(consignment.consignmentId),
            invoice: fieldText(field(body, 'invoice')),
            tracking_code: consignment.trackingCode,
            status: consignment.status,
          },
        };
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        status(400);
        return { status: 400, errors: { order: [error.reason] } };
      }
    },
  },
  statusRoute('status_by_cid', (twin, id) => twin.statusByConsignment(id)),
  statusRoute('status_by_invoice', (twin, invoice) => twin.statusByInvoice(invoice)),
  {
    method: 'get',
    path: '/emulator/courier/panel',
    access: 'public',
    handle: async ({ deps, res }) => {
      html(res, panelPage(await twinOf(deps).parcels(50)));
      return undefined;
    },
  },
  {
    method: 'post',
    path: '/emulator/courier/panel',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const twin = twinOf(deps);
      const status = field(req.body, 'status');
      const consignmentId = fieldText(field(req.body, 'consignment_id'));
      const move =
        isSteadfastStatus(status) && twinMoves.includes(status)
          ? await twin.move(consignmentId, status)
          : undefined;
      const notice = !move
        ? 'That parcel cannot move any more.'
        : (await sendWebhook(deps, move))
          ? `Parcel ${consignmentId} is now ${move.status}; the store was told.`
          : `Parcel ${consignmentId} is now ${move.status}; the store refused the webhook.`;
      html(res, panelPage(await twin.parcels(50), notice));
      return undefined;
    },
  },
];
