import {
  isAfterToday,
  macaoToday,
  UNEMPLOYMENT_REASONS,
  UnemploymentSubmitSchema,
  validationMessage,
  type UnemploymentFields,
  type UnemploymentRegistration,
} from '@vaga/contract';

/** The form as the seeker types it: texts as typed, choices as ids (null when none). */
export interface UnemploymentValues {
  resignedDate: string;
  lastEmployCompanyName: string;
  typeJobTitleId: number | null;
  textJobTitle: string;
  resignedReasonId: number | null;
  otherResignedReason: string;
  lastEmployJobSalaryAmount: string;
  lastEmployJobSalaryTypeId: number | null;
}

export type FieldName = keyof UnemploymentValues;

/** Field errors by field name: a schema message key (`validation.required`) or a ready text. */
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_VALUES: UnemploymentValues = {
  resignedDate: '',
  lastEmployCompanyName: '',
  typeJobTitleId: null,
  textJobTitle: '',
  resignedReasonId: null,
  otherResignedReason: '',
  lastEmployJobSalaryAmount: '',
  lastEmployJobSalaryTypeId: null,
};

/** The form filled from a saved draft (GET sd). */
export function valuesOf(registration: UnemploymentRegistration | null): UnemploymentValues {
  if (!registration) return { ...EMPTY_VALUES };
  return {
    resignedDate: registration.resignedDate ?? '',
    lastEmployCompanyName: registration.lastEmployCompanyName ?? '',
    typeJobTitleId: registration.latestJobObj?.typeJobTitleId ?? null,
    textJobTitle: registration.latestJobObj?.textJobTitle ?? '',
    resignedReasonId: registration.resignedReasonId,
    otherResignedReason: registration.otherResignedReason ?? '',
    lastEmployJobSalaryAmount:
      registration.lastEmployJobSalaryAmount == null
        ? ''
        : String(registration.lastEmployJobSalaryAmount),
    lastEmployJobSalaryTypeId: registration.lastEmployJobSalaryTypeId,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A typed amount as a number when it is plain digits; otherwise what the schema will refuse. */
function amountOf(value: string): number | null {
  const typed = value.trim();
  if (typed === '') return null;
  return /^\d{1,10}$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The fields as the server takes them (POST sd). */
export function fieldsOf(values: UnemploymentValues): UnemploymentFields {
  return {
    resignedDate: text(values.resignedDate),
    lastEmployCompanyName: text(values.lastEmployCompanyName),
    latestJobObj: {
      typeJobTitleId: values.typeJobTitleId,
      textJobTitle: text(values.textJobTitle),
    },
    resignedReasonId: values.resignedReasonId as UnemploymentFields['resignedReasonId'],
    otherResignedReason: text(values.otherResignedReason),
    lastEmployJobSalaryAmount: amountOf(values.lastEmployJobSalaryAmount),
    lastEmployJobSalaryTypeId: values.lastEmployJobSalaryTypeId,
  };
}

/**
 * The fields a draft save sends: an amount that is not yet a valid number is left out (the draft
 * keeps its last value) rather than refused while the seeker types.
 */
export function draftFieldsOf(values: UnemploymentValues): UnemploymentFields {
  const fields = fieldsOf(values);
  const amount = fields.lastEmployJobSalaryAmount;
  if (amount != null && Number.isNaN(amount)) delete fields.lastEmployJobSalaryAmount;
  if (fields.resignedDate && !/^\d{4}-\d{2}-\d{2}$/.test(fields.resignedDate))
    delete fields.resignedDate;
  return fields;
}

/** Maps the schema's paths to the form's fields. */
export function fieldOfPath(path: readonly PropertyKey[]): FieldName | null {
  const [head, sub] = path.map(String);
  if (head === 'latestJobObj') return sub === 'textJobTitle' ? 'textJobTitle' : 'typeJobTitleId';
  return head in EMPTY_VALUES ? (head as FieldName) : null;
}

/**
 * The submission checks of the contract (UnemploymentSubmitSchema), and a resigned date not after
 * Macao's today: the same rules the server applies, to show them before sending.
 */
export function validateValues(values: UnemploymentValues, today = macaoToday()): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = UnemploymentSubmitSchema.safeParse(fieldsOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // The schema's cross-field rules run only once every field is well formed; show them at once.
  if (!errors.typeJobTitleId && values.typeJobTitleId == null && !values.textJobTitle.trim())
    errors.typeJobTitleId = validationMessage('validation.atLeastOne');
  if (
    !errors.otherResignedReason &&
    values.resignedReasonId === UNEMPLOYMENT_REASONS.other &&
    !values.otherResignedReason.trim()
  )
    errors.otherResignedReason = validationMessage('validation.required');
  if (!errors.resignedDate && values.resignedDate && isAfterToday(values.resignedDate, today))
    errors.resignedDate = validationMessage('validation.future');
  return errors;
}

/** The fields of the details step, in the order they show. */
export const DETAIL_FIELDS: FieldName[] = [
  'resignedDate',
  'lastEmployCompanyName',
  'typeJobTitleId',
  'textJobTitle',
  'resignedReasonId',
  'otherResignedReason',
  'lastEmployJobSalaryAmount',
  'lastEmployJobSalaryTypeId',
];
