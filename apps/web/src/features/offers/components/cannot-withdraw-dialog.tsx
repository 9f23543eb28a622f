import { brand, whatsAppLink } from '@nestway/core/brand';
import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/external-link';

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
      <DialogContent
        title="Cannot Withdraw Accepted Offer"
        description="Your offer has been accepted, so it can no longer be withdrawn here: only our team can change it now. Please contact the admin team by WhatsApp or e-mail and we will help you."
      >
        <DialogFooter>
          <Button asChild>
            <ExternalLink
              href={whatsAppLink(brand.adminWhatsApp, `Hello, I would like to talk about my accepted offer on ${propertyAddress}.`)}
            >
              <MessageCircle aria-hidden />
              Chat on WhatsApp
            </ExternalLink>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(subject)}`}>
              <Mail aria-hidden />
              Email {brand.supportEmail}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
