// The anti-forgery pair the host and the widgets share (docs/api.md#anti-forgery).
import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../widgets/domain/anti-forgery.js';

describe('anti-forgery names', () => {
  it('are the cookie XSRF-TOKEN and the header X-XSRF-TOKEN', () => {
    expect([XSRF_COOKIE, XSRF_HEADER]).toEqual(['XSRF-TOKEN', 'X-XSRF-TOKEN']);
  });
});
