/** The fields of the routes' input schemas (zod), for tests that walk every field a route reads. */

export type Parser = { safeParse(value: unknown): { success: boolean } };
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** Every field of an input schema, nested objects and lists of objects included. */
export function fieldsOf(schema: unknown, path: string, out: Map<string, Parser>, depth = 0): void {
  const def = defOf(schema);
  if (!def || depth > 20) return;
  const inner = (next: unknown) => fieldsOf(next, path, out, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, Parser>)) {
        out.set(`${path}.${key}`, field);
        fieldsOf(field, `${path}.${key}`, out, depth + 1);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'array':
      return inner(def.element);
    case 'union':
      for (const option of def.options as unknown[]) inner(option);
      return;
    case 'intersection':
      inner(def.left);
      return inner(def.right);
    default:
  }
}
