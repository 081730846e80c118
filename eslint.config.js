/**
 * Lint: the architecture of architecture.md section 2 written as rules (ADR 001), plus typescript-eslint's
 * recommended set and React's hook rules. Not type-aware on purpose: `npm run typecheck` does the
 * types, and lint stays fast.
 *
 * The dependency rule:
 *   - packages/domain/src: relative imports within domain, and from npm only `zod` and `dayjs`
 *     (no node:*, no React, no database, no HTTP).
 *   - packages/server never imports packages/web.
 *   - packages/web never imports packages/server, and web/src no Node built-in.
 *   - packages/web/src/features/<a> never imports packages/web/src/features/<b>; shared code
 *     (components/, lib/) never imports features/ or app/. Compose features in app/.
 *   - within the itinerary, screens/<a> never imports screens/<b> (a screen group loads alone):
 *     what groups share lives in itinerary/shared/, components/ui, lib/ or packages/domain.
 *   - no import cycles anywhere.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = 'packages/web/src';
const FEATURES = `${WEB_SRC}/features`;

/**
 * features/<a> never imports features/<b>, and the itinerary's screens/<a> never imports
 * screens/<b>. A small local rule rather than one zone per folder, so a feature or a screen group
 * added tomorrow is covered without editing this file; it also sees lazy import()s and CSS imports.
 */
const configDir = path.dirname(fileURLToPath(import.meta.url));

/** The folder of `root` a file belongs to; a file directly in `root` (or outside it) belongs to none. */
function folderOf(root, file) {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? name : undefined;
}

function noCrossFolderImports(root, description, message) {
  const dir = path.resolve(configDir, root);
  return {
    meta: { type: 'problem', docs: { description }, messages: { cross: message }, schema: [] },
    create(context) {
      const own = folderOf(dir, context.filename);
      if (!own) return {};
      const check = (source) => {
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
        if (!source.value.startsWith('.')) return;
        const target = folderOf(dir, path.resolve(path.dirname(context.filename), source.value));
        if (target && target !== own)
          context.report({ node: source, messageId: 'cross', data: { from: own, to: target } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

const localRules = {
  'no-cross-feature-imports': noCrossFolderImports(
    FEATURES,
    'A feature never imports another feature (architecture.md 2).',
    'features/{{from}} imports features/{{to}}: a feature never imports another feature. Compose them in app/, or move the shared piece to components/ or lib/.',
  ),
  'no-cross-screen-group-imports': noCrossFolderImports(
    `${FEATURES}/itinerary/screens`,
    'An itinerary screen group never imports another group.',
    'screens/{{from}} imports screens/{{to}}: a screen group never imports another group. Move the shared piece to itinerary/shared/ (itinerary-specific), components/ui or lib/ (any area), or packages/domain (a rule).',
  ),
};

const zones = [
  {
    target: './packages/domain',
    from: ['./packages/server', './packages/web', './e2e', './bench'],
    message: 'domain imports nothing of ours outside domain (architecture.md 2).',
  },
  {
    target: './packages/server',
    from: './packages/web',
    message: 'server never imports web (architecture.md 2).',
  },
  {
    target: './packages/web',
    from: ['./packages/server', './e2e', './bench'],
    message: 'web never imports server (architecture.md 2): share through packages/domain.',
  },
  {
    target: [`./${WEB_SRC}/components`, `./${WEB_SRC}/lib`],
    from: [`./${FEATURES}`, `./${WEB_SRC}/app`],
    message: 'Shared code (components/, lib/) never imports features/ or app/.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: { rules: localRules } },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'module', 'default', 'node'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['packages/domain/src/**'],
    languageOptions: { globals: {} },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!(zod|dayjs)(/|$)|\.{1,2}/)`,
              message: 'domain is pure: it imports only zod, dayjs and other domain files (architecture.md 2).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests beside domain code, and the test-only generators and fixtures they import, may also use
    // the test tools.
    files: [
      'packages/domain/src/**/*.test.ts',
      'packages/domain/src/**/arbitraries.ts',
      'packages/domain/src/**/*.fixture.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!(zod|dayjs|vitest|fast-check)(/|$)|\.{1,2}/)`,
              message: 'domain tests import domain files, zod, dayjs, vitest and fast-check only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sc/web', '@sc/web/**'], message: 'server never imports web (architecture.md 2).' }] },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/**`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import-x/no-nodejs-modules': 'error',
      'local/no-cross-feature-imports': 'error',
      'local/no-cross-screen-group-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sc/server', '@sc/server/**', '@sc/e2e', '@sc/e2e/**', '@sc/bench', '@sc/bench/**'],
              message: 'web never imports server (architecture.md 2): share through packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Time is an input (ADR 066): product code reads the clock it was given, never the machine's.
    files: ['packages/server/src/**', `${WEB_SRC}/**`, 'packages/domain/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the clock (config.clock on the server, lib/clock.ts on the web, ADR 066).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from the clock (config.clock on the server, lib/clock.ts on the web, ADR 066).',
        },
      ],
    },
  },
);
