import { useEffect, useState } from 'react';
import type { EidDevice } from '../../machines/eidLogin/eidLogin.types';

/**
 * Phones and tablets open BankID on the same device by default; computers
 * show the QR code. Decided from the browser, so only after mount.
 */
export function detectDevice(nav: Pick<Navigator, 'userAgent'> = navigator, media = window.matchMedia): EidDevice {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent)) return 'mobile';
  return media('(pointer: coarse)').matches && media('(max-width: 1023px)').matches ? 'mobile' : 'desktop';
}

/**
 * The device, once the page runs in the browser; null on the server and in
 * the first render, so the server's HTML and the browser's first render agree.
 */
export function useEidDevice(): EidDevice | null {
  const [device, setDevice] = useState<EidDevice | null>(null);
  useEffect(() => setDevice(detectDevice()), []);
  return device;
}
