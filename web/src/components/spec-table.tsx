import { copy, specTable, type Part } from '@cps/domain';

/**
 * A part's specifications, one table per group (Performance, Power, ...), as its category's
 * schema orders them. Nothing at all for a part without specifications.
 */
export function SpecTable({ part, headingLevel = 2 }: { part: Part; headingLevel?: 2 | 3 }) {
  const groups = specTable(part.category, part.specs);
  if (!groups.length) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={copy.specs.title} className="mt-5">
      <Heading className="text-base font-semibold text-ink">{copy.specs.title}</Heading>
      {groups.map(({ group, rows }) => (
        <table key={group} className="mt-3 w-full text-left text-sm">
          <caption className="bg-slate-50 px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            {group}
          </caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="w-1/2 px-3 py-2 font-normal text-slate-500">
                  {row.label}
                </th>
                <td className="px-3 py-2 font-medium text-ink">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
