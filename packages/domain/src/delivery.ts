// Where an order goes and what getting it there costs: home delivery to one of Bangladesh's 64
// districts, or pickup at the shop. The charges are the couriers' (docs/orders.md, "Checkout
// orders"), in USD because the store's prices are.
import { fromCents } from './money';

/** The 64 districts (zila) of Bangladesh by their English names, as the government spells them. */
export const districts = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barishal',
  'Bhola',
  'Bogura',
  'Brahmanbaria',
  'Chandpur',
  'Chapai Nawabganj',
  'Chattogram',
  'Chuadanga',
  "Cox's Bazar",
  'Cumilla',
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jashore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;
export type District = (typeof districts)[number];

// The spellings in use before 2018, which buyers still type, read as today's names.
const formerNames: Readonly<Record<string, District>> = {
  barisal: 'Barishal',
  bogra: 'Bogura',
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  jessore: 'Jashore',
};
const byLowerName = new Map<string, District>(districts.map((d) => [d.toLowerCase(), d]));

/** The district a buyer named (any case, a former spelling too), or undefined for none. */
export function districtNamed(raw: string): District | undefined {
  const key = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return byLowerName.get(key) ?? formerNames[key];
}

export const deliveryMethods = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** How an order reaches the buyer: the district is there for home delivery, and only then. */
export interface Delivery {
  method: DeliveryMethod;
  district?: District;
}

export type DeliveryZone = 'inside-dhaka' | 'outside-dhaka' | 'pickup';

/**
 * Taka per US dollar at which the couriers' Taka charges become the store's dollars: Bangladesh
 * Bank's rate was about Tk 122 in 2025; a round 120 charges a few paisa more, never less.
 */
export const takaPerUsd = 120;

// What Steadfast, Pathao and RedX charge a parcel of up to 1 kg: Tk 60–80 within Dhaka city, Tk
// 110–150 to the rest of the country (their 2025 rate cards). The store charges the top of each
// range, so a heavier parcel or a courier's dearer area costs the shop nothing extra.
export const insideDhakaChargeTaka = 80;
export const outsideDhakaChargeTaka = 150;

const takaToUsd = (taka: number) => fromCents(Math.round((taka * 100) / takaPerUsd));

/** Home delivery within the Dhaka district: Tk 80 at Tk 120 a dollar, $0.67. */
export const insideDhakaCharge = takaToUsd(insideDhakaChargeTaka);
/** Home delivery to any other district: Tk 150 at Tk 120 a dollar, $1.25. */
export const outsideDhakaCharge = takaToUsd(outsideDhakaChargeTaka);
/** Pickup at the shop costs nothing. */
export const pickupCharge = 0;

/** The courier's zone of a delivery: the Dhaka district, the rest of the country, or pickup. */
export function deliveryZoneOf(delivery: Delivery): DeliveryZone {
  if (delivery.method === 'pickup') return 'pickup';
  return delivery.district === 'Dhaka' ? 'inside-dhaka' : 'outside-dhaka';
}

const chargeOfZone: Readonly<Record<DeliveryZone, number>> = {
  'inside-dhaka': insideDhakaCharge,
  'outside-dhaka': outsideDhakaCharge,
  pickup: pickupCharge,
};

/** What the delivery adds to the order, in USD. */
export function deliveryChargeOf(delivery: Delivery): number {
  return chargeOfZone[deliveryZoneOf(delivery)];
}
