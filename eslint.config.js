// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's layers import one way: shared code (components, lib, queries) <- features <- app. A feature
 * does not import another feature or app/; shared code imports neither. Core imports neither side.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/, queries/ or packages/core.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/: the route table is in @nestway/core/web-routes.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/queries`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or app/.',
  },
  { target: './packages/core', from: './apps', message: 'Core is shared by both sides and imports neither.' },
  { target: './apps/web', from: './apps/api', message: 'The web talks to the API through the contracts in core, never its code.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import the web.' },
];

const apiModules = './apps/api/src/modules';
const domainModules = readdirSync(apiModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/**
 * The other API modules each module may use, always through their public entry, modules/<name>/index.ts
 * (which re-exports what other modules may use, and nothing else). Kept free of cycles: a new use that
 * would close a loop stops lint here, before any code is written against it.
 */
const apiModuleUses = {
  'account-deletion': ['auth', 'clients'],
  auth: ['groups', 'preferences'],
  checkout: ['payments'],
  clients: ['auth', 'consultations', 'documents', 'payments', 'preferences', 'terms'],
  consultations: ['availability', 'groups'],
  offers: ['payments'],
  payments: ['consultations', 'documents', 'terms'],
  preferences: ['consultations'],
  retention: ['payments'],
  staff: ['auth'],
};
const usesCycle = (name, path = []) =>
  path.includes(name) ? [...path, name] : (apiModuleUses[name] ?? []).map((used) => usesCycle(used, [...path, name])).find(Boolean);
for (const name of Object.keys(apiModuleUses)) {
  const cycle = usesCycle(name);
  if (cycle) throw new Error(`eslint.config.js: the API modules would use one another in a loop: ${cycle.join(' -> ')}`);
}

/**
 * The API's modules, one domain each, use another module only as apiModuleUses allows, and only through
 * its index.ts. A module's own files import each other directly, never through their index (a barrel its
 * own files go through is how import cycles start). Lookups many modules need (a client by id, a
 * tenant's group, the signed-in user's type) live in modules/shared, which every module may import and
 * which imports no module, as components/ and lib/ sit beneath the web's features. Decision 027.
 */
const apiBoundaries = [
  ...domainModules.map((name) => ({
    target: `${apiModules}/${name}`,
    from: apiModules,
    except: [`./${name}`, './shared', ...(apiModuleUses[name] ?? []).map((used) => `./${used}/index.ts`)],
    message: `modules/${name} uses ${(apiModuleUses[name] ?? []).join(', ') || 'no other module'} (apiModuleUses), each only through its index.ts; a lookup many modules need belongs in modules/shared.`,
  })),
  ...domainModules.map((name) => ({
    target: `${apiModules}/${name}`,
    from: `${apiModules}/${name}/index.ts`,
    message: `The files of modules/${name} import each other directly, not through its index.ts.`,
  })),
  {
    target: `${apiModules}/shared`,
    from: apiModules,
    except: ['./shared'],
    message: 'modules/shared is beneath every module: it imports none of them.',
  },
];

const messageProperty = '[property.name=/^(message|serverMessage)$/]';
const codeInstead = 'Branch on the error code (hasErrorCode), not its text: see docs/decisions/010-error-codes.md.';
/** Ways of deciding by an error's text or status: comparing, switching on, searching or matching it. */
const errorTextReads = [
  `BinaryExpression[operator=/^[=!]==?$/] MemberExpression${messageProperty}`,
  `SwitchStatement > MemberExpression.discriminant${messageProperty}`,
  `SwitchStatement > *.discriminant MemberExpression${messageProperty}`,
  ...[':not(MemberExpression).object MemberExpression', 'MemberExpression.object'].map(
    (object) =>
      `CallExpression > MemberExpression.callee[property.name=/^(includes|startsWith|endsWith|indexOf|lastIndexOf|match|matchAll|search|localeCompare)$/] > ${object}${messageProperty}`,
  ),
  `CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments${messageProperty}`,
  `CallExpression[callee.property.name=/^(test|exec)$/] > *.arguments MemberExpression${messageProperty}`,
  `BinaryExpression[left.property.name='status'][right.raw=/^[1-5][0-9][0-9]$/]`,
  `BinaryExpression[right.property.name='status'][left.raw=/^[1-5][0-9][0-9]$/]`,
].map((selector) => ({ selector, message: codeInstead }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'e2e/artifacts/',
      'apps/api/db/migrations/',
      'packages/core/src/i18n/generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...apiBoundaries] }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The pre-rendered public pages hydrate without the app's router, query, form or validation code
    // (apps/web/scripts/byte-budget.test.ts holds them to 90 KB): their links go through SiteLink.
    files: [
      'apps/web/src/site/**/*.{ts,tsx}',
      'apps/web/src/features/marketing/**/*.{ts,tsx}',
      'apps/web/src/components/{layout/site-*,navigation/*}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', '@tanstack/react-query', 'react-hook-form', 'zod', '@/lib/api-client'].map((name) => ({
            name,
            message: 'The public pages load only React and their own code: see docs/decisions/012-first-load.md.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web tells refusals apart by their code (docs/decisions/010-error-codes.md): a message is
    // shown, never compared, searched or matched, and an HTTP status is the transport's business.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/lib/api-client.ts', 'apps/web/src/lib/upload-to-endpoint.ts'],
    rules: { 'no-restricted-syntax': ['error', ...errorTextReads] },
  },
);
