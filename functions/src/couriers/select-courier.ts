import type { CourierConfig } from '../config';
import type { Courier } from './courier';
import { steadfastClient } from './steadfast/client';

/**
 * Steadfast's client when the merchant's keys are set (locally the twin's pair, at the twin's
 * URL); without them there is no courier, and the shop ships by hand.
 */
export function selectCourier(config: CourierConfig): Courier | undefined {
  const { apiKey, secretKey, baseUrl } = config;
  return apiKey && secretKey ? steadfastClient({ apiKey, secretKey, baseUrl }) : undefined;
}
