// The order track page's four stages (spec §2.15; 'Earoute' corrected to 'En Route', DESIGN §5) and
// which one an order's real status has reached. A placed order is being processed whether it still
// waits for its card payment or is paid; -1 means none is reached (cancelled, or the payment failed).
import { ORDER_TRACK_STAGES } from '../../domain/constants.js';

export { ORDER_TRACK_STAGES };

const STAGE_OF_STATUS: Readonly<Record<string, number>> = {
  pending: 0,
  'awaiting payment': 0,
  paid: 0,
  processing: 0,
  shipped: 1,
  'en route': 2,
  delivered: 3,
  collected: 3,
  cancelled: -1,
  'payment failed': -1,
};

export function stageIndex(status: string): number {
  return STAGE_OF_STATUS[status.trim().toLowerCase()] ?? 0;
}
