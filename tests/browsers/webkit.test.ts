// The core shopper flow and the partner buy button in WebKitGTK (selenium-webdriver and WebKitWebDriver, under xvfb-run).
import { hasWebKit, launchWebKit } from './engines.js';
import { describeEngine } from './shopper-flow.js';

describeEngine('WebKitGTK', hasWebKit, launchWebKit);
