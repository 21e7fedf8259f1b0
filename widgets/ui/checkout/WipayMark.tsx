// The card gateway's mark, drawn inline (no external image, docs/architecture.md#seed-data).
export function WipayMark() {
  return (
    <svg className="wipay-mark" {...{ part: 'wipay-logo' }} viewBox="0 0 112 36" width="112" height="36" role="img" aria-label="WiPay">
      <rect width="112" height="36" rx="8" fill="#0b3d91" />
      <circle cx="20" cy="18" r="9" fill="#ffc20e" />
      <path d="M15 14l2.5 8 2.5-6 2.5 6 2.5-8" fill="none" stroke="#0b3d91" strokeWidth="2" strokeLinejoin="round" />
      <text x="36" y="24" fill="#ffffff" fontFamily="Arial, Helvetica, sans-serif" fontSize="17" fontWeight="700">
        WiPay
      </text>
    </svg>
  );
}
