import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'negative' | 'neutral' | 'positive' | 'quiet';

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}${typeof className === 'string' ? ` ${className}` : ''}`} />;
}
