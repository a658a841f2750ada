import { startSandbox } from '../../src/start.ts';
const s = await startSandbox({ port: 0, memory: true, rateLimit: 0 });
for (const p of [
  '/messages/2/reactions',
  '/messages/4/reactions',
  '/messages/2/reactions?affix=prepend',
  '/messages/2',
]) {
  const r = await fetch(s.url + p, { headers: { apikey: s.apiKey } });
  console.log(p, r.status, (await r.text()).slice(0, 300));
}
await s.close();
