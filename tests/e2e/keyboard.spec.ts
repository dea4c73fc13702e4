import type { Locator, Page } from '@playwright/test';
import type { BookingResult } from '../../api/contract/booking';
import { routePath } from '../../api/routes';
import { approveInApp, approveWithApp, PEOPLE } from './bankid';
import { expect, giveConsent, test } from './fixtures';
import { onStep, TIMES_TO_SHARE, toNextWeek, weekWithTimes, wizard, type Lang } from './wizard';

/**
 * The journeys a person makes with the keyboard alone (and a screen reader):
 * a direct booking with BankID, a request, logging in on My pages and a
 * change there. Nothing on the site is clicked, filled or checked by the
 * test; BankID's approval happens on the phone, which is another device.
 * After every move the focus is somewhere meaningful (never the page's
 * body), and after a step change it is on the new step's heading, clear of
 * the sticky header, named as the document's title names the step, and so
 * in the accessibility tree. One walk on a laptop in Swedish, one on a
 * phone in English.
 */

const AREA_CODE = '11120';

const WORDS = {
  sv: {
    step: (position: number, count: number, name: string) => `Steg ${position} av ${count}: ${name}`,
    deepCleaning: 'Storstädning',
    handyman: 'Hantverkare',
    livingArea: 'Bostadens storlek',
    increaseRooms: 'Öka Antal rum',
    rooms: 'Antal rum',
    next: 'Fortsätt',
    nextWeek: 'Nästa vecka',
    identify: 'Identifiera dig',
    book: 'Boka',
    send: 'Skicka förfrågan',
    review: 'Kontrollera din bokning',
    thanks: 'Tack för din bokning!',
    requestThanks: 'Tack för din förfrågan!',
    myBookings: 'Se mina bokningar',
    jobDescription: 'Beskriv jobbet',
    job: 'Sätta upp tre tavlor i hallen.',
    note: 'Meddelande',
    noteText: 'Nyckeln finns hos grannen på plan 2.',
    street: 'Gatuadress',
    city: 'Ort',
    openBankId: /Öppna BankID/,
    names: { configuration: 'Ditt hem', cleaning: 'Tillval', optional: 'Övrigt', time: 'Tid', customer: 'Identifiera', address: 'Adress', contact: 'Kontakt', job: 'Uppdraget' },
  },
  en: {
    step: (position: number, count: number, name: string) => `Step ${position} of ${count}: ${name}`,
    deepCleaning: 'Deep cleaning',
    handyman: 'Handyman',
    livingArea: 'Size of your home',
    increaseRooms: 'Increase Number of rooms',
    rooms: 'Number of rooms',
    next: 'Continue',
    nextWeek: 'Next week',
    identify: 'Identify',
    book: 'Book',
    send: 'Send request',
    review: 'Check your booking',
    thanks: 'Thank you for your booking!',
    requestThanks: 'Thank you for your request!',
    myBookings: 'See my bookings',
    jobDescription: 'Describe the job',
    job: 'Hang three pictures in the hall.',
    note: 'Note',
    noteText: 'The key is with the neighbour on floor 2.',
    street: 'Street address',
    city: 'City',
    openBankId: /Open BankID/,
    names: { configuration: 'Your home', cleaning: 'Extras', optional: 'Other details', time: 'Time', customer: 'Identify', address: 'Address', contact: 'Contact', job: 'The job' },
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `target` has the focus. */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/** Presses Tab until `target` has the focus (Shift+Tab with `back`); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focused(target), `reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** Types into the focused field, replacing what it held. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The focus is on an element of the page, never dropped to its body. */
async function expectFocusKept(page: Page, after: string) {
  const where = await page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body ? 'body' : `${active.tagName} ${active.textContent?.trim().slice(0, 40)}`;
  });
  expect(where, `the focus after ${after}`).not.toBe('body');
}

/** Nothing fixed (the sticky header, the cookie banner) covers the element's middle. */
async function expectUncovered(target: Locator) {
  const covered = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return hit !== null && hit !== element && !element.contains(hit);
  });
  expect(covered, 'covered by something in front of it').toBe(false);
}

/** A new step has the focus on its heading, the title and the accessibility tree name it. */
async function expectStep(page: Page, heading: string, product: string) {
  const stepHeading = page.getByTestId('booking-step-heading');
  await expect(stepHeading).toHaveText(heading);
  await expect(stepHeading).toBeFocused();
  await expectUncovered(stepHeading);
  await expect(page).toHaveTitle(new RegExp(`^${escape(heading)} – ${escape(product)}`));
  expect(await wizard(page).ariaSnapshot()).toContain(`heading "${heading}" [level=2]`);
}

/** Moves on with the step's Continue (or the given button), by keyboard. */
async function pressOn(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

const SIZES = [
  { size: 'laptop', lang: 'sv' as Lang, slotKey: 'Home', use: { viewport: { width: 1366, height: 800 } } },
  { size: 'phone', lang: 'en' as Lang, slotKey: 'End', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const { size, lang, slotKey, use } of SIZES) {
  const words = WORDS[lang];
  test.describe(`keyboard only, ${size} in ${lang === 'sv' ? 'Swedish' : 'English'}`, () => {
    test.use(use);
    test.beforeEach(async ({ page, baseURL }) => {
      await giveConsent(page, baseURL!);
    });

    test('a direct booking with BankID, then a note on it in My pages', async ({ page }) => {
      const next = page.getByTestId('booking-next');
      const count = 8;
      const step = (position: number, name: string) => words.step(position, count, name);
      await page.goto(`${routePath('bookingDeepCleaning', lang)}?areaCode=${AREA_CODE}`);
      await onStep(page, 'configuration');
      await expect(page.getByTestId('booking-step-heading')).toHaveText(step(1, words.names.configuration));

      // The home: the living area typed, one more room with the counter's button (said aloud).
      await tabTo(page, wizard(page).getByRole('textbox', { name: new RegExp(`^${words.livingArea}`) }));
      await typeOver(page, '85');
      await tabTo(page, wizard(page).getByRole('button', { name: words.increaseRooms }));
      await page.keyboard.press('Space');
      await expect(wizard(page).getByRole('status').filter({ hasText: words.rooms })).toHaveText(`${words.rooms}: 3`);
      await pressOn(page, next);
      await expectStep(page, step(2, words.names.cleaning), words.deepCleaning);
      await pressOn(page, next);
      await expectStep(page, step(3, words.names.optional), words.deepCleaning);
      await pressOn(page, next);

      // The time, in the week after the one the other tests book in (the first with enough free times): the week's
      // times are one Tab stop, Home and End go to its first and last free time (each walk its own day: Oskar cannot
      // be cleaned for twice at once).
      await expectStep(page, step(4, words.names.time), words.deepCleaning);
      const calendar = page.getByTestId('availability-calendar');
      const nextWeek = calendar.getByRole('button', { name: words.nextWeek });
      // A target a finger finds (WCAG 2.5.8 asks 24 px; ours are 44).
      const arrow = (await nextWeek.boundingBox())!;
      expect(Math.min(arrow.width, arrow.height), 'the week arrow’s size').toBeGreaterThanOrEqual(44);
      await expect(calendar.getByTestId('calendar-day').first()).toBeVisible();
      const sharedHere = (await calendar.locator('[data-testid=slot]').count()) >= TIMES_TO_SHARE;
      await toNextWeek(calendar, () => pressOn(page, nextWeek));
      await expect(nextWeek).toBeFocused();
      if (!sharedHere) {
        const enter = () => page.keyboard.press('Enter');
        await weekWithTimes(calendar, TIMES_TO_SHARE, enter);
        await toNextWeek(calendar, enter);
        await expect(nextWeek).toBeFocused();
      }
      await tabTo(page, calendar.locator('[data-testid=slot][tabindex="0"]'), { max: 3 });
      await page.keyboard.press(slotKey);
      const chosen = calendar.locator('[data-testid=slot]:focus');
      const time = (await chosen.getAttribute('aria-label')) ?? '';
      await page.keyboard.press('Enter');
      await expect(calendar.locator('[data-testid=slot][aria-pressed=true]')).toHaveAttribute('aria-label', time);
      await pressOn(page, next);

      // BankID: Identify gives way to BankID's panel (on a laptop; a phone opens BankID itself).
      await expectStep(page, step(5, words.names.customer), words.deepCleaning);
      const identifyButton = page.getByTestId('booking-identify');
      const opened = size === 'phone' ? page.context().waitForEvent('page') : null;
      await pressOn(page, identifyButton);
      if (opened) {
        const phone = await opened;
        await approveInApp(phone, PEOPLE.plain.pnr);
        await phone.close();
        await page.bringToFront();
      } else {
        await expect(page.getByTestId('booking-eid')).toBeFocused();
        await approveWithApp(page, PEOPLE.plain.pnr);
      }
      // Identified, the wizard goes on to the address by itself, the focus with it.
      await onStep(page, 'address');
      await expectStep(page, step(6, words.names.address), words.deepCleaning);
      // Oskar's saved address, chosen with the space bar.
      const saved = page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ });
      await tabTo(page, saved);
      await page.keyboard.press('Space');
      await expect(saved).toBeChecked();
      await pressOn(page, next);

      // The contact step ends with what will be booked, then Book: Tab goes through the review's facts to it.
      await expectStep(page, step(7, words.names.contact), words.deepCleaning);
      const review = page.getByRole('region', { name: words.review });
      await expect(review).toContainText(time.replace(/^.* (\d\d:\d\d).*$/, '$1'));
      await expect(review).toContainText('Vasagatan 12');
      const submit = page.getByTestId('booking-submit');
      await expect(submit).toHaveText(words.book);
      // (A price being updated holds the button back for a moment: it says so and keeps its place.)
      await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
      const booked = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/booking/direct');
      await pressOn(page, submit);
      // While it is sent, the button keeps the focus.
      await expectFocusKept(page, 'Book');

      // The receipt's heading takes the focus.
      await onStep(page, 'success');
      await expect(page.getByRole('heading', { level: 2, name: words.thanks })).toBeFocused();
      await expect(page).toHaveTitle(new RegExp(`${escape(words.deepCleaning)}`));
      const { bookingId } = (await (await booked).json()) as BookingResult;

      // My pages: the bookings, this booking, a note for the staff.
      await pressOn(page, page.getByRole('link', { name: words.myBookings }));
      await expect(page.getByTestId('bookings-page')).toBeVisible();
      await expectFocusKept(page, 'opening My bookings');
      const visit = page.getByTestId('bookings-coming').locator(`[data-visit-id="${bookingId}"]`);
      await pressOn(page, visit.getByRole('link', { name: new RegExp(words.deepCleaning) }));
      await expect(page.getByTestId('booking-detail')).toHaveAttribute('data-status', 'ready');
      await expectFocusKept(page, 'opening the booking');
      await pressOn(page, page.getByTestId('booking-action-note'));
      // The panel's heading takes the focus, its field is the next stop; saved, the focus is on what says so.
      await expectFocusKept(page, 'opening the note');
      await tabTo(page, page.getByRole('textbox', { name: words.note }), { max: 3 });
      await page.keyboard.type(words.noteText);
      await pressOn(page, page.getByTestId('note-save'));
      await expect(page.getByTestId('note-done')).toBeVisible();
      await expectFocusKept(page, 'saving the note');
      await expect(page.getByTestId('booking-note')).toHaveText(words.noteText);
    });

    test('logging in on My pages, then a request', async ({ page }) => {
      // On a laptop BankID's QR code shows at once: the phone scans it. On a phone, BankID opens on the same device.
      await page.goto(routePath('myPages', lang));
      const openHere = page.getByRole('button', { name: words.openBankId }).or(page.getByRole('link', { name: words.openBankId }));
      if (size === 'phone') {
        const opened = page.context().waitForEvent('page');
        await pressOn(page, openHere.first());
        const phone = await opened;
        await approveInApp(phone, PEOPLE.plain.pnr);
        await phone.close();
        await page.bringToFront();
      } else {
        await approveWithApp(page, PEOPLE.plain.pnr);
      }
      // Logged in, the greeting takes the focus from BankID's controls.
      await expect(page.getByTestId('my-pages-start')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      // A request for a handyman: the job described, anything else, then who we answer and where the job is.
      const count = 4;
      const step = (position: number, name: string) => words.step(position, count, name);
      const next = page.getByTestId('booking-next');
      await page.goto(`${routePath('bookingGeneralHandyman', lang)}?areaCode=${AREA_CODE}`);
      await onStep(page, 'configuration');
      await expect(page.getByTestId('booking-step-heading')).toHaveText(step(1, words.names.job));
      await tabTo(page, wizard(page).getByRole('textbox', { name: new RegExp(`^${words.jobDescription}`) }));
      await page.keyboard.type(words.job);
      await pressOn(page, next);
      await expectStep(page, step(2, words.names.optional), words.handyman);
      await pressOn(page, next);
      await expectStep(page, step(3, words.names.contact), words.handyman);
      // A logged-in customer's name, e-mail and phone are filled in; the place of the job is typed.
      await tabTo(page, wizard(page).getByRole('textbox', { name: words.street }));
      await typeOver(page, 'Storgatan 1');
      await tabTo(page, wizard(page).getByRole('textbox', { name: words.city }));
      await typeOver(page, 'Stockholm');
      const review = page.getByRole('region', { name: words.review });
      await expect(review).toContainText(words.handyman);
      await expect(review).toContainText('Storgatan 1');
      const submit = page.getByTestId('booking-submit');
      await expect(submit).toHaveText(words.send);
      await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
      await pressOn(page, submit);
      await onStep(page, 'success');
      await expect(page.getByRole('heading', { level: 2, name: words.requestThanks })).toBeFocused();
    });
  });
}
