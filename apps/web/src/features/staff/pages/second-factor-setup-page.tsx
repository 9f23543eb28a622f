import { zodResolver } from '@hookform/resolvers/zod';
import { confirmSecondFactorRequestSchema, type SecondFactorSetup } from '@nestway/core/second-factor';
import { paths } from '@nestway/core/web-routes';
import { KeyRound, ListChecks, QrCode, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SessionTopBar } from '@/components/session/session-top-bar';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toastError } from '@/components/ui/use-toast';
import { useRefreshCurrentUser, useSignedInUser } from '@/queries/auth';
import { useConfirmSecondFactor, useStartSecondFactorSetup } from '@/queries/second-factor';
import { AuthenticatorCodeField } from '../components/authenticator-code-field';
import { QrCodeImage } from '../components/qr-code-image';
import { RecoveryCodesList } from '../components/recovery-codes-list';

/** The secret in groups of four, as authenticator apps show keys, so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * /admin/two-factor: a staff member sets up two-factor sign-in: scan the QR code (or type the key), enter
 * the first code, then save the ten recovery codes shown this once. On a real deployment it is the only
 * screen open to a member without it (RequireSession sends them here).
 */
export function SecondFactorSetupPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const refreshCurrentUser = useRefreshCurrentUser();
  const start = useStartSecondFactorSetup();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [leaving, setLeaving] = useState(false);
  const required = user.secondFactor?.required ?? false;

  const finish = async () => {
    setLeaving(true);
    await refreshCurrentUser().catch(() => undefined);
    void navigate(paths.adminDashboard, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-sand-50">
      <SessionTopBar homeHref={paths.adminDashboard} tag="Admin" />
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Set Up Two-Factor Sign-In</h1>
          <p className="text-muted">
            {required
              ? 'The back office holds clients’ passports and payments, so every staff member signs in with a code from their phone as well as their password. Set it up to continue.'
              : 'Sign in with a code from your phone as well as your password, so a stolen password alone cannot open the back office.'}
          </p>
        </header>

        {recoveryCodes ? (
          <SectionCard icon={ListChecks} title="Save Your Recovery Codes">
            <RecoveryCodesList codes={recoveryCodes} onSaved={() => void finish()} isPending={leaving} />
          </SectionCard>
        ) : setup ? (
          <>
            <SectionCard icon={QrCode} title="1. Scan the QR Code">
              <p>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Bitwarden...) and scan this code.</p>
              <div className="flex justify-center sm:justify-start">
                <QrCodeImage text={setup.otpauthUri} label="QR code to add Nestway to your authenticator app" />
              </div>
              <div className="flex flex-col gap-1">
                <p className="text-muted">Cannot scan? Enter this key in the app instead (time-based, 6 digits):</p>
                <code aria-label="Setup key" className="rounded-lg bg-sand-100 px-3 py-2 font-mono text-base break-all text-ink select-all">
                  {grouped(setup.secret)}
                </code>
              </div>
            </SectionCard>
            <SectionCard icon={Smartphone} title="2. Enter the Code It Shows">
              <ConfirmForm onConfirmed={setRecoveryCodes} />
            </SectionCard>
          </>
        ) : (
          <SectionCard icon={KeyRound} title="Before You Start">
            <p>You need your phone with an authenticator app installed. It takes about a minute.</p>
            <Button
              type="button"
              size="lg"
              className="self-start"
              disabled={start.isPending}
              onClick={() => start.mutate({}, { onSuccess: setSetup, onError: (error) => toastError('Could not start the setup', error) })}
            >
              {start.isPending ? 'Starting...' : 'Begin Setup'}
            </Button>
          </SectionCard>
        )}
      </main>
    </div>
  );
}

function ConfirmForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmSecondFactor();
  const form = useForm({ resolver: zodResolver(confirmSecondFactorRequestSchema), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((body) =>
    confirm.mutate(
      { body },
      {
        onSuccess: (result) => onConfirmed(result.recoveryCodes),
        onError: (error) => toastError('Two-factor sign-in is not on yet', error),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:max-w-xs">
      <AuthenticatorCodeField control={form.control} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking...' : 'Turn On Two-Factor Sign-In'}
      </Button>
    </form>
  );
}
