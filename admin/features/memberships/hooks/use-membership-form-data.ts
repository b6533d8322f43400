import { useEffect, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import type { DemographicQuestion, MembershipItem } from '../api/membership-types.ts';
import { getDemographics } from '../api/get-demographics.ts';
import { getMembership } from '../api/get-membership.ts';

export interface MembershipFormData {
  questions: DemographicQuestion[];
  /** Null on the create page. */
  membership: MembershipItem | null;
}

/** The site's demographic questions and, when editing, the membership; an error message if either fails. */
export function useMembershipFormData(id: number | null) {
  const [data, setData] = useState<MembershipFormData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Spec admin §8: a demographic load failure reads 'Failed: {message}'.
    const questions = getDemographics().catch((failure: Error) => {
      notify.error(`Failed: ${failure.message}`);
      throw failure;
    });
    Promise.all([questions, id === null ? null : getMembership(id)]).then(
      ([questions, membership]) => current && setData({ questions, membership }),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return { data, error };
}
