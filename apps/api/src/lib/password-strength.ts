import { passwordStrengthMessages } from '@nestway/core/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

/**
 * Passwords judged by zxcvbn-ts (its 49,000 common passwords, keyboard patterns, sequences, dates), on
 * the server only: the dictionaries stay out of the browser. See docs/decisions/030-staff-accounts.md.
 */
let estimator: ZxcvbnFactory | undefined;
const strengthOf = (password: string, userInputs: string[] = []) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, userInputs).score;
};

/** A client's password (at least 6 characters by the spec): refused only when among the most common (fewer than 1,000 guesses). */
export function assertClientPassword(password: string): void {
  if (strengthOf(password) === 0) throw new AppError('weak_password', passwordStrengthMessages.common);
}

/**
 * A staff password (at least 12 characters, checked by its schema) must also be hard to guess: zxcvbn's
 * score 3 ("safely unguessable", over 10^8 guesses), with the person's name and address counted as known words.
 */
export function assertStaffPassword(password: string, person: { email: string; fullName: string }): void {
  if (strengthOf(password, [person.email, ...person.fullName.split(/\s+/)]) < 3) {
    throw new AppError('weak_password', passwordStrengthMessages.staffWeak);
  }
}
