/**
 * Query parameters never written to the server log: a personal number may
 * travel in a query (`ssn` of the partner's home-cleaning configuration),
 * and the log is read by more people, and kept longer, than the data.
 */
const SECRET_QUERY_PARAMETERS = new Set(['ssn']);

const REDACTED = '[redacted]';

/** A parameter name as the query parser reads it (`%73sn` is `ssn`; `+` is a space), spaced or cased however: any near miss is redacted too. */
function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** `url` with the value of each secret query parameter replaced; everything else as it was sent. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url.slice(at + 1).split('&');
  let changed = false;
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (!SECRET_QUERY_PARAMETERS.has(parameterName(name))) return pair;
    changed = true;
    return `${name}=${REDACTED}`;
  });
  return changed ? `${url.slice(0, at)}?${kept.join('&')}` : url;
}

/** What the log reads of a request (Fastify's, or on a few error paths Node's own). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The request as the server log writes it (Fastify's own fields), its URL redacted. */
export function requestLogValue(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactedUrl(request.url),
    version: firstOf(request.headers?.['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
