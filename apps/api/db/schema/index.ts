export * from './users';
export * from './rate-limits';
export * from './preferences';
export * from './calls';
export * from './groups';
export * from './terms';
export * from './payments';
export * from './messages';
