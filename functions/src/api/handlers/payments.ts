import { z } from 'zod';
import { createIntentForPrice } from '../../services/payments/intent-for-price';
import { confirmPaidByOwner, createPaymentIntent } from '../../services/payments/payments';
import { badRequest } from '../../services/shared/errors';
import { idParam, parse, priceBody } from '../input';
import type { Route } from '../route';

const intentId = z.string().regex(/^pi_[A-Za-z0-9_]{1,120}$/, 'Invalid transaction id.');

export const paymentRoutes: Route[] = [
  {
    method: 'post',
    path: '/create-payment-intent',
    access: 'user',
    rateLimit: 'paymentIntents',
    handle: async ({ deps, req, caller, rateLimit }) => {
      // The SPA names its order (any `price` is ignored: the amount is the stored order's);
      // spec §7's client sends only `{price}`: the intent of its unpaid order of that total.
      const { orderId } = parse(z.object({ orderId: idParam.optional() }), req.body);
      const price = orderId === undefined ? parse(priceBody, req.body).price : undefined;
      // Counted once valid: what follows may call the gateway, refused or not.
      await rateLimit.take();
      const intent =
        orderId !== undefined
          ? await createPaymentIntent(deps, caller, orderId)
          : await createIntentForPrice(deps, caller, price!);
      return { clientSecret: intent.clientSecret };
    },
  },
  {
    method: 'patch',
    path: '/order/:id',
    access: 'user',
    rateLimit: 'paymentConfirmations',
    handle: async ({ deps, req, caller, rateLimit }) => {
      const id = parse(idParam, req.params.id);
      const body = parse(
        z.object({ orderId: idParam.optional(), transectionId: intentId }),
        req.body,
      );
      if (body.orderId !== undefined && body.orderId !== id) {
        throw badRequest('orderId does not match the path.');
      }
      // Counted once valid: confirming asks the gateway for the intent, refused or not.
      await rateLimit.take();
      const effect = await confirmPaidByOwner(deps, caller, id, body.transectionId);
      return {
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: effect === 'paid' ? 1 : 0,
        upsertedCount: 0,
      };
    },
  },
];
