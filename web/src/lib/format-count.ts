import { copy, formatNumber } from '@cps/domain';

/** "1,234": counts are written with en-US grouping wherever the store shows them. */
export const formatCount = (count: number) => formatNumber(count);

/** "1,234 parts", "1 part". */
export const countLabel = (count: number) => copy.catalogue.count(formatCount(count));
