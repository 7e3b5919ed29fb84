import { it } from 'vitest';
import { createWorld, fingerprint } from '../assurance/world';
import { call } from '../tenant';

it('times', async () => {
  let t = performance.now();
  const w = await createWorld();
  console.log('world', performance.now() - t);
  t = performance.now();
  for (let i = 0; i < 5; i++) await createWorld();
  console.log('5 worlds seq', (performance.now() - t) / 5);
  t = performance.now();
  for (let i = 0; i < 20; i++) await fingerprint(w);
  console.log('fingerprint', (performance.now() - t) / 20);
  t = performance.now();
  for (let i = 0; i < 20; i++) await (await call('GET', '/health')).text();
  console.log('health', (performance.now() - t) / 20);
  t = performance.now();
  for (let i = 0; i < 20; i++) await (await call('GET', '/organization', { as: w.a.owner })).text();
  console.log('org', (performance.now() - t) / 20);
  t = performance.now();
  for (let i = 0; i < 20; i++) await (await call('GET', '/organization')).text();
  console.log('anon org', (performance.now() - t) / 20);
}, 120_000);
