import type { Endpoint } from '../contract';
import { accountDeletionApi } from './account-deletion';
import { accountLocaleApi } from './account-locale';
import { adminApi } from './admin';
import { auditApi } from './audit';
import { authApi } from './auth';
import { availabilityApi, consultationManagementApi, consultationApi } from './consultations';
import { checkoutApi } from './checkout';
import { clientAccountApi } from './client-account';
import { documentsApi } from './documents';
import { emailsApi } from './emails';
import { groupsApi } from './groups';
import { groupBoardApi } from './group-board';
import { messagesApi } from './messages';
import { offersApi } from './offers';
import { paymentsApi } from './payments';
import { preferencesApi } from './preferences';
import { referenceApi } from './reference';
import { rightToRentApi } from './right-to-rent';
import { rejectionReasonsApi } from './rejection-reasons';
import { retentionApi } from './retention';
import { secondFactorApi } from './second-factor';
import { sharedFilesApi } from './shared-files';
import { staffApi } from './staff';
import { termsApi } from './terms';
import { viewingsApi } from './viewings';
import { accountDataApi } from './account-data';

/** The domains by the name their operations' ids start with. */
const domains = {
  auth: authApi,
  secondFactor: secondFactorApi,
  admin: adminApi,
  staff: staffApi,
  audit: auditApi,
  clientAccount: clientAccountApi,
  preferences: preferencesApi,
  consultation: consultationApi,
  availability: availabilityApi,
  consultationManagement: consultationManagementApi,
  messages: messagesApi,
  emails: emailsApi,
  groups: groupsApi,
  terms: termsApi,
  payments: paymentsApi,
  documents: documentsApi,
  sharedFiles: sharedFilesApi,
  viewings: viewingsApi,
  offers: offersApi,
  checkout: checkoutApi,
  reference: referenceApi,
  accountData: accountDataApi,
  accountDeletion: accountDeletionApi,
  accountLocale: accountLocaleApi,
  rightToRent: rightToRentApi,
  rejectionReasons: rejectionReasonsApi,
  groupBoard: groupBoardApi,
  retention: retentionApi,
};

/** Every endpoint of the API, for the server's completeness check and its reference document. */
export const allEndpoints: readonly Endpoint[] = Object.values(domains).flatMap((domain) => Object.values(domain));

/** Each endpoint's operationId in the reference document: its domain, then its name ('documentsUpload'). */
export const operationIds: ReadonlyMap<Endpoint, string> = new Map(
  Object.entries(domains).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => [endpoint, `${domain}${name[0]!.toUpperCase()}${name.slice(1)}`] as const),
  ),
);
