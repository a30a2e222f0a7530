// What `npm start` and `npm run dev` print once the store is up (the seed prints the accounts).
export function demoBanner(appUrl) {
  return `
  Computer Parts Store is running
  Store:  ${appUrl}
  API:    ${appUrl}/api/parts
  Press Ctrl-C to stop; local data is kept in .emulator-data.
`;
}
