/**
 * A client that is no browser page (an app, a script, the bench) logging a
 * person in with the BankID simulator: it starts a QR order, scans the code
 * and signs in the simulator's test app, and polls until the order
 * completes. The order is bound to the client that started it by a
 * cookie, which is sent back as a client keeps it. For the tests and the
 * bench, against a server run with `EID_PROVIDER=simulator`.
 */

/**
 * Logs the person with personal number `pnr` (one account) in at `base`
 * (the site's origin); answers the session token.
 * @param {string} base
 * @param {string} pnr
 * @returns {Promise<string>}
 */
export async function logInAsApp(base, pnr) {
  const jar = new Map();
  const post = async (url, body) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };
  const order = await post('/api/v1/auth/login', {});
  const { qrCode } = await post('/api/v1/auth/qr', { token: order.qrToken });
  const { handle } = await post('/eid-simulator/api/scan', { qr: qrCode });
  await post('/eid-simulator/api/sign', { handle, personalNumber: pnr });
  for (let tries = 0; tries < 50; tries += 1) {
    const status = await post('/api/v2/auth/status', { orderRef: order.orderRef });
    if (status.status === 'complete') return status.sessionToken;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the log-in of ${pnr} did not complete`);
}
