// Reads a server-sent event stream over HTTP (the back office's OrderEvents) into a list the test can wait on.
import http from 'node:http';

export interface StreamEvent {
  /** The event's `id:` field, when it has one. */
  id?: string;
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's data, read loosely and asserted field by field
  data: any;
  at: number;
}

export interface OpenStream {
  status: number;
  contentType: string;
  events: StreamEvent[];
  /** True once the server has ended the stream. */
  readonly ended: boolean;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: StreamEvent[] = [];
      let ended = false;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.data !== undefined) {
            events.push({
              ...(fields.id === undefined ? {} : { id: fields.id }),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
              at: Date.now(),
            });
          }
        }
      });
      res.on('end', () => {
        ended = true;
      });
      res.on('close', () => {
        ended = true;
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type'] ?? ''),
        events,
        get ended() {
          return ended;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
