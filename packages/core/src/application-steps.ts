/**
 * The application steps an admin can set a client to with the status override, in order (spec part 2
 * §4): overriding to a step completes every earlier one and clears the later ones.
 */
export const applicationSteps = ['preferences', 'payment_verification', 'document_upload', 'consultation', 'ready'] as const;
export type ApplicationStep = (typeof applicationSteps)[number];

export const applicationStepLabels = {
  preferences: 'Preferences',
  payment_verification: 'Payment Verification',
  document_upload: 'Document Upload',
  consultation: 'Consultation',
  ready: 'Ready for Service',
} as const satisfies Record<ApplicationStep, string>;
