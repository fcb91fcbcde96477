import type { PublicBranchDto } from '../../api/branches.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField } from '../form/select-field.js';
import '../../i18n/cs-booking.js';

const MAIN = 'main';

/** The booking modal's choice of place, shown only when the company has branches: its main address or one of them. */
export function BranchField({
  branches,
  value,
  mainLabel,
  onChange,
}: {
  branches: PublicBranchDto[];
  value: number | null;
  /** the main address as the option says it */
  mainLabel: string;
  onChange: (branchId: number | null) => void;
}) {
  const { t } = useI18n();
  if (!branches.length) return null;
  return (
    <SelectField
      label={t('companyBranch.label')}
      name="branch"
      value={value ? String(value) : MAIN}
      onChange={(next) => onChange(next && next !== MAIN ? Number(next) : null)}
      options={[
        { value: MAIN, label: mainLabel },
        ...branches.map((b) => ({ value: String(b.id), label: `${b.name} – ${b.address}, ${b.city.name}` })),
      ]}
      placeholder={t('companyBranch.label')}
      testId="booking-branch"
    />
  );
}
