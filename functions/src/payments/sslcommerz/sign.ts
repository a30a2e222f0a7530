import { createHash, timingSafeEqual } from 'node:crypto';

// SSLCommerz signs what it POSTs (the IPN, and the same fields to the success, fail and cancel
// URLs): `verify_key` names the signed fields, comma-separated; the signed string is those
// fields and `store_passwd` = md5(store password), sorted by key, joined `key=value` with `&`;
// `verify_sign` is the md5 of that string, in lower-case hex. Fields named but absent are left
// out, as SSLCommerz's own PHP check does (isset).

export type FormFields = Readonly<Record<string, string>>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The string SSLCommerz hashes for the fields `keys` of `fields`, with the store's password. */
export function signedString(
  fields: FormFields,
  keys: readonly string[],
  storePassword: string,
): string {
  const signed = new Map<string, string>();
  for (const key of keys) {
    if (key !== '' && Object.hasOwn(fields, key)) signed.set(key, fields[key]!);
  }
  signed.set('store_passwd', md5(storePassword));
  // PHP's ksort on string keys: by byte, which for SSLCommerz's ASCII names is code-unit order.
  return [...signed.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${signed.get(key)}`)
    .join('&');
}

/** Signs `fields` over `keys` as SSLCommerz does: the two fields to add to the form. */
export function signFields(
  fields: FormFields,
  keys: readonly string[],
  storePassword: string,
): { verify_key: string; verify_sign: string } {
  return {
    verify_key: keys.join(','),
    verify_sign: md5(signedString(fields, keys, storePassword)),
  };
}

/**
 * Whether `fields` carry a `verify_sign` made with this store's password over the fields named
 * in their `verify_key`. Refused without either, or when `verify_key` names none of the fields
 * the store relies on (a sign over nothing would prove nothing).
 */
export function hasValidSign(
  fields: FormFields,
  storePassword: string,
  required: readonly string[] = ['tran_id', 'val_id', 'amount', 'currency', 'status'],
): boolean {
  const sign = fields.verify_sign;
  const keyList = fields.verify_key;
  if (!sign || !keyList || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  const keys = keyList.split(',');
  if (!required.every((key) => keys.includes(key) && Object.hasOwn(fields, key))) return false;
  const expected = Buffer.from(md5(signedString(fields, keys, storePassword)), 'hex');
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}
