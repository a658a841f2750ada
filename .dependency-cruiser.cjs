/**
 * The layers of src/, lowest first: contract → store → domain → routes → http → sandbox → core → msw, and
 * the files directly in src/ (app.ts, start.ts, cli.ts, index.ts…) at the top. A layer imports only from layers below it, and nothing imports in a
 * circle. `npm run lint` runs this, so the shape stays as docs/architecture.md describes it.
 */
const layers = ['contract', 'store', 'domain', 'routes', 'http', 'sandbox', 'core', 'msw'];

/**
 * Top-level files a layer may still import: documents.ts, the contract as the package bakes it, is
 * built from the contract layers alone, and the core (which has no app to hand it the documents, as
 * app.ts hands them to the sandbox) reads it.
 */
const allowedTop = { core: '^src/documents\\.ts$' };

const upward = layers.flatMap((layer, i) => {
  const higher = layers.slice(i + 1);
  return [
    {
      name: `${layer}-imports-only-lower-layers`,
      comment: `src/${layer} may import only from ${layers.slice(0, i).join(', ') || 'no other layer'}`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      // Higher layers, and the files at the top of src/ (app, start, server, cli, index).
      to: {
        path: `^src/(${[...higher, '[^/]+\\.ts$'].join('|')})`,
        ...(allowedTop[layer] ? { pathNot: allowedTop[layer] } : {}),
      },
    },
  ];
});

/**
 * What code that runs in a browser (SPEC 21) may not reach, directly or through another file: a Node
 * built-in, Express, pino, or lowdb other than its browser adapters.
 */
function browserRule(name, comment, from) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    to: {
      reachable: true,
      path: [
        '^node:',
        '^(fs|path|crypto|http|https|net|events|url|stream|os|util|zlib|module|readline|timers|child_process)$',
        'node_modules/(express|express-openapi-validator|pino|pino-http|pino-pretty|cors)/',
        // lowdb's package exports are named as written (`lowdb/node`) or resolved into node_modules.
        '^lowdb(/node)?$',
        'node_modules/lowdb/lib/(?!browser\\.js$)',
      ],
    },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports: one of the files should depend on a third, lower one instead.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    browserRule(
      'domain-runs-in-a-browser',
      'The domain and the memory store run in a browser too (SPEC 21): nothing they import, directly or through another file, may be a Node built-in, Express or pino.',
      ['^src/domain/', '^src/store/memory-store\\.ts$', '^src/store/bundled-fixtures\\.ts$'],
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count too: a type from a higher layer ties the layers all the same.
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
