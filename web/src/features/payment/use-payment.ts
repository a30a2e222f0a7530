import { useCallback, useState } from 'react';
import { api } from '@/infra/api';

/** Spec §4 payment form: idle → processing → failed (form usable again) or complete. */
export type PayState =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'failed'; message: string }
  | { kind: 'complete'; transactionId: string };

export interface Confirmation {
  ok: boolean;
  /** The intent id when ok, else the provider's message, shown as is. */
  value: string;
}

/**
 * Runs one payment attempt: `confirm` asks the provider; on success the order is reported with
 * PATCH /order/{id} (the server verifies the intent itself; the answer is only logged).
 */
export function usePayment(orderId: string) {
  const [state, setState] = useState<PayState>({ kind: 'idle' });

  const pay = useCallback(
    async (confirm: () => Promise<Confirmation>) => {
      setState({ kind: 'processing' });
      let result: Confirmation;
      try {
        result = await confirm();
      } catch (error) {
        result = { ok: false, value: error instanceof Error ? error.message : String(error) };
      }
      if (!result.ok) {
        setState({ kind: 'failed', message: result.value });
        return;
      }
      setState({ kind: 'complete', transactionId: result.value });
      try {
        const answer = await api('PATCH', `/order/${encodeURIComponent(orderId)}`, {
          orderId,
          transectionId: result.value,
        });
        console.info('order payment recorded', answer);
      } catch (error) {
        // The webhook marks the order paid as well; the live order shows whichever lands first.
        console.warn('order payment report failed', error);
      }
    },
    [orderId],
  );

  return { state, pay };
}
