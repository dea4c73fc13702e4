import type { ApiClient } from '../../api/client';
import type { AnyEndpoint } from '../../api/contract/endpoint';

/** One call a view made through the fake client, waiting until the test settles it. */
export interface FakeCall {
  endpoint: AnyEndpoint;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } | undefined;
  settled: boolean;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface FakeApi {
  client: ApiClient;
  /** Every call, in order. */
  calls: FakeCall[];
  /** Calls of one endpoint, in order. */
  callsTo(endpoint: AnyEndpoint): FakeCall[];
  /** The newest call of the endpoint that is still waiting. */
  pending(endpoint: AnyEndpoint): FakeCall;
}

/** An `ApiClient` whose calls stay pending until the test resolves or rejects them. */
export function fakeApi(): FakeApi {
  const calls: FakeCall[] = [];
  const client: ApiClient = {
    call: ((endpoint: AnyEndpoint, input?: FakeCall['input']) =>
      new Promise<unknown>((resolve, reject) => {
        const call: FakeCall = {
          endpoint,
          input,
          settled: false,
          resolve: (output) => {
            call.settled = true;
            resolve(output);
          },
          reject: (error) => {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      })) as ApiClient['call'],
    invalidate: () => {},
  };
  const callsTo = (endpoint: AnyEndpoint) => calls.filter((call) => call.endpoint === endpoint);
  return {
    client,
    calls,
    callsTo,
    pending: (endpoint) => {
      const call = callsTo(endpoint)
        .filter((c) => !c.settled)
        .at(-1);
      if (!call) throw new Error(`fakeApi: no pending call to ${endpoint.method} ${endpoint.path}`);
      return call;
    },
  };
}
