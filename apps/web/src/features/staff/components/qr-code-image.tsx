import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The otpauth URI as a QR code an authenticator app scans; the QR library is fetched only here, on the setup screen. */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<{ text: string; url: string } | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 208, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage({ text, url }))
      .catch(() => current && setImage('failed'));
    return () => {
      current = false;
    };
  }, [text]);

  if (image === 'failed')
    return <p className="text-sm text-muted">The QR code could not be drawn: type the key below into your app instead.</p>;
  if (image === null || image.text !== text)
    return (
      <div className="flex size-52 items-center justify-center rounded-lg border border-sand-200 bg-white">
        <Spinner label="Drawing the QR code" />
      </div>
    );
  return <img src={image.url} alt={label} width={208} height={208} className="size-52 rounded-lg border border-sand-200 bg-white" />;
}
