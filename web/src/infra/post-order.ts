import { messages } from '@cps/domain';
import toast from 'react-hot-toast';
import { api, ApiError } from '@/infra/api';

interface InsertAnswer {
  acknowledged?: boolean;
  insertedId?: string;
}

/**
 * Posts a new order (POST /orders, POST /orders/build) and toasts the outcome: the spec's
 * success toast with the order's `name`, or the server's own message (e.g. a 409 when the stock
 * ran out meanwhile). Resolves to the new order's id, or undefined when none was created.
 */
export async function postOrder(
  path: '/orders' | '/orders/build',
  body: Record<string, unknown>,
  name: string,
): Promise<string | undefined> {
  try {
    const answer = await api<InsertAnswer | undefined>('POST', path, body);
    if (!answer?.insertedId) {
      toast.error(messages.shop.orderNotCreated);
      return undefined;
    }
    toast.success(messages.success.orderPlaced(name));
    return answer.insertedId;
  } catch (error) {
    toast.error(
      error instanceof ApiError && error.message ? error.message : messages.shop.orderNotCreated,
    );
    return undefined;
  }
}
