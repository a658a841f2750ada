/**
 * A bare Express 5 app that answers one read path with a fixed JSON body held in memory: no
 * validation, no state, no journal. The ceiling the bench holds a read of the sandbox against.
 *
 *   tsx scripts/lib/bare-express.ts <body.json> <path>
 */
import { readFileSync } from 'node:fs';
import express from 'express';

const [file, path] = process.argv.slice(2);
if (!file || !path) throw new Error('usage: bare-express.ts <body.json> <path>');
const body: unknown = JSON.parse(readFileSync(file, 'utf8'));
const app = express();
app.get(path, (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`Listening on http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
