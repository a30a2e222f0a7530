import { isNumeric } from '@cps/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/form';

/** The delivery details every order form asks for (spec §4: address and phone required). */
export interface ContactValues {
  address: string;
  phone: string;
}

const required = {
  address: 'Address is required',
  phone: 'Phone number is required',
};
const phoneFormat = 'Use digits only, e.g. 01711000000';
/** The same rule as the domain's `isNumeric`, for the browser (HTML patterns use the v flag). */
const phonePattern = '\\+?[0-9][0-9 \\-]*';

/** The fields' react-hook-form rules, with the messages the purchase page shows. */
export const contactRules = {
  address: {
    required: required.address,
    validate: (value: string) => value.trim() !== '' || required.address,
  },
  phone: {
    required: required.phone,
    validate: (value: string) => isNumeric(value) || phoneFormat,
  },
};

/** Address and phone, registered by the form that holds them (with `contactRules`). */
export function ContactFields({
  address,
  phone,
  errors,
}: {
  address: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { address?: string; phone?: string };
}) {
  return (
    <>
      <Field
        label="Address"
        autoComplete="street-address"
        maxLength={500}
        placeholder="House, road, area, city"
        error={errors.address}
        {...address}
      />
      <Field
        label="Phone"
        type="tel"
        inputMode="numeric"
        pattern={phonePattern}
        autoComplete="tel"
        maxLength={30}
        placeholder="01711000000"
        error={errors.phone}
        {...phone}
      />
    </>
  );
}
