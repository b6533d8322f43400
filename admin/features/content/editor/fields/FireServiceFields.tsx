import { apparatusKinds } from '../../../../../content-engine/shared/content-details/fire-service-details.ts';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { wholeNumberRule } from './field-rule.ts';
import type { FieldGroupProps } from './form-types.ts';

type Props = Pick<FieldGroupProps, 'register' | 'errors'>;

function LinesField({
  id,
  label,
  hint,
  registration,
}: {
  id: string;
  label: string;
  hint: string;
  registration: object;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} aria-describedby={`${id}-hint`} {...registration} />
      <small id={`${id}-hint`}>{hint}</small>
    </div>
  );
}

/** An apparatus showcase: the department that took delivery, the build and its specifications. Photos: the item's images. */
export function ApparatusFields({ register, errors }: Props) {
  const e = errors.apparatus;
  return (
    <div className="field-group" role="group" aria-label="Apparatus">
      <div className="field-row">
        <TextField
          label="Department"
          registration={register('apparatus.department')}
          hint="e.g. Naperville Fire Department"
        />
        <TextField label="Department location" registration={register('apparatus.location')} hint="City, state" />
      </div>
      <div className="field">
        <label htmlFor="apparatus-kind">Kind of apparatus</label>
        <select id="apparatus-kind" {...register('apparatus.kind')}>
          <option value="">Not set</option>
          {apparatusKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <TextField label="Manufacturer" registration={register('apparatus.manufacturer')} />
        <TextField label="Model" registration={register('apparatus.model')} />
      </div>
      <div className="field-row">
        <TextField label="Chassis" registration={register('apparatus.chassis')} />
        <TextField
          label="Model year"
          inputMode="numeric"
          registration={register('apparatus.year', wholeNumberRule(1900, 2100, 'Year'))}
          error={e?.year}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Pump (gpm)"
          inputMode="numeric"
          registration={register('apparatus.pumpGpm', wholeNumberRule(0, 10_000, 'Pump capacity'))}
          error={e?.pumpGpm}
        />
        <TextField
          label="Water tank (gallons)"
          inputMode="numeric"
          registration={register('apparatus.tankGallons', wholeNumberRule(0, 20_000, 'Water tank'))}
          error={e?.tankGallons}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Foam tank (gallons)"
          inputMode="numeric"
          registration={register('apparatus.foamGallons', wholeNumberRule(0, 5_000, 'Foam tank'))}
          error={e?.foamGallons}
        />
        <TextField
          label="Aerial (feet)"
          inputMode="numeric"
          registration={register('apparatus.aerialFeet', wholeNumberRule(0, 200, 'Aerial length'))}
          error={e?.aerialFeet}
        />
      </div>
      <TextField label="Dealer" registration={register('apparatus.dealer')} />
      <LinesField
        id="apparatus-specs"
        label="Other specifications"
        hint="One per line, e.g. Engine: Cummins X12, 500 hp"
        registration={register('apparatus.specs')}
      />
    </div>
  );
}

/** A fire station feature: the department, the station, the building and its crew. Photos: the item's images. */
export function InQuartersFields({ register, errors }: Props) {
  const e = errors.inQuarters;
  return (
    <div className="field-group" role="group" aria-label="Station">
      <div className="field-row">
        <TextField label="Department" registration={register('inQuarters.department')} />
        <TextField label="Station" registration={register('inQuarters.station')} hint="e.g. Station 2" />
      </div>
      <TextField label="Location" registration={register('inQuarters.location')} hint="City, state" />
      <div className="field-row">
        <TextField
          label="Year built"
          inputMode="numeric"
          registration={register('inQuarters.yearBuilt', wholeNumberRule(1800, 2100, 'Year built'))}
          error={e?.yearBuilt}
        />
        <TextField
          label="Size (sq ft)"
          inputMode="numeric"
          registration={register('inQuarters.squareFeet', wholeNumberRule(0, 1_000_000, 'Size'))}
          error={e?.squareFeet}
        />
        <TextField
          label="Apparatus bays"
          inputMode="numeric"
          registration={register('inQuarters.bays', wholeNumberRule(0, 50, 'Apparatus bays'))}
          error={e?.bays}
        />
      </div>
      <div className="field-row">
        <TextField label="Architect" registration={register('inQuarters.architect')} />
        <TextField label="Contractor" registration={register('inQuarters.contractor')} />
      </div>
      <LinesField
        id="in-quarters-apparatus"
        label="Apparatus housed"
        hint="One per line, e.g. Engine 2"
        registration={register('inQuarters.apparatusHoused')}
      />
      <LinesField
        id="in-quarters-crew"
        label="Crew"
        hint="One per line, e.g. A shift: Capt. Ana Ruiz and 4 firefighters"
        registration={register('inQuarters.crew')}
      />
      <LinesField
        id="in-quarters-features"
        label="Design features"
        hint="One per line"
        registration={register('inQuarters.features')}
      />
    </div>
  );
}
