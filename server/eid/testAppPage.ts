import type { TestIdentity } from '../../content/shared/customers';
import { escapeHtml, FRAME_CSS, renderFramedPage, type PageLocale } from '../http/htmlPage';

/**
 * The simulator's test app: one self-contained page (HTML from the server,
 * one same-origin script and one stylesheet, no inline code so its CSP can
 * forbid everything else) that plays the phone.
 */

type TestAppLocale = PageLocale;

const texts = {
  sv: {
    title: 'BankID-simulator – testapp',
    skip: 'Hoppa till innehållet',
    badge: 'Endast för test',
    heading: 'BankID-simulatorn',
    languages: 'Språk',
    intro:
      'Den här sidan spelar mobilens BankID-app mot den inbyggda simulatorn. Öppna inloggningen (eller en signering) på sajten, klistra in innehållet i QR-koden (texten som börjar med bankid.) eller öppna sidan med autostarttoken, välj en testperson och legitimera dig (eller signera) eller avbryt.',
    scanHeading: '1. Skanna QR-koden',
    qrLabel: 'QR-kodens innehåll',
    qrHelp: (seconds: number) =>
      `Texten i QR-koden, till exempel bankid.<token>.<tid>.<kod>. Koden byts varje sekund och en kod som är mer än ${seconds} sekunder gammal avvisas, som i BankID-appen.`,
    autoStartLabel: 'eller autostarttoken',
    autoStartHelp: 'Från länken som öppnar BankID på samma enhet (autostarttoken=…).',
    openOrder: 'Öppna ordern',
    callHeading: 'Eller: ett telefonsamtal',
    callHelp: 'En sajt som du pratar med i telefon kan starta en order åt dig (phone/auth, phone/sign). Öppna appen som personen i samtalet.',
    callPersonalNumber: 'Ditt personnummer (ÅÅÅÅMMDD-NNNN)',
    answerCall: 'Öppna samtalets order',
    confirmCall: 'Ja, jag pratar med dem',
    declineCall: 'Nej, jag är inte i samtalet',
    callQuestion: 'Pratar du i telefon med den som begär det här?',
    orderHeading: '2. Legitimera dig',
    request: 'Begäran',
    required: 'Kräver personnummer',
    anyone: 'Vem som helst',
    expiresIn: 'Går ut om',
    seconds: 's',
    status: 'Status',
    choose: 'Välj testperson',
    other: 'Annat personnummer',
    personalNumber: 'Personnummer (ÅÅÅÅMMDD-NNNN)',
    givenName: 'Förnamn (valfritt)',
    surname: 'Efternamn (valfritt)',
    identify: 'Välj och fortsätt',
    approveHeading: '3. Godkänn',
    approve: 'Legitimera',
    cancel: 'Avbryt',
    back: 'Tillbaka till sajten',
    noscript: 'Testappen behöver JavaScript.',
  },
  en: {
    title: 'BankID simulator – test app',
    skip: 'Skip to content',
    badge: 'For testing only',
    heading: 'The BankID simulator',
    languages: 'Language',
    intro:
      'This page plays the BankID app on the phone against the embedded simulator. Start the login (or a signing) on the site, paste the content of the QR code (the text starting with bankid.) or open this page with the autostart token, pick a test person, then identify (or sign) or cancel.',
    scanHeading: '1. Scan the QR code',
    qrLabel: 'QR code content',
    qrHelp: (seconds: number) =>
      `The text of the QR code, e.g. bankid.<token>.<time>.<code>. The code changes every second and one more than ${seconds} seconds old is refused, as the BankID app does.`,
    autoStartLabel: 'or autostart token',
    autoStartHelp: 'From the link that opens BankID on the same device (autostarttoken=…).',
    openOrder: 'Open the order',
    callHeading: 'Or: a phone call',
    callHelp: 'A site you talk to on the phone can start an order for you (phone/auth, phone/sign). Open the app as the person on the call.',
    callPersonalNumber: 'Your personal number (YYYYMMDD-NNNN)',
    answerCall: 'Open the call’s order',
    confirmCall: 'Yes, I am talking to them',
    declineCall: 'No, I am on no such call',
    callQuestion: 'Are you on the phone with whoever asks for this?',
    orderHeading: '2. Identify',
    request: 'Request',
    required: 'Requires personal number',
    anyone: 'Anyone',
    expiresIn: 'Expires in',
    seconds: 's',
    status: 'Status',
    choose: 'Choose a test person',
    other: 'Other personal number',
    personalNumber: 'Personal number (YYYYMMDD-NNNN)',
    givenName: 'Given name (optional)',
    surname: 'Surname (optional)',
    identify: 'Choose and continue',
    approveHeading: '3. Approve',
    approve: 'Identify',
    cancel: 'Cancel',
    back: 'Back to the site',
    noscript: 'The test app needs JavaScript.',
  },
} as const;

/** Messages the script shows, by error code or status. */
const scriptMessages = {
  sv: {
    invalidParameters: 'Kontrollera fälten.',
    invalidQr: 'Det här är inte innehållet i en BankID-QR-kod.',
    unknownToken: 'Ingen order har den koden.',
    forgedQr: 'QR-koden är förfalskad: koden stämmer inte med orderns hemlighet.',
    qrFromTheFuture: 'QR-kodens tid ligger före orderns.',
    qrExpired: 'QR-koden är för gammal. Skanna den aktuella koden.',
    alreadyUsed: 'Ordern är redan öppnad. En kod kan bara användas en gång.',
    orderNotPending: 'Ordern är avslutad.',
    unknownHandle: 'Okänd order.',
    requirementNotMet: 'Sajten begärde en annan persons BankID.',
    noCall: 'Ingen telefonorder väntar på det personnumret.',
    callNotConfirmed: 'Bekräfta samtalet först.',
    noCallToConfirm: 'Ordern väntar inte på att ett samtal bekräftas.',
    notIdentified: 'Välj en testperson först.',
    network: 'Kunde inte nå simulatorn.',
    opened: 'Ordern är öppnad. Välj en testperson.',
    identified: 'Väntar på att du godkänner.',
    complete: 'Klart: du är legitimerad. Sajten loggar in dig.',
    userCancel: 'Du avbröt legitimeringen.',
    sign: {
      heading: '2. Signera',
      textLabel: 'Att signera',
      button: 'Signera',
      complete: 'Klart: du har signerat.',
      userCancel: 'Du avbröt signeringen.',
    },
    failed: 'Ordern misslyckades',
    hint: {
      outstandingTransaction: 'väntar på mobilen',
      noClient: 'väntar på mobilen',
      started: 'öppnad, ingen person vald',
      userSign: 'väntar på godkännande',
      userCallConfirm: 'väntar på att samtalet bekräftas',
      userDeclinedCall: 'personen var inte i samtalet',
      expiredTransaction: 'tiden gick ut',
      startFailed: 'ingen öppnade ordern i tid',
      certificateErr: 'BankID:t är spärrat',
      userCancel: 'avbruten av användaren',
      cancelled: 'avbruten',
    },
  },
  en: {
    invalidParameters: 'Check the fields.',
    invalidQr: 'This is not the content of a BankID QR code.',
    unknownToken: 'No order has this code.',
    forgedQr: 'The QR code is forged: its code does not match the order’s secret.',
    qrFromTheFuture: 'The QR code’s time is ahead of the order.',
    qrExpired: 'The QR code is too old. Scan the current code.',
    alreadyUsed: 'The order was already opened. A code works only once.',
    orderNotPending: 'The order is over.',
    unknownHandle: 'Unknown order.',
    requirementNotMet: 'The site asked for another person’s BankID.',
    noCall: 'No phone order waits for this personal number.',
    callNotConfirmed: 'Confirm the call first.',
    noCallToConfirm: 'The order is not waiting for a call to be confirmed.',
    notIdentified: 'Choose a test person first.',
    network: 'Could not reach the simulator.',
    opened: 'The order is open. Choose a test person.',
    identified: 'Waiting for you to approve.',
    complete: 'Done: you are identified. The site logs you in.',
    userCancel: 'You cancelled the identification.',
    sign: {
      heading: '2. Sign',
      textLabel: 'Text to sign',
      button: 'Sign',
      complete: 'Done: you signed.',
      userCancel: 'You cancelled the signing.',
    },
    failed: 'The order failed',
    hint: {
      outstandingTransaction: 'waiting for the phone',
      noClient: 'waiting for the phone',
      started: 'opened, no person chosen',
      userSign: 'waiting for approval',
      userCallConfirm: 'waiting for the call to be confirmed',
      userDeclinedCall: 'the person was on no such call',
      expiredTransaction: 'time ran out',
      startFailed: 'nobody opened the order in time',
      certificateErr: 'the BankID is blocked',
      userCancel: 'cancelled by the user',
      cancelled: 'cancelled',
    },
  },
};

/** JSON inside `<script type="application/json">`: no `<` so it cannot close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface PageInput {
  locale: TestAppLocale;
  identities: TestIdentity[];
  qrMaxAgeSeconds: number;
  autoStartToken?: string;
  redirect?: string;
}

export function renderTestAppPage({ locale, identities, qrMaxAgeSeconds, autoStartToken, redirect }: PageInput): string {
  const t = texts[locale];
  const query = (lang: TestAppLocale) => {
    const params = new URLSearchParams({ lang });
    if (autoStartToken) params.set('autostarttoken', autoStartToken);
    if (redirect) params.set('redirect', redirect);
    return `/eid-simulator?${params.toString()}`;
  };
  const identityItems = identities
    .map((identity) => {
      const id = `identity-${identity.personalNumber.replace('-', '')}`;
      return `<li class="identity">
          <input type="radio" name="identity" id="${id}" value="${escapeHtml(identity.personalNumber)}" aria-describedby="${id}-desc">
          <label for="${id}"><span class="name">${escapeHtml(`${identity.givenName} ${identity.surname}`)}</span> <span class="pnr">${escapeHtml(identity.personalNumber)}</span></label>
          <p class="desc" id="${id}-desc">${escapeHtml(identity.description[locale])}</p>
        </li>`;
    })
    .join('\n        ');
  const main = `<p>${escapeHtml(t.intro)}</p>
    <noscript><p class="error">${escapeHtml(t.noscript)}</p></noscript>
    <section aria-labelledby="scan-heading">
      <h2 id="scan-heading">${escapeHtml(t.scanHeading)}</h2>
      <form id="scan-form" novalidate>
        <label for="qr">${escapeHtml(t.qrLabel)}</label>
        <textarea id="qr" name="qr" rows="3" autocomplete="off" spellcheck="false" aria-describedby="qr-help"></textarea>
        <p class="help" id="qr-help">${escapeHtml(t.qrHelp(qrMaxAgeSeconds))}</p>
        <label for="autostart">${escapeHtml(t.autoStartLabel)}</label>
        <input id="autostart" name="autoStartToken" autocomplete="off" spellcheck="false" aria-describedby="autostart-help" value="${escapeHtml(autoStartToken ?? '')}">
        <p class="help" id="autostart-help">${escapeHtml(t.autoStartHelp)}</p>
        <button type="submit" id="scan-button">${escapeHtml(t.openOrder)}</button>
      </form>
      <form id="call-form" novalidate aria-labelledby="call-heading">
        <h3 id="call-heading">${escapeHtml(t.callHeading)}</h3>
        <p class="help">${escapeHtml(t.callHelp)}</p>
        <label for="call-pnr">${escapeHtml(t.callPersonalNumber)}</label>
        <input id="call-pnr" name="personalNumber" inputmode="numeric" autocomplete="off" maxlength="13">
        <button type="submit" id="call-button">${escapeHtml(t.answerCall)}</button>
      </form>
    </section>
    <section id="order-section" aria-labelledby="order-heading" hidden>
      <h2 id="order-heading" tabindex="-1">${escapeHtml(t.orderHeading)}</h2>
      <dl class="order">
        <dt id="order-text-label">${escapeHtml(t.request)}</dt><dd id="order-text"></dd>
        <dt>${escapeHtml(t.required)}</dt><dd id="order-required"></dd>
        <dt>${escapeHtml(t.status)}</dt><dd id="order-status"></dd>
        <dt>${escapeHtml(t.expiresIn)}</dt><dd><span id="order-expires"></span> ${escapeHtml(t.seconds)}</dd>
      </dl>
      <div id="call-section" hidden>
        <p id="call-question">${escapeHtml(t.callQuestion)}</p>
        <button type="button" id="confirm-call-button">${escapeHtml(t.confirmCall)}</button>
        <button type="button" id="decline-call-button" class="secondary">${escapeHtml(t.declineCall)}</button>
      </div>
      <form id="identify-form" novalidate>
        <fieldset>
          <legend>${escapeHtml(t.choose)}</legend>
          <ul class="identities">
        ${identityItems}
            <li class="identity">
              <input type="radio" name="identity" id="identity-other" value="other" aria-controls="other-fields">
              <label for="identity-other"><span class="name">${escapeHtml(t.other)}</span></label>
            </li>
          </ul>
          <div id="other-fields" class="other">
            <label for="other-pnr">${escapeHtml(t.personalNumber)}</label>
            <input id="other-pnr" name="personalNumber" inputmode="numeric" autocomplete="off" maxlength="13">
            <label for="other-given">${escapeHtml(t.givenName)}</label>
            <input id="other-given" name="givenName" autocomplete="off" maxlength="100">
            <label for="other-surname">${escapeHtml(t.surname)}</label>
            <input id="other-surname" name="surname" autocomplete="off" maxlength="100">
          </div>
        </fieldset>
        <button type="submit" id="identify-button">${escapeHtml(t.identify)}</button>
      </form>
      <div id="approve-section" hidden>
        <h3 id="approve-heading" tabindex="-1">${escapeHtml(t.approveHeading)}</h3>
        <p id="approve-who"></p>
        <button type="button" id="approve-button">${escapeHtml(t.approve)}</button>
      </div>
      <button type="button" id="cancel-button" class="secondary">${escapeHtml(t.cancel)}</button>
    </section>
    <div id="message" role="status" aria-live="polite"></div>
    <div id="error" role="alert"></div>
    <p id="return" hidden><a id="return-link" href="${escapeHtml(redirect ?? '/')}">${escapeHtml(t.back)}</a></p>`;
  return renderFramedPage({
    locale,
    texts: t,
    hrefFor: query,
    stylesheet: '/eid-simulator/app.css',
    script: '/eid-simulator/app.js',
    main,
    afterMain: `<script type="application/json" id="messages">${jsonForScript(scriptMessages[locale])}</script>`,
  });
}

export const TEST_APP_CSS = `${FRAME_CSS}textarea, input:not([type]), input[type=text] { width: 100%; box-sizing: border-box; font: inherit; padding: .4rem; border: 1px solid #6b6b6b; border-radius: .25rem; }
.help { margin: .25rem 0 0; color: #4a4a4a; font-size: .9rem; }
button { font: inherit; margin-top: 1rem; margin-right: .5rem; padding: .5rem 1rem; border-radius: .25rem; border: 2px solid #183e4f; background: #183e4f; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #183e4f; }
button:focus-visible, a:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
fieldset { border: 1px solid #c4c4c4; border-radius: .25rem; margin-top: 1rem; }
.identities { list-style: none; padding: 0; margin: 0; }
.identity { display: grid; grid-template-columns: auto 1fr; column-gap: .5rem; margin: .5rem 0; }
.identity label { margin: 0; font-weight: 400; }
.identity .name { font-weight: 600; }
.identity .pnr { font-variant-numeric: tabular-nums; }
.identity .desc { grid-column: 2; margin: 0; color: #4a4a4a; font-size: .9rem; }
.order { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
.order dt { font-weight: 600; }
.order dd { margin: 0; }
#error:not(:empty) { margin-top: 1rem; padding: .5rem; border-left: 4px solid #b91c1c; background: #fde8e8; }
#message:not(:empty) { margin-top: 1rem; padding: .5rem; border-left: 4px solid #15803d; background: #e7f6ec; }
`;

/** The page's behaviour: calls the JSON endpoints and shows the order; strings come from the page's JSON block. */
export const TEST_APP_JS = `
(function () {
  'use strict';
  var messages = JSON.parse(document.getElementById('messages').textContent);
  var handle = null;
  var $ = function (id) { return document.getElementById(id); };

  function say(text) { $('error').textContent = ''; $('message').textContent = text; }
  function fail(text) { $('message').textContent = ''; $('error').textContent = text; }
  function hintText(code) { return (code && messages.hint[code]) || code || ''; }

  function call(path, body) {
    return fetch('/eid-simulator/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin'
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        if (!response.ok) { var error = new Error(data.message || 'error'); error.data = data; throw error; }
        return data;
      });
    });
  }

  // A sign order asks the person to sign its text: the heading, the text's label and the button say so.
  function showKind(order) {
    if (order.kind !== 'sign') return;
    $('order-heading').textContent = messages.sign.heading;
    $('order-text-label').textContent = messages.sign.textLabel;
    $('approve-button').textContent = messages.sign.button;
  }

  function showOrder(order) {
    $('order-section').hidden = false;
    showKind(order);
    $('order-text').textContent = order.userVisibleData || '–';
    $('order-required').textContent = order.requiredPersonalNumber || '–';
    $('order-status').textContent = order.status + (order.hintCode ? ' (' + order.hintCode + ': ' + hintText(order.hintCode) + ')' : '');
    $('order-expires').textContent = String(order.expiresInSeconds);
    var over = order.status !== 'pending';
    // A phone order is confirmed as a call before anyone is chosen.
    var unconfirmedCall = !over && order.hintCode === 'userCallConfirm';
    $('call-section').hidden = !unconfirmedCall;
    $('identify-form').hidden = unconfirmedCall;
    $('identify-button').disabled = over;
    $('approve-button').disabled = over;
    $('cancel-button').disabled = over;
    if (order.status === 'pending' && order.hintCode === 'userSign') {
      $('approve-section').hidden = false;
      $('approve-who').textContent = (order.name || '') + ' ' + (order.personalNumber || '');
    }
    if (over) {
      $('approve-section').hidden = true;
      var done = order.kind === 'sign' ? messages.sign : messages;
      if (order.status === 'complete') say(done.complete);
      else if (order.hintCode === 'userCancel') say(done.userCancel);
      else fail(messages.failed + ': ' + hintText(order.hintCode));
      $('return').hidden = false;
    }
  }

  function showError(error) {
    var data = error.data || {};
    if (data.order) showOrder(data.order);
    var text = messages[data.errorCode] || data.message || messages.network;
    if (data.errors && data.errors.length) text += ' ' + data.errors.map(function (e) { return e.field + ': ' + e.message; }).join('; ');
    fail(text);
  }

  function person() {
    var checked = document.querySelector('input[name=identity]:checked');
    if (!checked) return null;
    if (checked.value !== 'other') return { personalNumber: checked.value };
    var result = { personalNumber: $('other-pnr').value };
    if ($('other-given').value) result.givenName = $('other-given').value;
    if ($('other-surname').value) result.surname = $('other-surname').value;
    return result;
  }

  $('scan-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var qr = $('qr').value.trim();
    var token = $('autostart').value.trim();
    var body = qr ? { qr: qr } : { autoStartToken: token };
    call('scan', body).then(function (data) {
      handle = data.handle;
      showOrder(data.order);
      say(messages.opened);
      $('order-heading').focus();
    }, showError);
  });

  $('call-form').addEventListener('submit', function (event) {
    event.preventDefault();
    call('call', { personalNumber: $('call-pnr').value }).then(function (data) {
      handle = data.handle;
      showOrder(data.order);
      $('order-heading').focus();
    }, showError);
  });

  $('confirm-call-button').addEventListener('click', function () {
    call('confirm-call', { handle: handle }).then(function (data) { showOrder(data.order); say(messages.opened); }, showError);
  });

  $('decline-call-button').addEventListener('click', function () {
    call('decline-call', { handle: handle }).then(function (data) { showOrder(data.order); }, showError);
  });

  $('identify-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var who = person();
    if (!who) { fail(messages.notIdentified); return; }
    who.handle = handle;
    call('identify', who).then(function (data) {
      showOrder(data.order);
      if (data.order.status === 'pending') { say(messages.identified); $('approve-heading').focus(); }
    }, showError);
  });

  $('approve-button').addEventListener('click', function () {
    call('sign', { handle: handle }).then(function (data) { showOrder(data.order); }, showError);
  });

  $('cancel-button').addEventListener('click', function () {
    call('cancel', { handle: handle }).then(function (data) { showOrder(data.order); }, showError);
  });

  if ($('autostart').value) $('scan-form').requestSubmit();
})();
`;
