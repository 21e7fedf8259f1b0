import { formatTT } from '../../../widgets/domain/money.js';
import { DELIVERY_MINIMUM } from '../../../widgets/domain/freight.js';

export const DELIVERY_POLICY_MINIMUM = formatTT(DELIVERY_MINIMUM);
