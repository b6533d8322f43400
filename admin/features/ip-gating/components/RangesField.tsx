import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { required } from '../../../shared/ui/forms/required.ts';
import { checkSiteLicenseRanges } from '../api/check-site-license-ranges.ts';
import type { RangeCheck } from '../api/site-license-types.ts';
import { rangeLines, type LicenseFormValues } from '../license-form-values.ts';

const overlapText = (overlap: RangeCheck['overlaps'][number]) =>
  overlap.licenseId === null
    ? `${overlap.range} overlaps ${overlap.overlaps}, also in this list.`
    : `${overlap.range} overlaps ${overlap.overlaps} of ${overlap.companyName} (licence ${overlap.licenseId}).`;

/**
 * The licence's addresses and CIDR ranges, one a line. Leaving the field asks the server to check
 * them: wrong lines and overlaps (within the list, with the site's other licences) show as
 * warnings; saving still refuses wrong lines, overlaps are allowed (ADR 54).
 */
export function RangesField({ licenseId }: { licenseId: number | null }) {
  const id = useId();
  const { register, formState, getValues } = useFormContext<LicenseFormValues>();
  const [check, setCheck] = useState<RangeCheck | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const error = formState.errors.ranges;
  const registration = register('ranges', required);

  const runCheck = async () => {
    const lines = getValues('ranges').split(/\r?\n/);
    if (!rangeLines(lines.join('\n')).length) return setCheck(null);
    try {
      setCheck(await checkSiteLicenseRanges(lines, licenseId));
      setCheckError(null);
    } catch (failure) {
      setCheckError((failure as Error).message);
    }
  };

  const warnings = [
    ...(check?.problems.map((p) => `Line ${p.line}: ${p.message}`) ?? []),
    ...(check?.overlaps.map(overlapText) ?? []),
  ];
  return (
    <div className="field">
      <label htmlFor={id}>IP addresses and ranges</label>
      <textarea
        id={id}
        rows={6}
        spellCheck={false}
        {...registration}
        onBlur={(event) => {
          void registration.onBlur(event);
          void runCheck();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}${warnings.length ? ` ${id}-warnings` : ''}`}
      />
      <small id={`${id}-hint`}>
        One a line: an IPv4 or IPv6 address (192.0.2.10) or CIDR range (198.51.100.0/24, 2001:db8::/32).
      </small>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error.message}
        </span>
      )}
      {checkError && <p className="field-error">{checkError}</p>}
      <div id={`${id}-warnings`} aria-live="polite">
        {warnings.length > 0 && (
          <ul className="ip-gating-warnings" aria-label="Range warnings">
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
