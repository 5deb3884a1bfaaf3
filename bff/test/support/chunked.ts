import { request as httpRequest } from 'node:http';

export type ChunkedAnswer = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

type ChunkedOptions = {
  method?: string;
  headers?: Record<string, string>;
  totalBytes: number;
  fill?: string;
};

/**
 * Streams `totalBytes` to `url` as a chunked body (no Content-Length, as an attacker's client would), 1 MB at a
 * time with backpressure, and stops sending once the server has answered: the server must answer without waiting
 * for, or keeping, the whole body.
 */
export async function sendChunked(url: string, options: ChunkedOptions): Promise<ChunkedAnswer> {
  // The server answers 413 and closes while we still write: our write can fail (EPIPE, ECONNRESET) before Node has
  // parsed the answer already on the wire. That race is the client's, not the server's, so the attempt is repeated.
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendChunkedOnce(url, options);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

function sendChunkedOnce(url: string, options: ChunkedOptions): Promise<ChunkedAnswer> {
  const chunk = Buffer.alloc(1024 * 1024, options.fill ?? 'a');
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = httpRequest(url, {
      method: options.method ?? 'POST',
      headers: { 'transfer-encoding': 'chunked', ...options.headers },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => {
        body += part;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        req.destroy();
      });
      res.on('error', reject);
    });
    // Once the server has answered and closes, writing fails: expected, not a test failure.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}
