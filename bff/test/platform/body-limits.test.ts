import { describe, expect, test } from 'vitest';
import { sendChunked } from '../support/chunked.ts';
import { serverForFile } from '../support/file-server.ts';
import { outbox } from '../support/outbox.ts';

/**
 * Every body is bounded on the stream before it is read, declared length or not. Before, a chunked multipart body to
 * the password reset, any body to the 404 beacon and a multipart PATCH of the profile were read whole (300 MB took
 * the server from 0.2 to 1.1 GB). These send real chunked streams over real HTTP.
 */
const MB = 1024 * 1024;
const TOO_LARGE = { error: { code: 'payload_too_large', message: 'Het verzoek is te groot.' } };
const multipart = { 'content-type': 'multipart/form-data; boundary=x' };

/** How many mails are in the outbox once the mail queued so far was delivered. */
async function outboxCount(): Promise<number> {
  return (await outbox(t)).length;
}

const t = serverForFile();

describe('a body past its limit is refused with 413 payload_too_large, on the stream', () => {
  test('a chunked multipart body to the password reset (which answers 202 to anything else)', async () => {
    const user = await t.createProspect();
    const before = await outboxCount();
    const answer = await sendChunked(`${t.url}/api/auth/password-reset`, {
      headers: multipart,
      totalBytes: 40 * MB,
      fill: `{"email":"${user.email}"}`,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(await outboxCount()).toBe(before);
  });

  test('a chunked JSON body just past 1 MB to a JSON route', async () => {
    const answer = await sendChunked(`${t.url}/api/auth/login`, {
      headers: { 'content-type': 'application/json' },
      totalBytes: 2 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  test('a multipart PATCH of the profile, signed in', async () => {
    const user = await t.createProspect();
    const answer = await sendChunked(`${t.url}/api/me/profile`, {
      method: 'PATCH',
      headers: { ...multipart, cookie: user.cookie },
      totalBytes: 40 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  test('any body to the 404 beacon past a few KB, chunked or declared', async () => {
    const chunked = await sendChunked(`${t.url}/client-log/not-found`, { totalBytes: 10 * MB });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual(TOO_LARGE);
    const declared = await t.request('/client-log/not-found', { body: 'x'.repeat(8 * 1024) });
    expect(declared.status).toBe(413);
  });

  test('a declared length past the limit is refused before a byte is read', async () => {
    const res = await t.request('/api/auth/register', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ naam: 'x'.repeat(2 * MB) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  test('an upload route keeps its own, larger limit: past it 413 file_too_large, chunked', async () => {
    const user = await t.createProspect();
    const answer = await sendChunked(`${t.url}/api/me/profile/photo`, {
      headers: { ...multipart, cookie: user.cookie },
      totalBytes: 40 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('file_too_large');
  });

  test('a body within the limit still works, chunked too', async () => {
    const user = await t.createProspect();
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { beschrijving: 'a'.repeat(500) },
    });
    expect(res.status).toBe(200);
    const beacon = await t.request('/client-log/not-found', {
      body: JSON.stringify({ path: '/bestaat-niet' }),
    });
    expect(beacon.status).toBe(204);
  });
});

describe('the 404 beacon', () => {
  test('is throttled per client, so it cannot flood the logs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1) {
      const res = await t.request('/client-log/not-found', { body: JSON.stringify({ path: `/weg-${i}` }) });
      statuses.push(res.status);
    }
    // A few beacons were sent by the earlier tests in this file, from the same address.
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
