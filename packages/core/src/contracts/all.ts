import type { Endpoint } from '../contract';
import { adminApi } from './admin';
import { authApi } from './auth';
import { availabilityApi, consultationManagementApi, consultationApi } from './consultations';
import { checkoutApi } from './checkout';
import { clientAccountApi } from './client-account';
import { documentsApi } from './documents';
import { emailsApi } from './emails';
import { groupsApi } from './groups';
import { messagesApi } from './messages';
import { offersApi } from './offers';
import { paymentsApi } from './payments';
import { preferencesApi } from './preferences';
import { referenceApi } from './reference';
import { sharedFilesApi } from './shared-files';
import { termsApi } from './terms';
import { viewingsApi } from './viewings';

/** Every endpoint of the API, for the server's completeness check and its reference document. */
export const allEndpoints: readonly Endpoint[] = [
  authApi,
  adminApi,
  clientAccountApi,
  preferencesApi,
  consultationApi,
  availabilityApi,
  consultationManagementApi,
  messagesApi,
  emailsApi,
  groupsApi,
  termsApi,
  paymentsApi,
  documentsApi,
  sharedFilesApi,
  viewingsApi,
  offersApi,
  checkoutApi,
  referenceApi,
].flatMap((domain) => Object.values(domain));
