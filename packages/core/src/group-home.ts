/**
 * The group's size and the answers a group shares, apart from preferences.ts (the form's rules) so that
 * the co-tenant's registration, which reads the group, does not load the preferences form's schemas.
 */
export const MAX_TENANTS = 3;

/**
 * The group's home and application setup: the leader's answers (Application Setup, the additional
 * tenants, About Your Future Home). A co-tenant answers only About You, About Your Education and About
 * Your Current Home; their saved preferences carry the leader's answers to these (decision 006).
 */
export const groupHomeKeys = [
  'numberOfTenants',
  'additionalTenants',
  'howFoundUs',
  'bedrooms',
  'bathrooms',
  'maxBudget',
  'moveInDate',
  'contractDuration',
  'paymentPlans',
  'specialRequirements',
] as const;
export type GroupHomeKey = (typeof groupHomeKeys)[number];
export const groupHomeMask = Object.fromEntries(groupHomeKeys.map((key) => [key, true])) as { [K in GroupHomeKey]: true };

/** The leader's answers that a co-tenant's preferences take, picked from the leader's saved preferences. */
export const groupHomeOf = <P extends Record<GroupHomeKey, unknown>>(leaders: P): Pick<P, GroupHomeKey> =>
  Object.fromEntries(groupHomeKeys.map((key) => [key, leaders[key]])) as Pick<P, GroupHomeKey>;
