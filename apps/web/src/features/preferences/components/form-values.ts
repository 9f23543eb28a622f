import type { Preferences } from '@nestway/core/preferences';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The form as the inputs hold it: text and numbers as typed, yes/no answers as true, false or
 * unanswered (null). The core schema turns these into the saved shape (numbers coerced, hidden
 * answers dropped).
 */
export interface AdditionalTenantValues {
  fullName: string;
  age: string;
  nationality: string;
  universityName: string;
  universityYear: string;
}

export interface PreferencesFormValues {
  numberOfTenants: string;
  additionalTenants: AdditionalTenantValues[];
  contactNumber: string;
  age: string;
  nationality: string;
  financiallySponsored: boolean | null;
  sponsorshipAmount: string | null;
  hasUkBankAccount: boolean | null;
  documents: string[];
  visaDuration: string;
  howFoundUs: string;
  hasOfferLetter: boolean | null;
  applicationMethod: string;
  educationOfficeName: string;
  universityName: string;
  universityYear: string;
  bedrooms: string;
  bathrooms: string;
  maxBudget: string;
  moveInDate: string;
  contractDuration: string;
  paymentPlans: string[];
  specialRequirements: string;
  currentlyRenting: boolean | null;
  contractEndDate: string | null;
  signedNewContract: boolean | null;
  /** Not asked on this form; kept so that saving does not erase it. */
  goodTenantRecord: boolean | null;
}

/** The form's handle: holds PreferencesFormValues, submits the parsed Preferences. */
export type PreferencesForm = UseFormReturn<PreferencesFormValues, unknown, Preferences>;

export type YesNoName = 'financiallySponsored' | 'hasUkBankAccount' | 'hasOfferLetter' | 'currentlyRenting' | 'signedNewContract';

export const emptyAdditionalTenant = (): AdditionalTenantValues => ({
  fullName: '',
  age: '',
  nationality: '',
  universityName: '',
  universityYear: '',
});

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** The form's starting values: the saved preferences, or an empty form for one tenant. */
export function formValuesFrom(saved: PreferencesRecord | null): PreferencesFormValues {
  if (!saved) {
    return {
      numberOfTenants: '1',
      additionalTenants: [],
      contactNumber: '',
      age: '',
      nationality: '',
      financiallySponsored: null,
      sponsorshipAmount: null,
      hasUkBankAccount: null,
      documents: [],
      visaDuration: '',
      howFoundUs: '',
      hasOfferLetter: null,
      applicationMethod: '',
      educationOfficeName: '',
      universityName: '',
      universityYear: '',
      bedrooms: '',
      bathrooms: '',
      maxBudget: '',
      moveInDate: '',
      contractDuration: '',
      paymentPlans: [],
      specialRequirements: '',
      currentlyRenting: null,
      contractEndDate: null,
      signedNewContract: null,
      goodTenantRecord: null,
    };
  }
  return {
    ...saved,
    numberOfTenants: text(saved.numberOfTenants),
    additionalTenants: saved.additionalTenants.map((tenant) => ({ ...tenant, age: text(tenant.age) })),
    age: text(saved.age),
    sponsorshipAmount: saved.sponsorshipAmount === null ? null : text(saved.sponsorshipAmount),
    visaDuration: text(saved.visaDuration),
    educationOfficeName: text(saved.educationOfficeName),
    bedrooms: text(saved.bedrooms),
    bathrooms: text(saved.bathrooms),
    maxBudget: text(saved.maxBudget),
    contractDuration: text(saved.contractDuration),
    specialRequirements: text(saved.specialRequirements),
  };
}

/** For optional inputs whose empty value means "no answer" (null), not an empty string or 0. */
export const emptyToNull = (value: string) => (value === '' ? null : value);
