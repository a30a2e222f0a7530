import type { CourierConfig, PaymentConfig } from '../../config';
import type { Courier } from '../../couriers/courier';
import { selectCourier } from '../../couriers/select-courier';

/** The twin's merchant keys, which its routes check as Steadfast checks a merchant's. */
export const twinMerchant = { apiKey: 'emulator-api-key', secretKey: 'emulator-secret-key' };

/**
 * The local default (the Functions emulator with a demo- project and no STEADFAST_API_KEY): the
 * twin's keys and its URL on the api function, so the store's real client speaks to the twin.
 * Otherwise the configuration as it is.
 */
export function localCourierConfig(payments: PaymentConfig): CourierConfig {
  if (!payments.emulator || payments.courier.apiKey) return payments.courier;
  return {
    ...payments.courier,
    ...twinMerchant,
    baseUrl:
      process.env.STEADFAST_BASE_URL ||
      `http://127.0.0.1:5001/${payments.store}/us-central1/api/emulator/courier/api/v1`,
  };
}

export function selectEmulatorCourier(payments: PaymentConfig): Courier | undefined {
  return selectCourier(localCourierConfig(payments));
}
