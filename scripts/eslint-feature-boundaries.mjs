// The web app's one-way imports (conventions.md, Bulletproof React): shared code (components/,
// lib/, hooks/) → features/<name>/ → app/. A feature imports shared code, its own folder and the
// packages, never another feature and never app/; shared code imports neither. Relative imports are
// resolved against the importing file, so the depth of `../` does not matter.
import path from 'node:path';

const WEB_SRC = /^(.*\/apps\/web\/src)\/(.*)$/;
const SHARED = new Set(['components', 'lib', 'hooks']);

/** 'app', 'shared', 'feature:<name>' or null (main.tsx and anything else: the app's entry). */
function layerOf(rel) {
  const [top, name] = rel.split('/');
  if (top === 'app') return 'app';
  if (SHARED.has(top)) return 'shared';
  if (top === 'features' && name) return `feature:${name}`;
  return null;
}

function refusal(from, to) {
  if (from === null || from === 'app' || to === null || to === from || to === 'shared') return null;
  if (to === 'app') return 'intoApp';
  if (from === 'shared') return 'sharedIntoFeature';
  return 'crossFeature';
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import shared code and themselves only; shared code imports no feature' },
    schema: [],
    messages: {
      crossFeature:
        '{{from}} imports {{to}}: features do not import each other. Move what both need to components/ or lib/, or let app/ compose them.',
      sharedIntoFeature: '{{from}} imports {{to}}: shared code (components/, lib/) imports no feature.',
      intoApp: '{{from}} imports app/: only app/ composes; pass what is needed in as props.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = WEB_SRC.exec(file);
    if (!match) return {};
    const [, srcRoot, rel] = match;
    const from = layerOf(rel);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.relative(srcRoot, path.posix.resolve(path.posix.dirname(file), source.value));
      const to = target.startsWith('..') ? null : layerOf(target);
      const messageId = refusal(from, to);
      if (messageId) context.report({ node: source, messageId, data: { from: rel, to: target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
