import type { Part, PartDoc } from '@cps/domain';

/** A part as the API answers it: `_id` and the spec's fields, without the derived internals. */
export function toPart(
  id: string,
  // `searchTokens`: stored by parts written before the search engine, never answered.
  { inStock: _inStock, searchTokens: _tokens, ...fields }: PartDoc & { searchTokens?: unknown },
): Part {
  return { _id: id, ...fields };
}
