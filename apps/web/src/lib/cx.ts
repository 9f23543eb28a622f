import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, without resolving Tailwind conflicts. The public site's components, and the
 * primitives they share with the app (Button, Card, Container), use this instead of cn: tailwind-merge
 * alone would cost the pre-rendered pages a tenth of their script budget. Their className adds
 * classes; it never overrides one (add a variant instead).
 */
export const cx = (...inputs: ClassValue[]) => clsx(inputs);
