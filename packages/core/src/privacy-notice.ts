import { brand } from './brand';
import { DEFAULT_RETENTION_DAYS, INACTIVITY_RETENTION_DAYS, RETENTION_WARNING_DAYS } from './retention-periods';
import { TAX_RECORD_YEARS } from './tax-records';

/**
 * The public privacy notice (/privacy), in plain words: what we hold, why, for how long, and the
 * client's rights. What deletion keeps is decided in docs/decisions/034-account-deletion.md; the
 * automatic deletion of files is the retention job's (RETENTION_DAYS, default 180 days).
 */

export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const privacyNotice = {
  eyebrow: 'Privacy',
  headline: 'Your data, in plain words',
  lead: `What ${brand.name} holds about you, why, how long we keep it, and how to get a copy or have it deleted.`,
  updated: '25 November 2026',
  sections: [
    {
      id: 'what-we-hold',
      heading: 'What we hold',
      items: [
        'Your account: your name, e-mail address and a scrambled form of your password (we never see the password itself).',
        'What you tell us about the home you want: budget, area, move-in date, university or workplace, and your group of co-tenants if you rent together.',
        'Your consultation call, the terms you signed, our messages to you, the viewings we film and the offers you make.',
        'Your payments: amount, date, method and status, and the proof of a bank transfer you upload.',
        'Identity and supporting documents you upload (passport, visa, BRP, bank statements), and files our team shares with you.',
        'Your Home Office Right to Rent share code and date of birth, and the result of our check.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we hold it',
      paragraphs: [
        'To find and secure a home for you, as you asked us to: this is the contract between us. Landlords and letting agents need your identity and references before they offer a tenancy.',
        'Because the law requires it: a Right to Rent check before a tenancy starts (Immigration Act 2014), and tax records of payments (HMRC).',
        'We do not sell your data or use it for advertising. Our team sees it only to do the work you asked for, and every time a team member opens one of your documents it is recorded.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      items: [
        `Identity documents, payment proofs and shared files are deleted automatically ${DEFAULT_RETENTION_DAYS} days after our service to you is complete, or after ${INACTIVITY_RETENTION_DAYS} days with no activity on your account. We e-mail you ${RETENTION_WARNING_DAYS} days before.`,
        'The rest of your account stays until you delete it, or we do at your request.',
        `Payment records (amount, date, method, status, reference) are kept for ${TAX_RECORD_YEARS} years after the end of the tax year of the payment, as HMRC requires, even after your account is deleted, but without your name or e-mail address.`,
        'Right to Rent: your share code and the record of our check stay while your account is open, and are deleted with it.',
      ],
    },
    {
      id: 'your-copy',
      heading: 'Getting a copy of your data',
      paragraphs: [
        'Sign in and use "Download my data" in the "Your data" section of your dashboard. You get a zip file with everything we hold about you, in a readable form, and your own files.',
      ],
    },
    {
      id: 'deleting',
      heading: 'Deleting your account',
      paragraphs: [
        'Sign in and use "Delete my account" in the "Your data" section of your dashboard, then enter your password. It takes effect at once and cannot be undone.',
        `Everything goes: your account and sign-ins, details and preferences, documents, payment proofs, messages, shared files, viewings, offers and Right to Rent details. Only the payment records above are kept, for ${TAX_RECORD_YEARS} years, with no name or e-mail address, and our log of what was done on your account keeps only your account's number.`,
        'If you lead a group, the group ends: your co-tenants keep their own accounts and we e-mail them. We e-mail you a confirmation.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions and complaints',
      paragraphs: [
        `Write to us at ${brand.supportEmail} about anything on this page, or to ask us to correct or delete your data. If you are not happy with our answer, you can complain to the Information Commissioner's Office (ico.org.uk).`,
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
