import type { ApiClient } from '../../api/client';
import { sameCall, type EndpointMeta } from '../../api/contract/meta';

/** One call a view made through the fake client, waiting until the test settles it. */
export interface FakeCall {
  endpoint: EndpointMeta;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } | undefined;
  settled: boolean;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface FakeApi {
  client: ApiClient;
  /** Every call, in order. */
  calls: FakeCall[];
  /** Calls of one endpoint (named by the contract or by reference), in order. */
  callsTo(endpoint: EndpointMeta): FakeCall[];
  /** The newest call of the endpoint that is still waiting. */
  pending(endpoint: EndpointMeta): FakeCall;
}

/** An `ApiClient` whose calls stay pending until the test resolves or rejects them. */
export function fakeApi(): FakeApi {
  const calls: FakeCall[] = [];
  const client: ApiClient = {
    call: ((endpoint: EndpointMeta, input?: FakeCall['input']) =>
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
  const callsTo = (endpoint: EndpointMeta) => calls.filter((call) => sameCall(call.endpoint, endpoint));
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
