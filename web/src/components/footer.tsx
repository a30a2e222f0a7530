const columns = [
  { title: 'Services', items: ['Custom PC Builds', 'Bulk Orders', 'Warranty Claims', 'Delivery'] },
  { title: 'Company', items: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

/** Spec §2: brand line, Services / Company / Legal columns, copyright. */
export function Footer() {
  return (
    <footer className="mt-16 bg-slate-100 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-ink">Computer Parts BD</p>
          <p className="mt-2 text-sm">
            Genuine computer parts with warranty, delivered across Bangladesh since 2012.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm">
        Copyright © {new Date().getFullYear()} - All rights reserved by Computer Parts BD
      </p>
    </footer>
  );
}
