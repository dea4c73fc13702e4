import { request, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect } from './fixtures';

/** Seeded test identities (documented test personal numbers, see content/shared/customers.ts). */
export const PEOPLE = {
  plain: { pnr: '198112189876', firstName: 'Oskar' },
  powerOfAttorney: { pnr: '197504129821', firstName: 'Karin' },
  unknown: { pnr: '199001019802', firstName: 'Alva' },
  /** Not a customer either; books directly (and so becomes one) in the booking tests. */
  newcomer: { pnr: '199506159913', firstName: 'Leo' },
  /**
   * Per Ström: protected identity, no saved address, one coming visit. Only
   * `notifications.spec.ts` logs in as him, so its exact unread counts run
   * beside every other test.
   */
  protectedIdentity: { pnr: '195501019995', firstName: 'Per' },
} as const;

/** Reads the QR code on the site the way a phone does: from the image. */
export async function scanQr(site: Page): Promise<string> {
  const image = site.getByTestId('bankid-qr');
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  const png = Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error('no QR code in the image');
  return code.data;
}

/** The phone: the simulator's test app. */
export async function openTestApp(phone: Page) {
  await phone.goto('/eid-simulator?lang=en');
  await expect(phone.locator('#scan-button')).toBeVisible();
}

/** Scans a QR string in the test app (the app checks its HMAC and age). */
export async function scanInApp(phone: Page, qr: string) {
  await phone.locator('#qr').fill(qr);
  await phone.locator('#scan-button').click();
}

/**
 * Picks the person and approves, on a test app page that holds an order;
 * ends once the app shows the order complete. (Its message line already
 * says "opened" after the scan, so only the order's status tells that the
 * approval reached the server: a phone closed before that never approves.)
 */
export async function approveInApp(phone: Page, pnr: string) {
  await phone.locator(`#identity-${pnr}`).check();
  await phone.locator('#identify-button').click();
  await phone.locator('#approve-button').click();
  await expect(phone.locator('#order-status')).toHaveText(/^complete/);
}

/** QR login of a person: the site shows the code, the phone scans and approves. */
export async function loginWithQr(site: Page, phone: Page, pnr: string) {
  await openTestApp(phone);
  await scanInApp(phone, await scanQr(site));
  await approveInApp(phone, pnr);
}

/**
 * The phone as the test app's own calls make it (its page is walked in
 * `eidLogin.spec.ts`): reads the QR code on the site as a camera would,
 * picks the order up and approves it as `pnr`, from a client of its own.
 */
export async function approveWithApp(site: Page, pnr: string) {
  const phone = await request.newContext({ baseURL: new URL(site.url()).origin });
  try {
    // As a camera would, it scans again when the code it read had already been replaced (a page slow to draw the
    // next one on a busy machine shows a code older than the app accepts).
    let scan = await phone.post('/eid-simulator/api/scan', { data: { qr: await scanQr(site) } });
    for (let again = 0; again < 3 && scan.status() === 410; again += 1) {
      await site.waitForTimeout(500);
      scan = await phone.post('/eid-simulator/api/scan', { data: { qr: await scanQr(site) } });
    }
    expect(scan.status(), await scan.text()).toBe(200);
    const { handle } = (await scan.json()) as { handle: string };
    const signed = await phone.post('/eid-simulator/api/sign', { data: { handle, personalNumber: pnr } });
    expect(signed.status(), await signed.text()).toBe(200);
  } finally {
    await phone.dispose();
  }
}

/**
 * Logs a person with one account in by QR code on `/en/my-pages`, the phone
 * a client of its own; ends once My pages shows (the page's own poll
 * collects the login; leaving before that cancels it).
 */
export async function loginOnMyPages(site: Page, pnr: string) {
  await site.goto('/en/my-pages');
  await approveWithApp(site, pnr);
  await expect(site.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
}

/**
 * Logs a person with several accounts in by QR code on `/en/my-pages` and
 * picks the account whose button matches `account`; ends on my pages.
 */
export async function loginWithQrAs(site: Page, pnr: string, account: RegExp) {
  await site.goto('/en/my-pages');
  await approveWithApp(site, pnr);
  await site.getByTestId('account-chooser').getByRole('button', { name: account }).click();
  await expect(site.getByTestId('my-pages')).toBeVisible();
}
