/**
 * The second pass of `npm run lint`: the in-process core and the msw handlers run in a browser (SPEC
 * 21), so nothing they import at run time may be a Node built-in, Express or pino. Their graph goes
 * through the server's stages in src/http/, which name Express's and pino's types; those imports are
 * erased by every build, so this pass reads the sources as compiled (no type-only imports), where
 * .dependency-cruiser.cjs counts them for the layers.
 */
// dependency-cruiser reads its configuration as CommonJS, where require is how one file reads another.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./.dependency-cruiser.cjs');

const rule = base.forbidden.find((r) => r.name === 'domain-runs-in-a-browser');

module.exports = {
  forbidden: [
    {
      ...rule,
      name: 'core-runs-in-a-browser',
      comment:
        'chat-api-sandbox/core and /msw run in a browser (SPEC 21): nothing they import at run time, directly or through another file, may be a Node built-in, Express or pino.',
      from: { path: ['^src/core/', '^src/msw/'] },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
