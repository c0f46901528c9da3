import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the proxy answers `/api/` requests:
 * - 'ok': forwarded untouched;
 * - 'down': the connection is dropped without an answer, as when the API process is stopped;
 * - 'slow': forwarded after SLOW_API_MS;
 * - 'malformed': 200 `application/json` whose body is not JSON;
 * - 'foreign': 200 `application/json` that is JSON but not the contract's shape.
 */
export type FaultMode = 'ok' | 'down' | 'slow' | 'malformed' | 'foreign';

/** The latency of 'slow' (issue #9: "slow (2 s latency)"). */
export const SLOW_API_MS = 2000;

export interface FaultProxy {
  /** The proxy's origin, e.g. `http://127.0.0.1:40123`: pages opened here reach the store through it. */
  readonly url: string;
  mode: FaultMode;
  /** How many `/api/` requests the proxy saw, per mode it answered them in. */
  readonly apiRequests: Record<FaultMode, number>;
  close(): Promise<void>;
}

/**
 * A real HTTP proxy in front of the e2e server: pages and static files always pass through, the
 * browser's `/api/` requests fail the way `mode` says. The server's own pages reach the API in
 * process, past this proxy: the faults are those of a page the browser loads after the first
 * (a link's). Started on a free port, one per test, so tests in parallel never switch each
 * other's API off.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const apiRequests: Record<FaultMode, number> = { ok: 0, down: 0, slow: 0, malformed: 0, foreign: 0 };
  const state = { mode: 'ok' as FaultMode };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.destroy());
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  };

  const answerJson = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const isApi = (req.url ?? '').startsWith('/api/');
    if (!isApi) return forward(req, res);
    const mode = state.mode;
    apiRequests[mode] += 1;
    switch (mode) {
      case 'ok':
        return forward(req, res);
      case 'down':
        // No status line at all: the browser sees the connection fail, as with a stopped server.
        req.socket.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => forward(req, res), SLOW_API_MS);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'malformed':
        req.resume();
        return answerJson(res, '{"items": [{"id": 1, "name": "Cut off mid');
      case 'foreign':
        req.resume();
        return answerJson(res, JSON.stringify({ unexpected: true, items: 'not a list', id: 'x' }));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(next: FaultMode) {
      state.mode = next;
    },
    apiRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
