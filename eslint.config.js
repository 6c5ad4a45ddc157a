// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import directions of DESIGN.md §3: web → contract; server → contract, engine, knowledge; engine → contract, knowledge. */
const boundaryZones = [
  { target: './src/contract', from: './src', except: ['./contract'], message: 'contract imports zod only.' },
  {
    target: './src/knowledge',
    from: './src',
    except: ['./knowledge', './contract'],
    message: 'knowledge is data and may use only the contract.',
  },
  { target: './src/engine', from: './src/server', message: 'the engine is pure: no server code.' },
  { target: './src/engine', from: './src/web', message: 'the engine is pure: no web code.' },
  { target: './src/server', from: './src/web', message: 'the server never imports web code.' },
  {
    target: './src/server/http',
    from: './src/server/modules',
    message: 'http/ is shared infrastructure: it owns the interfaces it needs (identity.ts), never a module.',
  },
  { target: './src/web', from: './src/server', message: 'web talks to the server over HTTP only.' },
  { target: './src/web', from: './src/engine', message: 'web never runs the engine; call the API.' },
  { target: './src/web', from: './src/knowledge', message: 'web reads knowledge through the API.' },
  {
    target: './src/web/components',
    from: './src/web/features',
    message: 'shared UI never depends on a feature.',
  },
  { target: './src/web/lib', from: './src/web/features', message: 'shared code never depends on a feature.' },
  {
    target: './src/web/lib',
    from: './src/web/api',
    message: 'lib sits below the data layer: helpers for it, never users of it.',
  },
  {
    target: './src/web/api',
    from: ['./src/web/features', './src/web/app', './src/web/components'],
    message: 'the data layer serves screens and never depends on one; pass what it needs as an argument.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'features flow into the app, not back.' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'a feature never imports another feature; combine them in a screen under app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The zones below hold only for imports the resolver finds; the default one knows no .ts/.tsx files.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          // The layer aliases (#contract/…, #web/…) are tsconfig.json's paths.
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    // SPEC §9 and STYLE.md: one key factory and one set of hooks per resource, in src/web/api. Screens read and
    // change data only through it, so no screen writes a query key, touches the cache or calls the server itself.
    files: [
      'src/web/features/**/*.{ts,tsx}',
      'src/web/app/**/*.{ts,tsx}',
      'src/web/components/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: [
                'QueryClient',
                'queryOptions',
                'useQuery',
                'useQueries',
                'useSuspenseQuery',
                'useInfiniteQuery',
                'useQueryClient',
              ],
              message: 'read and invalidate through the resource hooks in src/web/api.',
            },
          ],
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest'],
              message: 'call the server through src/web/api.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'call the server through src/web/api.' }],
    },
  },
  {
    // Fastify plugins are async by contract even when they register routes synchronously.
    files: ['src/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // A function longer than a screenful does more than one thing; split it into named parts. Tests are exempt (a
    // describe block holds many cases).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Asymmetric matchers (expect.any, expect.objectContaining) are typed `any` by design.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
