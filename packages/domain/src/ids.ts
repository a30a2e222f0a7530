// Document ids as the API accepts them in a path or a body. Firestore's own ids are 20 letters
// and digits, and the seeded ones are kebab-case words, so both fit.

/** 1 to 128 letters, digits, `_` or `-`. */
export const documentIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** Firestore reserves ids of the form `__name__`: asking for one is an error, not a missing document. */
export function isReservedId(id: string): boolean {
  return /^__.*__$/.test(id);
}

/** True when `id` may name a document: the pattern above, and not a reserved id. */
export function isDocumentId(id: string): boolean {
  return documentIdPattern.test(id) && !isReservedId(id);
}
