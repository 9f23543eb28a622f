export * from './users';
export * from './rate-limits';
export * from './onboarding';
