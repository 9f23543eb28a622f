import { pdfBytes, pngBytes } from '../sample-files';
import { multipartBody, type FormPart } from './multipart';
import type { Operation } from './openapi';
import { requestTarget, type FuzzCase } from './request-spec';
import { validBody, type ValueContext } from './values';

const BOUNDARY = '----nestwayFuzzBoundary7MA4YWxk';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** The form's file fields, from the schema's binary properties. */
const fileFields = (operation: Operation) =>
  Object.entries(operation.body?.schema.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);

/** A real file of a type each upload accepts: an image for proofs, a PDF for documents and shared files. */
function sampleFile(field: string): FormPart {
  return field.toLowerCase().includes('image')
    ? { name: field, value: pngBytes(), filename: 'receipt.png', contentType: 'image/png' }
    : { name: field, value: pdfBytes(), filename: 'document.pdf', contentType: 'application/pdf' };
}

/** The valid form: its text fields (as strings, as a browser sends them) and a real file per file field. */
function validParts(operation: Operation, ctx: ValueContext): FormPart[] {
  const fields = Object.entries(validBody(operation, ctx)).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  return [...fields, ...fileFields(operation).map(sampleFile)];
}

interface Form {
  parts: FormPart[];
  body?: Buffer;
  contentType?: string;
}

function formCase(operation: Operation, label: string, change: (form: Form, ctx: ValueContext) => Form | void): FuzzCase {
  return {
    label: `multipart:${label}`,
    build(ctx) {
      const form: Form = { parts: validParts(operation, ctx), contentType: multipartType };
      const changed = change(form, ctx) ?? form;
      const body = changed.body ?? multipartBody(changed.parts, BOUNDARY);
      return {
        method: operation.method,
        target: requestTarget(operation, ctx),
        headers: changed.contentType ? { 'content-type': changed.contentType } : ({} as Record<string, string>),
        body,
      };
    },
  };
}

const replacePart = (form: Form, name: string, change: (part: FormPart) => FormPart) => {
  form.parts = form.parts.map((part) => (part.name === name ? change(part) : part));
};

const FILE_NAMES: Array<[string, string | Buffer]> = [
  ['dot-dot', '..'],
  ['nul', Buffer.from('proof\u0000.png', 'latin1')],
  ['traversal', '../../../etc/passwd'],
  ['empty', ''],
  ['long', `${'n'.repeat(1_000)}.png`],
  ['percent-nul', '%00.png'],
  ['slash', 'a/b\\c.png'],
];

/** The cases of an operation with a multipart form: the valid form, each part broken, and broken framing. */
export function multipartCases(operation: Operation): FuzzCase[] {
  const textFields = Object.entries(operation.body?.schema.properties ?? {})
    .filter(([, property]) => property.format !== 'binary')
    .map(([name]) => name);
  const files = fileFields(operation);
  const valid = formCase(operation, 'valid', () => undefined);
  const cases: FuzzCase[] = [valid, valid, valid];
  for (const field of textFields) {
    const setField = (value: (ctx: ValueContext) => string) => (form: Form, ctx: ValueContext) => {
      form.parts = [...form.parts.filter((part) => part.name !== field), { name: field, value: value(ctx) }];
    };
    cases.push(
      formCase(
        operation,
        `nul:${field}`,
        setField(() => 'a\u0000b'),
      ),
      formCase(
        operation,
        `huge:${field}`,
        setField((ctx) => ctx.rng.word(1).repeat(30_000)),
      ),
      formCase(
        operation,
        `odd-value:${field}`,
        setField((ctx) => ctx.rng.pick(['-1', '1e999', 'NaN', '{}', '[]', '', ' ', '0.001', '99999999999'])),
      ),
      formCase(operation, `missing:${field}`, (form) => void (form.parts = form.parts.filter((part) => part.name !== field))),
      formCase(
        operation,
        `repeated:${field}`,
        (form) => void (form.parts = [...form.parts, ...form.parts.filter((p) => p.name === field)]),
      ),
    );
  }
  for (const field of files) {
    cases.push(
      formCase(operation, `missing:${field}`, (form) => void (form.parts = form.parts.filter((part) => part.name !== field))),
      formCase(operation, `wrong-file-type:${field}`, (form) =>
        replacePart(form, field, (part) => ({
          ...part,
          value: Buffer.from('<html><script>alert(1)</script></html>'),
          contentType: 'image/png',
        })),
      ),
      formCase(operation, `empty-file:${field}`, (form) => replacePart(form, field, (part) => ({ ...part, value: Buffer.alloc(0) }))),
      formCase(operation, `file-as-text:${field}`, (form) => replacePart(form, field, () => ({ name: field, value: 'not a file' }))),
      formCase(
        operation,
        `many-files:${field}`,
        (form) => void (form.parts = [...form.parts, ...Array.from({ length: 12 }, () => sampleFile(field))]),
      ),
      ...FILE_NAMES.map(([name, filename]) =>
        formCase(operation, `filename-${name}:${field}`, (form) => replacePart(form, field, (part) => ({ ...part, filename }))),
      ),
    );
  }
  cases.push(
    formCase(operation, 'no-boundary', (form) => void (form.contentType = 'multipart/form-data')),
    formCase(operation, 'wrong-boundary', (form) => void (form.contentType = 'multipart/form-data; boundary=somethingElse')),
    formCase(
      operation,
      'truncated',
      (form) => void (form.body = multipartBody(form.parts, BOUNDARY).subarray(0, -Math.ceil(BOUNDARY.length / 2) - 40)),
    ),
    formCase(operation, 'truncated-in-headers', (form) => {
      const body = multipartBody(form.parts, BOUNDARY);
      form.body = body.subarray(0, body.indexOf('Content-Disposition') + 30);
    }),
    formCase(operation, 'garbage', (form, ctx) => void (form.body = Buffer.from(ctx.rng.word(500)))),
    formCase(operation, 'empty-body', (form) => void (form.body = Buffer.alloc(0))),
    formCase(operation, 'extra-field', (form) => void form.parts.push({ name: 'isAdmin', value: 'true' }, { name: 'userId', value: '1' })),
    formCase(operation, 'nul-field-name', (form) => void form.parts.push({ name: Buffer.from('a\u0000b', 'latin1'), value: 'x' })),
    formCase(operation, 'as-json', (form, ctx) => {
      form.contentType = 'application/json';
      form.body = Buffer.from(JSON.stringify(validBody(operation, ctx)));
    }),
    formCase(operation, 'as-urlencoded', (form) => {
      form.contentType = 'application/x-www-form-urlencoded';
      form.body = Buffer.from('amount=250.00&type=initial');
    }),
    formCase(operation, 'no-content-type', (form) => void (form.contentType = undefined)),
  );
  return cases;
}
