import { Label, LabelContext } from 'react-aria-components';
import { useProgressBar } from 'react-aria/useProgressBar';

/**
 * react-aria-components' ProgressBar as it renders here (the same element, roles and names), on react-aria's hook: the
 * first load carries react-aria-components' ProgressBar module for its Button, and the component itself would bring
 * the number formatting into it (npm run bench: the login page's JS).
 */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const clamped = Math.min(Math.max(value, 0), 100);
  const { progressBarProps, labelProps } = useProgressBar({ value: clamped, label });
  return (
    <div className="progress" {...progressBarProps}>
      <LabelContext.Provider value={{ ...labelProps, elementType: 'span' }}>
        <div className="progress__header">
          <Label>{label}</Label>
          <span className="progress__value">{progressBarProps['aria-valuetext']}</span>
        </div>
        <div className="progress__track">
          <div className="progress__fill" style={{ width: `${clamped}%` }} />
        </div>
      </LabelContext.Provider>
    </div>
  );
}
