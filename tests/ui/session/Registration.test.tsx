import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { auth } from '../../../api/calls/auth';
import { customer as customerCalls } from '../../../api/calls/customer';
import { ApiRequestError, BadRequestError } from '../../../api/errors';
import { Registration } from '../../../ui/session/Registration/Registration';
import { loadSessionCharts, SiteActorProvider } from '../../../ui/site/SiteActor';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { renderWithProviders as render } from '../../support/providers';
import { customer, fakeApi, registerSessionHooks } from './support';

registerSessionHooks();

// The session's charts load after a page starts; here they are loaded first, so the page starts them as it mounts.
beforeAll(async () => {
  await loadSessionCharts();
});

/**
 * The site's session, started from a hand-off link whose code the server
 * exchanges for a temporary session (`temporary: false`: nobody logged in).
 * The exchange is answered and forgotten: the tests count the calls after it.
 */
async function renderWithProviders(ui: ReactElement, { api = fakeApi(), temporary = true }: { api?: ReturnType<typeof fakeApi>; temporary?: boolean } = {}) {
  const router = fakeRouterAdapter({ path: '/en/my-pages', query: temporary ? { sessionToken: 'code-1' } : {} });
  if (temporary) api.call.mockResolvedValueOnce({ sessionToken: 'temp-1', temporary: true });
  const rendered = render(<SiteActorProvider>{ui}</SiteActorProvider>, { client: api, router });
  if (temporary) {
    await screen.findByTestId('registration');
    expect(api.call.mock.calls).toEqual([[auth.handoffExchange, { body: { code: 'code-1' } }]]);
    api.call.mockClear();
  }
  return { ...rendered, api, router };
}

/** The calls after the registration's own (the session loading the new customer, or logging out). */
const callsAfter = (api: ReturnType<typeof fakeApi>) => api.call.mock.calls.slice(1);


const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillIn(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Email: 'anna@example.se',
    'Email again': 'anna@example.se',
    'Mobile phone': '070-123 45 67',
    'Street address': 'Storgatan 1',
    'Postal code': '11122',
    City: 'Stockholm',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Become a customer' }));

describe('<Registration>', () => {
  it('is not there unless the person must register', async () => {
    await renderWithProviders(<Registration />, { temporary: false });
    expect(screen.queryByTestId('registration')).not.toBeInTheDocument();
  });

  it('marks every empty field and the terms as required and focuses the first', async () => {
    const api = fakeApi();
    await renderWithProviders(<Registration />, { api });
    await submit();
    for (const label of ['Email', 'Email again', 'Mobile phone', 'Street address', 'Postal code', 'City']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(/(^|\s)This field is required\.$/);
    }
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('This field is required.');
    expect(field('Email')).toHaveFocus();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('checks the email, the mobile number and the postal code', async () => {
    const api = fakeApi();
    await renderWithProviders(<Registration />, { api });
    await fillIn({ Email: 'anna@', 'Mobile phone': '08-123 45 67', 'Postal code': '1112' });
    await submit();
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field('Mobile phone')).toHaveAccessibleDescription(/For example.*Enter a valid phone number\./);
    expect(field('Postal code')).toHaveAccessibleDescription('Enter a Swedish postal code of five digits, such as 112 34.');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveFocus();
    expect(api.call).not.toHaveBeenCalled();

    // Fixing a field clears its message as you type.
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'anna@example.se');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the email address twice and sends nothing while the two differ', async () => {
    const api = fakeApi();
    await renderWithProviders(<Registration />, { api });
    await fillIn({ 'Email again': 'anna@exampel.se' });
    await submit();
    expect(field('Email again')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email again')).toHaveAccessibleDescription('Your confirmations and receipts go to this address. The two do not match.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email again')).toHaveFocus();
    expect(api.call).not.toHaveBeenCalled();

    await userEvent.clear(field('Email again'));
    await userEvent.type(field('Email again'), ' anna@example.se ');
    expect(field('Email again')).not.toHaveAttribute('aria-invalid');
  });

  it('writes the mobile number in the +46 form when leaving the field', async () => {
    await renderWithProviders(<Registration />);
    await userEvent.type(field('Mobile phone'), '0701234567');
    await userEvent.tab();
    expect(field('Mobile phone')).toHaveValue('+46 70 123 45 67');
  });

  it('sends the registration body and hands the new session to the session', async () => {
    const api = fakeApi();
    await renderWithProviders(<Registration />, { api });
    // The customer's load after it stays under way.
    api.call.mockResolvedValueOnce({ sessionToken: 'perm-1', customer: customer() }).mockReturnValue(new Promise(() => {}));
    await fillIn();
    await submit();
    expect(api.call).toHaveBeenCalledWith(customerCalls.register, {
      body: {
        email: 'anna@example.se',
        mobilePhone: '+46 70 123 45 67',
        address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
      },
      // With the temporary session of the person who identified.
      sessionId: 'temp-1',
    });
    // The session takes the permanent session and loads the customer with it.
    await waitFor(() => expect(callsAfter(api)).toEqual([[customerCalls.get, { sessionId: 'perm-1', fresh: true }]]));
  });

  it('is busy while sending', async () => {
    const api = fakeApi();
    let answer!: (value: unknown) => void;
    await renderWithProviders(<Registration />, { api });
    api.call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve))).mockReturnValue(new Promise(() => {}));
    await fillIn();
    await submit();
    const busy = screen.getByRole('button', { name: 'Creating your account…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer({ sessionToken: 'perm-1', customer: customer() });
    await waitFor(() => expect(callsAfter(api)).toHaveLength(1));
  });

  it("shows the server's field errors next to their fields", async () => {
    const api = fakeApi();
    api.call.mockRejectedValue(
      new BadRequestError([
        { field: 'email', message: 'common.formErrors.email' },
        { field: 'address.zipCode', message: 'common.formErrors.areaCode' },
      ]),
    );
    await renderWithProviders(<Registration />, { api });
    await fillIn();
    await submit();
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field('Postal code')).toHaveAccessibleDescription('Enter a Swedish postal code of five digits, such as 112 34.');
    expect(field('Email')).toHaveFocus();
    // Each field's error is announced where it shows; no form-wide error besides.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a valid email address.',
      'Enter a Swedish postal code of five digits, such as 112 34.',
    ]);
    expect(callsAfter(api)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Become a customer' })).toBeEnabled();
  });

  it('shows the default error when the call fails otherwise', async () => {
    const api = fakeApi();
    api.call.mockRejectedValue(new ApiRequestError({ status: 409 }));
    await renderWithProviders(<Registration />, { api });
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(callsAfter(api)).toEqual([]);
  });

  it('can give up the registration: the temporary session is logged out', async () => {
    const api = fakeApi();
    api.call.mockResolvedValue({ ok: true });
    await renderWithProviders(<Registration />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.call).toHaveBeenCalledWith(auth.logout, { sessionId: 'temp-1' });
    await waitFor(() => expect(screen.queryByTestId('registration')).not.toBeInTheDocument());
  });

  it('takes the hand-off code out of the address', async () => {
    const { router } = await renderWithProviders(<Registration />);
    expect(router.navigations).toEqual([{ kind: 'setQuery', changes: { sessionToken: null }, history: 'replace' }]);
  });
});
