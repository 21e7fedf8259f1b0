// Text placed into HTML or XML by hand (the host's pages, mails, the WiPay emulator's card page, the generated
// SVG media, the partner demo) is escaped here, in one way: the five characters that can end text or an
// attribute value become entities.
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
