// The refused order fields (orderFieldMessages): each message beside its field, tied to it with
// aria-invalid and aria-describedby so a screen reader reads it when the field takes focus.
import type { OrderField, OrderFieldMessage } from '../../domain/validation.js';

export type FieldErrorState = readonly OrderFieldMessage[] | null | undefined;

export const errorId = (id: string, field: OrderField) => `${id}-${field}-error`;

function messageFor(errors: FieldErrorState, field: OrderField): string | undefined {
  return errors?.find((e) => e.field === field)?.message;
}

/** Attributes for the field's control; `describedBy` keeps an existing description (the +1(868) prefix). */
export function invalidProps(errors: FieldErrorState, field: OrderField, id: string, describedBy?: string) {
  const invalid = messageFor(errors, field) !== undefined;
  const ids = [describedBy, invalid ? errorId(id, field) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
}

export function FieldError({ error, field, id }: { error: FieldErrorState; field: OrderField; id: string }) {
  const message = messageFor(error, field);
  if (message === undefined) return null;
  return (
    <p id={errorId(id, field)} className="field-error" part="field-error">
      {message}
    </p>
  );
}
