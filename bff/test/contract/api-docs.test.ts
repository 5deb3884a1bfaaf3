import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

describe('GET /api/docs', () => {
  it('is a readable reference of every documented operation, without scripts, under a CSP that allows none', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>/api${path}</code>`);
    expect(html).toContain('id="schema-Fout"');
  });
});
