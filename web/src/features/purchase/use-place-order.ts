import { messages, type Part } from '@cps/domain';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { api, ApiError } from '@/infra/api';
import type { PurchaseValues } from './purchase-form';

interface InsertAnswer {
  acknowledged?: boolean;
  insertedId?: string;
}

/**
 * POST /orders (spec §7). The server takes name, picture and price from the part and the
 * customer from the token, so only the part id, phone, address and quantity are sent.
 * Resolves true when the order was created; every outcome is toasted.
 */
export function usePlaceOrder() {
  return useCallback(async (part: Part, values: PurchaseValues): Promise<boolean> => {
    try {
      const answer = await api<InsertAnswer | undefined>('POST', '/orders', {
        partId: part._id,
        customerPhone: values.phone,
        customerAddress: values.address,
        quanity: values.quantity,
      });
      if (!answer?.insertedId) {
        toast.error(messages.shop.orderNotCreated);
        return false;
      }
      toast.success(messages.success.orderPlaced(part.name));
      return true;
    } catch (error) {
      // The server's own message (e.g. a 409 when the stock ran out meanwhile).
      toast.error(
        error instanceof ApiError && error.message ? error.message : messages.shop.orderNotCreated,
      );
      return false;
    }
  }, []);
}
