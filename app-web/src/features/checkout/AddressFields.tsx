import { hasRegions, regionsOf } from "@vitrine/core/address"
import { useId, useMemo } from "react"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { AddressLine } from "./AddressLine.tsx"
import { type CheckoutValues, COUNTRIES, postalLabel, regionLabel } from "./checkout-form.ts"
import { countriesIn, isEnglish } from "./country-names.ts"
import { Field } from "./Field.tsx"

type Errors = Readonly<Record<string, string | undefined>>

/**
 * The contact and shipping-address fields: e-mail, names, street, city, country, the country's
 * region select when it has a list (POSTAL-002) and its postal-code field named as the country
 * names it ("ZIP Code", "Postcode"…). The countries are named in the page's language
 * (`countriesIn`: the runtime's names, no dictionary), their codes the values sent; outside
 * English the region and postal-code fields take the dictionary's general names.
 *
 * @example
 * <AddressFields values={values} errors={errors} onChange={(field, value) => …} />
 */
export const AddressFields = ({
  values,
  errors,
  onChange,
}: {
  values: CheckoutValues
  errors: Errors
  onChange: (field: keyof CheckoutValues, value: string) => void
}) => {
  const countryId = useId()
  const regionId = useId()
  const text = usePageText()
  const tag = useRenderedPageData()?.language?.tag
  const countries = useMemo(() => countriesIn(tag), [tag])
  // Each country's own names of its regions and postal codes are English only; other languages say
  // "Région" and "Code postal" for every country.
  const english = isEnglish(tag)
  const field = (name: keyof CheckoutValues, label: string, autoComplete: string, type = "text") => (
    <Field
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, event.target.value)}
    />
  )
  const regions = hasRegions(values.country) ? regionsOf(values.country) : []
  return (
    <>
      <fieldset className="checkout-section">
        <legend>{text("contact")}</legend>
        {field("email", text("email"), "email", "email")}
      </fieldset>
      <fieldset className="checkout-section">
        <legend>{text("shippingAddress")}</legend>
        <div className="field-row">
          {field("firstName", text("firstName"), "given-name")}
          {field("lastName", text("lastName"), "family-name")}
        </div>
        <AddressLine
          label={text("address")}
          value={values.line1}
          error={errors.line1}
          country={values.country}
          onChange={(value) => onChange("line1", value)}
          onPick={(address) => {
            // The country first: changing it clears the region, which the address then sets.
            if (COUNTRIES.some((country) => country.code === address.country))
              onChange("country", address.country)
            for (const field of ["line1", "city", "region", "postalCode"] as const)
              onChange(field, address[field])
            // A place rarely has a second line; the apartment the shopper typed stays unless it does.
            if (address.line2 !== "") onChange("line2", address.line2)
          }}
        />
        {field("line2", text("addressLine2"), "address-line2")}
        {field("city", text("city"), "address-level2")}
        <div className="field">
          <label htmlFor={countryId}>{text("country")}</label>
          <select
            id={countryId}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(event) => onChange("country", event.target.value)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        {regions.length > 0 && (
          <div className="field">
            <label htmlFor={regionId}>{english ? regionLabel(values.country) : text("region")}</label>
            <select
              id={regionId}
              name="region"
              autoComplete="address-level1"
              value={values.region}
              aria-invalid={errors.region ? true : undefined}
              aria-describedby={errors.region ? `${regionId}-error` : undefined}
              onChange={(event) => onChange("region", event.target.value)}
            >
              <option value="">{text("choose")}</option>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
            {errors.region && (
              <p id={`${regionId}-error`} className="field-error" role="alert">
                {errors.region}
              </p>
            )}
          </div>
        )}
        {field("postalCode", english ? postalLabel(values.country) : text("postalCode"), "postal-code")}
      </fieldset>
    </>
  )
}
