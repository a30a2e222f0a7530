import type { Part } from '@cps/domain';
import { useCallback } from 'react';
import { postOrder } from '@/infra/post-order';
import type { PurchaseValues } from './purchase-form';

/**
 * POST /orders (spec §7). The server takes name, picture and price from the part and the
 * customer from the token, so only the part id, phone, address and quantity are sent.
 * Resolves true when the order was created; every outcome is toasted.
 */
export function usePlaceOrder() {
  return useCallback(
    async (part: Part, values: PurchaseValues): Promise<boolean> =>
      (await postOrder(
        '/orders',
        {
          partId: part._id,
          customerPhone: values.phone,
          customerAddress: values.address,
          quanity: values.quantity,
        },
        part.name,
      )) !== undefined,
    [],
  );
}
