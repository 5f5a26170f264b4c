import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayDelivery = { headers: IncomingHttpHeaders; body: string };

export type StandInGateway = {
  /** What the gateway got, in order; a test may reset it. */
  received: GatewayDelivery[];
  /** The status it answers every POST with; a test sets it to make the gateway refuse. */
  status: number;
  url: string;
  close: () => Promise<void>;
};

/**
 * A stand-in WhatsApp gateway on loopback: the gateway is a third party, so the senders' tests
 * mock it at the HTTP boundary. It records each request as received (headers and raw body, so a
 * test can recompute the signature itself) and answers `status` with an empty body.
 */
export async function startStandInGateway(path: string): Promise<StandInGateway> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      gateway.received.push({ headers: request.headers, body });
      response.writeHead(gateway.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: StandInGateway = {
    received: [],
    status: 200,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return gateway;
}
