// The anti-forgery pair the host and the widgets agree on: the host sets the cookie on its pages, and a
// non-GET request to the page's own origin sends its value back in the header (docs/api.md#anti-forgery).
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** As sent; Node lower-cases incoming header names (`XSRF_HEADER.toLowerCase()` to read it). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
