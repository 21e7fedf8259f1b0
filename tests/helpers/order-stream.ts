// Clients sending orders to a running host back to back until stopped, recording each acknowledged one.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { guestOrder, postOrder } from '../../scripts/order-load.js';

export interface AckedOrder {
  key: string;
  orderNo: number;
  /** When the answer arrived (performance.now()). */
  at: number;
}

export function orderStream(url: string, clients: number, limit = 5000) {
  const agent = new http.Agent({ keepAlive: true });
  const acked: AckedOrder[] = [];
  const run = randomBytes(3).toString('hex');
  let n = 0;
  let stopped = false;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopped && n < limit) {
      const i = n++;
      const key = `ops-${run}-${i}`;
      const res = await postOrder(url, guestOrder(i), key, agent, 10_000);
      if (res.status !== 200) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const answer = JSON.parse(res.body) as { success: boolean; OrderNo: number };
      if (answer.success) acked.push({ key, orderNo: answer.OrderNo, at: performance.now() });
    }
  });
  return {
    acked,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}
