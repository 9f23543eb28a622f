import * as m from '@nestway/core/i18n/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { toast } from '@/components/ui/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { clearPendingVerification } from '@/lib/pending-verification';

/** The account waiting for verification is gone (or was never known here): start again from the login. */
export function useSessionExpired() {
  const navigate = useNavigate();
  return useCallback(() => {
    clearPendingVerification();
    toast({ title: m.auth_session_expired_title(), description: m.auth_session_expired_description(), variant: 'destructive' });
    void navigate(paths.login, { replace: true });
  }, [navigate]);
}

/** The verification calls answer 404 when they do not know the user id they were given. */
export const isUnknownUser = (error: unknown) => hasErrorCode(error, 'not_found');
