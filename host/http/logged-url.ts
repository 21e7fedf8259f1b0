// What of a request's URL goes into a log line: all of it but the value of a Ticket parameter (the back office's event
// stream ticket, host/admin/event-tickets.ts), however its name is spelled or encoded.

const REDACTED = '[redacted]';

export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url.slice(q + 1).split('&');
  let changed = false;
  for (let i = 0; i < params.length; i++) {
    const eq = params[i].indexOf('=');
    const name = eq < 0 ? params[i] : params[i].slice(0, eq);
    if (eq >= 0 && decodedName(name).toLowerCase() === 'ticket') {
      params[i] = `${name}=${REDACTED}`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.join('&')}` : url;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
