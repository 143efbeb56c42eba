import { createOpenApiDocument } from '@shop/api';
import type { FastifyInstance } from 'fastify';

type TOperation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  security?: unknown[];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A readable reference rendered on the server from the same document: no third-party script, so the CSP holds. */
function renderDocs(document: ReturnType<typeof createOpenApiDocument>): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, TOperation>)) {
      const params = (op.parameters ?? []).map((p) => `${p.name} (${p.in}${p.required ? ', required' : ''})`);
      const body = Object.entries(op.requestBody?.content ?? {}).flatMap(([type, media]) =>
        Object.keys(media.schema?.properties ?? {}).map(
          (name) =>
            `${name}${media.schema?.required?.includes(name) ? '*' : ''} (${type === 'application/json' ? 'body' : type})`,
        ),
      );
      rows.push(
        `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(op.summary ?? '')}${op.security?.length ? ' <small>(session)</small>' : ''}</td>` +
          `<td>${escapeHtml([...params, ...body].join(', '))}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
.m{font-weight:700}.get{color:#116329}.post{color:#8a4b08}code{font-size:13px}</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Input</th></tr></thead><tbody>${rows.join('')}</tbody></table>
</body></html>`;
}

export function registerDocs(app: FastifyInstance, publicUrl: string | undefined) {
  const document = createOpenApiDocument(`${publicUrl ?? ''}/api`);
  const html = renderDocs(document);
  app.get('/api/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
