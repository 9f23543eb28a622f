import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Conflicting Tailwind classes are not resolved (tailwind-merge would cost every
 * page 8 KB of script): a component's className adds classes, such as a margin or a width, and never
 * overrides its own; a different look is a variant (see Button, Input, DialogContent).
 */
export const cx = (...inputs: ClassValue[]) => clsx(inputs);
