import type { Page, Request } from '@playwright/test';
import { BOOKING_STEPS, type BookingResult, type BookingStep, type Price } from '../../api/contract/booking';
import type { CustomerBooking } from '../../api/contract/customer';
import { routePath } from '../../api/routes';
import { bookingConfigs } from '../../content/shared/booking/config';
import type { BookingKind } from '../../api/products';
import { BOOKING_PRODUCTS, type BookingProduct } from '../../machines/booking/wizard/products';
import { expect, giveConsent, test, sessionTokenOf } from './fixtures';
import {
  amountOf,
  answerStep,
  answersShown,
  bookingForm,
  chooseFirstSlot,
  currentStep,
  expectAccessible,
  expectFits,
  fillContact,
  identify,
  kronor,
  onStep,
  questionsOfStep,
  wizard,
  type Lang,
} from './wizard';

/**
 * Every booking route walked to its receipt as a visitor does, once: half
 * of them on a phone (390x844, touch, Swedish), half on a laptop (English),
 * so that every kind of product and every step is walked on both. At every
 * step the page fits the screen without zooming out and every control is on
 * the screen. axe checks every screen once: each step once per size, each
 * kind of question and each kind of product's contact step and receipt once
 * on either, where the first walk (in the order of BOOKING_PRODUCTS) shows it. On the laptop the
 * first route of each kind of product also leaves a step with the
 * browser's Back and Forward and reloads it, keeping the step and its
 * answers, wherever that screen (the step, its kinds of question, a kind
 * of product's contact step) was not so checked before; together they
 * reach every step. Direct orders are identified
 * with BankID as Oskar Lindqvist: the price shown, the receipt, the stored
 * booking and the server's price for him agree to the öre, RUT deducted.
 * Requests carry where the job is and are thanked as requests.
 */

const AREA_CODE = '11120';
const SIZES = {
  phone: { lang: 'sv' as Lang, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  laptop: { lang: 'en' as Lang, use: { viewport: { width: 1280, height: 800 } } },
};
type Size = keyof typeof SIZES;
const OTHER: Record<Size, Size> = { phone: 'laptop', laptop: 'phone' };
/** A partner of the seed (`content/shared/partners.ts`): an employer offering weekly cleaning as an employee benefit. */
const PARTNER = { id: 'nordlund-bygg', name: 'Nordlund Bygg AB', campaignCode: 'NORDLUND26', discount: '50\u00a0kr' } as const;

const KINDS: readonly BookingKind[] = ['direct', 'rfp', 'b2b', 'homeCleaning'];

/** The first question step is named for what it asks about: an office is not "your home". */
const SUBJECT_STEP: Record<Lang, Record<BookingProduct['subject'], string>> = {
  sv: { home: 'Ditt hem', windows: 'Dina fönster', job: 'Uppdraget', garden: 'Din trädgård', premises: 'Er lokal', move: 'Flytten', association: 'Er förening' },
  en: { home: 'Your home', windows: 'Your windows', job: 'The job', garden: 'Your garden', premises: 'Your premises', move: 'The move', association: 'Your association' },
};

const isPost = (request: Request, path: string) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`;
const SUBMISSION: Record<BookingKind, string> = {
  direct: '/v2/booking/direct',
  rfp: '/v2/booking/rfp',
  b2b: '/v2/booking/b2b',
  homeCleaning: '/v2/booking/home-cleaning',
};

/** One walk of a route to its receipt, on one size. */
interface Walk {
  product: BookingProduct;
  size: Size;
  /** The laptop's first route of its kind: BankID cancelled once before it is used, and Back on the receipt. */
  history: boolean;
  /** The steps with Back and Forward around them and a reload: those that show a screen no walk before checked so. */
  historyAt: ReadonlySet<BookingStep>;
  /** The steps (the receipt as `success`) where axe runs: those that show a step not checked on this size before, or a kind of question or product not checked before on either. */
  axeAt: ReadonlySet<BookingStep>;
}

/**
 * What a step of a product shows that axe should see once per size: the
 * step itself, the kinds of question it asks (a date field is not a
 * counter), and for the contact step and the receipt, the kind of product
 * (a company's contact details, a request's thanks). From the product's
 * booking form as seeded, so the plan is fixed before any test runs.
 */
function screenOf(product: BookingProduct, step: BookingStep): string[] {
  const seed = bookingConfigs.find((config) => config.productId === product.productId);
  if (!seed) throw new Error(`no booking form for ${product.route}`);
  // Weekly cleaning asks its main questions as its cleaning step (as questionsOfStep does).
  const asked = seed.questions.filter((q) => !q.showWhen && (product.kind === 'homeCleaning' && q.step === 'configuration' ? 'cleaning-configuration' : q.step) === step);
  return [
    `step ${step}`,
    ...asked.map((q) => `question ${q.kind}`),
    ...(step === 'contact' || step === 'success' ? [`${step} of ${product.kind}`] : []),
  ];
}

/**
 * Which size walks which route: within each kind of product the routes
 * alternate between the sizes, each kind starting on the size with fewer
 * walks so far; a kind with a single route walks it on both sizes, so
 * every kind is booked on both. The history checks run on the laptop's
 * first route of each kind, where a screen is first shown to them; axe
 * where a screen is first shown on the size.
 */
function planWalks(products: readonly BookingProduct[]): Walk[] {
  const count: Record<Size, number> = { phone: 0, laptop: 0 };
  const sizes = new Map<BookingProduct, Size[]>();
  for (const kind of KINDS) {
    const ofKind = products.filter((product) => product.kind === kind);
    if (ofKind.length === 1) {
      sizes.set(ofKind[0]!, ['phone', 'laptop']);
      count.phone += 1;
      count.laptop += 1;
      continue;
    }
    let size: Size = count.laptop < count.phone ? 'laptop' : 'phone';
    for (const product of ofKind) {
      sizes.set(product, [size]);
      count[size] += 1;
      size = OTHER[size];
    }
  }
  // A step is seen on each size (its layout is the size's); a kind of question or of product once on either.
  const seenOn: Record<Size, Set<string>> = { phone: new Set(), laptop: new Set() };
  const seenOnEither = new Set<string>();
  const seen = (size: Size, part: string) => (part.startsWith('step ') ? seenOn[size] : seenOnEither);
  const withHistory = new Set<BookingKind>();
  const historyChecked = new Set<string>();
  return products.flatMap((product) =>
    (sizes.get(product) ?? []).map((size) => {
      const history = size === 'laptop' && !withHistory.has(product.kind);
      if (history) withHistory.add(product.kind);
      const axeAt = new Set<BookingStep>();
      const historyAt = new Set<BookingStep>();
      for (const step of product.steps) {
        const screen = screenOf(product, step);
        const fresh = screen.filter((part) => !seen(size, part).has(part));
        for (const part of fresh) seen(size, part).add(part);
        if (fresh.length > 0) axeAt.add(step);
        // What a reload restores is the screen's: its questions' answers, a request's typed contact, BankID's.
        const unchecked = history && step !== 'success' ? screen.filter((part) => !historyChecked.has(part)) : [];
        for (const part of unchecked) historyChecked.add(part);
        if (unchecked.length > 0) historyAt.add(step);
      }
      return { product, size, history, axeAt, historyAt };
    }),
  );
}

const WALKS = planWalks(BOOKING_PRODUCTS);

// The plan is checked as the file loads: a product added to BOOKING_PRODUCTS cannot leave a route, a kind or a step unwalked on a size.
for (const product of BOOKING_PRODUCTS) {
  if (!WALKS.some((walk) => walk.product === product)) throw new Error(`${product.route} is never walked`);
}
for (const size of Object.keys(SIZES) as Size[]) {
  const walked = WALKS.filter((walk) => walk.size === size);
  for (const kind of KINDS) if (!walked.some((walk) => walk.product.kind === kind)) throw new Error(`no ${kind} route is walked on the ${size}`);
  for (const step of BOOKING_STEPS) {
    if (!walked.some((walk) => walk.product.steps.includes(step as never))) throw new Error(`no walk on the ${size} shows the step ${step}`);
    if (!walked.some((walk) => walk.axeAt.has(step))) throw new Error(`axe never checks the step ${step} on the ${size}`);
  }
}
for (const step of BOOKING_STEPS) {
  if (step !== 'success' && !WALKS.some((walk) => walk.historyAt.has(step))) throw new Error(`no walk checks Back, Forward and a reload at the step ${step}`);
}

/**
 * The step's answers that arrive after it is shown are there: nothing in the
 * wizard is busy (the calendar, the price, an address being checked), the
 * customer's addresses are listed, and BankID's names are filled in.
 */
async function settled(page: Page, step: string, product: BookingProduct) {
  await expect(wizard(page).locator('[aria-busy=true]')).toHaveCount(0);
  if (step === 'address') await expect(page.getByTestId('address-step').getByRole('radio').first()).toBeVisible();
  if (step === 'contact' && product.kind === 'direct') await expect(wizard(page).locator('input[autocomplete=given-name]')).not.toHaveValue('');
}

/** The step shown, fitting the screen; axe where planned; where planned, Back and Forward around it and a reload of it. */
async function arrive(page: Page, walk: Walk, step: string, previous: string | null) {
  await onStep(page, step as never);
  // The document's title names the step; moved here from another step, the keyboard is at the step's heading.
  const lang = SIZES[walk.size].lang;
  await expect(page).toHaveTitle(new RegExp(`^${lang === 'sv' ? 'Steg \\d+ av' : 'Step \\d+ of'} ${walk.product.steps.length}: `));
  if (previous) await expect(page.getByTestId('booking-step-heading')).toBeFocused();
  await expectFits(page);
  if (walk.axeAt.has(step as BookingStep)) await expectAccessible(page);
  if (!walk.historyAt.has(step as BookingStep)) return;
  if (previous) {
    await page.goBack();
    await onStep(page, previous as never);
    await page.goForward();
    await onStep(page, step as never);
  }
  // What the step shows once settled, then the same after a reload.
  await settled(page, step, walk.product);
  const before = await answersShown(page);
  await page.reload();
  await onStep(page, step as never);
  await settled(page, step, walk.product);
  await expect.poll(() => answersShown(page)).toEqual(before);
}

for (const size of Object.keys(SIZES) as Size[]) {
  const { lang, use } = SIZES[size];
  test.describe(`booking on a ${size} (${lang})`, () => {
    test.use(use);
    test.beforeEach(async ({ page, baseURL }) => {
      await giveConsent(page, baseURL!);
    });

    for (const walk of WALKS.filter((planned) => planned.size === size)) {
      const { product, history: withHistory } = walk;
      const checks = [
        walk.historyAt.size ? `Back, Forward and reload at ${[...walk.historyAt].join(', ')}` : '',
        walk.axeAt.size ? `axe at ${[...walk.axeAt].join(', ')}` : '',
      ].filter(Boolean);
      test(`${product.route}: every step to the receipt${checks.length ? ` (${checks.join('; ')})` : ''}`, async ({ page, request, context }) => {
        test.setTimeout(120_000);
        const form = await bookingForm(request, product, lang);
        const submitted = page.waitForRequest((sent) => isPost(sent, SUBMISSION[product.kind]));
        const answered = page.waitForResponse((response) => isPost(response.request(), SUBMISSION[product.kind]));
        // The Swedish walk of weekly cleaning comes by a partner's landing link (its campaign code).
        const throughPartner = product.route === 'bookingHomeCleaningRfp' && lang === 'sv';
        await page.goto(`${routePath(product.route, lang)}?areaCode=${AREA_CODE}${throughPartner ? `&campaignCode=${PARTNER.campaignCode}` : ''}`);
        await expect(page).toHaveTitle(/\S/);
        if (throughPartner) {
          await expect(page.getByTestId('booking-partner').locator('p').first()).toHaveText(`Partner: ${PARTNER.name} (kampanj ${PARTNER.campaignCode})`);
          await expect(page.getByTestId('booking-partner-discount')).toHaveText(
            `${PARTNER.discount} rabatt per timme städning, som dras av från priset ni kommer överens om vid hembesöket.`,
          );
          await expect(page.getByTestId('flow-direct-without-discount')).toHaveText(`Till ordinarie pris, utan rabatten från ${PARTNER.name}.`);
        }

        const shown: string[] = [];
        let previous: string | null = null;
        let shownPrice = '';
        for (let guard = 0; guard < 12; guard += 1) {
          await expect(wizard(page)).not.toHaveAttribute('data-step', 'loading', { timeout: 15_000 });
          const step = await currentStep(page);
          shown.push(step);
          if (step === 'success') break;
          await arrive(page, walk, step, previous);
          previous = step;
          const next = page.getByTestId('booking-next');
          switch (step) {
            case 'flow-choice':
              // The home visit goes on here; starting straight away hands over to Click & Go (its own route).
              await wizard(page).getByTestId('flow-choice').getByRole('radio').first().check();
              await next.click();
              break;
            case 'configuration':
            case 'cleaning-configuration':
            case 'optional-configuration':
              if (step === 'configuration') await expect(page.locator('[aria-current=step]')).toHaveText(SUBJECT_STEP[lang][product.subject]);
              await answerStep(page, questionsOfStep(product, form, step), form, lang);
              if (product.kind === 'direct' && step === 'configuration') {
                // Anonymous: a price, no RUT yet, and a note why.
                await expect(page.getByTestId('price-toPay')).toBeVisible();
                await expect(page.getByTestId('price-rut')).toHaveCount(0);
                await expect(page.getByTestId('price-rut-note')).toBeVisible();
              }
              await expect(next).toBeEnabled();
              await next.click();
              break;
            case 'availability':
              await chooseFirstSlot(page);
              if (lang === 'sv') {
                // Swedish month names are written in lower case (as drawn: innerText follows text-transform).
                const day = await page.getByTestId('calendar-day').first().innerText();
                expect(day).not.toMatch(/\d (Januari|Februari|Mars|April|Maj|Juni|Juli|Augusti|September|Oktober|November|December)/);
              }
              await next.click();
              break;
            case 'customer':
              // On the laptop's walks with the history checks, BankID is cancelled once first (where focus goes).
              await identify(page, request, undefined, { cancelFirst: withHistory });
              await onStep(page, 'address');
              // Identified: the price is his, RUT deducted.
              await expect(page.getByTestId('price-rut')).toBeVisible();
              await expect(page.getByTestId('price-rut-note')).toHaveCount(0);
              break;
            case 'address':
              await page.getByTestId('address-step').getByRole('radio', { name: /Vasagatan 12/ }).check();
              await next.click();
              break;
            case 'contact':
              if (product.kind === 'direct') {
                // Known after BankID: nothing to retype.
                const names = wizard(page);
                await expect(names.getByLabel(lang === 'sv' ? 'Förnamn' : 'First name')).toHaveValue('Oskar');
                await expect(names.getByLabel(lang === 'sv' ? 'Efternamn' : 'Last name')).toHaveValue('Lindqvist');
                await expect(names.getByLabel(lang === 'sv' ? 'E-post' : 'Email')).not.toHaveValue('');
                await expect(names.getByLabel(lang === 'sv' ? 'Mobilnummer' : 'Mobile phone')).not.toHaveValue('');
                await expect(page.getByTestId('price-summary').locator('[aria-busy=true]')).toHaveCount(0);
                shownPrice = await amountOf(page.getByTestId('price-toPay'));
              } else {
                await fillContact(page, lang, { business: product.kind === 'b2b', place: true });
                await expect(page.getByTestId('place-zip-code')).toHaveText('111 20');
              }
              await page.getByTestId('booking-submit').click();
              break;
            default:
              throw new Error(`unexpected step ${step}`);
          }
          // The next step is shown before the visitor looks at it.
          await expect(wizard(page)).not.toHaveAttribute('data-step', step, { timeout: 15_000 });
        }
        await onStep(page, 'success');
        // The steps the plan above was made from are the steps the visitor was shown, in order.
        expect(shown).toEqual([...product.steps]);
        await expectFits(page);
        if (walk.axeAt.has('success')) await expectAccessible(page);
        const sent = (await submitted).postDataJSON() as Record<string, unknown>;
        const response = await answered;
        expect(response.status()).toBe(200);
        const result = (await response.json()) as BookingResult;
        const receipt = page.getByTestId('booking-success');
        // The confirmation went where the server says, and the receipt says so: BankID's customer's own address, else the one typed.
        const confirmedTo = product.kind === 'direct' ? 'oskar.lindqvist@kund.example' : 'oskar@example.com';
        expect(result.confirmationSentTo).toBe(confirmedTo);
        await expect(page.getByTestId('confirmation-sent')).toHaveText(
          lang === 'sv' ? `Vi har skickat en bekräftelse till ${confirmedTo}.` : `We have sent a confirmation to ${confirmedTo}.`,
        );
        // The development outbox holds it, in the visitor's language, naming the booking.
        const outbox = await request.get(`/outbox/api/messages?to=${encodeURIComponent(confirmedTo)}`);
        const letters = ((await outbox.json()) as { items: { subject: string | null; body: string }[] }).items.filter((item) => item.subject?.endsWith(result.reference));
        expect(letters).toHaveLength(1);
        expect(letters[0]!.body).toContain(lang === 'sv' ? 'Hej!' : 'Hello,');
        // A short reference to read out on the phone.
        await expect(page.getByTestId('booking-reference')).toHaveText(/^HG-[2-9A-HJ-NP-Z]{6}$/);
        await expect(page.getByTestId('booking-reference')).toHaveText(result.reference);

        if (product.kind === 'direct') {
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Tack för din bokning!' : 'Thank you for your booking!' })).toBeVisible();
          await expect(page.getByTestId('success-rut')).toBeVisible();
          expect(await amountOf(page.getByTestId('success-toPay'))).toBe(shownPrice);
          const stored = result.price as Price;
          expect(kronor(stored.totalToPay)).toBe(shownPrice);
          expect(stored.rutDeduction).toBeGreaterThan(0);
          // The stored booking and the server's price for the same customer and answers agree.
          const sessionId = (await sessionTokenOf(context))!;
          const headers = { 'X-SessionId': sessionId };
          const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
          const list = await request.get(`/api/v2/customer/bookings?startDate=${day(-1)}&endDate=${day(120)}`, { headers });
          const booked = ((await list.json()) as { items: CustomerBooking[] }).items.find((item) => item.reference === result.reference);
          expect(booked?.price?.totalToPay).toBe(stored.totalToPay);
          const { productId, configurationForm, zipCode, startTime, discountCode } = sent;
          const priced = await request.post('/api/v2/booking/direct/price', {
            data: { productId, configurationForm, zipCode, startTime, ...(discountCode ? { discountCode } : {}) },
            headers,
          });
          expect(((await priced.json()) as Price).totalToPay).toBe(stored.totalToPay);
        } else if (product.kind === 'homeCleaning') {
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Ditt hembesök är bokat!' : 'Your home visit is booked!' })).toBeVisible();
          expect(sent).toMatchObject({ flow: 'rfp', zipCode: AREA_CODE, address: { street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' } });
          if (throughPartner) {
            // Booked through the partner, by our id for it, with the link's campaign code; the receipt and the letter still say whose, and its discount.
            expect(sent).toMatchObject({ partnerName: PARTNER.id, partnerData: { campaignCode: PARTNER.campaignCode } });
            await expect(page.getByTestId('booking-partner-discount')).toBeVisible();
            expect(letters[0]!.body).toContain(`Partnerrabatt: ${PARTNER.discount} per timme städning`);
          } else {
            expect(sent).not.toHaveProperty('partnerName');
          }
        } else {
          // A request says so, and says where the job is.
          await expect(receipt.getByRole('heading', { name: lang === 'sv' ? 'Tack för din förfrågan!' : 'Thank you for your request!' })).toBeVisible();
          await expect(receipt).toContainText(lang === 'sv' ? 'Ärendenummer' : 'Request reference');
          await expect(receipt).not.toContainText(lang === 'sv' ? 'bokning' : 'booking');
          expect(sent).toMatchObject({ address: { street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' } });
          expect(result.address).toEqual({ street: 'Storgatan 1', zipCode: AREA_CODE, city: 'Stockholm' });
        }

        // The receipt stays: a reload shows it again, Back cannot reopen the booking.
        await page.reload();
        await onStep(page, 'success');
        await expect(page.getByTestId('booking-reference')).toHaveText(result.reference);
        if (withHistory) {
          await page.goBack();
          await onStep(page, 'success');
        }
      });
    }
  });
}
