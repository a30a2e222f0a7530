// Its own module, with no imports, so that the web app's entry can read the browse page's size
// without loading the rest of the domain (the package's `./page-sizes` export).

/** How many items a page of each list holds. */
export const pageSizes = { browse: 24, home: 12, api: 100, admin: 25 } as const;
