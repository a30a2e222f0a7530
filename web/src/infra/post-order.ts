import { checkoutCopy, messages } from '@cps/domain';
import toast from 'react-hot-toast';
import { api, ApiError } from '@/infra/api';

interface InsertAnswer {
  acknowledged?: boolean;
  insertedId?: string;
}

/**
 * How long the one retry of a busy answer waits: a random time in this window, so that buyers
 * refused together do not all come back at the same moment.
 */
export const busyRetryMs = { min: 400, max: 1600 } as const;

const isBusy = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === checkoutCopy.busy.refusal;

const pause = () =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, busyRetryMs.min + Math.random() * (busyRetryMs.max - busyRetryMs.min)),
  );

/**
 * Posts a new order (POST /orders, POST /orders/build, POST /orders/checkout) and toasts the
 * outcome: the spec's success toast with the order's `name`, or the server's own message (e.g. a
 * 409 when the stock ran out meanwhile), which `onRefused` also gets, for a page that shows it in
 * place. A busy answer (the server could not wait out other buyers; nothing was written) is tried
 * once more after a jittered pause; busy again, it says what to do. Resolves to the new order's
 * id, or undefined when none was created.
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
  const post = () => api<InsertAnswer | undefined>('POST', path, body);
  try {
    const answer = await post().catch(async (error: unknown) => {
      if (!isBusy(error)) throw error;
      await pause();
      return post();
    });
    if (!answer?.insertedId) return refuse(messages.shop.orderNotCreated);
    toast.success(messages.success.orderPlaced(name));
    return answer.insertedId;
  } catch (error) {
    if (isBusy(error)) return refuse(checkoutCopy.busy.orderNotPlaced);
    return refuse(
      error instanceof ApiError && error.message ? error.message : messages.shop.orderNotCreated,
    );
  }
}
