import { copy, formatCount } from '@cps/domain';
import { Link } from 'react-router';
import { secondaryButtonClass } from '@/components/form';
import { paths } from '@/config/paths';

/**
 * The end of Home's Products section: a link to the browse page with the catalogue's size. Until
 * the size is known an invisible stand-in of the same size keeps its place.
 */
export function SeeAllLink({ count }: { count?: number }) {
  return (
    <p className="mt-8 text-center">
      {count === undefined ? (
        <span aria-hidden="true" className={`${secondaryButtonClass} invisible`}>
          {copy.catalogue.seeAll('0')}
        </span>
      ) : (
        <Link to={paths.parts()} className={secondaryButtonClass}>
          {copy.catalogue.seeAll(formatCount(count))}
        </Link>
      )}
    </p>
  );
}
