/** A field of a gateway's or courier's JSON or form body as text: numbers too, anything else ''. */
export const fieldText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
