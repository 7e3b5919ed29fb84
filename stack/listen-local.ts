import type { Server } from 'node:http';

/**
 * Starts a stand-in's HTTP server on 127.0.0.1 (port 0: any free one) and returns its base URL;
 * rejects if the port cannot be taken.
 */
export async function listenLocally(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}
