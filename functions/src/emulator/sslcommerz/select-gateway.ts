import type { PaymentConfig, SslcommerzConfig } from '../../config';
import type { SslcommerzGateway } from '../../payments/sslcommerz/gateway';
import { selectSslcommerz } from '../../payments/sslcommerz/select-gateway';

/** SSLCommerz's public sandbox store (DESIGN §11), which the twin takes. */
export const sandboxStore = { storeId: 'testbox', storePassword: 'qwerty' } as const;

/**
 * The local default (the Functions emulator with a demo- project and no SSLCOMMERZ_STORE_ID):
 * the sandbox pair, and the twin's URL on the api function, so the store's real client speaks
 * to the twin. Otherwise the configuration as it is (a real sandbox store, say).
 */
export function localSslcommerzConfig(payments: PaymentConfig): SslcommerzConfig {
  if (!payments.emulator || payments.sslcommerz.storeId) return payments.sslcommerz;
  return {
    ...payments.sslcommerz,
    ...sandboxStore,
    baseUrl:
      process.env.SSLCOMMERZ_BASE_URL ||
      `http://127.0.0.1:5001/${payments.store}/us-central1/api/emulator/sslcommerz`,
  };
}

export function selectEmulatorSslcommerz(payments: PaymentConfig): SslcommerzGateway {
  return selectSslcommerz(localSslcommerzConfig(payments));
}
