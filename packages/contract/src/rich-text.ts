import { z } from 'zod';

/**
 * The fields of answers that hold rich text (spec §4 cardRemark: `b`, `i`, `strong`, `em`, `br`,
 * `p`, sanitized by the server). Each is declared with richText(), so a test can list them all
 * (richTextFields) and check that every screen showing one draws it as rich text, never as the
 * markup it is written in.
 */
export const richTextRegistry = z.registry<{ richText: true }>();

/** A rich-text field of an answer, sanitized by the server, drawn by the web's RichText. */
export function richText() {
  return z.string().register(richTextRegistry, { richText: true });
}

type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The schema under optional, nullable and default wrappers. */
function unwrapped(schema: unknown): unknown {
  const def = defOf(schema);
  return def?.innerType && ['optional', 'nullable', 'default'].includes(def.type)
    ? unwrapped(def.innerType)
    : schema;
}

/**
 * The rich-text fields of a module's object schemas, as `SchemaName.field`: every export that is
 * an object schema, each of its own fields declared with richText().
 */
export function richTextFields(exports: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const [name, schema] of Object.entries(exports)) {
    const def = defOf(schema);
    if (def?.type !== 'object' || !def.shape) continue;
    for (const [key, field] of Object.entries(def.shape)) {
      if (richTextRegistry.has(unwrapped(field) as z.ZodType)) found.push(`${name}.${key}`);
    }
  }
  return found.sort();
}
