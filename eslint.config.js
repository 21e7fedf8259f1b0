// @ts-check
// Lint: the JavaScript and typescript-eslint recommended rules (syntax only, no type information, so a run
// over the whole tree takes seconds), React's rules of hooks and jsx-a11y for the widgets.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build output, local databases and test artefacts (node_modules is ignored by default).
  globalIgnores(['dist/', '.tsbuild/', 'data/', '.data-test/', 'test-results/', 'screenshots/', 'coverage/', '.scratch-seed/', '**/*.generated.*']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept for its position (a callback's signature) or a rest sibling left out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'tests/widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules only: the plugin's recommended set adds React Compiler rules (set-state-in-effect,
    // refs) for code the compiler optimises; these widgets run on React 18 without it, and their data hooks
    // set a loading state in the effect that starts a load on purpose.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // The base styles set `list-style: none` on every list, and Safari's VoiceOver then stops announcing a list;
      // the explicit role="list" puts the semantics back.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      // The recommended options, plus a click on a modal <dialog>: a click on the dialog itself is on its backdrop and
      // closes it, and keyboard users close it with Escape (the dialog's own cancel).
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
      // Product videos come from the catalogue's VideoFileName alone: the store API has no caption files for a
      // <track> to point at. Captions need that data first (a gap to close in the catalogue, not in the markup).
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  // A function a reader holds in their head: past 80 lines a component, a route registration or a builder is split
  // into named steps (smaller components and hooks, one function per route or group, named build steps).
  {
    files: ['host/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // Plain JavaScript: the demo pages run in the browser, the build scripts in Node.
  { files: ['demo/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
);
