// The fixed list of part categories. The slug is what Firestore stores and the URL
// carries (`/parts?category=graphics-cards`); the label is what people read.

export const categories = [
  { slug: 'processors', label: 'Processors' },
  { slug: 'graphics-cards', label: 'Graphics Cards' },
  { slug: 'motherboards', label: 'Motherboards' },
  { slug: 'memory', label: 'Memory' },
  { slug: 'ssds', label: 'SSDs' },
  { slug: 'hard-drives', label: 'Hard Drives' },
  { slug: 'power-supplies', label: 'Power Supplies' },
  { slug: 'cases', label: 'Cases' },
  { slug: 'coolers', label: 'Coolers' },
  { slug: 'monitors', label: 'Monitors' },
  { slug: 'keyboards', label: 'Keyboards' },
  { slug: 'mice', label: 'Mice' },
  { slug: 'headsets', label: 'Headsets' },
  { slug: 'networking', label: 'Networking' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];

export const categorySlugs: readonly CategorySlug[] = categories.map((c) => c.slug);

export function isCategory(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (categorySlugs as readonly string[]).includes(value);
}

/** The label of a slug; an unknown or missing one (parts written before categories) reads as Other. */
export function categoryLabel(slug: string | undefined): string {
  return categories.find((c) => c.slug === slug)?.label ?? 'Other';
}

/** Brand names are free text, trimmed, with a bound that keeps them usable as map keys in stats. */
export const brandMaxLength = 40;
