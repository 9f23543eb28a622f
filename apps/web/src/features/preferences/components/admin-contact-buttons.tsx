import { brand, whatsAppLink } from '@nestway/core/brand';
import { Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';

/** How a client asks the admin team to change locked preferences: WhatsApp or e-mail. */
export function AdminContactButtons() {
  return (
    <>
      <Button asChild>
        <ExternalLink href={whatsAppLink(brand.adminWhatsApp, 'Hello, I would like to change my preferences.')}>
          <MessageCircle aria-hidden />
          Chat on WhatsApp
        </ExternalLink>
      </Button>
      <Button asChild variant="outline">
        <a href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent('Change my preferences')}`}>
          <Mail aria-hidden />
          Email {brand.supportEmail}
        </a>
      </Button>
    </>
  );
}
