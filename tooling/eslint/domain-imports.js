import path from 'node:path';

/**
 * The services' folders are domains (and a few providers: mail, payments, storage). What a folder may take from
 * another: its service files (`*.service.ts`), its face (`index.ts`) and its types (`import type`), never its other
 * files, so that a folder's helpers stay its own and no folder loop is closed by one. What two folders both need
 * lives in the shared folders (common/), or in @shop/domain when it is pure.
 *
 * `shared` names the folders that are no domain's and every domain's to import (the first is where the message sends
 * a helper two folders need). `exceptions` names, per importing file, the files of other folders it may still import (both relative to
 * `servicesDir`, as `cart/cart.service.ts`); an exception its file no longer needs is reported, so the list only
 * shrinks.
 */
export function domainImports({ servicesDir, shared, exceptions = {} }) {
  const underServices = (file) => {
    const relative = path.relative(servicesDir, file).split(path.sep).join('/');
    return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: "A services folder imports only another folder's services, face and types." },
      messages: {
        otherFoldersFile:
          "{{from}} takes a value from {{target}}: another folder's files are its own; import its *.service.ts, " +
          'its index.ts or its types, or move what both need to {{shared}}/.',
        unusedException:
          'The exception for {{from}} -> {{target}} is no longer needed: take it out of the list.',
      },
      schema: [],
    },
    create(context) {
      const from = underServices(context.filename);
      const folder = from?.includes('/') ? from.split('/')[0] : undefined;
      if (!folder || shared.includes(folder)) return {};
      const allowedHere = new Set(exceptions[from] ?? []);
      const used = new Set();

      function check(node, typeOnly) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.') || typeOnly) return;
        const target = underServices(path.resolve(path.dirname(context.filename), source))?.replace(
          /\.js$/,
          '.ts',
        );
        const targetFolder = target?.includes('/') ? target.split('/')[0] : undefined;
        if (!targetFolder || targetFolder === folder || shared.includes(targetFolder)) return;
        const name = path.posix.basename(target);
        if (name.endsWith('.service.ts') || name === 'index.ts') return;
        if (allowedHere.has(target)) return void used.add(target);
        context.report({
          node: node.source,
          messageId: 'otherFoldersFile',
          data: { from, target, shared: shared[0] },
        });
      }
      const allTypes = (specifiers, kind) =>
        specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type');

      return {
        ImportDeclaration: (node) =>
          check(node, node.importKind === 'type' || allTypes(node.specifiers, 'importKind')),
        ExportNamedDeclaration: (node) =>
          check(node, node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind')),
        ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
        ImportExpression: (node) => check(node, false),
        'Program:exit': (program) => {
          for (const target of allowedHere)
            if (!used.has(target))
              context.report({ node: program, messageId: 'unusedException', data: { from, target } });
        },
      };
    },
  };
}
