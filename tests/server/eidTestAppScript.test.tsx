import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIdentities } from '../../content/shared/customers';
import { renderTestAppPage, TEST_APP_JS } from '../../server/eid/testAppPage';

/**
 * The test app's script in a DOM: it sends what the JSON endpoints expect
 * and shows what they answer (the endpoints themselves are tested over HTTP
 * in eidSimulator.test.ts and authInput.test.ts).
 */

type Answer = { status: number; body: unknown };
const calls: { path: string; body: unknown }[] = [];

function load(answers: Answer[], options: { autoStartToken?: string; locale?: 'sv' | 'en' } = {}) {
  const html = renderTestAppPage({ locale: options.locale ?? 'sv', identities: testIdentities, qrMaxAgeSeconds: 10, autoStartToken: options.autoStartToken, redirect: '/mina-sidor' });
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(/<\/html>\s*$/, '');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ path: url, body: JSON.parse(String(init.body)) });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  new Function(TEST_APP_JS)();
}

const $ = (id: string) => document.getElementById(id)!;
const pending = (hintCode: string, extra: Record<string, unknown> = {}) => ({
  status: 'pending',
  hintCode,
  startedVia: 'qr',
  requiredPersonalNumber: null,
  userVisibleData: 'Logga in på Hemglans AB',
  personalNumber: null,
  name: null,
  expiresInSeconds: 170,
  ...extra,
});

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('test app script', () => {
  it('scans, identifies with the chosen test person and approves', async () => {
    load([
      { status: 200, body: { handle: 'h1', order: pending('started') } },
      { status: 200, body: { order: pending('userSign', { personalNumber: '19811218-9876', name: 'Oskar Lindqvist' }) } },
      { status: 200, body: { order: { ...pending('userSign'), status: 'complete', hintCode: null, expiresInSeconds: 0 } } },
    ]);
    expect($('order-section').hidden).toBe(true);
    ($('qr') as HTMLTextAreaElement).value = 'bankid.abc.3.def';
    ($('scan-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('order-section').hidden).toBe(false));
    expect(calls[0]).toEqual({ path: '/eid-simulator/api/scan', body: { qr: 'bankid.abc.3.def' } });
    expect($('order-text').textContent).toBe('Logga in på Hemglans AB');
    expect($('message').textContent).toMatch(/Välj en testperson/);

    ($('identity-198112189876') as HTMLInputElement).click();
    ($('identify-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('approve-section').hidden).toBe(false));
    expect(calls[1]).toEqual({ path: '/eid-simulator/api/identify', body: { personalNumber: '19811218-9876', handle: 'h1' } });
    expect($('approve-who').textContent).toContain('Oskar Lindqvist');

    ($('approve-button') as HTMLButtonElement).click();
    await waitFor(() => expect($('message').textContent).toMatch(/Klart/));
    expect(calls[2]).toEqual({ path: '/eid-simulator/api/sign', body: { handle: 'h1' } });
    expect($('return').hidden).toBe(false);
    expect($('return-link').getAttribute('href')).toBe('/mina-sidor');
    expect(($('cancel-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers a phone call: the call is confirmed before anyone is chosen, and a declined call says so', async () => {
    const call = (hintCode: string, extra: Record<string, unknown> = {}) => pending(hintCode, { startedVia: 'call', callInitiator: 'RP', requiredPersonalNumber: '19811218-9876', ...extra });
    load(
      [
        { status: 404, body: { errorCode: 'noCall', message: 'x' } },
        { status: 200, body: { handle: 'h3', order: call('userCallConfirm') } },
        { status: 200, body: { order: call('started') } },
        { status: 200, body: { handle: 'h4', order: call('userCallConfirm') } },
        { status: 200, body: { order: { ...call('userDeclinedCall'), status: 'failed', expiresInSeconds: 0 } } },
      ],
      { locale: 'en' },
    );
    ($('call-pnr') as HTMLInputElement).value = '19811218-9876';
    ($('call-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('error').textContent).toBe('No phone order waits for this personal number.'));
    expect(calls[0]).toEqual({ path: '/eid-simulator/api/call', body: { personalNumber: '19811218-9876' } });

    ($('call-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('call-section').hidden).toBe(false));
    expect($('identify-form').hidden).toBe(true);
    expect($('order-status').textContent).toBe('pending (userCallConfirm: waiting for the call to be confirmed)');
    ($('confirm-call-button') as HTMLButtonElement).click();
    await waitFor(() => expect($('identify-form').hidden).toBe(false));
    expect(calls[2]).toEqual({ path: '/eid-simulator/api/confirm-call', body: { handle: 'h3' } });
    expect($('call-section').hidden).toBe(true);

    ($('call-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('call-section').hidden).toBe(false));
    ($('decline-call-button') as HTMLButtonElement).click();
    await waitFor(() => expect($('error').textContent).toBe('The order failed: the person was on no such call'));
    expect(calls[4]).toEqual({ path: '/eid-simulator/api/decline-call', body: { handle: 'h4' } });
    expect($('call-section').hidden).toBe(true);
  });

  it('opens an autostart token by itself and sends a typed personal number with names', async () => {
    load(
      [
        { status: 200, body: { handle: 'h2', order: pending('started', { startedVia: 'autoStart' }) } },
        { status: 409, body: { errorCode: 'requirementNotMet', message: 'x', order: pending('started', { requiredPersonalNumber: '19811218-9876' }) } },
      ],
      { autoStartToken: 'token-1', locale: 'en' },
    );
    await waitFor(() => expect(calls[0]).toEqual({ path: '/eid-simulator/api/scan', body: { autoStartToken: 'token-1' } }));
    await waitFor(() => expect($('order-section').hidden).toBe(false));
    ($('identity-other') as HTMLInputElement).click();
    ($('other-pnr') as HTMLInputElement).value = '199001019802';
    ($('other-given') as HTMLInputElement).value = 'Alva';
    ($('identify-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('error').textContent).toBe('The site asked for another person’s BankID.'));
    expect(calls[1]!.body).toEqual({ personalNumber: '199001019802', givenName: 'Alva', handle: 'h2' });
    expect($('order-required').textContent).toBe('19811218-9876');
  });

  it('shows a sign order as one: its text to sign, a Sign button, and what was done', async () => {
    const sign = (hintCode: string, extra: Record<string, unknown> = {}) => pending(hintCode, { kind: 'sign', userVisibleData: 'Jag godkänner fullmakten', ...extra });
    load([
      { status: 200, body: { handle: 'h4', order: sign('started') } },
      { status: 200, body: { order: sign('userSign', { personalNumber: '19860923-9846', name: 'Maja Holm' }) } },
      { status: 200, body: { order: { ...sign('userSign'), status: 'complete', hintCode: null, expiresInSeconds: 0 } } },
    ]);
    ($('qr') as HTMLTextAreaElement).value = 'bankid.abc.1.def';
    ($('scan-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('order-section').hidden).toBe(false));
    expect($('order-heading').textContent).toBe('2. Signera');
    expect($('order-text-label').textContent).toBe('Att signera');
    expect($('order-text').textContent).toBe('Jag godkänner fullmakten');
    expect($('approve-button').textContent).toBe('Signera');
    ($('identity-198609239846') as HTMLInputElement).click();
    ($('identify-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('approve-section').hidden).toBe(false));
    ($('approve-button') as HTMLButtonElement).click();
    await waitFor(() => expect($('message').textContent).toBe('Klart: du har signerat.'));
  });

  it('keeps saying Identify for an identification', async () => {
    load([{ status: 200, body: { handle: 'h5', order: pending('started', { kind: 'auth' }) } }], { locale: 'en' });
    ($('qr') as HTMLTextAreaElement).value = 'bankid.abc.1.def';
    ($('scan-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('order-section').hidden).toBe(false));
    expect($('approve-button').textContent).toBe('Identify');
    expect($('order-heading').textContent).toBe('2. Identify');
  });

  it('shows refusals in the alert region and cancels', async () => {
    load([
      { status: 410, body: { errorCode: 'qrExpired', message: 'old' } },
      { status: 200, body: { handle: 'h3', order: pending('started') } },
      { status: 200, body: { order: { ...pending('started'), status: 'failed', hintCode: 'userCancel', expiresInSeconds: 0 } } },
    ]);
    ($('qr') as HTMLTextAreaElement).value = 'bankid.abc.0.def';
    ($('scan-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('error').textContent).toBe('QR-koden är för gammal. Skanna den aktuella koden.'));
    ($('scan-form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect($('order-section').hidden).toBe(false));
    ($('cancel-button') as HTMLButtonElement).click();
    await waitFor(() => expect($('message').textContent).toBe('Du avbröt legitimeringen.'));
    expect(calls[2]).toEqual({ path: '/eid-simulator/api/cancel', body: { handle: 'h3' } });
  });
});
