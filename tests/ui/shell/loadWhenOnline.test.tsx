import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from '../../../ui/shell/loadWhenOnline';

afterEach(() => vi.restoreAllMocks());

/** A load that fails the first `failures` times (as a chunk does while the network is down), then answers. */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(() => (++calls <= failures ? Promise.reject(new Error(`Failed to load chunk (${calls})`)) : Promise.resolve('component')));
  return load;
}

describe('loadWhenOnline', () => {
  it('answers a load that succeeds at once', async () => {
    await expect(loadWhenOnline(flakyLoad(0))).resolves.toBe('component');
  });

  it('waits offline, then loads again once the browser is back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flakyLoad(1);
    let settled = false;
    const loading = loadWhenOnline(load).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Still offline: no second try, and nothing settled (the section keeps its server HTML).
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('component');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects a load that fails while online (the file is gone), so the next render asks again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(loadWhenOnline(flakyLoad(1))).rejects.toThrow('Failed to load chunk (1)');
  });
});
