import { afterEach, describe, expect, it } from 'vitest';
import { pushDataLayer, setAnalyticsAppId } from '../../../ui/shell/dataLayer';

/** site.md §9: the staff host's analytics events carry its own app id, the public site's theirs. */
const entries = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

afterEach(() => {
  setAnalyticsAppId(null);
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});

describe('analytics app id', () => {
  it("the staff host's events carry the staff id; the public site's the site id", () => {
    setAnalyticsAppId('staff');
    pushDataLayer({ event: 'identify', userId: 'cust-1' });
    setAnalyticsAppId('site');
    pushDataLayer({ event: 'serviceUnavailable', zipCode: '11122' });
    expect(entries()).toEqual([
      { appId: 'staff', event: 'identify', userId: 'cust-1' },
      { appId: 'site', event: 'serviceUnavailable', zipCode: '11122' },
    ]);
  });

  it("leaves the tag manager's own commands (consent mode's `arguments`) as they are", () => {
    setAnalyticsAppId('staff');
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the tag manager reads an Arguments object, as consentMode pushes it
      pushDataLayer(arguments);
    }
    gtag('consent', 'default', { analytics_storage: 'denied' });
    const [command] = entries();
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(command).not.toHaveProperty('appId');
  });
});
