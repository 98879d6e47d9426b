// The architecture's import boundaries (README, "How it fits together"), kept by the linter instead of by discipline.
// Each import is resolved to the part of the repository it reaches (a workspace, and in a front end the
// feature folder), then checked against the rules below. Bare package names reach a workspace by its name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const WORKSPACE_OF_NAME = new Map(
  WORKSPACES.map((folder) => [JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).name, folder]),
);

const FRONT_ENDS = ['shell', 'mfe-games', 'mfe-account', 'mfe-admin'];
const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
const APPS = [...FRONT_ENDS, ...SERVICES, 'gateway', 'e2e', 'scripts'];

/** Where a repository path lies: its workspace (or top folder) and, inside a front end, its feature. */
function placeOf(absolute) {
  const relative = path.relative(ROOT, absolute).split(path.sep);
  if (relative[0] === '..') return null;
  const workspace = relative[0] === 'packages' ? relative.slice(0, 2).join('/') : relative[0];
  const feature = relative[1] === 'src' && relative[2] === 'features' && relative.length > 4 ? relative[3] : null;
  return { workspace, feature };
}

function placeOfImport(specifier, importer) {
  if (specifier.startsWith('.')) return placeOf(path.resolve(path.dirname(importer), specifier));
  // '@/…' is the importing front end's src/ (its tsconfig's paths).
  if (specifier.startsWith('@/')) {
    const workspace = placeOf(importer)?.workspace;
    return workspace ? placeOf(path.join(ROOT, workspace, 'src', specifier.slice(2))) : null;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const workspace = WORKSPACE_OF_NAME.get(name);
  return workspace ? { workspace, feature: null } : null;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (!to || from.workspace === to.workspace) {
    if (to && from.feature && to.feature && from.feature !== to.feature)
      return `feature "${from.feature}" imports feature "${to.feature}": features never import each other (move what both need to src/shared or src/components)`;
    return null;
  }
  const front = FRONT_ENDS.includes(from.workspace);
  if (front && FRONT_ENDS.includes(to.workspace))
    return `${from.workspace} imports ${to.workspace}: front ends meet only at run time, through Module Federation`;
  if (front && (SERVICES.includes(to.workspace) || ['gateway', 'packages/service-kit'].includes(to.workspace)))
    return `${from.workspace} imports ${to.workspace}: front ends reach services only over HTTP`;
  if (SERVICES.includes(from.workspace) && (APPS.includes(to.workspace) || to.workspace === 'packages/client'))
    return `${from.workspace} imports ${to.workspace}: services share packages/* but never each other's code, nor a front end's`;
  if (from.workspace.startsWith('packages/') && APPS.includes(to.workspace))
    return `${from.workspace} imports ${to.workspace}: packages import no app`;
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Imports that cross the architecture's boundaries" },
    schema: [],
    messages: { crossed: '{{reason}}' },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const reason = violation(from, placeOfImport(source.value, context.filename));
      if (reason) context.report({ node: source, messageId: 'crossed', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const callee = node.callee;
        const named = (object, property) =>
          callee.type === 'MemberExpression' && callee.object.name === object && callee.property.name === property;
        if ((callee.type === 'Identifier' && callee.name === 'require') || named('require', 'resolve'))
          check(node.arguments[0]);
      },
    };
  },
};
