import { payCopy } from '@cps/domain';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@/infra/api';

export type SessionState =
  { kind: 'idle' } | { kind: 'opening' } | { kind: 'failed'; message: string };

/** The gateway's page: an absolute http(s) address, nothing the browser would run here. */
function gatewayUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * POST /payments/sslcommerz/session, then the browser goes to the gateway's page it answers. The
 * server makes a new session (a new `tran_id`) on every call, so each Pay is one attempt.
 */
export function useSslcommerzSession(orderId: string, go = leaveFor) {
  const [state, setState] = useState<SessionState>({ kind: 'idle' });

  // Back from the gateway's page, the browser may show this page from its cache as it was left:
  // opening. The button is usable again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setState({ kind: 'idle' });
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const open = useCallback(async () => {
    setState({ kind: 'opening' });
    try {
      const answer = await api<{ url?: unknown }>('POST', '/payments/sslcommerz/session', {
        orderId,
      });
      const url = gatewayUrl(answer?.url);
      if (!url) throw new Error(payCopy.sslcommerz.notReached);
      go(url);
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : payCopy.sslcommerz.notReached;
      setState({ kind: 'failed', message });
    }
  }, [orderId, go]);

  return { state, open };
}
