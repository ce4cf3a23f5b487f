import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { MessageKeys } from '@rent/domain';

/** A surrogate without its partner. */
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL or an unpaired surrogate: what no PostgreSQL text or jsonb value can hold. */
const unstorable = (text: string): boolean => text.includes('\u0000') || UNPAIRED.test(text);

/**
 * The text with each character PostgreSQL cannot hold replaced by U+FFFD, for a record of what was sent
 * that must be kept even when the request itself is refused for it (the staff audit trail).
 */
export const storableText = (text: string): string =>
  text.replaceAll('\u0000', '\uFFFD').replace(new RegExp(UNPAIRED.source, 'g'), '\uFFFD');

/** One value met in the walk: its parent's entry and its key there (the path is built only on a hit). */
interface Visit {
  value: unknown;
  parent?: Visit;
  key?: string | number;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/** The path of the first key or text in `value` that holds an unstorable character; undefined if none does. */
export function unstorableTextAt(value: unknown): (string | number)[] | undefined {
  // Iterative, with parent links: a body may nest thousands of levels deep within the parser's size limit.
  const pending: Visit[] = [{ value }];
  while (pending.length) {
    const visit = pending.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (unstorable(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => pending.push({ value: item, parent: visit, key: i }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return [...pathOf(visit), key];
        pending.push({ value: item, parent: visit, key });
      }
    }
  }
  return undefined;
}

/**
 * The last net under every route's own schema (whose text fields refuse these characters and more, with
 * text-fields.ts): a body, query or path parameter holding a text PostgreSQL cannot store is refused with
 * 400 naming where, before any handler reads it, including the routes whose fields are not free text.
 */
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type === 'custom') return value;
    const path = unstorableTextAt(value);
    if (!path) return value;
    // A single parameter (`@Param('id')`) is named by its own name; a whole body or query by the field.
    const field = path.length ? path : [data ?? type];
    throw new z.ZodError([
      { code: 'custom', path: field, message: MessageKeys.textInvalidCharacters, input: undefined },
    ]);
  }
}
