/**
 * Browser cookies of the site. All are `Secure` except on plain-http
 * localhost (and its subdomains, as the staff host `staff.localhost`), where
 * a secure cookie would not be stored (local development).
 */
export function isLocalHttp(location: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  const { protocol, hostname } = location;
  return protocol === 'http:' && (['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost'));
}

export function writeCookie(name: string, value: string, { days }: { days: number }): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = isLocalHttp() ? '' : '; Secure';
  document.cookie = `${name}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}
