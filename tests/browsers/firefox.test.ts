// The core shopper flow and the partner buy button in Firefox ESR (puppeteer-core over WebDriver BiDi).
import { hasFirefox, launchFirefox } from './engines.js';
import { describeEngine } from './shopper-flow.js';

describeEngine('Firefox ESR', hasFirefox, launchFirefox);
