import { isDocumentId } from '@cps/domain';
import type { Request } from 'express';
import { z } from 'zod';
import type { FormFields } from '../../payments/sslcommerz/sign';
import { refundOrderPayment } from '../../services/payments/refund-order';
import { acceptHeldPayment } from '../../services/payments/sslcommerz/accept-held-payment';
import {
  applySslcommerzNotification,
  orderOfNotification,
  type NotificationDoor,
} from '../../services/payments/sslcommerz/notification';
import { startSslcommerzSession } from '../../services/payments/sslcommerz/start-session';
import { idParam, parse } from '../input';
import type { Context, Route } from '../route';

// SSLCommerz's doors (docs/payments.md, SSLCommerz): the buyer's session, the IPN and the
// buyer's return from the hosted page (both form-encoded, signed by SSLCommerz, so public), and
// the admin's decisions on a payment.

/** A form SSLCommerz POSTs: its string fields only (SSLCommerz sends about 40). */
function formOf(req: Request): FormFields {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return {};
  const entries = Object.entries(body as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .slice(0, 100);
  return Object.fromEntries(entries);
}

/** The buyer's return: validated like the IPN, then sent to the order's payment page. */
function returnRoute(door: Exclude<NotificationDoor, 'ipn'>): Route {
  return {
    method: 'post',
    path: `/payments/sslcommerz/${door}`,
    access: 'public',
    handle: async ({ deps, req, res }: Context) => {
      const fields = formOf(req);
      let outcome = door;
      let orderId: string | undefined;
      if (door === 'success') {
        const applied = await applySslcommerzNotification(deps, fields, door);
        orderId = applied.orderId;
        const through = ['paid', 'already-paid', 'duplicate-event', 'held'];
        outcome = through.includes(applied.effect) ? 'success' : 'fail';
      } else {
        orderId = await orderOfNotification(deps, fields);
      }
      const page = orderId && isDocumentId(orderId) ? `/payment/${orderId}` : '/dashboard';
      res.redirect(303, `${page}?sslcommerz=${outcome}`);
      return undefined;
    },
  };
}

export const sslcommerzRoutes: Route[] = [
  {
    method: 'post',
    path: '/payments/sslcommerz/session',
    access: 'user',
    rateLimit: 'paymentIntents',
    handle: async ({ deps, req, caller, rateLimit }) => {
      const { orderId } = parse(z.object({ orderId: idParam }), req.body);
      // Counted once valid: what follows may call SSLCommerz, refused or not.
      await rateLimit.take();
      return startSslcommerzSession(deps, caller, orderId);
    },
  },
  {
    method: 'post',
    path: '/payments/sslcommerz/ipn',
    access: 'public',
    handle: async ({ deps, req, status }) => {
      const { effect } = await applySslcommerzNotification(deps, formOf(req), 'ipn');
      // Not ours (a bad sign, a tran_id the store never made): refused, and nothing changed.
      if (effect === 'forged' || effect === 'unknown') status(400);
      return { status: effect };
    },
  },
  returnRoute('success'),
  returnRoute('fail'),
  returnRoute('cancel'),
  {
    method: 'post',
    path: '/orders/:id/payment/accept',
    access: 'admin',
    handle: async ({ deps, req, caller }) => {
      const id = parse(idParam, req.params.id);
      const effect = await acceptHeldPayment(deps, caller, id);
      return { acknowledged: true, modifiedCount: effect === 'paid' ? 1 : 0 };
    },
  },
  {
    method: 'post',
    path: '/orders/:id/payment/refund',
    access: 'admin',
    handle: async ({ deps, req, caller }) => {
      const id = parse(idParam, req.params.id);
      await refundOrderPayment(deps, caller, id);
      return { acknowledged: true };
    },
  },
];
