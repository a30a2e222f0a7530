import { formatCents, formatCount, overviewCopy, type TopPart } from '@cps/domain';

const t = overviewCopy.topParts;

/** The 30 days' best sellers by revenue, best first. */
export function TopParts({ parts }: { parts: readonly TopPart[] }) {
  if (parts.length === 0) return <p className="text-sm text-slate-600">{t.none}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.heading}</caption>
        <thead className="text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-2">
              {t.part}
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              {t.revenue}
            </th>
            <th scope="col" className="py-1 pl-2 text-right">
              {t.units}
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.partId} className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                {part.name}
              </th>
              <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">
                {formatCents(part.revenueCents)}
              </td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatCount(part.units)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
