import { formatCount, overviewCopy, type OverviewTodo } from '@cps/domain';
import { Link } from 'react-router';
import { todoLinks } from './todo-links';

const t = overviewCopy.todo;

/** The cards in the order the shop works: orders first, then reviews, then stock. */
const order = [
  'codToConfirm',
  'toShip',
  'codToShip',
  'heldPayments',
  'reviewsWaiting',
  'outOfStock',
  'lowStock',
] as const satisfies readonly (keyof OverviewTodo)[];

/** "To do now": each count a link to its filtered list; a count of 0 is quiet. */
export function TodoCards({ todo, threshold }: { todo: OverviewTodo; threshold: number }) {
  const links = todoLinks(threshold);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {order.map((key) => {
        const count = todo[key];
        const label = key === 'lowStock' ? t.lowStock(threshold) : t[key];
        return (
          <li key={key}>
            <Link
              to={links[key]}
              className={`flex h-full flex-col rounded-xl border p-3 shadow-sm sm:p-4 hover:border-brand-500 hover:shadow ${
                count > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'
              }`}
            >
              <span
                className={`text-3xl font-bold tabular-nums ${count > 0 ? 'text-ink' : 'text-slate-400'}`}
              >
                {formatCount(count)}
              </span>{' '}
              <span className="mt-1 text-sm font-medium text-slate-700">{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
