// Decorative icons of the cart panel and cart page (aria-hidden; the buttons carry the labels).
const icon = (d: string) =>
  function Icon({ className = 'icon' }: { className?: string }) {
    return (
      <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={d} />
      </svg>
    );
  };

export const CloseIcon = icon('M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z');
export const TrashIcon = icon('M9 3h6l1 1h4v2H4V4h4zm-3 5h12l-1 12.2A2 2 0 0 1 15 22H9a2 2 0 0 1-2-1.8zm3.5 2v9h1.5v-9zm3.5 0v9h1.5v-9z');
export const BagIcon = icon('M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0zm-2.9 2 .8 10h10.2l.8-10z');
