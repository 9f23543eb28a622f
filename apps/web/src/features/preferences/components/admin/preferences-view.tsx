import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { Fact, Facts } from '@/components/ui/detail-section';
import { formatCalendarDate } from '@nestway/core/uk-time';
import { bathroomsLabel, howFoundUsLabel, listOrNone, orDash, tenantYearLabel, universityYearLabel, yesNo } from './preference-labels';

/** About You: the client's personal, study and background answers, and the other tenants. */
export function AboutYouView({ preferences: p }: { preferences: PreferencesRecord }) {
  return (
    <div className="flex flex-col gap-6">
      <Facts>
        <Fact label="Contact number">{p.contactNumber}</Fact>
        <Fact label="Age">{p.age}</Fact>
        <Fact label="Nationality">{p.nationality}</Fact>
        <Fact label="Number of tenants">{p.numberOfTenants}</Fact>
        <Fact label="University">{p.universityName}</Fact>
        <Fact label="University year">{universityYearLabel(p.universityYear)}</Fact>
        <Fact label="Financially sponsored">{yesNo(p.financiallySponsored)}</Fact>
        {p.financiallySponsored && (
          <Fact label="Sponsorship amount (monthly)">
            {p.sponsorshipAmount === null ? '—' : `£${p.sponsorshipAmount.toLocaleString('en-GB')}`}
          </Fact>
        )}
        <Fact label="UK bank account">{yesNo(p.hasUkBankAccount)}</Fact>
        <Fact label="Offer letter">{yesNo(p.hasOfferLetter)}</Fact>
        <Fact label="Documents">{listOrNone(p.documents)}</Fact>
        <Fact label="Visa duration">{orDash(p.visaDuration)}</Fact>
        <Fact label="Application method">{p.applicationMethod === 'education office' ? 'Education office' : 'Yourself'}</Fact>
        {p.applicationMethod === 'education office' && <Fact label="Education office">{orDash(p.educationOfficeName)}</Fact>}
        <Fact label="How they found us">{howFoundUsLabel(p.howFoundUs)}</Fact>
      </Facts>
      {p.additionalTenants.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-brand-900">Additional tenants</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {p.additionalTenants.map((tenant, index) => (
              <li key={index} className="rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm">
                <p className="font-semibold text-ink">Tenant {index + 2}</p>
                <p className="text-ink">{tenant.fullName}</p>
                <p className="text-muted">
                  {tenant.age} · {tenant.nationality}
                </p>
                <p className="text-muted">
                  {tenant.universityName}, {tenantYearLabel(tenant.universityYear)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Property Preferences: the home the client is looking for. */
export function PropertyPreferencesView({ preferences: p }: { preferences: PreferencesRecord }) {
  return (
    <Facts>
      <Fact label="Bedrooms">{p.bedrooms}</Fact>
      <Fact label="Bathrooms">{bathroomsLabel(p.bathrooms)}</Fact>
      <Fact label="Maximum budget">£{p.maxBudget.toLocaleString('en-GB')} per month</Fact>
      <Fact label="Move-in date">{formatCalendarDate(p.moveInDate)}</Fact>
      <Fact label="Contract duration">{p.contractDuration} months</Fact>
      <Fact label="Payment plans">{listOrNone(p.paymentPlans)}</Fact>
      <Fact label="Currently renting">{yesNo(p.currentlyRenting)}</Fact>
      {p.currentlyRenting && <Fact label="Contract end date">{p.contractEndDate ? formatCalendarDate(p.contractEndDate) : '—'}</Fact>}
      {p.currentlyRenting && <Fact label="Signed a new contract">{yesNo(p.signedNewContract)}</Fact>}
      <Fact label="Special requirements" wide>
        {orDash(p.specialRequirements)}
      </Fact>
    </Facts>
  );
}
