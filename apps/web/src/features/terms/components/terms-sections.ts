import * as m from '@nestway/core/i18n/messages';
import { FULL_SERVICE_FEE_PENCE, PROOF_VERIFICATION_HOURS } from '@nestway/core/payments';
import { ltrInText } from '@/i18n/bidi';
import { formatNumber } from '@/i18n/format';
import { languageTag } from '@/i18n/locale';

/** The fee schedule's amounts as the terms write them: whole pounds ("£400"), in the page's language. */
const wholePounds = (pence: number) =>
  ltrInText(new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(pence / 100));

const [oneApplicant, twoApplicants, threeOrMore] = FULL_SERVICE_FEE_PENCE;
const VIEWINGS_INCLUDED = 2;
const EXTRA_VIEWING_PENCE = 50_00;

interface TermsSectionText {
  title: () => string;
  paragraphs: readonly (() => string)[];
  items?: readonly (() => string)[];
}

/**
 * The terms (core's `termsSections`, the English text a client signs) in the page's language, one
 * message per title, paragraph and item. In English they read exactly as `termsSections` (a test holds
 * them together); in any other language they are a translation of the English, which binds.
 */
export const termsSectionTexts: readonly TermsSectionText[] = [
  { title: m.onboarding_terms_s1_title, paragraphs: [m.onboarding_terms_s1_p1, m.onboarding_terms_s1_p2] },
  {
    title: m.onboarding_terms_s2_title,
    paragraphs: [m.onboarding_terms_s2_p1],
    items: [
      m.onboarding_terms_s2_i1,
      m.onboarding_terms_s2_i2,
      m.onboarding_terms_s2_i3,
      m.onboarding_terms_s2_i4,
      m.onboarding_terms_s2_i5,
    ],
  },
  {
    title: m.onboarding_terms_s3_title,
    paragraphs: [m.onboarding_terms_s3_p1],
    items: [
      () => m.onboarding_terms_s3_i1({ amount: wholePounds(oneApplicant) }),
      () => m.onboarding_terms_s3_i2({ amount: wholePounds(twoApplicants) }),
      () => m.onboarding_terms_s3_i3({ amount: wholePounds(threeOrMore) }),
    ],
  },
  {
    title: m.onboarding_terms_s4_title,
    paragraphs: [m.onboarding_terms_s4_p1, () => m.onboarding_terms_s4_p2({ hours: formatNumber(PROOF_VERIFICATION_HOURS) })],
  },
  {
    title: m.onboarding_terms_s5_title,
    paragraphs: [() => m.onboarding_terms_s5_p1({ viewings: formatNumber(VIEWINGS_INCLUDED), amount: wholePounds(EXTRA_VIEWING_PENCE) })],
  },
  {
    title: m.onboarding_terms_s6_title,
    paragraphs: [m.onboarding_terms_s6_p1],
    items: [m.onboarding_terms_s6_i1, m.onboarding_terms_s6_i2, m.onboarding_terms_s6_i3],
  },
  { title: m.onboarding_terms_s7_title, paragraphs: [m.onboarding_terms_s7_p1, m.onboarding_terms_s7_p2] },
  { title: m.onboarding_terms_s8_title, paragraphs: [m.onboarding_terms_s8_p1] },
  { title: m.onboarding_terms_s9_title, paragraphs: [m.onboarding_terms_s9_p1, m.onboarding_terms_s9_p2] },
];
