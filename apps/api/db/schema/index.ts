export * from './users';
export * from './rate-limits';
