import { startServer } from './server.ts';

const server = await startServer();
console.log(`Camperdeel draait op http://localhost:${server.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
