import type { OpenApiDocument } from './document.ts';

/**
 * /api/docs: the API reference for partners, rendered on the server from the generated document. Plain HTML and one
 * inline style sheet, no script: it works without a CDN and under a CSP that allows nothing else.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const REFERENCE_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function esc(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema as readable JSON, with `$ref`s turned into links to the shared schemas at the bottom. */
function schemaBlock(schema: unknown): string {
  const text = esc(JSON.stringify(schema, null, 2)).replace(
    /&quot;#\/components\/schemas\/(\w+)&quot;/g,
    (_m, name: string) => `<a href="#schema-${name}">${name}</a>`,
  );
  return `<pre>${text}</pre>`;
}

function contentBlocks(content: unknown): string {
  if (!isJson(content)) return '';
  return Object.entries(content)
    .map(
      ([media, value]) =>
        `<p class="media">${esc(media)}</p>${schemaBlock(isJson(value) ? value.schema : {})}`,
    )
    .join('');
}

function operationHtml(path: string, method: string, op: Json): string {
  const params = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
  const body = isJson(op.requestBody) ? op.requestBody : undefined;
  const responses = isJson(op.responses) ? op.responses : {};
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'ja' : 'nee'}</td></tr>`,
    )
    .join('');
  const responseRows = Object.entries(responses)
    .map(([status, r]) => {
      const response = isJson(r) ? r : {};
      return `<details><summary><b>${esc(status)}</b> ${esc(response.description ?? '')}</summary>${contentBlocks(response.content)}</details>`;
    })
    .join('');
  return `<section class="op" id="${esc(`${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h3>
<p>${esc(op.summary ?? '')} <span class="access">toegang: ${esc(op['x-toegang'] ?? 'public')}</span></p>
${paramRows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Verplicht</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${body ? `<h4>Verzoek</h4>${body.description ? `<p>${esc(body.description)}</p>` : ''}${contentBlocks(body.content)}` : ''}
<h4>Antwoorden</h4>${responseRows}
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b2a2f;background:#f7f8f6}
header,main{max-width:72rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #d9dedb}
h1{margin:.2rem 0}h2{margin-top:2.5rem;border-bottom:2px solid #1d6b5a;padding-bottom:.2rem}
nav ul{columns:16rem;padding-left:1rem}.op{background:#fff;border:1px solid #d9dedb;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
.op h3{margin:.3rem 0;font-size:1rem;overflow-wrap:anywhere}.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;padding:0 .3rem;font-size:.8rem}
.get{background:#1d6b5a}.post{background:#2456a6}.put,.patch{background:#8a5a00}.delete{background:#a12b2b}
.access{color:#5b6b70;font-size:.85rem;margin-left:.5rem}pre{background:#f1f3f2;padding:.5rem;overflow:auto;font-size:.8rem;max-height:24rem}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #d9dedb;padding:.2rem .5rem;text-align:left}
details{margin:.2rem 0}summary{cursor:pointer}.media{margin:.3rem 0 0;color:#5b6b70;font-size:.8rem}a{color:#1d6b5a}`;

export function referencePage(doc: OpenApiDocument): string {
  const paths = doc.paths as Record<string, Json>;
  const tags = (doc.tags ?? []) as { name: string; description?: string }[];
  const byTag = new Map<string, string[]>(tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!isJson(op)) continue;
      const tag = Array.isArray(op.tags) ? String(op.tags[0]) : 'overig';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)?.push(operationHtml(path, method, op));
    }
  }
  const description = (name: string) => tags.find((t) => t.name === name)?.description ?? '';
  const sections = [...byTag.entries()]
    .filter(([, ops]) => ops.length > 0)
    .map(
      ([tag, ops]) =>
        `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2><p>${esc(description(tag))}</p>${ops.join('\n')}`,
    )
    .join('\n');
  const schemas = isJson(doc.components?.schemas) ? (doc.components.schemas as Json) : {};
  const schemaSections = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${esc(name)}"><h3>${esc(name)}</h3>${schemaBlock(schema)}</section>`,
    )
    .join('\n');
  const nav = [...byTag.keys()]
    .filter((tag) => (byTag.get(tag)?.length ?? 0) > 0)
    .map((tag) => `<li><a href="#tag-${esc(tag)}">${esc(tag)}</a> — ${esc(description(tag))}</li>`)
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} — referentie</title><style>${STYLE}</style></head><body>
<header><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description ?? '')}</p>
<p>Machineleesbaar: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p></header>
<main><nav aria-label="Onderdelen"><ul>${nav}<li><a href="#schemas">Gedeelde schema's</a></li></ul></nav>
${sections}
<h2 id="schemas">Gedeelde schema's</h2>${schemaSections}</main></body></html>`;
}
