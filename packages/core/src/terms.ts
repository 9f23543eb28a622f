import * as z from 'zod/mini';

/**
 * The Terms & Conditions a client signs before paying: the text, its version and the signing form.
 * Change TERMS_VERSION whenever the text changes: a signature records the version it agreed to, and a
 * client must sign the current version before paying.
 */
export const TERMS_VERSION = '2026-11-22';

/** The signing section appears once the terms panel is scrolled to within this many pixels of its end. */
export const TERMS_SCROLL_THRESHOLD_PX = 10;

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
  /** A bulleted list shown after the paragraphs. */
  items?: readonly string[];
}

export const termsSections: readonly TermsSection[] = [
  {
    title: '1. About these terms',
    paragraphs: [
      'These terms are an agreement between you (each applicant who signs them) and Nestway, a rental-property sourcing service. They explain what we do for you, what you pay and when, and when a payment can be refunded.',
      'Please read them in full. By signing you confirm that you have read, understood and agree to them.',
    ],
  },
  {
    title: '2. Our service',
    paragraphs: [
      'After your consultation call we search for a rental home that matches the brief we agree with you. Our service includes:',
    ],
    items: [
      'a one-on-one consultation call to agree your budget, area, dates and requirements;',
      'market research and a shortlist of suitable properties;',
      'in-person viewings on your behalf, with photos and a walkthrough video of each property;',
      'negotiation with the landlord or letting agent, and help with the application and referencing;',
      'support until the keys are handed over and you have moved in.',
    ],
  },
  {
    title: '3. Fee schedule',
    paragraphs: ['Our full service fee depends on the number of applicants renting together:'],
    items: ['£400 for one applicant;', '£450 for two applicants;', '£500 for three or more applicants.'],
  },
  {
    title: '4. How the fee is paid',
    paragraphs: [
      'The fee is paid in two parts. The upfront fee is decided with you in your consultation call and is paid before we start the search. The rest of the fee is paid when you reserve the flat.',
      'Bank transfers must be made in GBP only, and UK transfers must be set as type Business. A bank-transfer payment is confirmed once we have checked your proof of payment, within 24 hours. Card payments are processed by our payment provider and also checked by our team.',
    ],
  },
  {
    title: '5. Viewings',
    paragraphs: ['Your fee includes 2 viewings. Each extra viewing you ask for costs £50, payable before the viewing takes place.'],
  },
  {
    title: '6. Refunds',
    paragraphs: ['Refunds are made to the account or card the payment came from:'],
    items: [
      'if we do not find a property for you, part of the upfront fee is refunded;',
      'the upfront payment is non-refundable if referencing fails because of an existing contract or your credit history;',
      'once the tenancy contract has been issued, the full payment is non-refundable.',
    ],
  },
  {
    title: '7. Your responsibilities',
    paragraphs: [
      'You agree to give us accurate and complete information about yourself and every applicant, to upload the identity and supporting documents we ask for, and to reply to us promptly so that a property we find for you is not lost to another applicant.',
      'The tenancy itself is an agreement between you and the landlord. We are not a party to it and are not responsible for the landlord’s obligations under it.',
    ],
  },
  {
    title: '8. Your information',
    paragraphs: [
      'We use your information only to provide this service: to search for properties, to share what is needed with landlords and letting agents for your application and referencing, and to contact you. We keep your documents securely and delete them when they are no longer needed.',
    ],
  },
  {
    title: '9. Questions and complaints',
    paragraphs: [
      'If you have a question about these terms or a complaint about our service, contact the admin team by WhatsApp or e-mail and we will reply within one working day.',
      'These terms are governed by the law of England and Wales.',
    ],
  },
];

export const termsMessages = {
  fullNameRequired: 'Please enter your full name',
  signatureRequired: 'Please enter your signature',
  mustAgree: 'You must agree to the terms',
  alreadySigned: 'You have already signed these Terms & Conditions.',
} as const;

const MIN_NAME_LENGTH = 2;

/** The signing form: the browser validates with it and the API parses with it. */
export const signTermsRequestSchema = z.object({
  fullName: z
    .string({ error: termsMessages.fullNameRequired })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, termsMessages.fullNameRequired),
      z.maxLength(100, 'Full name must be at most 100 characters'),
    ),
  signature: z
    .string({ error: termsMessages.signatureRequired })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, termsMessages.signatureRequired),
      z.maxLength(100, 'Signature must be at most 100 characters'),
    ),
  /**
   * The form's "I agree" box, which must be ticked when sent. The spec's own call sends only fullName
   * and signature: signing is the agreement, so a body without the flag is accepted (false is not).
   */
  hasAgreed: z.optional(z.boolean({ error: termsMessages.mustAgree }).check(z.refine((agreed) => agreed, termsMessages.mustAgree))),
});
export type SignTermsRequest = z.input<typeof signTermsRequestSchema>;

/** A signature of the terms as the API answers it. */
export const termsSignatureRecordSchema = z.object({
  fullName: z.string(),
  signature: z.string(),
  /** ISO instant. */
  signedDate: z.string(),
  termsVersion: z.string(),
});
export type TermsSignatureRecord = z.infer<typeof termsSignatureRecordSchema>;
