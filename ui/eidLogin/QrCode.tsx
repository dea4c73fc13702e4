import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { lazyModule } from '../components/lazyModule';

/**
 * The QR library, fetched once, when a log-in first shows a code: it is not
 * part of any page's first load (a phone logs in on the same device, and
 * most of My pages' visits are already logged in).
 */
const qrLibrary = lazyModule(() => import('qrcode').then((module): typeof import('qrcode') => module.default ?? module));
// Fetched once; a failed fetch is asked again with the next code (a second later).
const loadQrLibrary = qrLibrary.preload;

/**
 * The animated BankID QR code, drawn as an image by a QR library. The
 * content changes every second; the previous image stays until the next one
 * is drawn, so the code never blinks.
 */
export function QrCode({ content, size = 232 }: { content: string | null; size?: number }) {
  const { t } = useLingui();
  const [image, setImage] = useState<string | null>(null);

  // Fetched as the code's place shows, while the order that makes its first content is still being started.
  useEffect(() => {
    loadQrLibrary().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!content) return;
    let current = true;
    loadQrLibrary()
      .then((QRCode) => QRCode.toDataURL(content, { errorCorrectionLevel: 'L', margin: 2, width: size }))
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
