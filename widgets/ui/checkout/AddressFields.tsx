// Billing Details / Address (docs/screens.md#checkout, docs/screens.md#quick-order): address, a city selector with a None option showing the
// chosen island's cities, and the Trinidad (1) / Tobago (2) radio that sets the freight.
import { useId } from 'react';
import type { City } from '../../domain/types.js';
import { Country } from '../../domain/constants.js';
import { isTrinidad } from '../../domain/freight.js';
import type { CitiesState } from './use-cities.js';
import type { CustomerForm } from './order-payload.js';
import { FieldError, invalidProps, type FieldErrorState } from './field-error.js';

const ISLANDS = [
  { value: Country.Trinidad, label: 'Trinidad' },
  { value: Country.Tobago, label: 'Tobago' },
] as const;

export const CITIES_FAILED = 'The city list could not be loaded.';

export interface AddressFieldsProps {
  form: Pick<CustomerForm, 'address' | 'cityNo'>;
  countryNo: number;
  cities: CitiesState;
  onChange<K extends 'address' | 'cityNo'>(key: K, value: CustomerForm[K]): void;
  onCountry(countryNo: number): void;
  error?: FieldErrorState; // the refused field's message, shown beside it
  /** Pickup: the address and city are not needed (no required marks). */
  pickup?: boolean;
}

function onIsland(city: City, countryNo: number): boolean {
  return isTrinidad(city.CountryNo) === isTrinidad(countryNo);
}

export function AddressFields({ form, countryNo, cities, onChange, onCountry, error, pickup = false }: AddressFieldsProps) {
  const id = useId();
  const { address, cityNo } = form;
  const onCity = (next: number) => onChange('cityNo', next);
  const island = isTrinidad(countryNo) ? 'Trinidad' : 'Tobago';
  const shown = cities.cities.filter((city) => onIsland(city, countryNo));

  const changeCountry = (next: number) => {
    onCountry(next);
    const city = cities.cities.find((c) => c.ODeliverCityNo === cityNo);
    if (city && !onIsland(city, next)) onCity(0); // a city of the other island no longer applies
  };

  return (
    <div className="fields">
      <div className="field wide">
        <label htmlFor={`${id}-address`}>
          Address
          {!pickup && <RequiredMark />}
        </label>
        <input
          id={`${id}-address`}
          autoComplete="street-address"
          maxLength={500}
          aria-required={!pickup}
          {...invalidProps(error, 'address', id)}
          value={address}
          onChange={(e) => onChange('address', e.target.value)}
        />
        <FieldError error={error} field="address" id={id} />
      </div>
      <IslandChoice name={`${id}-country`} countryNo={countryNo} onChange={changeCountry} />
      <div className="field">
        <label htmlFor={`${id}-city`}>
          City
          {!pickup && <RequiredMark />}
        </label>
        <select id={`${id}-city`} aria-required={!pickup} {...invalidProps(error, 'city', id)} value={cityNo} onChange={(e) => onCity(Number(e.target.value))}>
          <option value={0}>None</option>
          {shown.length > 0 && (
            <optgroup label={island}>
              {shown.map((city) => (
                <option key={city.ODeliverCityNo} value={city.ODeliverCityNo}>
                  {city.ODeliverCityName}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <FieldError error={error} field="city" id={id} />
        {cities.failed && (
          <p className="hint" role="status">
            {CITIES_FAILED}{' '}
            <button type="button" className="link-button" onClick={cities.retry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

function RequiredMark() {
  return (
    <>
      {' '}
      <span className="required" aria-hidden="true">
        *
      </span>
    </>
  );
}

/** The Trinidad / Tobago radios, which set the freight. */
function IslandChoice({ name, countryNo, onChange }: { name: string; countryNo: number; onChange: (countryNo: number) => void }) {
  return (
    <fieldset className="field">
      <legend>Country</legend>
      <div className="inline-choices">
        {ISLANDS.map((choice) => (
          <label key={choice.value} className="inline-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={isTrinidad(countryNo) === (choice.value === Country.Trinidad)}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
