/**
 * Fixes of the JSON schemas zod writes that OpenAPI 3.0 reads otherwise:
 * - a nullable union of literals (`z.union([z.literal(1), z.literal(2)]).nullable()`) comes out
 *   as `{ nullable, anyOf: [{ enum: [1] }, { enum: [2] }] }`, with no `type` beside `nullable`:
 *   it becomes one `{ type, enum, nullable }`;
 * - a record with enum keys (`z.record(z.enum([...]), v)`) lists its keys as `required` with no
 *   `properties`: each key gets the record's value schema as its property.
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One `{ type, enum }` for a union whose members are all enums of one JSON type. */
function mergedEnum(members: unknown[]): Schema | null {
  const values: unknown[] = [];
  let type: unknown;
  for (const member of members) {
    if (!isSchema(member) || !Array.isArray(member.enum)) return null;
    if (type !== undefined && member.type !== type) return null;
    type = member.type;
    values.push(...member.enum);
  }
  if (typeof type !== 'string') return null;
  const integers = type === 'number' && values.every((v) => Number.isInteger(v));
  return { type: integers ? 'integer' : type, enum: values };
}

function fixSchema(schema: Schema): void {
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    const merged = mergedEnum(schema.anyOf);
    if (merged) {
      delete schema.anyOf;
      // OpenAPI 3.0.3: an enum lists null for null to be one of its values.
      Object.assign(schema, merged, { enum: [...(merged.enum as unknown[]), null] });
    }
  }
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (required.length && isSchema(schema.additionalProperties)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    for (const name of required) properties[name] ??= schema.additionalProperties;
    schema.properties = properties;
  }
}

/** Applies the fixes to every schema under `node` (the whole document). */
export function fixSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!isSchema(node)) return;
  fixSchema(node);
  for (const value of Object.values(node)) fixSchemas(value);
}
