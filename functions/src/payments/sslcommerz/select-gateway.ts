import type { SslcommerzConfig } from '../../config';
import * as logs from '../../infra/logs';
import { ServiceError } from '../../services/shared/errors';
import { ordersCopy } from '@cps/domain';
import { sslcommerzClient } from './client';
import type { SslcommerzGateway } from './gateway';

/**
 * SSLCommerz's HTTP client when the store's credentials are set (locally the sandbox pair, at
 * the emulated twin's URL); otherwise fail closed.
 */
export function selectSslcommerz(config: SslcommerzConfig): SslcommerzGateway {
  const { storeId, storePassword, baseUrl } = config;
  if (storeId && storePassword) return sslcommerzClient({ storeId, storePassword, baseUrl });
  logs.sslcommerzUnconfigured();
  throw new ServiceError('unavailable', ordersCopy.sslcommerz.notConfigured);
}
