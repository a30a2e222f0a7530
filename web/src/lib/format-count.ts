import { copy, formatCount } from '@cps/domain';

/** "1,234 parts", "1 part". */
export const countLabel = (count: number) => copy.catalogue.count(formatCount(count));
