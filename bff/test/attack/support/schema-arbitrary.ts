import fc from 'fast-check';

/**
 * Values shaped like a JSON Schema (the subset z.toJSONSchema writes for our request schemas): the starting point
 * that mutations then break. Refinements the document cannot express (a real date, an existing id) are what the
 * example table adds; the schema gives the shape, so a route that gains a field is fuzzed on it at once.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  not?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

function stringArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'binary') return fc.constant('');
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) });
}

function typedArb(type: string, s: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? schemaArbitrary(s.items) : fc.anything(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object': {
      const props = Object.entries(s.properties ?? {}).filter(([, p]) => p.not === undefined);
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(props.map(([k, p]) => [k, schemaArbitrary(p)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.anything();
  }
}

export function schemaArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(schemaArbitrary));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => typedArb(t, s)));
  if (s.type) return typedArb(s.type, s);
  if (s.properties) return typedArb('object', s);
  return fc.anything();
}
