import type { ProfileDoc } from '@cps/domain';

/** How each profile field is labelled, in the order the page and the form show them. */
export const profileLabels = {
  email: 'Email',
  name: 'Name',
  education: 'Education',
  streetAddress: 'Street Address',
  cuntry: 'Country',
  number: 'Number',
  linkedinProfile: 'LinkedIn',
} as const satisfies Record<keyof ProfileDoc, string>;

export const numberNotNumeric = 'Number must be numeric';
