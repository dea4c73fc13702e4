import { useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The animated BankID QR code, drawn as an image by a QR library. The
 * content changes every second; the previous image stays until the next one
 * is drawn, so the code never blinks.
 */
export function QrCode({ content, size = 232 }: { content: string | null; size?: number }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    if (!content) return;
    let current = true;
    QRCode.toDataURL(content, { errorCorrectionLevel: 'L', margin: 2, width: size })
      .then((url) => {
        if (current) setImage(url);
      })
      .catch(() => {
        if (current) setImage(null);
      });
    return () => {
      current = false;
    };
  }, [content, size]);

  if (!image) return <div style={{ width: size, height: size }} aria-hidden="true" data-testid="qr-placeholder" />;
  return (
    <img
      src={image}
      width={size}
      height={size}
      alt={t({ id: 'auth.qr.alt', message: 'QR code to scan with the BankID app' })}
      data-testid="bankid-qr"
      data-qr-ready="true"
    />
  );
}
