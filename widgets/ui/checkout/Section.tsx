// A titled card of the order form.
import { useId, type ReactNode } from 'react';

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} part="section" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
