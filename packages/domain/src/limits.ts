// Business constants of spec §9.
export const limits = {
  passwordMinLength: 6,
  descriptionPreview: 100,
  reviewPreview: 100,
  ratingMin: 0,
  ratingMax: 5,
  orderNameCustomer: 40,
  orderNameAdmin: 50,
  googlePopupCloseDelayMs: 2000,
  typingSpeeds: [70, 40],
  toast: { successMs: 2000, errorMs: 4000, blankMs: 4000, customMs: 4000, max: 20 },
} as const;

/** Cuts text to its first `max` characters (spec §2, §9 previews and table names). */
export function preview(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}
