/** The package's version, from its package.json (one directory up from src/ and from dist/ alike). */
import { readFileSync } from 'node:fs';

export const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
