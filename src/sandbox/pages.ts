/**
 * The pages people look at (the README's "Pages"), served as the files they are: `/docs`, the API
 * reference of both documents rendered by Swagger UI from its npm package (no CDN), and
 * `/__sandbox/ui`, the inspector. The pages themselves are public; what they show comes from the
 * control API, with its admin rules.
 */
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import express, { type Express, type Request, type Response } from 'express';
import { PAGES_DIR } from '../contract/package-files.ts';
import { SANDBOX_PREFIX } from '../contract/sandbox-limits.ts';

const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = (file: string) => (_req: Request, res: Response) =>
  res.sendFile(file, { root: PAGES_DIR, headers: { 'cache-control': 'no-cache' } });

export function servePages(app: Express): void {
  const assets = { index: false, maxAge: '1h', fallthrough: false } as const;
  app.get(['/docs', '/docs/'], page('docs/index.html'));
  app.get('/docs/docs.js', page('docs/docs.js'));
  app.use('/docs/assets', express.static(SWAGGER_UI, assets));
  app.get([`${SANDBOX_PREFIX}/ui`, `${SANDBOX_PREFIX}/ui/`], page('ui/index.html'));
  for (const file of ['inspector.js', 'conversation.js', 'outbox.js', 'dom.js', 'inspector.css'])
    app.get(`${SANDBOX_PREFIX}/ui/${file}`, page(`ui/${file}`));
}
