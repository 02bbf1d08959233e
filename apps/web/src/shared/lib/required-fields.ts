import { createContext, useContext } from 'react';
import type { z } from 'zod';

interface Def {
  type?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The schema of the value at `path` ("list.0.field") inside `schema`, if it has one. */
function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path.split('.')) {
    let def: Def = defOf(node);
    // Through optional, nullable, default, pipes…, to the object or the list.
    while (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) {
      node = (def.innerType ?? def.in) as z.ZodType;
      def = defOf(node);
    }
    node = /^\d+$/.test(part) ? def.element : def.shape?.[part];
    if (!node) return undefined;
  }
  return node;
}

/**
 * Whether a form's field must be given, by the schema the form is checked with: the value at its
 * path refuses to be missing and refuses to be empty. A field one of several fills (one of two
 * names) is not marked, nor a text sent empty when left out (an event's description).
 */
export function requiredBySchema(schema: z.ZodType) {
  return (path: string): boolean => {
    const field = schemaAt(schema, path);
    return (
      field !== undefined && !field.safeParse(undefined).success && !field.safeParse('').success
    );
  };
}

/** The form's rule of required fields, for the fields inside it (none by default). */
export const RequiredFields = createContext<(path: string) => boolean>(() => false);

export const useRequired = (path: string): boolean => useContext(RequiredFields)(path);
