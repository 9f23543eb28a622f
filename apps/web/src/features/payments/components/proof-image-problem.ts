import * as m from '@nestway/core/i18n/messages';
import { chosenFileProblem, IMAGE_TYPES, MAX_UPLOAD_LABEL, uploadMessages, type ChosenFile } from '@nestway/core/uploads';

/** Why a chosen proof cannot be sent (not an image, or too large), in the page's language; undefined when it can. */
export function proofImageProblem(file: ChosenFile): string | undefined {
  const problem = chosenFileProblem(file, { types: IMAGE_TYPES, wrongType: m.onboarding_payment_proof_not_image() });
  return problem === uploadMessages.tooLarge ? m.onboarding_payment_file_too_large({ size: MAX_UPLOAD_LABEL }) : problem;
}
