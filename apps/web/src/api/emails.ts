import { emailsApi } from '@nestway/core/contracts/emails';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { STALE_30_SECONDS } from '@/lib/query-client';

export const useClientEmails = (clientId: string) =>
  useApiQuery(emailsApi.clientEmails, { params: { id: clientId }, staleTime: STALE_30_SECONDS });
export const useResendEmail = () => useApiMutation(emailsApi.resend, { invalidates: [emailsApi.clientEmails] });
