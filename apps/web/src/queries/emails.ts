import { emailsApi } from '@nestway/core/contracts/emails';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

export const useClientEmails = (clientId: string) => useApiQuery(emailsApi.clientEmails, { params: { id: clientId } });
export const useResendEmail = () => useApiMutation(emailsApi.resend, { invalidates: [emailsApi.clientEmails] });
