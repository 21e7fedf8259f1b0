// A guest's cash-on-delivery pickup order and one HTTP POST of it with its own Idempotency-Key, for the order
// benchmark and the crash tests (node:http with a keep-alive agent, bounded by a time limit).
import http from 'node:http';

export function guestOrder(n: number, productNo = 79): Record<string, unknown> {
  return {
    PMNo: 3,
    IsPickup: 1,
    ODeliverCountryNo: 1,
    CustomerMobile: String(7000000 + (n % 2_999_999)),
    CustomerName: `Bench Buyer ${n}`,
    EmailID: `buyer${n}@example.tt`,
    CustomerAddress: '',
    OrderProductList: [{ ProductNo: productNo, Quantity: 1 + (n % 3) }],
  };
}

export interface Posted {
  status: number; // 0: no answer (connection error or time limit)
  timedOut: boolean;
  body: string;
}

export function postOrder(baseUrl: string, body: unknown, key: string, agent: http.Agent, timeoutMs = 15_000): Promise<Posted> {
  const url = new URL('/api/shop/SaveOrder', baseUrl);
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    let done = false;
    const finish = (p: Posted) => {
      if (!done) {
        done = true;
        clearTimeout(timer);
        resolve(p);
      }
    };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': data.length, 'idempotency-key': key },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => finish({ status: res.statusCode ?? 0, timedOut: false, body: text }));
        res.on('error', () => finish({ status: 0, timedOut: false, body: text }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: 0, timedOut: true, body: '' });
    }, timeoutMs);
    req.on('error', () => finish({ status: 0, timedOut: false, body: '' }));
    req.end(data);
  });
}
