// A refused order field (orderFieldMessage): the message beside the field, tied to it with
// aria-invalid and aria-describedby so a screen reader reads it when the field takes focus.
import type { OrderField, OrderFieldMessage } from '../../domain/validation.js';

export type FieldErrorState = OrderFieldMessage | null | undefined;

export const errorId = (id: string, field: OrderField) => `${id}-${field}-error`;

/** Attributes for the field's control; `describedBy` keeps an existing description (the +1(868) prefix). */
export function invalidProps(error: FieldErrorState, field: OrderField, id: string, describedBy?: string) {
  const invalid = error?.field === field;
  const ids = [describedBy, invalid ? errorId(id, field) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
}

export function FieldError({ error, field, id }: { error: FieldErrorState; field: OrderField; id: string }) {
  if (error?.field !== field) return null;
  return (
    <p id={errorId(id, field)} className="field-error" part="field-error">
      {error.message}
    </p>
  );
}
