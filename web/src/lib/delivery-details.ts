// The delivery details of a buyer's last checkout, kept on their cart document (carts/{uid}) so
// that the next checkout's form starts filled on any device, at no read beyond the cart's own.

export interface DeliveryDetails {
  method: 'home' | 'pickup';
  district?: string;
  phone: string;
  address: string;
}

/** The bounds firestore.rules checks on the stored details. */
export const deliveryDetailsLimits = { district: 40, phone: 30, address: 500 } as const;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** Stored details read back; undefined when they cannot be read. */
export function readDeliveryDetails(value: unknown): DeliveryDetails | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { method, district, phone, address } = value as Record<string, unknown>;
  if (method !== 'home' && method !== 'pickup') return undefined;
  const { district: d, phone: p, address: a } = deliveryDetailsLimits;
  if (!isText(phone, p) || !isText(address, a)) return undefined;
  if (district !== undefined && !isText(district, d)) return undefined;
  return district === undefined ? { method, phone, address } : { method, district, phone, address };
}
