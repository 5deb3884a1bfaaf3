import fc from 'fast-check';
import { JPEG, PDF, PNG, TEXT } from '../../admin/fixtures.ts';
import { hostileValue } from './hostile.ts';

/** A file part to attach under `file`: real tiny files, lies about their type, and hostile names. */
export type FileVariant = { label: string; bytes: Uint8Array; name: string; type: string };

const POLYGLOT = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>%PDF-1.4')]);

export const FILES: readonly FileVariant[] = [
  { label: 'png', bytes: PNG, name: 'foto.png', type: 'image/png' },
  { label: 'jpeg', bytes: JPEG, name: 'foto.jpg', type: 'image/jpeg' },
  { label: 'pdf', bytes: PDF, name: 'blad.pdf', type: 'application/pdf' },
  { label: 'text as pdf', bytes: TEXT, name: 'blad.pdf', type: 'application/pdf' },
  { label: 'png as pdf', bytes: PNG, name: 'x.pdf', type: 'application/pdf' },
  {
    label: 'html',
    bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    name: 'x.html',
    type: 'text/html',
  },
  { label: 'svg', bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'x.svg', type: 'image/svg+xml' },
  { label: 'polyglot', bytes: POLYGLOT, name: 'x.png', type: 'image/png' },
  {
    label: 'svg named png',
    bytes: Buffer.from('<svg onload="alert(1)"/>'),
    name: 'plaatje.png',
    type: 'image/png',
  },
  { label: 'empty', bytes: new Uint8Array(), name: 'leeg.png', type: 'image/png' },
  { label: 'truncated png', bytes: PNG.subarray(0, 12), name: 'half.png', type: 'image/png' },
  { label: 'path name', bytes: PNG, name: '../../../etc/passwd.png', type: 'image/png' },
  { label: 'NUL name', bytes: PNG, name: 'a\u0000b.png', type: 'image/png' },
  { label: 'RTL name', bytes: PDF, name: 'factuur\u202Efdp.exe', type: 'application/pdf' },
  { label: 'long name', bytes: PNG, name: `${'a'.repeat(5_000)}.png`, type: 'image/png' },
];

export type FormSpec = {
  fields: [string, string][];
  file: FileVariant | null;
  /** Attach the file twice (a second `file` part). */
  twice: boolean;
};

/** A hostile raw JSON value as a form field: strings lose their quotes, the rest is sent as text. */
const hostileField: fc.Arbitrary<string> = hostileValue.map((raw) => {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' ? v : raw;
  } catch {
    return raw;
  }
});

export function formSpec(valid: [string, string][]): fc.Arbitrary<FormSpec> {
  const fieldsArb = fc
    .tuple(
      fc.subarray(valid, { minLength: 0 }),
      fc.array(fc.tuple(fc.nat(), hostileField), { maxLength: 3 }),
      fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'prototype', 'file'),
            fc.string({ maxLength: 8 }),
          ),
          hostileField,
        ),
        { maxLength: 2 },
      ),
    )
    .map(([kept, changes, extra]) => {
      const fields = kept.map(([k, v]): [string, string] => [k, v]);
      for (const [pick, value] of changes) {
        const at = fields.length === 0 ? -1 : pick % fields.length;
        if (at >= 0) fields.push([fields[at]?.[0] ?? 'veld', value]);
      }
      return [...fields, ...extra];
    });
  return fc.record({
    fields: fieldsArb,
    file: fc.option(fc.constantFrom(...FILES), { freq: 6 }),
    twice: fc.boolean(),
  });
}

export function buildForm(spec: FormSpec): FormData {
  const body = new FormData();
  for (const [k, v] of spec.fields) body.append(k, v);
  const times = spec.file ? (spec.twice ? 2 : 1) : 0;
  for (let i = 0; i < times && spec.file; i++) {
    body.append('file', new Blob([spec.file.bytes], { type: spec.file.type }), spec.file.name);
  }
  return body;
}

/** Multipart bodies a browser would never send: each with the Content-Type that goes with it. */
export const MALFORMED_MULTIPART: readonly { label: string; type: string; body: string | Uint8Array }[] = [
  {
    label: 'no boundary',
    type: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  {
    label: 'wrong boundary',
    type: 'multipart/form-data; boundary=abc',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  {
    label: 'unterminated',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  { label: 'no headers', type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\nwaarde\r\n--x--\r\n' },
  {
    label: 'no name',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data\r\n\r\nwaarde\r\n--x--\r\n',
  },
  { label: 'empty', type: 'multipart/form-data; boundary=x', body: '' },
  { label: 'only the end', type: 'multipart/form-data; boundary=x', body: '--x--\r\n' },
  {
    label: 'boundary too long',
    type: `multipart/form-data; boundary=${'b'.repeat(500)}`,
    body: `--${'b'.repeat(500)}--\r\n`,
  },
  {
    label: 'proto field',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":true}\r\n--x--\r\n',
  },
  {
    label: 'header injection',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\r\nX-Evil: 1.png"\r\n\r\nabc\r\n--x--\r\n',
  },
  { label: 'json pretending', type: 'multipart/form-data; boundary=x', body: '{"a":1}' },
  {
    label: 'binary garbage',
    type: 'multipart/form-data; boundary=x',
    body: new Uint8Array([0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0xff, 0xfe, 0x00, 0x00]),
  },
];
