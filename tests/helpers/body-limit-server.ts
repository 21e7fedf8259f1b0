// A Fastify server with the host's body limit, error handling and host/http/body-limit.ts, in a process of its
// own (tests/api/http/body-limit.test.ts): the connection reset that the drain prevents shows only across
// processes. Usage: tsx tests/helpers/body-limit-server.ts <on|off>; prints the port once listening.
import Fastify from 'fastify';
import { registerBodyLimit } from '../../host/http/body-limit.js';
import { frameworkErrors, registerErrorHandling } from '../../host/http/errors.js';

async function main(): Promise<void> {
  const app = Fastify({ bodyLimit: 256 * 1024, frameworkErrors });
  if (process.argv[2] === 'on') await registerBodyLimit(app);
  registerErrorHandling(app);
  app.post('/api/echo', async () => ({ success: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log((app.server.address() as { port: number }).port);
}
void main();
