import { messages } from '@cps/domain';
import toast from 'react-hot-toast';
import { api, ApiError } from '@/infra/api';

interface InsertAnswer {
  acknowledged?: boolean;
  insertedId?: string;
}

/**
 * Posts a new order (POST /orders, POST /orders/build, POST /orders/checkout) and toasts the
 * outcome: the spec's success toast with the order's `name`, or the server's own message (e.g. a
 * 409 when the stock ran out meanwhile), which `onRefused` also gets, for a page that shows it in
 * place. Resolves to the new order's id, or undefined when none was created.
 */
export async function postOrder(
  path: '/orders' | '/orders/build' | '/orders/checkout',
  body: Record<string, unknown>,
  name: string,
  onRefused?: (message: string) => void,
): Promise<string | undefined> {
  const refuse = (message: string) => {
    toast.error(message);
    onRefused?.(message);
    return undefined;
  };
  try {
    const answer = await api<InsertAnswer | undefined>('POST', path, body);
    if (!answer?.insertedId) return refuse(messages.shop.orderNotCreated);
    toast.success(messages.success.orderPlaced(name));
    return answer.insertedId;
  } catch (error) {
    return refuse(
      error instanceof ApiError && error.message ? error.message : messages.shop.orderNotCreated,
    );
  }
}
