import {
  addPartRules,
  apiCopy,
  brandMaxLength,
  warrantyMaxLength,
  warrantyRules,
  categorySlugs,
  copy,
  isCategory,
  isDocumentId,
  isReservedId,
  isShownImageUrl,
  isNumeric,
  parseBuild,
  parseCheckout,
  parseOrderFilters,
  parsePartFilters,
  parseSpecFilters,
  readParam,
  type OrderFilters,
  type PartFilters,
  type QueryParams,
  type SpecFilter,
  type Specs,
  checkBuildName,
  checkSavedParts,
  type Checked,
  isValidRating,
  lowStockThreshold,
  maxStockShards,
  isWholeCents,
  messages,
  stockLimitsError,
  wholeNumberPattern,
} from '@cps/domain';
import { z } from 'zod';
import { minimumAboveStockMessage, noChangesMessage } from '../services/catalogue/catalogue';
import { badRequest } from '../services/shared/errors';

// Request shapes. Unknown keys are dropped; what the server decides (price, name, paid...) is
// never read from a body.

const v = messages.validation;
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters.`);

/** A whole number given as a number or a numeric string, within [min, max]. */
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .union(
      [z.number(), z.string().trim().regex(wholeNumberPattern, `${field} must be a whole number.`)],
      {
        error: `${field} must be a whole number.`,
      },
    )
    .transform(Number)
    .refine(Number.isSafeInteger, `${field} must be a whole number.`)
    .refine((n) => n >= min && n <= max, `${field} must be between ${min} and ${max}.`);

export const emailParam = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/, 'Invalid email.');

// isDocumentId also refuses the ids Firestore reserves (__name__): asking for one is an error,
// not a missing document.
export const idParam = z.string().refine(isDocumentId, 'Invalid id.');

/** PUT /admin/overview/settings: the low-stock threshold, a whole number of units. */
export const overviewSettingsBody = z.object({
  lowStockThreshold: wholeNumber('lowStockThreshold', lowStockThreshold.min, lowStockThreshold.max),
});

/** PUT /orderShip/{id}: the spec sends nothing; shipping by hand may name a tracking code. */
export const shipBody = z.object({
  trackingCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'A tracking code is 1 to 40 letters, digits or dashes.')
    .optional(),
});

export const stockShardsMessage = `stockShards must be a whole number from 1 to ${maxStockShards}.`;

/** PUT /part/{id}/stockShards: how many shards a part's stock is split over (1 joins it). */
export const stockShardsBody = z
  .object({
    stockShards: z
      .number({ error: stockShardsMessage })
      .int(stockShardsMessage)
      .min(1, stockShardsMessage)
      .max(maxStockShards, stockShardsMessage),
  })
  .strict();

/** POST /orders/{id}/courier/return: whether the returned goods can be sold again. */
export const courierReturnBody = z.object({ resaleable: z.boolean() }).strict();

export const categoryMessage = `Category must be one of: ${categorySlugs.join(', ')}.`;
export const brandReservedMessage = 'Brand cannot start and end with two underscores.';

/** A part's fields as POST /part and PATCH /part/{id} take them. */
const partFields = z.object({
  name: text(200, v.nameRequired),
  description: text(5000, v.descriptionRequired),
  price: z
    .union([z.number(), z.string().trim().min(1)], { error: v.priceRequired })
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n > 0, 'Price must be a positive number.')
    .refine((n) => n <= 1_000_000, 'Price is too large.')
    .refine(isWholeCents, 'Price has more than 2 decimals.'),
  minimumOrderQuanity: wholeNumber('Minimum Order Quantity', 1, 1_000_000),
  availableQuanity: wholeNumber('Available Quantity', 0, 1_000_000),
  img: z
    .string({ error: v.imageRequired })
    .trim()
    .min(1, v.imageRequired)
    .max(2048)
    // Only pictures the CSP lets the store show (packages/domain images.ts).
    .refine(isShownImageUrl, copy.catalogue.imageUrl),
  // Optional on the API: the clients of spec §7 do not send them (the web form requires both).
  category: z.string({ error: categoryMessage }).refine(isCategory, categoryMessage).optional(),
  brand: z
    .string({ error: copy.validation.brandRequired })
    .trim()
    .min(1, copy.validation.brandRequired)
    .max(brandMaxLength, addPartRules.brand.maxLength.message)
    // A brand is a key of the counters' brand map, and Firestore reserves `__x__` keys too.
    .refine((b) => !isReservedId(b), brandReservedMessage)
    .optional(),
  // Optional: parts written before warranties have none; an empty one shows none.
  warranty: z
    .string({ error: warrantyRules.maxLength.message })
    .trim()
    .max(warrantyMaxLength, warrantyRules.maxLength.message)
    .optional(),
  // A map; its keys and values are checked against the category the part will have, which a
  // PATCH may not name (services/shared/part-writes.ts specsProblem).
  specs: z
    .custom<Specs>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      copy.specs.notAMap,
    )
    .optional(),
});

export const newPartBody = partFields.refine((p) => stockLimitsError(p) === undefined, {
  message: minimumAboveStockMessage,
  path: ['minimumOrderQuanity'],
});

/**
 * PATCH /part/{id}: any of the fields of POST /part, checked the same way, at least one. How the
 * stock and the minimum relate is checked against the stored part (services/catalogue/catalogue.ts).
 */
export const partPatchBody = partFields
  .partial()
  .refine((p) => Object.values(p).some((value) => value !== undefined), noChangesMessage);

export const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}.`;

/** `limit` of a list: a whole number from 1 to `max`; absent or empty means `max`. */
export function parseLimit(query: QueryParams, max: number): number {
  const value = readParam(query, 'limit');
  if (value === undefined || value === '') return max;
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(n >= 1 && n <= max)) throw badRequest(limitMessage(max));
  return n;
}

/** `cursor` of a list: opaque text from a Link header; the service checks what it points at. */
export function parseCursor(query: QueryParams): string | undefined {
  return readParam(query, 'cursor') || undefined;
}

/** The catalogue filters of GET /parts, strictly: a bad one is a 400 with the domain's message. */
export function parseFilters(query: QueryParams): PartFilters {
  const result = parsePartFilters(query);
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/**
 * The `spec.<key>` filters of GET /parts and /parts/facets against the category's schema,
 * strictly: an unknown or unfilterable key, a bad value, a range upside down, or any spec filter
 * without a category is a 400 naming the parameter.
 */
export function parseSpecQuery(query: QueryParams, category: string | undefined): SpecFilter[] {
  const result = parseSpecFilters(query, category);
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/** The filters of GET /orders (`status`, `q`), strictly: a bad one is a 400 with the domain's message. */
export function parseOrderQuery(query: QueryParams): OrderFilters {
  const result = parseOrderFilters(query);
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

export const userSearchMaxLength = 254;
export const userSearchMessage = `q must be at most ${userSearchMaxLength} characters.`;

/** `q` of GET /users: an email prefix (an email is at most 254 characters), or undefined. */
export function parseUserSearch(query: QueryParams): string | undefined {
  const q = readParam(query, 'q')?.trim();
  if (!q) return undefined;
  if (q.length > userSearchMaxLength) throw badRequest(userSearchMessage);
  return q;
}

export const newReviewBody = z.object({
  name: text(100, v.nameRequired),
  review: text(2000, v.descriptionRequired),
  rating: z
    .union([z.number(), z.string().trim()], { error: v.ratingRequired })
    .refine(isValidRating, v.ratingRange)
    .transform(Number),
  // The user's photo or a default picture (spec §7): kept only when the store can show it
  // (domain reviewerPicture); anything else is left to the server, not refused.
  img: z
    .unknown()
    .optional()
    .transform((img) => (typeof img === 'string' && img.length <= 2048 ? img.trim() : undefined)),
});

/**
 * POST /orders: the part by `partId` (the SPA) or, as spec §7's client sends it, by its `name`;
 * the customer's phone, address and quantity. The payload's customerName, customerEmail,
 * unitPrice, price and img are dropped: the part and the token decide them.
 */
/** Where an order goes: the customer's phone and address, as every order takes them. */
const customerContact = {
  customerPhone: text(30, 'Phone is required.').refine(isNumeric, 'Phone must be a number.'),
  customerAddress: text(500, 'Address is required.'),
};

export const newOrderBody = z
  .object({
    partId: idParam.optional(),
    name: text(200, v.nameRequired).optional(),
    ...customerContact,
    quanity: wholeNumber('Quantity', 1, 1_000_000),
  })
  .refine((o) => o.partId !== undefined || o.name !== undefined, apiCopy.contract.partRequired);

/**
 * POST /orders/build: `parts`, a build as part ids by slot, read by the domain's `parseBuild` (a
 * 400 names its first problem: not an object, a slot that is not one, an id that is not one, too
 * many drives, a part chosen twice); and the customer's phone and address. Prices, names and
 * quantities come from the parts.
 */
export const newBuildOrderBody = z.object({
  parts: z.unknown().transform((parts, ctx) => {
    const { build, problems } = parseBuild(parts);
    if (problems.length) {
      ctx.addIssue({ code: 'custom', message: problems[0]!.message });
      return z.NEVER;
    }
    return build;
  }),
  ...customerContact,
});

/**
 * POST /orders/checkout, read by the domain's `parseCheckout` (a 400 names its first problem: an
 * empty cart, a line's part or quantity, a part twice, too many lines, the build, the delivery,
 * the phone, the address, the way to pay). Prices and names come from the parts.
 */
export const newCheckoutBody = z.unknown().transform((body, ctx) => {
  const parsed = parseCheckout(body);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.problems[0]!.message });
  return z.NEVER;
});

/**
 * POST /create-payment-intent `{price}` (spec §7's client): the amount to pay in dollars, whole
 * cents, above zero and within what a card payment may be ($999,999.99).
 */
export const priceBody = z.object({
  price: z
    .union([z.number(), z.string().trim().min(1)], { error: v.priceRequired })
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n > 0, 'Price must be a positive number.')
    .refine((n) => n <= 999_999.99, 'Price is too large.')
    .refine(isWholeCents, 'Price has more than 2 decimals.'),
});

const optionalText = (max: number) =>
  z.union([z.string().max(max, `At most ${max} characters.`), z.number()]).optional();

export const profileBody = z.object({
  email: optionalText(254),
  name: optionalText(100),
  education: optionalText(200),
  streetAddress: optionalText(300),
  cuntry: optionalText(100),
  number: optionalText(30).refine(
    (n) => n === undefined || String(n).trim() === '' || isNumeric(String(n)),
    'number must be numeric.',
  ),
  linkedinProfile: optionalText(300),
  /** The buyer's choice of order updates by email (order-mail.ts); absent keeps it. */
  orderUpdateMail: z.boolean({ error: 'orderUpdateMail must be true or false.' }).optional(),
});

/** A value the domain checks (`checkBuildName`, `checkSavedParts`), its message as the 400's. */
const checkedBy = <T>(check: (raw: unknown) => Checked<T>) =>
  z.unknown().transform((raw, ctx): T => {
    const checked = check(raw);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** POST /builds: a saved build's name and its parts (`{ slot: partId | partId[] }`). */
export const newSavedBuildBody = z.object({
  name: checkedBy(checkBuildName),
  parts: checkedBy(checkSavedParts),
});

/** PATCH /build/{id}: a new name, new parts, or both (neither is the use case's 400). */
export const savedBuildPatchBody = z.object({
  name: checkedBy(checkBuildName).optional(),
  parts: checkedBy(checkSavedParts).optional(),
});

/** Parses with a schema or throws a 400 whose message is the first problem found. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}
