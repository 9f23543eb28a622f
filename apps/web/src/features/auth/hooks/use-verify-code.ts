import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { useNavigate } from 'react-router';
import { useVerifyOtp } from '@/queries/auth';
import { toast } from '@/components/ui/use-toast';

/** Checks the e-mailed code; on success the user is signed in and taken to the dashboard. */
export function useVerifyCode() {
  const navigate = useNavigate();
  return useVerifyOtp(async () => {
    toast({ title: m.auth_verified_title(), description: m.auth_verified_description() });
    await navigate(paths.dashboard, { replace: true });
  });
}
