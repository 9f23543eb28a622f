import * as m from '@nestway/core/i18n/messages';
import { brand, whatsAppLink } from '@nestway/core/brand';
import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { placeholders, withParts } from '@/i18n/rich-text';

/**
 * Cannot Withdraw Accepted Offer: the landlord has accepted, so only the team can change the offer;
 * the client reaches them by WhatsApp or e-mail (as in the Preferences Locked dialog).
 */
export function CannotWithdrawDialog({
  open,
  onOpenChange,
  propertyAddress,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyAddress: string;
}) {
  const subject = `My accepted offer on ${propertyAddress}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.dashboard_cannot_withdraw_title()} description={m.dashboard_cannot_withdraw_body()}>
        <DialogFooter>
          <Button asChild>
            <ExternalLink
              href={whatsAppLink(brand.adminWhatsApp, `Hello, I would like to talk about my accepted offer on ${propertyAddress}.`)}
            >
              <MessageCircle aria-hidden />
              {m.dashboard_cannot_withdraw_whats_app()}
            </ExternalLink>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}`}>
              <Mail aria-hidden />
              {withParts(m.dashboard_cannot_withdraw_email(placeholders('email')), { email: <bdi dir="ltr">{brand.supportEmail}</bdi> })}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
