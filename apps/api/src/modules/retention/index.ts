/** What other modules may use of this one: they import it from here, never from its other files (decision 027). */
export { applyRetentionJob } from './apply-retention';
