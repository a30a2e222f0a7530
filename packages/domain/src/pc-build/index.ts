// The PC builder's pure rules, shared by the page and the server:
// - slots.ts: the slots, a build as ids, reading one from untrusted input, and its URL;
// - rules.ts: the compatibility rules (`checkBuild`, `compatibleWith`, `orderProblems`);
// - wattage.ts: the estimated draw and the power supply it calls for;
// - pricing.ts: the lines, the bundle deal, the total, and the order's fields;
// - narrowing.ts: the search filters that list a slot's parts that can fit the build.
// docs/pc-builder.md tables the rules.
export * from './narrowing';
export * from './parts';
export * from './pricing';
export * from './rules';
export * from './slots';
export * from './wattage';
