import { useEffect, useRef } from 'react';
import type { EntryFormApi } from '../entries/entryForm';

/** Recipients chosen at one school cannot receive an alert at another: a new school clears them. */
export function useClearRecipientsOnSchoolChange(form: EntryFormApi, schoolId: string) {
  const { setValue } = form;
  const schoolRef = useRef(schoolId);
  useEffect(() => {
    if (schoolRef.current === schoolId) return;
    schoolRef.current = schoolId;
    setValue('safetyAlertUserIds', []);
  }, [schoolId, setValue]);
}
