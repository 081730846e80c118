/**
 * Lint: the architecture of DESIGN.md section 2 written as rules (ADR 001), plus typescript-eslint's
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
 * features/<a> never imports features/<b>. A small local rule rather than one zone per folder, so
 * a feature added tomorrow is covered without editing this file; it also sees lazy import()s.
 */
const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), FEATURES);

function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [name, ...rest] = rel.split(path.sep);
  // A file directly in features/ belongs to no feature.
  return rest.length > 0 ? name : undefined;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature never imports another feature (DESIGN.md 2).' },
    messages: {
      cross:
        'features/{{from}} imports features/{{to}}: a feature never imports another feature. Compose them in app/, or move the shared piece to components/ or lib/.',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
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

const zones = [
  {
    target: './packages/domain',
    from: ['./packages/server', './packages/web', './e2e', './bench'],
    message: 'domain imports nothing of ours outside domain (DESIGN.md 2).',
  },
  {
    target: './packages/server',
    from: './packages/web',
    message: 'server never imports web (DESIGN.md 2).',
  },
  {
    target: './packages/web',
    from: ['./packages/server', './e2e', './bench'],
    message: 'web never imports server (DESIGN.md 2): share through packages/domain.',
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
    plugins: { 'import-x': importX, local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
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
              message: 'domain is pure: it imports only zod, dayjs and other domain files (DESIGN.md 2).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests beside domain code, and the test-only generators and fixtures they import, may also use
    // the test tools.
    files: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/arbitraries.ts', 'packages/domain/src/**/*.fixture.ts'],
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
        { patterns: [{ group: ['@sc/web', '@sc/web/**'], message: 'server never imports web (DESIGN.md 2).' }] },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sc/server', '@sc/server/**', '@sc/e2e', '@sc/e2e/**', '@sc/bench', '@sc/bench/**'],
              message: 'web never imports server (DESIGN.md 2): share through packages/domain.',
            },
          ],
        },
      ],
    },
  },
);
