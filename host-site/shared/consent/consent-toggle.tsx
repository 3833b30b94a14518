import { useId, type Ref } from 'react';

interface ConsentToggleProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** One category switch: a native checkbox with role="switch", so Space toggles it and readers say "on"/"off". */
export function ConsentToggle({ label, hint, checked, disabled = false, onChange, ref }: ConsentToggleProps) {
  const hintId = useId();
  return (
    <label className="consent-toggle">
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        className="consent-toggle__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span className="consent-toggle__label">{label}</span>
      <span id={hintId} className="consent-toggle__hint">
        {hint}
      </span>
    </label>
  );
}
