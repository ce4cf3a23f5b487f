// @ts-check
import path from 'node:path';

/**
 * One lint rule, `rooms/only-listed`, for the folders inside a package: a file in a room (a folder right
 * under `root`) may import a file of another room only where the table lists that room for it, so an
 * arrow that runs back up is an error, not a hope. Files right under `root` (the app's frame) are the
 * room '.'. A room missing from the table is an error too: a new folder says where it stands. Imports
 * that leave `root` (packages, other workspaces) are the package rules' business, not this one's.
 */
const onlyListed = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          rooms: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root', 'rooms'],
        additionalProperties: false,
      },
    ],
    messages: {
      notListed: '{{from}}/ may not import {{to}}/ (the rooms in eslint.config.js list what each may use)',
      unknownRoom: '{{from}}/ is no room of {{root}}: add it to the rooms in eslint.config.js, with what it may use',
    },
  },
  create(context) {
    const { root, rooms } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    /** The room of an absolute path under root ('.' for a file right under it), or null outside root. */
    const roomOf = (file) => {
      const relative = path.relative(rootDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
      const parts = relative.split(path.sep);
      return parts.length > 1 ? parts[0] : '.';
    };
    const from = roomOf(context.filename);
    if (from === null || from === '.') return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = roomOf(path.resolve(path.dirname(context.filename), source.value));
      if (to === null || to === from) return;
      if (!Object.hasOwn(rooms, from)) context.report({ node: source, messageId: 'unknownRoom', data: { from, root } });
      else if (!rooms[from].includes(to)) context.report({ node: source, messageId: 'notListed', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const rooms = { rules: { 'only-listed': onlyListed } };
