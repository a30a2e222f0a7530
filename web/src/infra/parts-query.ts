// The catalogue's Firestore query in the web SDK: Home's bounded grid and its count. Every list
// of parts to search, filter or page (browse, Manage Product) comes from the API's search engine
// (infra/parts-api) instead, and parts by id are listened to one document each
// (infra/live-parts). The domain decides the query's shape (`planPartsQuery`); infra/live-page
// translates it.

import { collections, planPartsQuery, type PartDoc, type PartsQueryFilters } from '@cps/domain';
import type { Firestore, Query } from 'firebase/firestore';
import { planQuery, type PageWindow } from './live-page';

/** The Firestore query of a filter, as `planPartsQuery` plans it, optionally limited. */
export function partsQuery(
  firestore: Firestore,
  filters: PartsQueryFilters,
  page: PageWindow = {},
): Query<PartDoc> {
  return planQuery<PartDoc>(firestore, collections.parts, planPartsQuery(filters), page);
}
