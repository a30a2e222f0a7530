import { copy } from './copy';
import { messages } from './messages';

export interface StockLimits {
  minimumOrderQuanity: number;
  availableQuanity: number;
}

/**
 * The purchase form's quantity rule (spec §4, §5): a whole number within
 * [minimumOrderQuanity, availableQuanity]. Returns the message to show, or undefined.
 */
export function quantityError(quantity: number, part: StockLimits): string | undefined {
  if (!Number.isFinite(quantity) || quantity < part.minimumOrderQuanity) {
    return messages.validation.quantityBelowMinimum(part.minimumOrderQuanity);
  }
  if (quantity > part.availableQuanity) return messages.validation.quantityAboveStock;
  return undefined;
}

/** True when an order of `quantity` may be placed: whole, at least the minimum, at most the stock. */
export function canOrder(quantity: number, part: StockLimits): boolean {
  return Number.isInteger(quantity) && quantityError(quantity, part) === undefined;
}

/** Where the purchase form's quantity starts. */
export function initialQuantity(part: StockLimits): number {
  return part.minimumOrderQuanity;
}

/**
 * An admin's stock and minimum, on every write path (the forms, the API, the service): a part may
 * be sold out (stock 0) whatever its minimum; otherwise one minimum order must fit in the stock.
 */
export function stockLimitsError(part: StockLimits): string | undefined {
  return part.availableQuanity > 0 && part.minimumOrderQuanity > part.availableQuanity
    ? copy.catalogue.minimumAboveStock
    : undefined;
}
