/**
 * The staff host (site.md section 6: "a staff host is detected by base
 * URL"): customer service uses the site on a host name of its own, where
 * pages are in staff mode. The server and the pages decide it the same way,
 * from the host a request or the browser names and the configured staff host
 * name (`STAFF_HOST`, published to the pages as `pageSettings().staffHost`).
 */

/** The host name of a `Host` header (`staff.localhost:3000`), a base URL (`https://staff.example.se/`) or a bare name, lower-case, without port; `[::1]` keeps its brackets. */
function hostNameOf(hostOrUrl: string): string {
  const value = hostOrUrl.trim().toLowerCase();
  if (value.includes('://')) {
    try {
      return new URL(value).hostname;
    } catch {
      return '';
    }
  }
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  // Only the part before a path or port names the host.
  return value.split(/[/:]/, 1)[0] ?? '';
}

/** Whether a request's host (or the page's base URL) is the staff host. A missing host is not. */
export function isStaffHost(hostOrUrl: string | undefined | null, staffHost: string): boolean {
  if (!hostOrUrl) return false;
  const name = hostNameOf(hostOrUrl);
  return name !== '' && name === hostNameOf(staffHost);
}
