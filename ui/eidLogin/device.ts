import type { EidDevice } from '../../machines/eidLogin/eidLogin.types';

/**
 * Phones and tablets open BankID on the same device by default; computers
 * show the QR code. Decided from the browser, so only after mount.
 */
export function detectDevice(nav: Pick<Navigator, 'userAgent'> = navigator, media = window.matchMedia): EidDevice {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent)) return 'mobile';
  return media('(pointer: coarse)').matches && media('(max-width: 1023px)').matches ? 'mobile' : 'desktop';
}
