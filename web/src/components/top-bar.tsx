/** The second top component (spec §2): the shop's delivery promise and hotline, under the navbar. */
export function TopBar() {
  return (
    <div className="bg-brand-700 text-white">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-center text-xs sm:text-sm">
        <span>Genuine parts with official warranty · Same-day delivery inside Dhaka</span>
        <a href="tel:+8809612345678" className="font-semibold underline underline-offset-2">
          Hotline 09612-345678
        </a>
      </p>
    </div>
  );
}
