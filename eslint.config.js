import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['node_modules', '.sandbox-data', 'openapi', 'dist', 'src/store/snapshot-shape.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    // The pages' scripts run in the browser, as they are.
    files: ['src/pages/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        fetch: 'readonly',
        sessionStorage: 'readonly',
        setInterval: 'readonly',
        FormData: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // The domain, the core and the msw handlers run in a browser too (SPEC 21): no Node global. Their
    // imports are held by the dependency-cruiser rules domain-runs-in-a-browser and core-runs-in-a-browser.
    files: ['src/domain/**/*.ts', 'src/core/**/*.ts', 'src/msw/**/*.ts', 'src/store/web-storage-store.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'Buffer',
          'process',
          'global',
          'setImmediate',
          'clearImmediate',
          '__dirname',
          '__filename',
          'require',
        ].map((name) => ({
          name,
          message: 'This code runs in a browser too (SPEC 21): use a web API instead.',
        })),
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
);
