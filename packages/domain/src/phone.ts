// Phone numbers of Bangladesh's mobile operators: 01, an operator digit 3–9, then 8 digits.

// After spaces and dashes go: an optional +88 or 88 (the country code 880 runs into the leading
// 0 of the national number), then the number itself.
const bdMobile = /^(?:\+?88)?(01[3-9]\d{8})$/;

/**
 * A Bangladeshi mobile number as stored, `01XXXXXXXXX`, from what a buyer typed: `+880`, `880`
 * or nothing in front, spaces and dashes anywhere. Undefined when it is not one.
 */
export function normaliseBdPhone(raw: string): string | undefined {
  return bdMobile.exec(raw.replace(/[\s-]/g, ''))?.[1];
}
