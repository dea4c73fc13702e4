import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import type { BookingConfig, BookingQuestion, BookingResult, BookingStep } from '../../api/contract/booking';
import { routePath } from '../../api/routes';
import { BOOKING_PRODUCTS, type BookingProduct } from '../../machines/booking/wizard/products';
import { approveInApp, PEOPLE, scanQr } from './bankid';
import { expect } from './fixtures';

/**
 * Walking a booking wizard as a visitor does, whatever the product: its
 * questions are read from the booking form the page itself loads, answered
 * the way a person would (first choice, the smallest sensible number, a
 * future date), then the time, BankID, the address and the contact details.
 */

export const wizard = (page: Page) => page.getByTestId('booking-wizard');

export type Lang = 'sv' | 'en';

/** Waits for the wizard to show a step (or the receipt). */
export async function onStep(page: Page, step: BookingStep | 'loading') {
  await expect(wizard(page)).toHaveAttribute('data-step', step, { timeout: 15_000 });
}

export async function currentStep(page: Page): Promise<string> {
  return (await wizard(page).getAttribute('data-step')) ?? '';
}

/** The booking form the wizard asks, in the page's language. */
export async function bookingForm(request: APIRequestContext, product: BookingProduct, lang: Lang): Promise<BookingConfig> {
  const type = product.kind === 'direct' ? 'direct' : 'rfp';
  const subscription = product.kind === 'direct' && product.subscription ? '&subscription=true' : '';
  const answer = await request.get(`/api/v2/booking/${type}/config?productId=${product.productId}${subscription}&lang=${lang}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as BookingConfig;
}

/** The questions a configuration step shows (weekly cleaning asks its main ones as its cleaning step). */
export function questionsOfStep(product: BookingProduct, form: BookingConfig, step: string): BookingQuestion[] {
  return form.questions.filter((q) => (product.kind === 'homeCleaning' && q.step === 'configuration' ? 'cleaning-configuration' : q.step) === step);
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Answers every required question of a step (and a count where the form needs one). */
export async function answerStep(page: Page, questions: BookingQuestion[], form: BookingConfig, lang: Lang) {
  const main = wizard(page);
  for (const q of questions) {
    if (q.showWhen) continue;
    const needed = q.required || form.minimumTotal?.questionIds[0] === q.id;
    if (!needed) continue;
    switch (q.kind) {
      case 'number':
        await main.getByLabel(q.label, { exact: false }).first().fill(String(q.min ?? 1));
        break;
      case 'counter':
        if (q.required && q.defaultValue !== undefined) break;
        await main.getByRole('button', { name: `${lang === 'sv' ? 'Öka' : 'Increase'} ${q.label}` }).click();
        break;
      case 'singleChoice':
        if (q.defaultValue === undefined) await main.getByRole('group', { name: q.label }).getByRole('radio').first().check();
        break;
      case 'multiChoice':
        await main.getByRole('group', { name: q.label }).getByRole('checkbox').first().check();
        break;
      case 'date':
        // A leave ends after it starts.
        await main.getByRole('textbox', { name: new RegExp(`^${escape(q.label)}`) }).fill(isoDay(/to|end|till/i.test(q.id) ? 28 : 21));
        break;
      case 'text':
        await main.getByRole('textbox', { name: new RegExp(`^${escape(q.label)}`) }).fill(lang === 'sv' ? 'Sätta upp tre tavlor i hallen.' : 'Hang three pictures in the hall.');
        break;
      case 'boolean':
        await main.getByRole('checkbox', { name: new RegExp(`^${escape(q.label)}`) }).check();
        break;
    }
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Chooses the first free time; answers its label (`Monday 23 November at 08:00`). */
export async function chooseFirstSlot(page: Page): Promise<string> {
  return chooseSlot(page, 'first');
}

/**
 * The week's last free time: for a test that runs beside others booking the
 * same service, which take the first (two bookings of one last seat: the
 * second is refused, as it would be for two customers).
 */
export async function chooseLastSlot(page: Page): Promise<string> {
  return chooseSlot(page, 'last');
}

/** Which free time of the week shown: the first, the last, or the n-th (from 0). */
export type SlotChoice = 'first' | 'last' | number;

/**
 * Times (free or full) a week must show for the tests that book beside each
 * other to take different ones there (the first, the second, the last):
 * three bookable days. The count is the calendar's own, whatever the other
 * tests have booked meanwhile, so every test settles on the same week.
 */
export const TIMES_TO_SHARE = 6;

/**
 * Moves `calendar` on a week at a time (at most four) until the week shown
 * has at least `atLeast` times, free or full. The calendar opens on this
 * week, whose passed days and days too soon to book leave few times late in
 * the week (from Tuesday night only Friday's), too few for tests that must
 * not take the same time. `press` moves it with the keyboard instead.
 */
export async function weekWithTimes(calendar: Locator, atLeast: number, press?: () => Promise<void>): Promise<void> {
  const times = calendar.locator('[data-testid=slot]');
  await expect(calendar.getByTestId('calendar-day').first()).toBeVisible();
  for (let weeks = 0; weeks < 4 && (await times.count()) < atLeast; weeks += 1) {
    if (await nextWeekOf(calendar).isDisabled()) return;
    await toNextWeek(calendar, press);
  }
}

const nextWeekOf = (calendar: Locator) => calendar.getByRole('button', { name: /^(Next week|Nästa vecka)$/ });

/** Shows the calendar's next week, by a click or by `press` (the keyboard's, on the focused arrow), once it is drawn. */
export async function toNextWeek(calendar: Locator, press?: () => Promise<void>): Promise<void> {
  const firstDay = calendar.getByTestId('calendar-day').first();
  const shown = await firstDay.getAttribute('data-day');
  await (press ? press() : nextWeekOf(calendar).click());
  await expect(firstDay).not.toHaveAttribute('data-day', shown ?? '');
}

/** Chooses a free time of a week with enough times (see `weekWithTimes`) and answers its label (its day and time). */
export async function chooseSlot(page: Page, which: SlotChoice): Promise<string> {
  const calendar = page.getByTestId('availability-calendar');
  await weekWithTimes(calendar, TIMES_TO_SHARE);
  const free = calendar.locator('[data-testid=slot]:not([disabled])');
  const slot = which === 'first' ? free.first() : which === 'last' ? free.last() : free.nth(which);
  await expect(slot).toBeVisible();
  const label = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  // The chosen time stays readable under the pointer (and after a tap, which leaves it hovered).
  await slot.hover();
  const [background, text] = await slot.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
  expect(contrast(background!, text!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  return label;
}

/**
 * BankID in the customer step, approved in the embedded simulator's phone:
 * on a computer the phone scans the QR code; on a phone BankID opens on the
 * same device with the autostart token of the "open BankID" link.
 */
export async function identify(page: Page, request: APIRequestContext, pnr: string = PEOPLE.plain.pnr, { cancelFirst = false } = {}) {
  // The wizard's own rule (ui/eidLogin/device.ts): a phone's browser, or a touch screen narrower than a laptop.
  const onPhone = await page.evaluate(
    () =>
      /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) ||
      (matchMedia('(pointer: coarse)').matches && matchMedia('(max-width: 1023px)').matches),
  );
  // On a phone the wizard opens BankID itself: with the simulator, its test app in a new tab.
  const opened = onPhone ? page.context().waitForEvent('page', { timeout: 10_000 }) : null;
  if (cancelFirst && !opened) {
    // Identify gives way to BankID's panel and Cancel back to Identify: the keyboard follows both ways.
    await page.getByTestId('booking-identify').press('Enter');
    await expect(page.getByTestId('booking-eid')).toBeFocused();
    await page.getByTestId('login-cancel').press('Enter');
    await expect(page.getByTestId('booking-identify')).toBeFocused();
  }
  await page.getByTestId('booking-identify').click();
  if (!opened) {
    await expect(page.getByTestId('booking-eid')).toBeFocused();
    const qr = page.getByTestId('bankid-qr');
    await expect(qr).toBeVisible();
    const scan = await request.post('/eid-simulator/api/scan', { data: { qr: await scanQr(page) } });
    expect(scan.status()).toBe(200);
    const { handle } = (await scan.json()) as { handle: string };
    expect((await request.post('/eid-simulator/api/sign', { data: { handle, personalNumber: pnr } })).status()).toBe(200);
    return;
  }
  const phone = await opened;
  await approveInApp(phone, pnr);
  await phone.close();
}

/** The contact person (and a company for business requests), and where the job is when the step asks. */
export async function fillContact(page: Page, lang: Lang, { business = false, place = false } = {}) {
  const step = wizard(page);
  const label = (sv: string, en: string) => (lang === 'sv' ? sv : en);
  if (business) {
    await step.getByLabel(label('Företagsnamn', 'Company name')).fill('Bergs Bageri AB');
    await step.getByLabel(label('Organisationsnummer', 'Organisation number')).fill('559900-9874');
  }
  // A name BankID gave stays.
  const first = step.getByLabel(label('Förnamn', 'First name'));
  const last = step.getByLabel(label('Efternamn', 'Last name'));
  if ((await first.inputValue()) === '') await first.fill('Oskar');
  if ((await last.inputValue()) === '') await last.fill('Lindqvist');
  await step.getByLabel(label('E-post', 'Email')).fill('oskar@example.com');
  await step.getByLabel(label('Mobilnummer', 'Mobile phone')).fill('0701234567');
  await step.getByLabel(label('Mobilnummer', 'Mobile phone')).blur();
  if (place) {
    await step.getByLabel(label('Gatuadress', 'Street address')).fill('Storgatan 1');
    await step.getByLabel(label('Ort', 'City')).fill('Stockholm');
  }
}

/** What the person sees of the layout: nothing wider than the screen, no zoom-out, every control of the wizard on the screen's width. */
export async function expectFits(page: Page) {
  const layout = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    zoom: window.visualViewport?.scale ?? 1,
  }));
  expect(layout, 'no sideways scrolling, no zooming out').toEqual({ overflow: 0, zoom: 1 });
  const width = page.viewportSize()?.width ?? 0;
  const outside = await wizard(page)
    .locator('button, input, select, textarea, a')
    .evaluateAll((controls, screenWidth) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          // Visually hidden controls are 1 px; radios styled as cards are drawn by their label.
          if (box.width <= 1 || box.height <= 1) return false;
          return box.left < -0.5 || box.right > screenWidth + 0.5;
        })
        .map((control) => control.outerHTML.slice(0, 80)),
      width,
    );
  expect(outside, 'every control within the screen').toEqual([]);
}

/**
 * axe-core on `page`, run inside the page itself. The site has no frames,
 * so axe's default of analysing each frame apart and assembling the results
 * in a blank page of its own (opened for every analysis) checks nothing more
 * here; it only costs a page and about 40 % more time per analysis.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** axe-core on the whole page: no violation of any rule. */
export async function expectAccessible(page: Page) {
  // A settled page: the route progress bar of a navigation has faded.
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  const results = await axeOn(page).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} – ${node.failureSummary?.replace(/\s+/g, ' ')}`));
  expect(found, 'axe violations').toEqual([]);
}

/** The state of the wizard's inputs (values, checks, the chosen time), to compare across a reload. */
export async function answersShown(page: Page): Promise<string[]> {
  const main = wizard(page);
  return main.locator('input:not([name=discountCode]), textarea, [data-testid=slot][aria-pressed=true]').evaluateAll((elements) =>
    elements.map((element) => {
      // Generated names and ids differ from one page load to the next: a choice is known by its label.
      const label = (element.closest('label')?.textContent ?? element.id).trim();
      if (element instanceof HTMLInputElement) return element.type === 'radio' || element.type === 'checkbox' ? `${label}:${element.checked}` : `${element.name}=${element.value}`;
      if (element instanceof HTMLTextAreaElement) return `${element.name}=${element.value}`;
      return `slot ${element.getAttribute('aria-label')}`;
    }),
  );
}

/** The amount a price row shows (`price-toPay`, `price-rut`): its text, e.g. `575 kr`. */
export async function amountOf(row: Locator): Promise<string> {
  return ((await row.locator('dd').textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
}

/** Öre as the site writes it: `575 kr`, `1 234,50 kr`. */
export function kronor(ore: number): string {
  const whole = Math.trunc(Math.abs(ore) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = Math.abs(ore) % 100;
  return `${ore < 0 ? '-' : ''}${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''} kr`;
}

const DEEP_CLEANING = BOOKING_PRODUCTS.find((product) => product.route === 'bookingDeepCleaning')!;
const isPost = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`;

/** Where a visit is: one of the customer's saved addresses (its choice's name), or a street typed in at the address step. */
export type VisitAddress = { saved: RegExp } | { street: string; postalCode: string; city: string };

/**
 * Walks the deep-cleaning wizard of a logged-in customer to its receipt, at
 * the week's free time `slot` (one customer cannot book one time at one
 * place twice: tests booking for the same customer each take their own);
 * answers the stored booking and the price shown. Contact details the
 * account lacks are typed in.
 */
export async function bookDeepCleaning(
  page: Page,
  slot: SlotChoice,
  where: VisitAddress = { saved: /Vasagatan 12/ },
): Promise<{ booking: BookingResult; shownPrice: string }> {
  const form = await bookingForm(page.request, DEEP_CLEANING, 'en');
  const answered = page.waitForResponse((response) => isPost(response.request(), '/v2/booking/direct'));
  await page.goto(`${routePath('bookingDeepCleaning', 'en')}?areaCode=11120`);
  let shownPrice = '';
  for (let guard = 0; guard < 10; guard += 1) {
    await expect(wizard(page)).not.toHaveAttribute('data-step', 'loading', { timeout: 15_000 });
    const step = await currentStep(page);
    if (step === 'success') break;
    const next = page.getByTestId('booking-next');
    if (step === 'availability') {
      await chooseSlot(page, slot);
      await next.click();
    } else if (step === 'address') {
      const addresses = page.getByTestId('address-step');
      if ('saved' in where) {
        await addresses.getByRole('radio', { name: where.saved }).check();
      } else {
        await addresses.getByLabel('Street address').fill(where.street);
        await addresses.getByLabel('Postal code').fill(where.postalCode);
        await addresses.getByLabel('City').fill(where.city);
        await addresses.getByRole('button', { name: 'Use this address' }).click();
      }
      await next.click();
    } else if (step === 'contact') {
      const contact = wizard(page);
      if ((await contact.getByLabel('Email').inputValue()) === '') await contact.getByLabel('Email').fill('kund@example.com');
      if ((await contact.getByLabel('Mobile phone').inputValue()) === '') await contact.getByLabel('Mobile phone').fill('0701234567');
      await expect(page.getByTestId('price-summary').locator('[aria-busy=true]')).toHaveCount(0);
      shownPrice = await amountOf(page.getByTestId('price-toPay'));
      await page.getByTestId('booking-submit').click();
    } else if (step === 'customer') {
      await next.click();
    } else {
      await answerStep(page, questionsOfStep(DEEP_CLEANING, form, step), form, 'en');
      await next.click();
    }
    await expect(wizard(page)).not.toHaveAttribute('data-step', step, { timeout: 15_000 });
  }
  await onStep(page, 'success');
  const response = await answered;
  expect(response.status()).toBe(200);
  return { booking: (await response.json()) as BookingResult, shownPrice };
}

/** Maja Holm (README "Logging in with BankID"): a customer with an address at 111 20, her email and phone on file. */
export const MAJA = { pnr: '198609239846', firstName: 'Maja', name: 'Maja Holm' } as const;

/** BankID at the customer step as Maja; once account.spec.ts has made her Oskar's attorney, BankID asks whom for: herself. */
export async function identifyMaja(page: Page, request: APIRequestContext) {
  await identify(page, request, MAJA.pnr);
  const own = wizard(page).getByTestId('booking-customer').getByRole('button', { name: new RegExp(MAJA.name) });
  await expect(page.getByTestId('address-step').or(own)).toBeVisible({ timeout: 15_000 });
  if (await own.isVisible()) await own.click();
}

/** The price once calculated: what the customer pays and the RUT deduction (null when none is shown). */
export async function priceShown(page: Page): Promise<{ toPay: string; rut: string | null }> {
  const summary = page.getByTestId('price-summary');
  await expect(summary.getByTestId('price-toPay')).toBeVisible();
  await expect(summary.locator('[aria-busy=true]')).toHaveCount(0);
  const rut = summary.getByTestId('price-rut');
  return { toPay: await amountOf(summary.getByTestId('price-toPay')), rut: (await rut.count()) ? await amountOf(rut) : null };
}
