// The order track page's stages (spec §2.15; 'Earoute' corrected to 'En Route', DESIGN §5) and how far an
// order's real status has come: both from the order state machine, as the host's TrackOrder answers them.
export { ORDER_TRACK_STAGES } from '../../domain/constants.js';
export { trackProgress, type TrackProgress } from '../../domain/order-status.js';
