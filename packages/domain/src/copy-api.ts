// The store's own words that only the API answers: to a client of spec §7, and the rate limit's
// refusal. A module apart from copy.ts so that Home, which loads copy.ts, does not load these
// (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.

export const apiCopy = {
  // The API's answers to a client of spec §7.
  contract: {
    duplicatePartName: (name: string) =>
      `A part named "${name}" already exists. Part names are unique: choose another name.`,
    unknownPartName: (name: string) => `No part is named "${name}".`,
    partRequired: 'Send the name of the part to order (or its partId).',
    alreadyPaid: 'This order is already paid.',
  },
  limits: {
    tooMany: 'Too many requests. Please try again later.',
  },
} as const;
