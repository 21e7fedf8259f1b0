// The Notices screen and the banner saying no notice leaves.
export const noticesCss = `
.notices-banner { margin: 0 0 12px; padding: 10px 14px; border-radius: var(--_radius); background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bc; }
.notices-banner a { color: inherit; font-weight: 600; }
.notices { display: grid; gap: 12px; }
.notices p { margin: 0; }
.notice-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.notice { display: grid; gap: 6px; overflow-wrap: anywhere; }
.notice-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.notice-state-pending, .notice-state-sending { background: #fff3e0; color: #8a4b00; }
.notice-state-failed { background: #fdecea; color: #8a1c12; }
.notice-facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
.notice-facts dt { color: var(--_muted); }
.notice-facts dd { margin: 0; }
.notice-error { font-family: ui-monospace, monospace; font-size: 0.9em; }
`;
