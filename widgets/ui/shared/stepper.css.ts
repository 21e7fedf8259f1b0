// The quantity stepper's rules (ui/shared/QuantityStepper.tsx), in the cart page's and the cart panel's sheets.
export const stepperCss = `
.stepper {
  display: inline-flex; align-items: center;
  border: 1px solid var(--_border); border-radius: 999px; overflow: hidden;
}
/* The stepper clips its buttons' corners: their focus ring is drawn inside them. */
.stepper :focus-visible { outline-offset: -4px; }
.step { width: 36px; height: 36px; padding: 0; border-radius: 0; font-size: 1.2em; color: var(--_brand-dark); }
.stepper .qty { min-width: 2.2em; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; color: inherit; }
`;
