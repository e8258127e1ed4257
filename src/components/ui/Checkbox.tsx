import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode;
}

/** The drawn box of a checkbox (the native one is visually hidden). */
export function CheckboxBox() {
  return (
    <span className="checkbox__box" aria-hidden="true">
      <svg viewBox="0 0 18 18" width="14" height="14">
        <polyline points="2 9 7 14 16 4" />
      </svg>
    </span>
  );
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={`checkbox${typeof className === 'string' ? ` ${className}` : ''}`}>
      <CheckboxBox />
      {children}
    </AriaCheckbox>
  );
}
