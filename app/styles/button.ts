import {buttonBase, buttonCompound, buttonModifier, buttonVariant} from './button.css';
import type {ButtonModifierProps, ButtonVariant} from './buttonVariants';

export type ButtonProps = ButtonModifierProps & {variant?: ButtonVariant; fullWidth?: boolean};

/** A button's class names: what the button recipe returned, from the class maps of button.css.ts. */
export function button({variant = 'PRIMARY', inverse, altBg, ...modifiers}: ButtonProps = {}): string {
  const [altBgClass, inverseClass, bothClass] = buttonCompound[variant];
  const classes = [buttonBase, buttonVariant[variant]];
  for (const name of Object.keys(buttonModifier) as (keyof typeof buttonModifier)[])
    if (modifiers[name]) classes.push(buttonModifier[name]);
  if (altBg) classes.push(altBgClass);
  if (inverse) classes.push(inverseClass);
  if (altBg && inverse) classes.push(bothClass);
  return classes.join(' ');
}
