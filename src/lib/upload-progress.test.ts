import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFetch } from './upload-progress';

/** A stand-in XMLHttpRequest: records what is sent, then reports progress and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string; headers: string } | 'network-error' = { status: 201, body: '{"id":1}', headers: 'content-type: application/json' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  getAllResponseHeaders() {
    return FakeXhr.answer === 'network-error' ? '' : FakeXhr.answer.headers;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    const answer = FakeXhr.answer;
    if (answer === 'network-error') return this.onerror?.();
    this.status = answer.status;
    // A Blob of the realm Response belongs to (jsdom's own Blob would be read as text '[object Blob]').
    void new Response(answer.body).blob().then((blob) => {
      this.response = blob;
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('progressFetch', () => {
  it('sends the request with its headers and body, reports the fractions sent and answers the server’s response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: '{"id":534}', headers: 'content-type: application/json\r\nx-extra: 1' };
    const fractions: number[] = [];
    const form = new FormData();
    form.append('name', 'Napló');
    const request = new Request('http://localhost/api/dokumentumtar/sajat-dokumentumok/511/feltolt/', {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Token abc' },
    });
    const response = await progressFetch((f) => fractions.push(f))(request);
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('http://localhost/api/dokumentumtar/sajat-dokumentumok/511/feltolt/');
    expect(FakeXhr.last.headers.authorization).toBe('Token abc');
    expect(FakeXhr.last.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await (FakeXhr.last.sent as Blob).text()).toContain('Napló');
    expect(fractions).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-extra')).toBe('1');
    expect(await response.json()).toEqual({ id: 534 });
  });

  it('a network failure rejects as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = 'network-error';
    await expect(progressFetch(() => undefined)(new Request('http://localhost/x', { method: 'POST', body: 'a' }))).rejects.toThrow(TypeError);
  });
});
