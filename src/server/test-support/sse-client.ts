import http from 'node:http';

export interface SseStream {
  /** Resolves with the first `data:` event that satisfies `match`. */
  next(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Every `data:` event read so far. */
  events(): Record<string, unknown>[];
  /** The first chunk of the stream (retry and comment lines). */
  raw(): string;
  close(): void;
}

/** A refused stream: the status, the JSON error code and when to try again. */
export interface SseRefusal {
  status: number;
  code: string | undefined;
  retryAfter: string | undefined;
}

/**
 * A raw HTTP client reading an SSE stream the way EventSource does, from a listening app at `base`.
 * A non-200 answer resolves as a refusal instead. `localAddress` (127.0.0.2, …) makes the stream
 * come from another client network.
 */
export function openSse(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<SseStream | SseRefusal> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers, ...(localAddress ? { localAddress } : {}) }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
          } catch {
            code = undefined;
          }
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, code, retryAfter });
        });
        return;
      }
      if (!String(res.headers['content-type']).includes('text/event-stream')) {
        reject(new Error(`not an event stream: ${res.headers['content-type']}`));
        return;
      }
      let text = '';
      const waiters: {
        match: (e: Record<string, unknown>) => boolean;
        done: (e: Record<string, unknown>) => void;
      }[] = [];
      const events: Record<string, unknown>[] = [];
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
          }
        }
        for (const w of [...waiters]) {
          const hit = events.find(w.match);
          if (hit) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(hit);
          }
        }
      });
      let head = '';
      res.once('data', (chunk: string) => {
        head = chunk;
        resolve({
          next: (match) =>
            new Promise((done) => {
              const hit = events.find(match);
              if (hit) done(hit);
              else waiters.push({ match, done });
            }),
          events: () => events,
          raw: () => head,
          close: () => req.destroy(),
        });
      });
    });
    req.on('error', reject);
  });
}

export function isRefusal(stream: SseStream | SseRefusal): stream is SseRefusal {
  return 'status' in stream;
}

/** The stream, or a test failure naming the refusal. */
export function opened(stream: SseStream | SseRefusal): SseStream {
  if (isRefusal(stream)) throw new Error(`stream refused: ${stream.status} ${stream.code}`);
  return stream;
}
