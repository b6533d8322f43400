import { adExclusionFlags } from '../../../../../content-engine/shared/enums.ts';
import type { FieldGroupProps } from './form-types.ts';

const labels: Record<(typeof adExclusionFlags)[number], string> = {
  welcomeAd: 'Welcome ad',
  headerLeaderboardAd: 'Header leaderboard',
  stickyLeaderboardAd: 'Sticky leaderboard',
  contentBodyNativeAd: 'Native ad in the body',
  contentBodyEmbedAd: 'Embedded ad in the body',
  contentListNativeAd: 'Native ad in lists',
  reskinAd: 'Reskin',
};

/** The ads the item's page leaves out (excludeAds; the page's layout may exclude more). */
export function AdExclusionsField({ register }: Pick<FieldGroupProps, 'register'>) {
  return (
    <fieldset>
      <legend>Ad exclusions</legend>
      <p className="hint">Ticked ads do not show on this item&apos;s page.</p>
      {adExclusionFlags.map((flag) => (
        <div className="field checkbox" key={flag}>
          <input id={`exclude-${flag}`} type="checkbox" {...register(`excludeAds.${flag}`)} />
          <label htmlFor={`exclude-${flag}`}>{labels[flag]}</label>
        </div>
      ))}
    </fieldset>
  );
}
