import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';

export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <AriaProgressBar value={value} className="progress">
      {({ percentage, valueText }) => (
        <>
          <div className="progress__header">
            <Label>{label}</Label>
            <span className="progress__value">{valueText}</span>
          </div>
          <div className="progress__track">
            <div className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
